import "server-only";
import { SwissQRBill } from "swissqrbill/pdf";
import { ValidationError } from "swissqrbill/errors";
import type { Data, Debtor } from "swissqrbill/types";
import type { Locale } from "@/lib/domain/localized";
import { fromRappen, type Rappen } from "@/lib/domain/money";
import { bookingPaymentReference, type PaymentReference } from "@/lib/domain/qr-reference";
import type { PostalAddress, ReceiptSettings } from "@/lib/schemas/receipt";
import { FONT } from "./pdf-fonts";

/**
 * The Swiss QR-bill for what a booking still owes (issue 32), drawn by `swissqrbill`:
 *  - creditor: the office, with its structured address and account (settings);
 *  - debtor: the guest when their postal address is known (structured only: the 2025 standard
 *    refuses combined address lines), else left empty for the payer to write in;
 *  - amount: exactly the open amount, so the credit matches the ledger;
 *  - reference: the booking's QR reference with a QR-IBAN, its creditor reference otherwise
 *    (lib/domain/qr-reference.ts), so a credit finds its booking;
 *  - the unstructured message: "Booking ABC12345" in the guest's language. (swissqrbill's
 *    `additionalInformation` is the coded bill information, e.g. Swico S1, not free text.)
 * swissqrbill validates all of it and throws; that is turned into a typed QrBillError here.
 */

export type QrBillErrorCode = "nothingOpen" | "invalid";

export class QrBillError extends Error {
  constructor(
    readonly code: QrBillErrorCode,
    /** swissqrbill's ValidationError code (e.g. CREDITOR_ACCOUNT_IS_INVALID) for "invalid". */
    readonly detail: string | null = null,
  ) {
    super(code === "nothingOpen" ? "Nothing is open: no QR-bill" : `Invalid QR-bill data: ${detail}`);
    this.name = "QrBillError";
  }
}

export interface QrBillInput {
  settings: Pick<ReceiptSettings, "office" | "iban" | "qrPrefix">;
  bookingId: string;
  open: Rappen;
  /** The guest's postal address, or null when it is not known. */
  debtor: PostalAddress | null;
  /** The message on the bill, e.g. "Booking ABC12345" (translated by the caller). */
  message: string;
}

const LANGUAGE = { de: "DE", en: "EN", fr: "FR" } as const;

function address(a: PostalAddress): Debtor {
  return {
    name: a.name,
    address: a.street,
    ...(a.buildingNumber ? { buildingNumber: a.buildingNumber } : {}),
    zip: a.postalCode,
    city: a.town,
    country: a.country,
  };
}

/** The data of the bill and the reference it carries. */
export function qrBillData(input: QrBillInput): { data: Data; reference: PaymentReference } {
  if (!Number.isSafeInteger(input.open) || input.open <= 0) throw new QrBillError("nothingOpen");
  const reference = bookingPaymentReference({ bookingId: input.bookingId, iban: input.settings.iban, qrPrefix: input.settings.qrPrefix });
  const data: Data = {
    currency: "CHF",
    amount: fromRappen(input.open),
    reference: reference.value,
    creditor: { ...address(input.settings.office), account: input.settings.iban },
    ...(input.debtor ? { debtor: address(input.debtor) } : {}),
    message: input.message,
  };
  return { data, reference };
}

/**
 * The bill, validated by swissqrbill (its constructor throws on invalid data).
 * @throws QrBillError "nothingOpen" without an open amount, "invalid" with swissqrbill's code.
 */
export function qrBill(input: QrBillInput, locale: Locale): { bill: SwissQRBill; reference: PaymentReference } {
  const { data, reference } = qrBillData(input);
  try {
    return { bill: new SwissQRBill(data, { language: LANGUAGE[locale], fontName: FONT }), reference };
  } catch (error) {
    if (error instanceof ValidationError) throw new QrBillError("invalid", error.code);
    throw error;
  }
}
