import { missing, newId, nowSeconds, ok, type ApiAnswer } from "./http";
import { chargeOf } from "./payments";
import { mustGet, type FakeState } from "./state";
import type { FakeDispute } from "./types";

/**
 * Disputes (chargebacks), which only the cardholder's bank opens, so the fake opens them from a
 * test helper (https://docs.stripe.com/api/disputes/object; statuses from Disputes.d.ts
 * Dispute.Status). The issuer's dispute "immediately reverses the payment ... Stripe debits your
 * balance for the payment amount and dispute fee" (https://docs.stripe.com/disputes); "If the
 * dispute is found in your favor, the disputed amount ... is returned to you"
 * (https://support.stripe.com/topics/disputes). Events: charge.dispute.created, then
 * charge.dispute.closed with status won or lost (Events.d.ts Event.Type).
 */

export interface DisputeOptions {
  /** Defaults to the whole charge. */
  amount?: number;
  /** Defaults to "fraudulent" (one of Dispute.reason's values). */
  reason?: string;
}

export async function openDispute(state: FakeState, paymentIntentId: string, options: DisputeOptions = {}): Promise<{ dispute: FakeDispute; webhookStatus: number | null }> {
  const charge = chargeOf(state, paymentIntentId);
  if (typeof charge === "string") throw new Error(`fake stripe: payment intent ${paymentIntentId} has no successful charge to dispute`);
  const dispute: FakeDispute = {
    id: newId("dp"),
    object: "dispute",
    amount: options.amount ?? charge.amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: paymentIntentId,
    reason: options.reason ?? "fraudulent",
    status: "needs_response",
    // A chargeback's money has already gone back to the cardholder: no refund on top
    // (Dispute.is_charge_refundable, Disputes.d.ts).
    is_charge_refundable: false,
    created: nowSeconds(),
    livemode: false,
  };
  state.disputes.set(dispute.id, dispute);
  charge.disputed = true;
  const { status } = await state.bus.deliver("charge.dispute.created", dispute);
  return { dispute, webhookStatus: status };
}

export async function closeDispute(state: FakeState, disputeId: string, outcome: "won" | "lost"): Promise<{ dispute: FakeDispute; webhookStatus: number | null }> {
  const dispute = mustGet(state.disputes, disputeId, "dispute");
  if (dispute.status === "won" || dispute.status === "lost") throw new Error(`fake stripe: dispute ${disputeId} is already closed (${dispute.status})`);
  dispute.status = outcome;
  const { status } = await state.bus.deliver("charge.dispute.closed", dispute);
  return { dispute, webhookStatus: status };
}

export function retrieveDispute(state: FakeState, id: string): ApiAnswer {
  const dispute = state.disputes.get(id);
  return dispute ? ok(dispute) : missing(404, "dispute", id, "dispute");
}
