/**
 * Why the office must look at a ledger row or an offer. Stored as a code (ledger_entries.attention,
 * offers.attention_reason) and put into words where it is shown, in the reader's language
 * (messages: adminPayments.notes). Text stored before the codes existed is shown as it is.
 */
export const ATTENTION_CODES = [
  "refundFailed",
  "providerRefund",
  "providerRefundFailed",
  "disputeInquiry",
  "disputeOpen",
  "disputeLost",
  "legacyRefundFlag",
  "smoobuUnreachable",
  "smoobuInvalid",
  "smoobuAuth",
  "smoobuNoChannel",
  "bookingNotSaved",
  "fulfilmentStalled",
] as const;
export type AttentionCode = (typeof ATTENTION_CODES)[number];

export function isAttentionCode(value: string | null | undefined): value is AttentionCode {
  return (ATTENTION_CODES as readonly string[]).includes(value ?? "");
}

/** The words for a stored note: the translation of its code, or the stored text itself. */
export function attentionText(note: string, translate: (code: AttentionCode) => string): string {
  return isAttentionCode(note) ? translate(note) : note;
}
