import "server-only";
import path from "node:path";
import type PDFDocument from "pdfkit";

/**
 * The fonts every document draws with: Liberation Sans, vendored in ./fonts (README there says why:
 * the QR-bill allows it, and it has the narrow no-break space and minus sign Helvetica lacks).
 * Registered under the names swissqrbill asks for ("<font>" and "<font>-Bold").
 */
export const FONT = "Liberation Sans";
export const FONT_BOLD = `${FONT}-Bold`;

/** Read from the project's directory (the server's working directory), never fetched. */
export const FONT_DIR = path.join(process.cwd(), "lib", "documents", "fonts");

export const REGULAR_FONT_FILE = path.join(FONT_DIR, "LiberationSans-Regular.ttf");
export const BOLD_FONT_FILE = path.join(FONT_DIR, "LiberationSans-Bold.ttf");

export function registerFonts(doc: PDFKit.PDFDocument | InstanceType<typeof PDFDocument>): void {
  doc.registerFont(FONT, REGULAR_FONT_FILE);
  doc.registerFont(FONT_BOLD, BOLD_FONT_FILE);
  doc.font(FONT);
}
