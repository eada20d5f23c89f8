import "server-only";
import type Stripe from "stripe";
import { checkoutExpiresAt, paymentMethodsFor } from "@/lib/domain/checkout";
import type { Locale } from "@/lib/domain/localized";
import type { Rappen } from "@/lib/domain/money";

export interface OpenAmountCheckoutInput {
  bookingId: string;
  paymentId: string;
  /** Computed on the server from the database: the exact amount charged. */
  amount: Rappen;
  locale: Locale;
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
}

/**
 * A Checkout session for the open amount of a booking, in CHF. The idempotency key is the
 * payment attempt, so the SDK's own retries never create a second session for one attempt.
 */
export async function createOpenAmountSession(stripe: Stripe, input: OpenAmountCheckoutInput, now = new Date()): Promise<{ id: string; url: string | null }> {
  const metadata = { bookingId: input.bookingId, purpose: "open_amount", paymentId: input.paymentId };
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      // Stripe 23's API version names the create parameter allowed_payment_method_types (the older
      // payment_method_types is no longer in SessionCreateParams); the session still reports payment_method_types.
      allowed_payment_method_types: paymentMethodsFor(input.amount),
      line_items: [{ quantity: 1, price_data: { currency: "chf", unit_amount: input.amount, product_data: { name: input.description } } }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: input.bookingId,
      ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
      metadata,
      payment_intent_data: { metadata },
      expires_at: checkoutExpiresAt(now),
      locale: input.locale,
    },
    { idempotencyKey: `open-amount-${input.paymentId}` },
  );
  return { id: session.id, url: session.url };
}

export interface OfferDepositCheckoutInput {
  offerId: string;
  paymentId: string;
  /** Recomputed on the server from the offer: the exact amount charged. */
  amount: Rappen;
  locale: Locale;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** Unix seconds, from offerSessionExpiresAt (within the offer's expiry, at least 30 minutes). */
  expiresAt: number;
}

/**
 * A Checkout session for an offer's deposit, in CHF. The idempotency key names the offer, the
 * amount and the attempt: the SDK's retries reuse the session, a changed amount never does.
 */
export async function createOfferDepositSession(stripe: Stripe, input: OfferDepositCheckoutInput): Promise<{ id: string; url: string | null }> {
  const metadata = { offerId: input.offerId, purpose: "offer_deposit", paymentId: input.paymentId };
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      allowed_payment_method_types: paymentMethodsFor(input.amount),
      line_items: [{ quantity: 1, price_data: { currency: "chf", unit_amount: input.amount, product_data: { name: input.description } } }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: input.offerId,
      customer_email: input.customerEmail,
      metadata,
      payment_intent_data: { metadata },
      expires_at: input.expiresAt,
      locale: input.locale,
    },
    { idempotencyKey: `offer-${input.offerId}-${input.amount}-${input.paymentId}` },
  );
  return { id: session.id, url: session.url };
}
