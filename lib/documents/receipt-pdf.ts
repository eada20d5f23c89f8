import "server-only";
import { serverTranslator } from "@/lib/i18n/translator";
import { daysBetween, type IsoDate } from "@/lib/domain/dates";
import type { Locale } from "@/lib/domain/localized";
import { formatChf, type Rappen } from "@/lib/domain/money";
import type { Receipt, ReceiptLine } from "@/lib/domain/receipt";
import { swissDate } from "@/lib/domain/swiss-date";
import type { PostalAddress, ReceiptSettings } from "@/lib/schemas/receipt";
import { FONT, FONT_BOLD } from "./pdf-fonts";
import { addressLines, attachSlip, GREY, labelled, LEFT, newDocument, officeHeader, render, RIGHT, row, rule, WIDTH, type Doc } from "./pdf-layout";
import { qrBill } from "./qr-bill";

/**
 * The receipt of a stay as an A4 PDF (issue 32), in the guest's language: the office's header,
 * the guest, the booking and its dates, the lines (lib/domain/receipt.ts), the VAT table when the
 * office is registered, the payments, what is paid and what is open, and, when asked and something
 * is open, the QR-bill for it at the foot of the page (or of a second page when the first is full).
 * Every word comes from the `receipt` namespace of messages/*.json.
 */

export interface ReceiptDocumentInput {
  locale: Locale;
  settings: ReceiptSettings;
  booking: { id: string; reference: string | null; property: string };
  guest: { name: string; address: Omit<PostalAddress, "name"> | null };
  receipt: Receipt;
  /** Attach a QR-bill for the open amount (ignored when nothing is open). */
  withQrBill: boolean;
}

export type T = ReturnType<typeof serverTranslator<"receipt">>;

/** Renders the receipt; the PDF's bytes. Rejects with QrBillError when the QR-bill's data is refused. */
export async function renderReceiptPdf(input: ReceiptDocumentInput): Promise<Buffer> {
  const t = serverTranslator(input.locale, "receipt");
  const doc = newDocument(input.locale, `${t("title")} ${input.booking.reference ?? ""}`.trim(), input.settings.office.name);
  return render(doc, () => {
    let y = header(doc, t, input);
    y = parties(doc, t, input, y);
    y = lines(doc, t, input, y);
    if (input.receipt.vat) y = vatTable(doc, t, input, y);
    y = payments(doc, t, input, y);
    if (input.withQrBill && input.receipt.open > 0) slip(doc, t, input, y);
  });
}

function money(r: Rappen, locale: Locale): string {
  return formatChf(r, locale);
}

function header(doc: Doc, t: T, input: ReceiptDocumentInput): number {
  const { office, vatNumber } = input.settings;
  const details = [t("issuedOn", { date: swissDate(input.receipt.issuedOn) }), ...(input.booking.reference ? [t("booking", { reference: input.booking.reference })] : [])];
  return officeHeader(doc, office, vatNumber ? t("vat.number", { number: vatNumber }) : null, t("title"), details);
}

function parties(doc: Doc, t: T, input: ReceiptDocumentInput, y: number): number {
  const { receipt, guest, booking } = input;
  return guestAndStay(doc, t, { guest, property: booking.property, arrival: receipt.arrival, departure: receipt.departure }, y);
}

/** The guest (name and address) on the left, the house and the stay's dates on the right. */
export function guestAndStay(doc: Doc, t: T, input: { guest: ReceiptDocumentInput["guest"]; property: string; arrival: IsoDate; departure: IsoDate }, y: number): number {
  const { guest } = input;
  const guestBottom = labelled(doc, t("guest"), [guest.name, ...(guest.address ? addressLines(guest.address) : [])], LEFT, y, 220);
  const stay = t("stayDates", { arrival: swissDate(input.arrival), departure: swissDate(input.departure), nights: daysBetween(input.arrival, input.departure) });
  const stayBottom = labelled(doc, t("stay"), [input.property, stay], 300, y, RIGHT - 300);
  return Math.max(guestBottom, stayBottom) + 18;
}

function lineText(t: T, line: ReceiptLine): string {
  return line.kind === "other" ? t("lines.other", { name: line.name ?? "" }) : t(`lines.${line.kind}`);
}

function rateText(t: T, rate: number): string {
  // Hundredths of a percent: 380 → "3.8" (Swiss usage writes the point in every language).
  return t("vat.rate", { rate: String(rate / 100) });
}

function lines(doc: Doc, t: T, input: ReceiptDocumentInput, y: number): number {
  const { receipt, locale } = input;
  const vat = receipt.vat;
  const rateOf = (line: ReceiptLine) => {
    if (!vat) return "";
    if (line.vat === "none") return t("outsideVat");
    const found = vat.rows.find((r) => r.category === line.vat);
    return found ? rateText(t, found.rate) : "";
  };
  const columns = (description: string, rate: string, amount: string, bold = false, color?: string) => [
    { text: description, x: LEFT, width: 300, bold, color },
    ...(vat ? [{ text: rate, x: 360, width: 70, align: "right" as const, bold, color }] : []),
    { text: amount, x: 440, width: RIGHT - 440, align: "right" as const, bold, color },
  ];
  y = row(doc, y, columns(t("description"), vat ? t("vatRate") : "", t("amount"), false, GREY), 8.5) + 4;
  rule(doc, y);
  y += 6;
  for (const line of receipt.lines) y = row(doc, y, columns(lineText(t, line), rateOf(line), money(line.amount, locale))) + 3;
  rule(doc, y, "black");
  y += 6;
  return row(doc, y, columns(t("total"), "", money(receipt.total, locale), true), 11) + 16;
}

function vatTable(doc: Doc, t: T, input: ReceiptDocumentInput, y: number): number {
  const vat = input.receipt.vat;
  if (!vat) return y;
  const { locale } = input;
  doc.font(FONT_BOLD).fontSize(10.5).fillColor("black").text(t("vat.title"), LEFT, y);
  y = doc.y + 6;
  const columns = (a: string, b: string, c: string, d: string, e: string, bold = false, color?: string) => [
    { text: a, x: LEFT, width: 150, bold, color },
    { text: b, x: 206, width: 50, align: "right" as const, bold, color },
    { text: c, x: 262, width: 92, align: "right" as const, bold, color },
    { text: d, x: 360, width: 82, align: "right" as const, bold, color },
    { text: e, x: 448, width: RIGHT - 448, align: "right" as const, bold, color },
  ];
  y = row(doc, y, columns(t("vat.category"), "", t("vat.gross"), t("vat.vat"), t("vat.net"), false, GREY), 8.5) + 4;
  rule(doc, y);
  y += 5;
  for (const r of vat.rows) {
    y = row(doc, y, columns(t(`vat.${r.category}`), rateText(t, r.rate), money(r.gross, locale), money(r.vat, locale), money(r.net, locale)), 9) + 3;
  }
  if (vat.rows.length > 1) {
    rule(doc, y);
    y = row(doc, y + 4, columns(t("vat.total"), "", "", money(vat.vatTotal, locale), ""), 9) + 3;
  }
  if (vat.outside !== 0) {
    doc.font(FONT).fontSize(8.5).fillColor(GREY).text(t("vat.outside"), LEFT, y + 4, { width: WIDTH });
    y = doc.y;
  }
  return y + 14;
}

function payments(doc: Doc, t: T, input: ReceiptDocumentInput, y: number): number {
  const { receipt, locale } = input;
  doc.font(FONT_BOLD).fontSize(10.5).fillColor("black").text(t("payments.title"), LEFT, y);
  y = doc.y + 6;
  if (receipt.payments.length === 0) {
    doc.font(FONT).fontSize(9.5).fillColor(GREY).text(t("payments.none"), LEFT, y);
    y = doc.y + 4;
  }
  for (const p of receipt.payments) {
    const label = t(`payments.labels.${p.label}`);
    const text = p.method ? t("payments.line", { label, method: t(`payments.methods.${p.method}`) }) : label;
    y = row(doc, y, [
      { text: swissDate(p.date), x: LEFT, width: 80 },
      { text, x: 140, width: 290 },
      { text: money(p.amount, locale), x: 440, width: RIGHT - 440, align: "right" },
    ]) + 3;
  }
  rule(doc, y + 2);
  y += 8;
  const summary = (label: string, amount: Rappen, bold = false) =>
    row(doc, y, [{ text: label, x: 300, width: 140, bold }, { text: money(amount, locale), x: 440, width: RIGHT - 440, align: "right", bold }], bold ? 11 : 9.5) + 3;
  y = summary(t("payments.paid"), receipt.paid);
  if (receipt.open > 0) y = summary(t("payments.open"), receipt.open, true);
  if (receipt.credit > 0) y = summary(t("payments.credit"), receipt.credit, true);
  if (receipt.open === 0 && receipt.credit === 0 && receipt.total > 0) {
    doc.font(FONT_BOLD).fontSize(10).fillColor("black").text(t("payments.fullyPaid"), LEFT, y + 8, { width: WIDTH });
    y = doc.y;
  }
  return y + 12;
}

function slip(doc: Doc, t: T, input: ReceiptDocumentInput, y: number): void {
  const { receipt, booking, guest, locale, settings } = input;
  const message = t("booking", { reference: booking.reference ?? "" }).trim();
  const { bill } = qrBill(
    { settings, bookingId: booking.id, open: receipt.open, debtor: guest.address ? { name: guest.name, ...guest.address } : null, message },
    locale,
  );
  attachSlip(doc, bill, y, t("qrBill.intro", { amount: money(receipt.open, locale) }), `${t("title")} · ${message}`);
}
