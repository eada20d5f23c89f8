/**
 * Why money goes back to a guest, and the rules an admin's refund must follow. Pure: the
 * fulfilment and the admin's refund action call these with facts read from the database.
 */

import type { Rappen } from "./money";

/**
 * Refund reasons. The automatic ones come from the fulfilment (the guest paid but the money
 * cannot be used); the admin ones are picked in the refund dialog; `provider` is a refund made
 * at the provider itself (Stripe's dashboard) that reached us by webhook.
 */
export const AUTOMATIC_REFUND_REASONS = ["already_paid", "offer_withdrawn", "offer_expired", "dates_taken", "not_open", "booking_cancelled", "booking_refused"] as const;
export const ADMIN_REFUND_REASONS = ["duplicate", "cancellation", "goodwill", "other"] as const;
export type AutomaticRefundReason = (typeof AUTOMATIC_REFUND_REASONS)[number];
export type AdminRefundReason = (typeof ADMIN_REFUND_REASONS)[number];
export type RefundReason = AutomaticRefundReason | AdminRefundReason | "provider";

export function isRefundReason(value: string | null | undefined): value is RefundReason {
  return value === "provider" || (AUTOMATIC_REFUND_REASONS as readonly string[]).includes(value ?? "") || (ADMIN_REFUND_REASONS as readonly string[]).includes(value ?? "");
}

/** A goodwill refund lowers the price: the guest does not owe that amount again. */
export function refundReducesPrice(reason: RefundReason): boolean {
  return reason === "goodwill";
}

/** Stripe's own reason parameter (duplicate | fraudulent | requested_by_customer), for its records. */
export function stripeRefundReason(reason: RefundReason): "duplicate" | "requested_by_customer" {
  return reason === "duplicate" || reason === "already_paid" ? "duplicate" : "requested_by_customer";
}

export type RefundCheck = { ok: true } | { ok: false; error: "nothingRefundable" | "amountTooLarge" | "amountInvalid" };

/** An admin's refund: a positive amount of whole Rappen, at most what the payment still has. */
export function checkRefund(amount: Rappen, refundable: Rappen): RefundCheck {
  if (refundable <= 0) return { ok: false, error: "nothingRefundable" };
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ok: false, error: "amountInvalid" };
  if (amount > refundable) return { ok: false, error: "amountTooLarge" };
  return { ok: true };
}

/** The facts the fulfilment of an offer's payment reads, inside its transaction. */
export interface OfferPaymentFacts {
  offer: { status: "draft" | "sent" | "viewed" | "accepted" | "expired" | "rejected"; expiresAt: Date | null };
  /** Another attempt already paid this offer. */
  paidByOther: boolean;
  /** A live booking overlaps the nights now (a channel sold them meanwhile). */
  clash: boolean;
  /** The hold of this payment: still active, gone (released, or never made), or converted. */
  hold: "active" | "released" | "none";
  now: Date;
}

export type OfferPaymentDecision = { kind: "book" } | { kind: "reacquire" } | { kind: "refund"; reason: AutomaticRefundReason };

/**
 * What to do with money that arrived for an offer, decided with today's facts: the offer must
 * still be payable (not withdrawn, not expired unless this payment's hold still covers it), the
 * nights must still be this payment's, and nobody else may have paid it. `reacquire` asks the
 * caller to take the nights again (the hold lapsed but the offer is still valid): if that fails
 * the dates were taken and the money goes back.
 */
export function decideOfferPayment(f: OfferPaymentFacts): OfferPaymentDecision {
  if (f.paidByOther) return { kind: "refund", reason: "already_paid" };
  if (f.offer.status === "rejected" || f.offer.status === "draft") return { kind: "refund", reason: "offer_withdrawn" };
  if (f.clash) return { kind: "refund", reason: "dates_taken" };
  if (f.hold === "active") return { kind: "book" };
  const expired = f.offer.status === "expired" || (f.offer.expiresAt !== null && f.offer.expiresAt.getTime() <= f.now.getTime());
  if (expired) return { kind: "refund", reason: "offer_expired" };
  return { kind: "reacquire" };
}

export type OpenAmountDecision = { keep: Rappen; refund: Rappen; reason: AutomaticRefundReason | null };

/**
 * What to do with money that arrived for a booking's open amount: keep what is still open, give
 * the rest back (the booking was paid meanwhile, in another tab or elsewhere). A cancelled stay
 * keeps nothing.
 */
export function decideOpenAmountPayment(amount: Rappen, openBefore: Rappen, cancelled: boolean): OpenAmountDecision {
  if (cancelled) return { keep: 0, refund: amount, reason: "booking_cancelled" };
  const keep = Math.max(0, Math.min(amount, openBefore));
  const refund = amount - keep;
  return { keep, refund, reason: refund === 0 ? null : keep === 0 ? "already_paid" : "not_open" };
}
