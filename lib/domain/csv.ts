/**
 * CSV for spreadsheets (RFC 4180: comma separated, CRLF line ends, quotes doubled).
 *
 * A cell starting with = + - @ (or a tab / carriage return) is read as a formula by Excel and
 * LibreOffice, so guest-entered text could run commands in an admin's spreadsheet ("CSV
 * injection"); such cells get a leading apostrophe, which spreadsheets show as plain text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: guarded against formulas, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** Rows to CSV text, every line ending in CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}
