import "server-only";
import type { Locale } from "@/lib/domain/localized";
import { ReceiptError } from "@/lib/domain/receipt";
import { serverTranslator } from "@/lib/i18n/translator";
import { QrBillError } from "./qr-bill";

/**
 * The message for an expected failure of a document (settings that do not allow it, a QR-bill
 * swissqrbill refuses), in the reader's language; null for anything else, which the caller logs
 * and answers with its generic message.
 */
export function documentErrorMessage(error: unknown, locale: Locale): string | null {
  const t = serverTranslator(locale, "receipt");
  if (error instanceof ReceiptError) return t(`documentErrors.${error.code}`);
  if (error instanceof QrBillError) {
    return error.code === "nothingOpen" ? t("documentErrors.qrBillNothingOpen") : t("documentErrors.qrBillInvalid", { detail: error.detail ?? "" });
  }
  return null;
}
