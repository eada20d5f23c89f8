import "server-only";
import { applyOfferDepositOutcome } from "@/lib/data/offer-fulfilment";
import { applyOpenAmountOutcome, type OutcomeResult, type PaymentOutcome } from "@/lib/data/payment-fulfilment";
import type { CheckoutPurpose } from "@/lib/domain/checkout";

/**
 * Fulfilment of Checkout sessions, shared by the Stripe webhook and the built-in test payment
 * page (only the transport differs), for open amounts and offer deposits. It dispatches on metadata.purpose.
 */

export const CHECKOUT_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
] as const;
export type CheckoutEventType = (typeof CHECKOUT_EVENT_TYPES)[number];

/** The parts of a Stripe Checkout session the fulfilment reads (a real Stripe.Checkout.Session fits). */
export interface CheckoutSessionLike {
  id: string;
  payment_status: string;
  metadata: Record<string, string> | null;
  payment_intent?: string | { id: string } | null;
}

/** The parts of a Stripe event the fulfilment reads. */
export interface CheckoutEventLike {
  id: string;
  type: string;
  data: { object: CheckoutSessionLike };
}

export type FulfilmentResult = OutcomeResult | "ignoredType" | "ignoredPurpose";

export function isCheckoutEventType(type: string): type is CheckoutEventType {
  return (CHECKOUT_EVENT_TYPES as readonly string[]).includes(type);
}

/**
 * What an event means for the attempt. A completed but unpaid session (an asynchronous method)
 * is processing until async_payment_succeeded or _failed; an expired one closed without money.
 */
export function outcomeOf(type: CheckoutEventType, session: CheckoutSessionLike): PaymentOutcome {
  const paymentId = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  switch (type) {
    case "checkout.session.completed":
      return session.payment_status === "unpaid" ? { kind: "processing" } : { kind: "succeeded", providerPaymentId: paymentId };
    case "checkout.session.async_payment_succeeded":
      return { kind: "succeeded", providerPaymentId: paymentId };
    case "checkout.session.async_payment_failed":
      return { kind: "failed" };
    case "checkout.session.expired":
      return { kind: "expired" };
  }
}

/** Handles one event; safe to call again with the same event (the answer is then "duplicate"). */
export async function fulfilCheckoutEvent(event: CheckoutEventLike, provider = "stripe"): Promise<FulfilmentResult> {
  if (!isCheckoutEventType(event.type)) return "ignoredType";
  const session = event.data.object;
  const purpose = session.metadata?.purpose as CheckoutPurpose | undefined;
  switch (purpose) {
    case "open_amount":
      return applyOpenAmountOutcome({
        provider,
        eventId: event.id,
        eventType: event.type,
        sessionId: session.id,
        paymentId: session.metadata?.paymentId ?? null,
        outcome: outcomeOf(event.type, session),
      });
    case "offer_deposit":
      // An admin offer or an instant request: payment, offer, Smoobu reservation, booking, mails.
      return applyOfferDepositOutcome({
        provider,
        eventId: event.id,
        eventType: event.type,
        sessionId: session.id,
        paymentId: session.metadata?.paymentId ?? null,
        outcome: outcomeOf(event.type, session),
      });
    default:
      console.warn("[stripe] checkout session without a known purpose; event ignored", { eventId: event.id, sessionId: session.id, purpose });
      return "ignoredPurpose";
  }
}
