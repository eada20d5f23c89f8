import type { FormValue } from "./form";
import { invalid, list, listOf, metadataOf, missing, newId, nowSeconds, ok, record, refused, str, type ApiAnswer } from "./http";
import type { FakeState } from "./state";
import type { FakeCheckoutSession } from "./types";

/**
 * POST /v1/checkout/sessions, GET /v1/checkout/sessions[/:id], POST /v1/checkout/sessions/:id/expire,
 * for what this app sends (mode=payment, price_data line items).
 */

/**
 * Since 2026-09-30 (endive) Checkout no longer takes payment_method_types on create
 * (https://docs.stripe.com/changelog/endive/2026-09-30/remove-payment-method-types-checkout-sessions;
 * node_modules/stripe/CHANGELOG.md 23.0.0: "Remove support for payment_method_types on
 * Checkout.SessionCreateParams", "Add support for allowed_payment_method_types").
 */
const PAYMENT_METHOD_TYPES_REMOVED = "2026-09-30";

/** The SDK always sends Stripe-Version (RequestSender._makeHeaders); none is read as the current version. */
export function refusesPaymentMethodTypes(stripeVersion: string | undefined): boolean {
  return !stripeVersion || stripeVersion.slice(0, 10) >= PAYMENT_METHOD_TYPES_REMOVED;
}

/**
 * Minimum charge per currency in its smallest unit: CHF 0.50
 * (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). Other currencies are not modelled.
 */
const MINIMUM_CHARGE: Record<string, number> = { chf: 50 };

/** TWINT: CHF only, at most 5,000.00 CHF per payment (https://docs.stripe.com/payments/twint). */
export const TWINT_MAX = 500_000;

/**
 * Whether a method can take this payment: card always; TWINT in CHF up to 5,000.00
 * (https://docs.stripe.com/payments/twint); PayPal and anything else once activated
 * (https://docs.stripe.com/payments/paypal: enabled in the Dashboard), which the caller checks.
 */
export function compatible(method: string, currency: string, amount: number): boolean {
  if (method === "twint") return currency === "chf" && amount <= TWINT_MAX;
  return true;
}

interface Checked {
  amount: number;
  currency: string;
  allowed: string[] | null;
  kept: string[];
  expiresAt: number;
}

function validate(body: Record<string, FormValue>, stripeVersion: string | undefined, activated: string[], now: number): ApiAnswer | Checked {
  const oldStyle = body.payment_method_types !== undefined;
  if (oldStyle && refusesPaymentMethodTypes(stripeVersion)) {
    // An unknown parameter is answered like any other (https://docs.stripe.com/error-codes).
    return invalid("Received unknown parameter: payment_method_types", "payment_method_types", "parameter_unknown");
  }
  if (str(body.mode) !== "payment") return invalid("Only mode=payment is supported by this fake.", "mode");
  for (const p of ["success_url", "cancel_url"]) if (!str(body[p])) return invalid(`Missing required param: ${p}.`, p, "parameter_missing");
  const items = list(body.line_items);
  if (items.length === 0) return invalid("Missing required param: line_items.", "line_items", "parameter_missing");
  let amount = 0;
  const currencies = new Set<string>();
  for (const [i, item] of items.entries()) {
    const priceData = record(record(item).price_data);
    const unit = Number(str(priceData.unit_amount));
    const quantity = Number(str(record(item).quantity) ?? "1");
    if (!Number.isInteger(unit) || unit < 1) return invalid("Invalid integer: unit_amount must be a positive integer of the smallest currency unit.", `line_items[${i}][price_data][unit_amount]`);
    currencies.add(str(priceData.currency) ?? "");
    amount += unit * quantity;
  }
  // One currency per session (https://docs.stripe.com/api/checkout/sessions/create: line_items' prices share the session's currency).
  if (currencies.size !== 1) return invalid("All line items must use the same currency.", "line_items");
  const currency = [...currencies][0] ?? "";
  // expires_at: "between 30 minutes and 24 hours after" creation; default 24 h
  // (https://docs.stripe.com/payments/checkout/managing-limited-inventory). A few seconds of slack for clocks.
  const expiresAt = Number(str(body.expires_at) ?? now + 86_400);
  if (expiresAt < now + 30 * 60 - 5 || expiresAt > now + 24 * 3600) return invalid("expires_at must be between 30 minutes and 24 hours from now.", "expires_at");
  const minimum = MINIMUM_CHARGE[currency];
  if (minimum !== undefined && amount < minimum) {
    // Code amount_too_small (https://docs.stripe.com/error-codes); the wording is this fake's.
    return invalid(`The Checkout Session's total amount due must add up to at least ${currency.toUpperCase()} ${(minimum / 100).toFixed(2)}.`, undefined, "amount_too_small");
  }
  if (oldStyle) {
    // Before 2026-09-30 the list was taken as given: a method that cannot be used is an error.
    const requested = list(body.payment_method_types).map(String);
    for (const method of requested) {
      if (!activated.includes(method)) return invalid(`The payment method type "${method}" is invalid. Please ensure the provided type is activated in your dashboard.`, "payment_method_types");
      if (!compatible(method, currency, amount)) return invalid("TWINT supports only CHF payments of at most 5000.00.", "payment_method_types");
    }
    return { amount, currency, allowed: null, kept: requested, expiresAt };
  }
  // allowed_payment_method_types filters the dynamically computed methods "to only compatible payment
  // methods based on other parameters such as currency, amount", and the kept ones show in the
  // session's payment_method_types (changelog entry above; Sessions.d.ts SessionCreateParams). Without
  // it, every activated method that fits (dynamic payment methods).
  const allowed = body.allowed_payment_method_types === undefined ? null : list(body.allowed_payment_method_types).map(String);
  const kept = (allowed ?? activated).filter((m, i, all) => all.indexOf(m) === i && activated.includes(m) && compatible(m, currency, amount));
  if (kept.length === 0) {
    // Not confirmed from a source: what Stripe answers when nothing is left. A 400 is the safe reading.
    return invalid("None of the allowed payment method types can be used for this Checkout Session (activated and compatible with its currency and amount).", "allowed_payment_method_types");
  }
  return { amount, currency, allowed, kept, expiresAt };
}

export function visibleSession(session: FakeCheckoutSession): Omit<FakeCheckoutSession, "line_items_input"> {
  const { line_items_input: _omit, ...visible } = session;
  return visible;
}

export function createSession(state: FakeState, body: Record<string, FormValue>, stripeVersion: string | undefined): ApiAnswer {
  const now = nowSeconds();
  const checked = validate(body, stripeVersion, state.activatedMethods, now);
  if ("status" in checked) return checked;
  const id = newId("cs_test", 16);
  const session: FakeCheckoutSession = {
    id,
    object: "checkout.session",
    mode: "payment",
    status: "open",
    payment_status: "unpaid",
    amount_total: checked.amount,
    currency: checked.currency,
    allowed_payment_method_types: checked.allowed,
    payment_method_types: checked.kept,
    metadata: metadataOf(body.metadata),
    client_reference_id: str(body.client_reference_id) ?? null,
    customer_email: str(body.customer_email) ?? null,
    success_url: str(body.success_url) ?? "",
    cancel_url: str(body.cancel_url) ?? "",
    expires_at: checked.expiresAt,
    locale: str(body.locale) ?? null,
    // Checkout creates the PaymentIntent when the guest pays, not with the session (since 2022-08-01:
    // https://docs.stripe.com/changelog/2022-08-01/deferred-paymentintent-checkout-session).
    payment_intent: null,
    line_items_input: body.line_items ?? [],
    url: `${state.baseUrl}/pay/${id}`,
    created: now,
    livemode: false,
  };
  state.sessions.set(id, session);
  state.paymentIntentMetadata.set(id, metadataOf(record(body.payment_intent_data).metadata));
  return ok(visibleSession(session));
}

/**
 * A session whose expires_at has passed is expired, as Stripe expires it on its own: "expires_at:
 * The timestamp at which the Checkout Session will expire" (https://docs.stripe.com/api/checkout/
 * sessions/object#checkout_session_object-expires_at); an expired session can no longer be paid
 * and Stripe sends checkout.session.expired (https://docs.stripe.com/payments/checkout/
 * managing-limited-inventory). The fake has no timer: it notices on the next access (a read, an
 * expire call, a payment, the hosted page) and sends the event then. True when it lapsed now.
 */
export function lapseIfDue(state: FakeState, id: string, now = nowSeconds()): boolean {
  const session = state.sessions.get(id);
  if (!session || session.status !== "open" || now < session.expires_at) return false;
  session.status = "expired";
  void state.bus.deliver("checkout.session.expired", visibleSession(session));
  return true;
}

export function retrieveSession(state: FakeState, id: string): ApiAnswer {
  lapseIfDue(state, id);
  const session = state.sessions.get(id);
  // Kept as before: param "session" names the path parameter.
  return session ? ok(visibleSession(session)) : missing(404, "checkout.session", id, "session");
}

/** GET /v1/checkout/sessions?payment_intent=… (https://docs.stripe.com/api/checkout/sessions/list). */
export function listSessions(state: FakeState, params: Record<string, FormValue>): ApiAnswer {
  const paymentIntent = str(params.payment_intent);
  for (const id of state.sessions.keys()) lapseIfDue(state, id);
  const found = [...state.sessions.values()].filter((s) => !paymentIntent || s.payment_intent === paymentIntent).reverse();
  return ok(listOf("/v1/checkout/sessions", found.map(visibleSession)));
}

/**
 * Expiring: "A Checkout Session can be expired when it is in one of these statuses: open"; after it
 * the guest cannot complete it (https://docs.stripe.com/api/checkout/sessions/expire), and Stripe
 * sends checkout.session.expired (https://docs.stripe.com/payments/checkout/managing-limited-inventory).
 * Returns the refusal, or null once the session is expired.
 */
export function expireSession(state: FakeState, id: string): ApiAnswer | null {
  lapseIfDue(state, id);
  const session = state.sessions.get(id);
  if (!session) return missing(404, "checkout.session", id, "session");
  if (session.status !== "open") {
    return refused(400, `Only Checkout Sessions with a status of "open" can be expired. This Checkout Session has a status of "${session.status}".`);
  }
  session.status = "expired";
  return null;
}

export function expireByApi(state: FakeState, id: string): ApiAnswer {
  const refusal = expireSession(state, id);
  if (refusal) return refusal;
  const session = state.sessions.get(id) as FakeCheckoutSession;
  return ok(visibleSession(session), () => state.bus.deliver("checkout.session.expired", visibleSession(session)));
}
