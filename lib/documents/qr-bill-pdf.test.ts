import { describe, expect, it } from "vitest";
import { pdfText } from "@/tests/support/pdf-text";
import { bookingPaymentReference } from "@/lib/domain/qr-reference";
import { ReceiptError } from "@/lib/domain/receipt";
import { documentErrorMessage } from "./document-errors";
import { QrBillError } from "./qr-bill";
import { renderQrBillPdf, type QrBillDocumentInput } from "./qr-bill-pdf";
import { SAMPLE_BOOKING_ID, SAMPLE_QR_IBAN, sampleReceipt } from "./receipt-samples";

function input(locale: QrBillDocumentInput["locale"], open = 223_881): QrBillDocumentInput {
  const sample = sampleReceipt({ locale, vat: false, paid: "deposit" });
  return { locale, settings: sample.settings, booking: { ...sample.booking, arrival: "2027-02-06", departure: "2027-02-13" }, guest: sample.guest, open, issuedOn: "2027-01-05" };
}

describe("renderQrBillPdf", () => {
  it.each([
    ["de", "QR-Rechnung", "Offener Betrag", "Zahlteil", "Buchung K7Q2ZP4M"],
    ["en", "QR-bill", "Open amount", "Payment part", "Booking K7Q2ZP4M"],
    ["fr", "QR-facture", "Montant restant", "Section paiement", "Réservation K7Q2ZP4M"],
  ] as const)("%s: one page with the office, the guest, the open amount and the payment part", async (locale, title, open, part, booking) => {
    const pages = pdfText(await renderQrBillPdf(input(locale)));
    expect(pages).toHaveLength(1);
    const reference = bookingPaymentReference({ bookingId: SAMPLE_BOOKING_ID, iban: SAMPLE_QR_IBAN });
    expect(pages[0]).toEqual(expect.arrayContaining([title, "Saastal Chalets GmbH", booking, "Amélie Brändli-Łukasik", open, part, reference.display, "2 238.81"]));
  });

  it("refuses to make a bill when nothing is open, with a typed error", async () => {
    await expect(renderQrBillPdf(input("de", 0))).rejects.toBeInstanceOf(QrBillError);
  });
});

describe("documentErrorMessage", () => {
  it("says in the reader's language why a document cannot be made", () => {
    expect(documentErrorMessage(new QrBillError("nothingOpen"), "en")).toBe("Nothing is open: there is no QR-bill to pay.");
    expect(documentErrorMessage(new QrBillError("invalid", "DEBTOR_CITY_LENGTH_IS_INVALID"), "de")).toBe("Aus diesen Angaben lässt sich keine QR-Rechnung erstellen: DEBTOR_CITY_LENGTH_IS_INVALID");
    expect(documentErrorMessage(new ReceiptError("noVatRate"), "fr")).toBe("Aucun taux de TVA n’est saisi pour le jour d’arrivée de ce séjour.");
  });

  it("leaves unexpected errors to the caller", () => {
    expect(documentErrorMessage(new Error("disk full"), "en")).toBeNull();
  });
});
