import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import type { Locale } from "@/lib/domain/localized";
import { formatChf, type Rappen } from "@/lib/domain/money";
import { swissDate } from "@/lib/domain/swiss-date";
import { serverTranslator } from "@/lib/i18n/translator";
import type { ReceiptSettings } from "@/lib/schemas/receipt";
import { attachSlip, newDocument, officeHeader, render, RIGHT, row } from "./pdf-layout";
import { qrBill } from "./qr-bill";
import { guestAndStay, type ReceiptDocumentInput } from "./receipt-pdf";

/**
 * The QR-bill alone for what a booking still owes (the pay page's "bank transfer", a reminder's
 * attachment): the office, the guest and the stay above, the open amount, and the payment part at
 * the foot of the A4 page, in the guest's language.
 */

export interface QrBillDocumentInput {
  locale: Locale;
  settings: ReceiptSettings;
  booking: ReceiptDocumentInput["booking"] & { arrival: IsoDate; departure: IsoDate };
  guest: ReceiptDocumentInput["guest"];
  open: Rappen;
  issuedOn: IsoDate;
}

/** Rejects with QrBillError when nothing is open or swissqrbill refuses the data. */
export async function renderQrBillPdf(input: QrBillDocumentInput): Promise<Buffer> {
  const { locale, settings, booking, guest, open } = input;
  const t = serverTranslator(locale, "receipt");
  const message = t("booking", { reference: booking.reference ?? "" }).trim();
  // Built first: a refused bill produces no document at all.
  const { bill } = qrBill({ settings, bookingId: booking.id, open, debtor: guest.address ? { name: guest.name, ...guest.address } : null, message }, locale);
  const doc = newDocument(locale, `${t("qrBill.title")} ${booking.reference ?? ""}`.trim(), settings.office.name);
  return render(doc, () => {
    const details = [t("issuedOn", { date: swissDate(input.issuedOn) }), ...(booking.reference ? [message] : [])];
    let y = officeHeader(doc, settings.office, settings.vatNumber ? t("vat.number", { number: settings.vatNumber }) : null, t("qrBill.title"), details);
    y = guestAndStay(doc, t, { guest, property: booking.property, arrival: booking.arrival, departure: booking.departure }, y);
    y = row(doc, y, [{ text: t("payments.open"), x: 300, width: 140, bold: true }, { text: formatChf(open, locale), x: 440, width: RIGHT - 440, align: "right", bold: true }], 11) + 16;
    attachSlip(doc, bill, y, t("qrBill.intro", { amount: formatChf(open, locale) }), `${t("qrBill.title")} · ${message}`);
  });
}
