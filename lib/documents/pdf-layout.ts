import "server-only";
import PDFDocument from "pdfkit";
import type { SwissQRBill } from "swissqrbill/pdf";
import { mm2pt } from "swissqrbill/utils";
import type { Locale } from "@/lib/domain/localized";
import type { PostalAddress, ReceiptSettings } from "@/lib/schemas/receipt";
import { FONT, FONT_BOLD, REGULAR_FONT_FILE, registerFonts } from "./pdf-fonts";

/** The A4 layout the office's documents share: margins, rows, the office's header, the QR-bill at the foot. */

export type Doc = PDFKit.PDFDocument;

export const LEFT = 56;
export const RIGHT = 539;
export const WIDTH = RIGHT - LEFT;
/** 15 mm: room enough for a printer, and a stay with VAT still fits above the QR-bill. */
export const TOP = 42;
export const GREY = "#555555";
const RULE = "#bbbbbb";
/** The QR-bill's payment part is 105 mm high at the foot of an A4 page. */
const SLIP_HEIGHT = mm2pt(105);

export function newDocument(locale: Locale, title: string, author: string): Doc {
  // `font`: start with ours, so pdfkit never loads its Helvetica metrics (files a server bundle may lack).
  const doc = new PDFDocument({ size: "A4", margin: 0, lang: locale, info: { Title: title, Author: author }, font: REGULAR_FONT_FILE });
  registerFonts(doc);
  return doc;
}

/** The document's bytes once it has ended. */
export function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/** Draws with `draw`, ends the document, and returns its bytes; an error while drawing is rethrown once the document is closed. */
export async function render(doc: Doc, draw: () => void): Promise<Buffer> {
  const done = collect(doc);
  try {
    draw();
  } catch (error) {
    doc.end();
    await done;
    throw error;
  }
  doc.end();
  return done;
}

export function rule(doc: Doc, y: number, color = RULE): void {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(color).stroke();
}

export interface Cell {
  text: string;
  x: number;
  width: number;
  align?: "left" | "right";
  bold?: boolean;
  color?: string | undefined;
}

/** A row of cells; returns the y below its tallest cell. */
export function row(doc: Doc, y: number, cells: Cell[], size = 9.5): number {
  let bottom = y;
  for (const cell of cells) {
    doc.font(cell.bold ? FONT_BOLD : FONT).fontSize(size).fillColor(cell.color ?? "black");
    doc.text(cell.text, cell.x, y, { width: cell.width, align: cell.align ?? "left" });
    bottom = Math.max(bottom, doc.y);
  }
  return bottom;
}

/** "Obere Gasse 12", "3906 Saas-Fee" (a foreign postcode with its country: "DE-80331 München"). */
export function addressLines(a: Omit<PostalAddress, "name">): string[] {
  const street = a.buildingNumber ? `${a.street} ${a.buildingNumber}` : a.street;
  return [street, `${a.country === "CH" ? "" : `${a.country}-`}${a.postalCode} ${a.town}`];
}

/**
 * The office on the left (name, address, contact, and `vatLine` when registered), the document's
 * title and its `details` (date, booking) on the right. Returns the y where the body starts.
 */
export function officeHeader(doc: Doc, office: ReceiptSettings["office"], vatLine: string | null, title: string, details: string[]): number {
  doc.font(FONT_BOLD).fontSize(15).fillColor("black").text(office.name, LEFT, TOP, { width: 280 });
  doc.font(FONT).fontSize(9).fillColor(GREY);
  const contact = [office.email, office.phone, office.website].filter((part): part is string => Boolean(part));
  for (const line of [...addressLines(office), ...(contact.length > 0 ? [contact.join(" · ")] : [])]) doc.text(line, LEFT, doc.y, { width: 280 });
  if (vatLine) doc.text(vatLine, LEFT, doc.y, { width: 280 });
  const left = doc.y;

  doc.font(FONT_BOLD).fontSize(20).fillColor("black").text(title, 340, TOP - 2, { width: RIGHT - 340, align: "right" });
  doc.font(FONT).fontSize(9.5);
  details.forEach((line, i) => doc.text(line, 340, doc.y + (i === 0 ? 2 : 0), { width: RIGHT - 340, align: "right" }));
  return Math.max(left, doc.y) + 22;
}

/** A small grey caption over values, the first in bold (the guest, the stay). Returns the y below. */
export function labelled(doc: Doc, label: string, values: string[], x: number, y: number, width: number): number {
  doc.font(FONT).fontSize(8).fillColor(GREY).text(label.toUpperCase(), x, y, { width, characterSpacing: 0.4 });
  doc.fontSize(10).fillColor("black");
  values.forEach((value, i) => doc.font(i === 0 ? FONT_BOLD : FONT).text(value, x, doc.y + (i === 0 ? 2 : 0), { width }));
  return doc.y;
}

/**
 * The `intro` at `y`, then the QR-bill at the foot of the page; when they do not fit below `y`, on a
 * new A4 page under `continuation` (the document and booking, so a loose page is still identified).
 */
export function attachSlip(doc: Doc, bill: SwissQRBill, y: number, intro: string, continuation: string): void {
  doc.font(FONT).fontSize(9.5);
  const needed = doc.heightOfString(intro, { width: WIDTH }) + 12;
  if (y + needed > doc.page.height - SLIP_HEIGHT) {
    doc.addPage({ size: "A4", margin: 0 });
    doc.font(FONT_BOLD).fontSize(12).fillColor("black").text(continuation, LEFT, TOP + 14, { width: WIDTH });
    y = doc.y + 12;
  }
  doc.font(FONT).fontSize(9.5).fillColor("black").text(intro, LEFT, y, { width: WIDTH });
  bill.attachTo(doc);
}
