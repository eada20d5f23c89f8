import "server-only";
import type Stripe from "stripe";
import { paymentMethodsFor, type CheckoutPurpose } from "@/lib/domain/checkout";
import type { Locale } from "@/lib/domain/localized";
import type { Rappen } from "@/lib/domain/money";

export interface CheckoutSessionInput {
  purpose: CheckoutPurpose;
  /** The booking (open amount) or the offer (deposit) paid for: client_reference_id and metadata. */
  ownerId: string;
  /** Our attempt: the idempotency key and the metadata the fulfilment checks. */
  attemptId: string;
  /** Computed on the server from the database: the exact amount charged. */
  amount: Rappen;
  locale: Locale;
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** Unix seconds (lib/domain/holds.ts sessionExpiresAt). */
  expiresAt: number;
}

export interface OpenedSession {
  id: string;
  url: string | null;
  expiresAt: Date;
  /** What we asked for, and what Stripe kept (it narrows to the methods activated on the account). */
  askedMethods: string[];
  methods: string[];
}

/**
 * A Checkout session in CHF for one attempt. The idempotency key names the attempt, so the SDK's
 * retries after a lost answer get the same session, never a second payable one.
 * Since API version 2026-09-30 the create parameter is allowed_payment_method_types, a filter
 * Stripe narrows silently; the session's payment_method_types tells what it kept.
 */
export async function createCheckoutSession(stripe: Stripe, input: CheckoutSessionInput): Promise<OpenedSession> {
  const ownerKey = input.purpose === "open_amount" ? "bookingId" : "offerId";
  const metadata = { [ownerKey]: input.ownerId, purpose: input.purpose, paymentId: input.attemptId };
  const asked = paymentMethodsFor(input.amount);
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      allowed_payment_method_types: asked,
      line_items: [{ quantity: 1, price_data: { currency: "chf", unit_amount: input.amount, product_data: { name: input.description } } }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: input.ownerId,
      ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
      metadata,
      payment_intent_data: { metadata },
      expires_at: input.expiresAt,
      locale: input.locale,
    },
    { idempotencyKey: `${input.purpose === "open_amount" ? "open-amount" : "offer"}-${input.attemptId}` },
  );
  return {
    id: session.id,
    url: session.url,
    expiresAt: new Date((session.expires_at ?? input.expiresAt) * 1000),
    askedMethods: asked,
    methods: session.payment_method_types ?? asked,
  };
}
