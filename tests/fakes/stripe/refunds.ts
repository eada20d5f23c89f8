import type { FormValue } from "./form";
import { invalid, listOf, metadataOf, missing, newId, nowSeconds, ok, refused, str, type ApiAnswer } from "./http";
import { chargeOf } from "./payments";
import type { FakeState } from "./state";
import type { FakeCharge, FakeRefund } from "./types";

/**
 * Refunds (https://docs.stripe.com/api/refunds/create, /object, /list; https://docs.stripe.com/refunds).
 * - By payment_intent or charge; amount defaults to what is left to refund; "you can't refund a
 *   total greater than the original charge amount" (https://docs.stripe.com/refunds).
 * - reason: duplicate | fraudulent | requested_by_customer (Refunds.d.ts RefundCreateParams.Reason).
 * - Errors carry the codes of https://docs.stripe.com/error-codes (also the SDK's code union,
 *   PaymentIntents.d.ts LastPaymentError.Code): amount_too_large, charge_already_refunded,
 *   charge_disputed, resource_missing. The messages' wording is this fake's.
 * - status pending | succeeded | failed (Refunds.d.ts Refund.status); a failed refund carries
 *   failure_reason (Refund.failure_reason) and is announced by charge.refund.updated
 *   (Events.d.ts; https://docs.stripe.com/refunds#failed-refunds).
 * - After each refund Stripe sends charge.refunded with the Charge, which since API 2022-11-15 no
 *   longer includes its refunds (https://docs.stripe.com/changelog/2022-11-15/deprecates-charges-auto-expand):
 *   list them with GET /v1/refunds?payment_intent=….
 */

const REASONS = ["duplicate", "fraudulent", "requested_by_customer"];

const money = (amount: number, currency: string): string => `${currency.toUpperCase()} ${(amount / 100).toFixed(2)}`;

/** Failed refunds gave the money back to the account: they no longer count as refunded (not confirmed from a source). */
function refundedOn(state: FakeState, charge: FakeCharge): number {
  return [...state.refunds.values()].filter((r) => r.charge === charge.id && r.status !== "failed").reduce((sum, r) => sum + r.amount, 0);
}

function syncCharge(state: FakeState, charge: FakeCharge): void {
  charge.amount_refunded = refundedOn(state, charge);
  charge.refunded = charge.amount_refunded >= charge.amount;
}

/** Creates a refund, or answers why not. `after` delivers its events. */
export function createRefund(state: FakeState, body: Record<string, FormValue>): ApiAnswer {
  const reason = str(body.reason);
  if (reason !== undefined && !REASONS.includes(reason)) return invalid(`Invalid reason: must be one of ${REASONS.join(", ")}`, "reason");
  const amountParam = str(body.amount);
  if (amountParam !== undefined && !/^[1-9]\d*$/.test(amountParam)) return invalid("Invalid positive integer", "amount");
  const paymentIntentId = str(body.payment_intent);
  const chargeId = str(body.charge);
  if (!paymentIntentId && !chargeId) return invalid("One of the following params should be provided for this request: payment_intent or charge.", "payment_intent", "parameter_missing");

  let charge: FakeCharge;
  if (paymentIntentId) {
    const found = chargeOf(state, paymentIntentId);
    // A parameter naming a missing object: 400 resource_missing (a missing object in the URL is a 404).
    if (found === "missing") return missing(400, "payment_intent", paymentIntentId, "payment_intent");
    if (found === "unpaid") return refused(400, "This PaymentIntent does not have a successful charge to refund.", { param: "payment_intent" });
    charge = found;
  } else {
    const found = state.charges.get(chargeId ?? "");
    if (!found) return missing(400, "charge", chargeId ?? "", "charge");
    if (found.status !== "succeeded") return refused(400, `Charge ${found.id} has not succeeded and cannot be refunded.`, { param: "charge" });
    charge = found;
  }
  // Dispute.is_charge_refundable (Disputes.d.ts): false while a chargeback is open or lost.
  if ([...state.disputes.values()].some((d) => d.charge === charge.id && !d.is_charge_refundable)) {
    return refused(400, `Charge ${charge.id} has been charged back; it cannot be refunded.`, { code: "charge_disputed" });
  }
  const rest = charge.amount - refundedOn(state, charge);
  if (rest <= 0) return refused(400, `Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
  const amount = amountParam === undefined ? rest : Number(amountParam);
  if (amount > rest) {
    return refused(400, `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(rest, charge.currency)})`, { code: "amount_too_large", param: "amount" });
  }

  const outcome = state.refundOutcome;
  // A refund that will fail is pending first (https://docs.stripe.com/refunds#failed-refunds); a card
  // refund can also fail after it showed succeeded (charge.refund.updated with previous_attributes
  // status "succeeded" in public event samples, not in Stripe's own docs): refundFailsFrom chooses.
  const initial = outcome === "succeeded" || (outcome === "failed" && state.refundFailsFrom === "succeeded") ? "succeeded" : "pending";
  const refund: FakeRefund = {
    id: newId("re"),
    object: "refund",
    amount,
    currency: charge.currency,
    payment_intent: charge.payment_intent,
    charge: charge.id,
    status: initial,
    reason: reason ?? null,
    metadata: metadataOf(body.metadata),
    created: nowSeconds(),
  };
  state.refunds.set(refund.id, refund);
  syncCharge(state, charge);
  return ok(refund, async () => {
    const refunded = await state.bus.deliver("charge.refunded", charge);
    if (outcome !== "failed") return refunded;
    refund.status = "failed";
    refund.failure_reason = "expired_or_canceled_card";
    syncCharge(state, charge);
    await state.bus.deliver("charge.refund.updated", refund, { status: initial, failure_reason: null });
    return refunded;
  });
}

/** A refund made in the Dashboard: no metadata, no reason; throws what the API would answer. */
export async function refundFromDashboard(state: FakeState, paymentIntentId: string, amount?: number): Promise<{ refund: FakeRefund; webhookStatus: number | null }> {
  const answer = createRefund(state, { payment_intent: paymentIntentId, ...(amount !== undefined ? { amount: String(amount) } : {}) });
  if (answer.status !== 200) throw new Error(`fake stripe: refund refused: ${JSON.stringify(answer.body)}`);
  const refunded = (await answer.after?.()) as { status: number | null } | undefined;
  return { refund: answer.body as FakeRefund, webhookStatus: refunded?.status ?? null };
}

export function retrieveRefund(state: FakeState, id: string): ApiAnswer {
  const refund = state.refunds.get(id);
  return refund ? ok(refund) : missing(404, "refund", id, "refund");
}

/** GET /v1/refunds?payment_intent=…|charge=…, newest first (https://docs.stripe.com/api/refunds/list). */
export function listRefunds(state: FakeState, params: Record<string, FormValue>): ApiAnswer {
  const paymentIntent = str(params.payment_intent);
  const charge = str(params.charge);
  const found = [...state.refunds.values()].filter((r) => (!paymentIntent || r.payment_intent === paymentIntent) && (!charge || r.charge === charge)).reverse();
  return ok(listOf("/v1/refunds", found));
}
