import "server-only";
import type { BookingDocumentsOutcome } from "@/lib/data/booking-documents";
import type { Locale } from "@/lib/domain/localized";
import { serverTranslator } from "@/lib/i18n/translator";
import { documentErrorMessage } from "./document-errors";
import { renderQrBillPdf } from "./qr-bill-pdf";
import { renderReceiptPdf } from "./receipt-pdf";

export const BOOKING_DOCUMENTS = ["receipt", "qr-bill"] as const;
export type BookingDocument = (typeof BOOKING_DOCUMENTS)[number];

export function isBookingDocument(x: string): x is BookingDocument {
  return (BOOKING_DOCUMENTS as readonly string[]).includes(x);
}

// Personal documents: never cached by a browser or proxy, never indexed.
const PRIVATE = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" };

function text(message: string, status: number): Response {
  return new Response(message, { status, headers: { ...PRIVATE, "content-type": "text/plain; charset=utf-8" } });
}

/**
 * The receipt or the QR-bill of a booking as a PDF made now, shared by the guest's booking page
 * and the pay link's page (each checks who may see the booking before). What cannot be made
 * (no settings yet, nothing open for a QR-bill, data swissqrbill refuses) is a translated text
 * answer, never a 500.
 */
export async function bookingDocumentResponse(outcome: BookingDocumentsOutcome, document: BookingDocument, locale: Locale): Promise<Response> {
  const t = serverTranslator(locale, "receipt");
  if (!outcome.ok) return outcome.reason === "notFound" ? new Response(null, { status: 404, headers: PRIVATE }) : text(t("documentErrors.noSettings"), 409);
  try {
    const pdf = document === "receipt" ? await renderReceiptPdf(outcome.receipt) : await renderQrBillPdf(outcome.qrBill);
    const name = `${document === "receipt" ? t("fileName.receipt") : t("fileName.qrBill")}-${outcome.receipt.booking.reference ?? outcome.receipt.booking.id.slice(0, 8)}.pdf`;
    return new Response(new Uint8Array(pdf), {
      headers: { ...PRIVATE, "content-type": "application/pdf", "content-disposition": `inline; filename="${name.replace(/[^\w.-]/g, "_")}"` },
    });
  } catch (error) {
    const message = documentErrorMessage(error, locale);
    if (message) return text(message, 409);
    console.error("[documents] could not make the document", { document, bookingId: outcome.receipt.booking.id }, error);
    return text(t("documentErrors.unexpected"), 503);
  }
}
