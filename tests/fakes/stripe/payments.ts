import { missing, newId, nowSeconds, ok, type ApiAnswer } from "./http";
import { lapseIfDue, visibleSession } from "./sessions";
import { mustGet, type FakeState } from "./state";
import type { FakeCharge, FakeCheckoutSession, FakePaymentIntent } from "./types";

/**
 * What paying a Checkout Session leaves behind: a PaymentIntent and its Charge
 * (https://docs.stripe.com/api/payment_intents/object, https://docs.stripe.com/api/charges/object),
 * and the session's events (https://docs.stripe.com/checkout/fulfillment,
 * https://docs.stripe.com/payments/checkout/how-checkout-works): checkout.session.completed, with
 * payment_status "unpaid" for a delayed method, then checkout.session.async_payment_succeeded or
 * checkout.session.async_payment_failed.
 */

export interface CompleteOptions {
  /** A delayed-notification payment: completed but unpaid until settleAsync. */
  async?: boolean;
  /** The method the guest chose; the first one offered by default. */
  method?: string;
}

/**
 * Marks an open session paid (or completed-unpaid) and creates its PaymentIntent and Charge. A
 * completed session stays as it is (the existing helper delivered its event again); an expired
 * one cannot be paid (https://docs.stripe.com/api/checkout/sessions/expire).
 */
export function payForSession(state: FakeState, sessionId: string, options: CompleteOptions = {}): FakeCheckoutSession {
  lapseIfDue(state, sessionId);
  const session = mustGet(state.sessions, sessionId, "session");
  if (session.status === "expired") throw new Error(`fake stripe: session ${sessionId} has expired and can no longer be paid`);
  if (session.status === "complete") return session;
  const method = options.method && session.payment_method_types.includes(options.method) ? options.method : (session.payment_method_types[0] ?? "card");
  const now = nowSeconds();
  const metadata = { ...(state.paymentIntentMetadata.get(sessionId) ?? {}) };
  const paymentIntent: FakePaymentIntent = {
    id: newId("pi"),
    object: "payment_intent",
    amount: session.amount_total,
    amount_received: options.async ? 0 : session.amount_total,
    currency: session.currency,
    status: options.async ? "processing" : "succeeded",
    latest_charge: null,
    metadata,
    payment_method_types: [method],
    created: now,
    livemode: false,
  };
  // Not confirmed from a source: that the Charge carries the PaymentIntent's metadata as it was when
  // the charge was made (what this fake does, and what the brief asks for).
  const charge: FakeCharge = {
    id: newId("ch"),
    object: "charge",
    amount: session.amount_total,
    amount_captured: options.async ? 0 : session.amount_total,
    amount_refunded: 0,
    refunded: false,
    currency: session.currency,
    payment_intent: paymentIntent.id,
    metadata: { ...metadata },
    status: options.async ? "pending" : "succeeded",
    paid: !options.async,
    disputed: false,
    payment_method_details: { type: method },
    created: now,
    livemode: false,
  };
  paymentIntent.latest_charge = charge.id;
  state.paymentIntents.set(paymentIntent.id, paymentIntent);
  state.charges.set(charge.id, charge);
  Object.assign(session, { status: "complete", payment_status: options.async ? "unpaid" : "paid", payment_intent: paymentIntent.id });
  return session;
}

/** Pays and delivers checkout.session.completed; resolves with the webhook's status. */
export async function completeSession(state: FakeState, sessionId: string, options: CompleteOptions = {}): Promise<{ webhookStatus: number | null }> {
  const session = payForSession(state, sessionId, options);
  const { status } = await state.bus.deliver("checkout.session.completed", visibleSession(session));
  return { webhookStatus: status };
}

/** The delayed payment of a completed-unpaid session succeeds or fails, with its event. */
export async function settleAsync(state: FakeState, sessionId: string, outcome: "succeeded" | "failed"): Promise<{ webhookStatus: number | null }> {
  const session = mustGet(state.sessions, sessionId, "session");
  const paymentIntent = session.payment_intent ? state.paymentIntents.get(session.payment_intent) : undefined;
  if (session.status !== "complete" || session.payment_status !== "unpaid" || paymentIntent?.status !== "processing") {
    throw new Error(`fake stripe: session ${sessionId} has no delayed payment waiting`);
  }
  const charge = mustGet(state.charges, paymentIntent.latest_charge ?? "", "charge");
  if (outcome === "succeeded") {
    Object.assign(paymentIntent, { status: "succeeded", amount_received: paymentIntent.amount });
    Object.assign(charge, { status: "succeeded", paid: true, amount_captured: charge.amount });
    session.payment_status = "paid";
  } else {
    // A failed payment sends the PaymentIntent back to requires_payment_method
    // (https://docs.stripe.com/payments/paymentintents/lifecycle).
    paymentIntent.status = "requires_payment_method";
    charge.status = "failed";
  }
  const { status } = await state.bus.deliver(`checkout.session.async_payment_${outcome}`, visibleSession(session));
  return { webhookStatus: status };
}

export function retrievePaymentIntent(state: FakeState, id: string): ApiAnswer {
  const paymentIntent = state.paymentIntents.get(id);
  return paymentIntent ? ok(paymentIntent) : missing(404, "payment_intent", id, "intent");
}

export function retrieveCharge(state: FakeState, id: string): ApiAnswer {
  const charge = state.charges.get(id);
  return charge ? ok(charge) : missing(404, "charge", id, "charge");
}

/** The charge of a paid PaymentIntent, or why there is none. */
export function chargeOf(state: FakeState, paymentIntentId: string): FakeCharge | "missing" | "unpaid" {
  const paymentIntent = state.paymentIntents.get(paymentIntentId);
  if (!paymentIntent) return "missing";
  const charge = paymentIntent.latest_charge ? state.charges.get(paymentIntent.latest_charge) : undefined;
  return charge && charge.status === "succeeded" ? charge : "unpaid";
}
