/**
 * Renders sample receipts (de, en, fr; with and without VAT; with a QR-bill, and paid in full) and
 * the QR-bill alone to PDF, and to PNG when poppler's pdftoppm is installed (Debian: apt-get
 * install poppler-utils), so that they can be looked at:
 *
 *   npx tsx scripts/sample-receipts.ts [output directory]
 *
 * Default output: sample-receipts in the system's temporary directory (/tmp/sample-receipts).
 */

import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import os from "node:os";
import path from "node:path";
import { LOCALES } from "@/lib/domain/localized";

// The documents are server-only modules: outside Next, "server-only" would throw on import (its
// "react-server" build is empty, but that condition breaks next-intl's React imports). Resolve it to
// an empty module for this script, then load the documents.
register(
  `data:text/javascript,${encodeURIComponent(
    `export async function resolve(specifier, context, next) { return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context); }`,
  )}`,
);
const { renderReceiptPdf } = await import("@/lib/documents/receipt-pdf");
const { sampleReceipt } = await import("@/lib/documents/receipt-samples");
const { renderQrBillPdf } = await import("@/lib/documents/qr-bill-pdf");

const out = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), "sample-receipts"));
mkdirSync(out, { recursive: true });

function hasPdftoppm(): boolean {
  try {
    execFileSync("pdftoppm", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const variants = [
  { name: "vat-deposit-qr", vat: true, paid: "deposit" as const },
  { name: "novat-deposit-qr", vat: false, paid: "deposit" as const },
  { name: "vat-paid", vat: true, paid: "all" as const },
  { name: "novat-unpaid-scor", vat: false, paid: "nothing" as const, qrIban: false },
];

const png = hasPdftoppm();
function save(name: string, pdf: Buffer): void {
  const file = path.join(out, name);
  writeFileSync(`${file}.pdf`, pdf);
  if (png) execFileSync("pdftoppm", ["-png", "-r", "80", `${file}.pdf`, file]);
  console.log(`${file}.pdf${png ? " (+ .png per page)" : ""}`);
}

for (const locale of LOCALES) {
  for (const variant of variants) save(`receipt-${locale}-${variant.name}`, await renderReceiptPdf(sampleReceipt({ locale, ...variant })));
  // The QR-bill alone, for what the sample with a deposit paid still owes.
  const sample = sampleReceipt({ locale, vat: false, paid: "deposit" });
  const booking = { ...sample.booking, arrival: sample.receipt.arrival, departure: sample.receipt.departure };
  save(`qr-bill-${locale}`, await renderQrBillPdf({ locale, settings: sample.settings, booking, guest: sample.guest, open: sample.receipt.open, issuedOn: sample.receipt.issuedOn }));
}
if (!png) console.log("pdftoppm not found: PDFs only (apt-get install poppler-utils for PNGs).");
