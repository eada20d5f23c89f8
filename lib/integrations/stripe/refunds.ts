import "server-only";
import Stripe from "stripe";
import type { LedgerStatus } from "@/lib/domain/ledger";
import type { Rappen } from "@/lib/domain/money";

/**
 * Refunds and session expiry at Stripe (docs.stripe.com/api/refunds, /api/checkout/sessions/
 * expire). Every create carries an idempotency key derived from our own ledger row, so a retry
 * after a lost answer (the SDK's own, or our job's) returns the same refund instead of a second.
 */

/** Stripe's refund statuses (pending, requires_action, succeeded, failed, canceled) as ledger statuses. */
export function refundStatusOf(status: string | null | undefined): Extract<LedgerStatus, "pending" | "succeeded" | "failed" | "canceled"> {
  switch (status) {
    case "succeeded":
      return "succeeded";
    case "failed":
      return "failed";
    case "canceled":
      return "canceled";
    default:
      return "pending";
  }
}

export interface StripeRefundInput {
  /** Our ledger row: the idempotency key and the metadata that lets a webhook find it again. */
  ledgerEntryId: string;
  paymentIntent: string;
  amount: Rappen;
  reason: "duplicate" | "requested_by_customer";
  metadata: Record<string, string>;
}

export async function createStripeRefund(stripe: Stripe, input: StripeRefundInput): Promise<Stripe.Refund> {
  return stripe.refunds.create(
    { payment_intent: input.paymentIntent, amount: input.amount, reason: input.reason, metadata: { ...input.metadata, ledgerEntryId: input.ledgerEntryId } },
    { idempotencyKey: `refund-${input.ledgerEntryId}` },
  );
}

/** Every refund of a payment intent (the charge in a charge.refunded event no longer lists them). */
export async function listStripeRefunds(stripe: Stripe, paymentIntent: string): Promise<Stripe.Refund[]> {
  const refunds: Stripe.Refund[] = [];
  for await (const refund of stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })) refunds.push(refund);
  return refunds;
}

/**
 * A refusal that retrying cannot change (the charge is already refunded, the amount is too large,
 * the payment is disputed): the refund is failed and the office is told. Anything else (network,
 * Stripe's 5xx, rate limits) is retried later.
 */
export function isFinalRefundError(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeIdempotencyError;
}

export type ExpireOutcome = "expired" | "alreadyClosed" | "paid";

/**
 * Closes an open Checkout session so it can no longer be paid. A session that completed meanwhile
 * answers "paid" (its webhook follows); one already expired, "alreadyClosed". Network errors throw.
 */
export async function expireStripeSession(stripe: Stripe, sessionId: string): Promise<ExpireOutcome> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return "expired";
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    try {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return session.status === "complete" ? "paid" : "alreadyClosed";
    } catch (lookup) {
      // Unknown to Stripe: it can never be paid.
      if (lookup instanceof Stripe.errors.StripeInvalidRequestError) return "alreadyClosed";
      throw lookup;
    }
  }
}
