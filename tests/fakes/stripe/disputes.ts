import { missing, newId, nowSeconds, ok, type ApiAnswer } from "./http";
import { chargeOf } from "./payments";
import { mustGet, type FakeState } from "./state";
import type { FakeBalanceTransaction, FakeDispute } from "./types";

/**
 * Disputes (chargebacks) and inquiries, which only the cardholder's bank opens, so the fake opens
 * them from a test helper (https://docs.stripe.com/api/disputes/object; statuses from
 * Disputes.d.ts Dispute.Status). Stripe's money, as docs/integrations/stripe.md quotes it:
 *  - a dispute "immediately reverses the payment ... Stripe debits your balance for the payment
 *    amount and dispute fee" (https://docs.stripe.com/disputes): one balance transaction with
 *    the negative amount and the fee (fee_details "Dispute fee"), as in Stripe's own
 *    charge.dispute.created payloads;
 *  - "If the dispute is found in your favor, the disputed amount and the dispute countered fee is
 *    returned to you" (https://support.stripe.com/topics/disputes): a second transaction gives the
 *    amount back; the dispute fee itself stays taken (the fake never counters, so no countered fee);
 *  - an inquiry (`warning_*`) has no financial impact and can still be refunded
 *    (https://docs.stripe.com/disputes/withdrawing: "an early fraud warning or an inquiry ...
 *    don't have any financial impact"): no balance transaction, is_charge_refundable true;
 *  - `prevented`: "a chargeback is stopped before it's filed" (changelog 2025-08-27.basil, Dispute
 *    preventions): no money moves and no fee.
 * Events: charge.dispute.created, charge.dispute.updated (an inquiry closing), then
 * charge.dispute.closed with status won, lost or prevented (Events.d.ts Event.Type).
 */

/** The fake account's dispute fee in Rappen. Stripe's fee depends on the account's country (stripe.com/pricing). */
export const FAKE_DISPUTE_FEE = 1500;

export interface DisputeOptions {
  /** Defaults to the whole charge. */
  amount?: number;
  /** Defaults to "fraudulent" (one of Dispute.reason's values). */
  reason?: string;
  /** An inquiry (warning_needs_response) instead of a chargeback. */
  inquiry?: boolean;
}

export type DisputeOutcome = "won" | "lost" | "prevented" | "warning_closed";

function balanceTransaction(dispute: FakeDispute, amount: number, fee: number, category: FakeBalanceTransaction["reporting_category"]): FakeBalanceTransaction {
  return {
    id: newId("txn"), object: "balance_transaction", amount, currency: dispute.currency, fee,
    fee_details: fee === 0 ? [] : [{ amount: fee, currency: dispute.currency, description: "Dispute fee", type: "stripe_fee" }],
    net: amount - fee, reporting_category: category, source: dispute.id,
  };
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
    status: options.inquiry ? "warning_needs_response" : "needs_response",
    balance_transactions: [],
    // A chargeback's money has already gone back to the cardholder: no refund on top
    // (Dispute.is_charge_refundable, Disputes.d.ts); an inquiry moved nothing.
    is_charge_refundable: options.inquiry === true,
    created: nowSeconds(),
    livemode: false,
  };
  if (!options.inquiry) dispute.balance_transactions.push(balanceTransaction(dispute, -dispute.amount, FAKE_DISPUTE_FEE, "dispute"));
  state.disputes.set(dispute.id, dispute);
  charge.disputed = true;
  const { status } = await state.bus.deliver("charge.dispute.created", dispute);
  return { dispute, webhookStatus: status };
}

const FINAL = new Set(["won", "lost", "prevented", "warning_closed"]);

export async function closeDispute(state: FakeState, disputeId: string, outcome: DisputeOutcome): Promise<{ dispute: FakeDispute; webhookStatus: number | null }> {
  const dispute = mustGet(state.disputes, disputeId, "dispute");
  if (FINAL.has(dispute.status)) throw new Error(`fake stripe: dispute ${disputeId} is already closed (${dispute.status})`);
  const inquiry = dispute.status.startsWith("warning_");
  if (inquiry !== (outcome === "warning_closed" || outcome === "prevented")) throw new Error(`fake stripe: a ${inquiry ? "inquiry" : "chargeback"} does not end ${outcome}`);
  dispute.status = outcome;
  if (outcome === "won") dispute.balance_transactions.push(balanceTransaction(dispute, dispute.amount, 0, "dispute_reversal"));
  // An inquiry that closes is an update; a decided dispute is closed (Events.d.ts).
  const { status } = await state.bus.deliver(outcome === "warning_closed" ? "charge.dispute.updated" : "charge.dispute.closed", dispute);
  return { dispute, webhookStatus: status };
}

export function retrieveDispute(state: FakeState, id: string): ApiAnswer {
  const dispute = state.disputes.get(id);
  return dispute ? ok(dispute) : missing(404, "dispute", id, "dispute");
}
