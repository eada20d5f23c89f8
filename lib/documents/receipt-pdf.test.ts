import { isQRReferenceValid } from "swissqrbill/utils";
import { describe, expect, it } from "vitest";
import { pdfText } from "@/tests/support/pdf-text";
import { bookingPaymentReference } from "@/lib/domain/qr-reference";
import type { ReceiptPayment } from "@/lib/domain/receipt";
import { QrBillError } from "./qr-bill";
import { renderReceiptPdf } from "./receipt-pdf";
import { SAMPLE_BOOKING_ID, SAMPLE_QR_IBAN, sampleReceipt } from "./receipt-samples";

const N = "\u202f";
/** The no-break space ICU puts between the currency and the number. */
const S = "\u00a0";
const reference = bookingPaymentReference({ bookingId: SAMPLE_BOOKING_ID, iban: SAMPLE_QR_IBAN });

async function pages(...args: Parameters<typeof sampleReceipt>): Promise<string[][]> {
  const pdf = await renderReceiptPdf(sampleReceipt(...args));
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
  return pdfText(pdf);
}

describe("renderReceiptPdf", () => {
  it("de with VAT and a deposit paid: header, lines, VAT table, payments, open amount and the QR-bill", async () => {
    const [page, ...rest] = await pages({ locale: "de", vat: true, paid: "deposit" });
    expect(rest).toEqual([]);
    expect(page).toEqual(
      expect.arrayContaining([
        "Saastal Chalets GmbH",
        "Obere Gasse 12",
        "3906 Saas-Fee",
        "MWST-Nr. CHE-123.456.788 MWST",
        "Quittung",
        "Datum: 05.01.2027",
        "Buchung K7Q2ZP4M",
        "Amélie Brändli-Łukasik",
        "Rue de l’Église 4",
        "06.02.2027 – 13.02.2027 (7 Nächte)",
        "Unterkunft",
        `CHF${S}2'730.00`,
        "Rabatt",
        `−CHF${S}150.00`,
        "Endreinigung",
        "Kurtaxe",
        "ohne MWST",
        "SaastalCard",
        `CHF${S}3'238.81`,
        "Enthaltene Mehrwertsteuer",
        "Sondersatz Beherbergung",
        "Normalsatz",
        "3.8 %",
        "8.1 %",
        `CHF${S}109.09`,
        `CHF${S}6.80`,
        `CHF${S}115.89`,
        "Die Kurtaxe wird für die Gemeinde erhoben und unterliegt nicht der Mehrwertsteuer.",
        "20.11.2026",
        "Anzahlung (TWINT)",
        "Offener Betrag",
        `CHF${S}2'238.81`,
        "Zahlteil",
        "Empfangsschein",
        reference.display,
        "2 238.81",
      ]),
    );
    expect(isQRReferenceValid(reference.value)).toBe(true);
  });

  it("en without VAT: no VAT number, column or table", async () => {
    const [page = []] = await pages({ locale: "en", vat: false, paid: "deposit" });
    expect(page).toEqual(expect.arrayContaining(["Receipt", "Date: 05.01.2027", "Booking K7Q2ZP4M", "Accommodation", "Cleaning fee", "Tourist tax", "SaastalCard", "Open amount", "Payment part"]));
    expect(page.filter((line) => /VAT/.test(line))).toEqual([]);
  });

  it("fr: French typography with narrow no-break spaces, and every character has its glyph", async () => {
    const all = (await pages({ locale: "fr", vat: true, paid: "deposit" })).flat();
    expect(all).toEqual(
      expect.arrayContaining([`Date${N}: 05.01.2027`, "Reçu", "Réservation K7Q2ZP4M", "Taxe de séjour", "hors TVA", `3.8${N}%`, `2${N}730.00${S}CHF`, `−150.00${S}CHF`, "TVA incluse", "Taux spécial hébergement", "Montant restant", "Section paiement", "Récépissé"]),
    );
    // A character without a glyph in the font is drawn as glyph 0 (.notdef), which reads back as U+0000.
    expect(all.join("")).not.toMatch(/[\u0000\ufffd]/);
  });

  it("fully paid: the thanks, no open amount and no QR-bill", async () => {
    const [page = [], ...rest] = await pages({ locale: "de", vat: true, paid: "all" });
    expect(rest).toEqual([]);
    expect(page).toEqual(expect.arrayContaining(["Zahlung (Banküberweisung)", "Bezahlt", `CHF${S}3'238.81`, "Vollständig bezahlt. Vielen Dank!"]));
    expect(page).not.toContain("Offener Betrag");
    expect(page).not.toContain("Zahlteil");
  });

  it("without a QR-bill asked for, none is drawn even with an open amount", async () => {
    const [page = []] = await pages({ locale: "en", vat: false, paid: "deposit", withQrBill: false });
    expect(page).toContain("Open amount");
    expect(page).not.toContain("Payment part");
  });

  it("nothing paid yet: says so, and the creditor reference of an ordinary IBAN on the bill", async () => {
    const [page = []] = await pages({ locale: "fr", vat: false, paid: "nothing", qrIban: false });
    expect(page).toContain("Aucun paiement pour l’instant.");
    const scor = bookingPaymentReference({ bookingId: SAMPLE_BOOKING_ID, iban: "CH9300762011623852957" });
    expect(page).toContain(scor.display);
  });

  it("a receipt too long for the bill below it puts the bill on a second page, with a heading", async () => {
    const sample = sampleReceipt({ locale: "en", vat: true, paid: "deposit" });
    const extra: ReceiptPayment[] = Array.from({ length: 12 }, (_, i) => ({ id: `x${i}`, label: "refund", date: "2026-12-01", method: "card", amount: -100 }));
    const pdf = await renderReceiptPdf({ ...sample, receipt: { ...sample.receipt, payments: [...sample.receipt.payments, ...extra] } });
    const [first = [], second = []] = pdfText(pdf);
    expect(first).not.toContain("Payment part");
    expect(second).toEqual(expect.arrayContaining(["Receipt · Booking K7Q2ZP4M", "Payment part", reference.display]));
  });

  it("embeds Liberation Sans only, never pdfkit's Helvetica (whose metrics files a server bundle may lack)", async () => {
    const pdf = (await renderReceiptPdf(sampleReceipt({ locale: "de", vat: true, paid: "deposit" }))).toString("latin1");
    const fonts = new Set([...pdf.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]));
    expect([...fonts].sort()).toEqual(["LiberationSans", "LiberationSans-Bold"]);
  });

  it("rejects with a typed error when the QR-bill's data is refused", async () => {
    const sample = sampleReceipt({ locale: "de", vat: false, paid: "deposit" });
    const broken = { ...sample, guest: { ...sample.guest, address: { ...sample.guest.address!, country: "Schweiz" } } };
    await expect(renderReceiptPdf(broken)).rejects.toThrow(QrBillError);
    await expect(renderReceiptPdf(broken)).rejects.toMatchObject({ code: "invalid", detail: "DEBTOR_COUNTRY_LENGTH_IS_INVALID" });
  });
});
