/**
 * The payment reference of a booking on its Swiss QR-bill, and the way back from a credit's
 * reference to the booking (bank transfers, issue 32).
 *
 * Which kind, decided by the account the office configured (Swiss Implementation Guidelines for the
 * QR-bill, 2.3, "Reference type"):
 *  - a QR-IBAN (institution id 30000-31999) requires a QR reference (QRR): 27 digits, the last a
 *    recursive modulo 10 check digit, shown in groups of five from the right
 *    ("21 00000 00003 13947 14300 09017");
 *  - an ordinary IBAN takes a creditor reference (SCOR, ISO 11649): "RF", two check digits
 *    (modulo 97), then up to 21 letters or digits, shown in groups of four ("RF18 5390 0754 7034").
 * The check digits are computed by `swissqrbill` (the same library that draws and validates the
 * bill): a well-kept library beats our own arithmetic, and its validator then accepts what we make.
 *
 * The payload: a booking's id is a UUID (122 random bits), too long for 26 digits, so the
 * reference carries a **payment key**: 20 decimal digits of the SHA-256 of the id (about 66 bits;
 * for 100,000 bookings the chance of any two sharing a key is below 10^-10). The key is
 * deterministic, needs no counter and no schema change, and the same key is the body of both kinds,
 * so changing the office's account from a QR-IBAN to an IBAN keeps every booking's key.
 * QRR layout (26 digits + check digit): the bank's customer prefix when the bank assigned one
 * (`prefix`, 0-6 digits, e.g. a former BESR-ID), zeros, then the 20-digit key.
 *
 * From a credit back to the booking: `paymentKeyOf(reference)` validates the check digits and
 * returns the key (null for a reference that is not ours or is mistyped); the data layer finds the
 * booking whose `paymentKey(id)` is that key, either from a stored column or by hashing the ids of
 * the bookings with an open amount (`bookingForReference`, a pure helper for the latter).
 */

import { createHash } from "node:crypto";
import { calculateQRReferenceChecksum, calculateSCORReferenceChecksum, isQRIBAN, isQRReferenceValid, isSCORReferenceValid } from "swissqrbill/utils";

/** Digits of the payment key inside either reference. */
export const PAYMENT_KEY_DIGITS = 20;
/** The longest customer prefix a bank assigns for QR references (the old BESR-ID had 6 digits). */
export const MAX_QR_PREFIX_DIGITS = 6;

const KEY_PATTERN = /^\d{20}$/;

export type ReferenceKind = "QRR" | "SCOR";

/** A reference for one booking: `value` goes into the QR code, `display` onto paper. */
export interface PaymentReference {
  kind: ReferenceKind;
  /** Without spaces: "210000000003139471430009017", "RF18539007547034". */
  value: string;
  /** In groups: "21 00000 00003 13947 14300 09017", "RF18 5390 0754 7034". */
  display: string;
}

/** The account's reference kind: a QR-IBAN (IID 30000-31999) needs a QRR, any other IBAN a SCOR. */
export function referenceKindFor(iban: string): ReferenceKind {
  return isQRIBAN(compact(iban)) ? "QRR" : "SCOR";
}

/** The booking's payment key: 20 digits, the same for the same id (case and braces ignored). */
export function paymentKey(bookingId: string): string {
  const id = bookingId.trim().toLowerCase();
  if (id === "") throw new RangeError("A booking id is needed for a payment key");
  const hash = createHash("sha256").update(id, "utf8").digest();
  // 72 bits modulo 10^20 (about 66.4 bits): the bias is below 2^-5 of one value, irrelevant here.
  const value = BigInt(`0x${hash.subarray(0, 9).toString("hex")}`) % 10n ** BigInt(PAYMENT_KEY_DIGITS);
  return value.toString().padStart(PAYMENT_KEY_DIGITS, "0");
}

/** A QR reference (27 digits) for a payment key, after the bank's customer prefix if it has one. */
export function qrReference(key: string, prefix = ""): PaymentReference {
  assertKey(key);
  if (!/^\d{0,6}$/.test(prefix)) throw new RangeError(`A QR reference prefix has at most ${MAX_QR_PREFIX_DIGITS} digits, got ${JSON.stringify(prefix)}`);
  return qrReferenceOf(prefix + key.padStart(26 - prefix.length, "0"));
}

/** The QR reference of any 26-digit payload: the payload, its recursive modulo 10 check digit, grouped. */
export function qrReferenceOf(payload: string): PaymentReference {
  if (!/^\d{26}$/.test(payload)) throw new RangeError(`A QR reference payload has 26 digits, got ${JSON.stringify(payload)}`);
  const value = payload + calculateQRReferenceChecksum(payload);
  return { kind: "QRR", value, display: groupFromRight(value, 5) };
}

/** A creditor reference (ISO 11649) for a payment key: "RF" + two check digits + the key. */
export function scorReference(key: string): PaymentReference {
  assertKey(key);
  return scorReferenceOf(key);
}

/** The creditor reference of any body of 1-21 letters or digits: "RF", its check digits, the body, grouped. */
export function scorReferenceOf(body: string): PaymentReference {
  if (!/^[0-9A-Z]{1,21}$/.test(body)) throw new RangeError(`A creditor reference body has 1 to 21 letters or digits, got ${JSON.stringify(body)}`);
  const value = `RF${calculateSCORReferenceChecksum(body)}${body}`;
  return { kind: "SCOR", value, display: value.replace(/(.{4})(?=.)/g, "$1 ") };
}

/** The reference of a booking for the configured account: QRR with a QR-IBAN, else SCOR. */
export function bookingPaymentReference(input: { bookingId: string; iban: string; qrPrefix?: string }): PaymentReference {
  const key = paymentKey(input.bookingId);
  return referenceKindFor(input.iban) === "QRR" ? qrReference(key, input.qrPrefix ?? "") : scorReference(key);
}

/**
 * The payment key inside a credit's reference, as a bank statement (camt.054) or the office types
 * it: spaces ignored, letters in any case. Null when the check digits fail, when it is neither kind,
 * or when it does not carry one of our keys (another prefix, other layout).
 */
export function paymentKeyOf(reference: string, prefix = ""): string | null {
  const value = compact(reference).toUpperCase();
  if (/^\d{27}$/.test(value)) {
    if (!isQRReferenceValid(value) || !value.startsWith(prefix)) return null;
    const body = value.slice(prefix.length, 26);
    const padding = body.length - PAYMENT_KEY_DIGITS;
    if (padding < 0 || !/^0*$/.test(body.slice(0, padding))) return null;
    return body.slice(padding);
  }
  if (/^RF\d{2}[0-9A-Z]{1,21}$/.test(value)) {
    if (!isSCORReferenceValid(value)) return null;
    const body = value.slice(4);
    return KEY_PATTERN.test(body) ? body : null;
  }
  return null;
}

/** The booking (of `bookingIds`, e.g. those with an open amount) that a credit's reference names, or null. */
export function bookingForReference(reference: string, bookingIds: Iterable<string>, prefix = ""): string | null {
  const key = paymentKeyOf(reference, prefix);
  if (key === null) return null;
  for (const id of bookingIds) if (paymentKey(id) === key) return id;
  return null;
}

/** Exactly 20 digits, so that the key read back from a reference is the key that went in. */
function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new RangeError(`A payment key has ${PAYMENT_KEY_DIGITS} digits, got ${JSON.stringify(key)}`);
}

function compact(text: string): string {
  return text.replace(/\s+/g, "");
}

/** "210000000003139471430009017" → "21 00000 00003 13947 14300 09017". */
function groupFromRight(text: string, size: number): string {
  const groups: string[] = [];
  for (let end = text.length; end > 0; end -= size) groups.unshift(text.slice(Math.max(0, end - size), end));
  return groups.join(" ");
}
