import Stripe from "stripe";
import { getStripe, stripeWebhookSecret } from "@/lib/integrations/stripe/client";
import { fulfilCheckoutEvent } from "@/lib/integrations/stripe/fulfilment";
import { DISPUTE_EVENT_TYPES, handleDisputeEvent, handleRefundEvent, REFUND_EVENT_TYPES } from "@/lib/integrations/stripe/money-events";
import { payloadTooLarge, readBodyCapped, WEBHOOK_BODY_LIMIT } from "@/lib/security/read-body";

// Stripe's webhook: the signature is checked on the raw body, then the shared fulfilment records
// the event id and updates the payment in one transaction. A failure answers 500, so Stripe
// retries (the transaction rolled back, the event is not marked as processed). Refunds and
// disputes (also those made in Stripe's dashboard) reach the ledger the same way.
export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  const stripe = getStripe();
  const secret = stripeWebhookSecret();
  if (!stripe || !secret) return Response.json({ error: "stripe not configured" }, { status: 404 });

  const signature = request.headers.get("stripe-signature");
  if (!signature) return Response.json({ error: "missing signature" }, { status: 400 });
  const rawBody = await readBodyCapped(request, WEBHOOK_BODY_LIMIT);
  if (rawBody === null) return payloadTooLarge();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    console.warn("[stripe webhook] bad signature", error instanceof Error ? error.message : error);
    return Response.json({ error: "bad signature" }, { status: 400 });
  }

  // Stripe's events always carry an id and an object; one without is malformed (400, no retry),
  // not a fulfilment failure (500 would make Stripe retry it for days).
  if (!isObject(event) || typeof event.id !== "string" || typeof event.type !== "string" || !isObject(event.data) || !isSessionLike(event.data.object)) {
    return Response.json({ error: "malformed event" }, { status: 400 });
  }

  try {
    const result = await handle(stripe, event);
    return Response.json({ received: true, result });
  } catch (error) {
    console.error("[stripe webhook] fulfilment failed", { eventId: event.id, type: event.type }, error);
    return Response.json({ error: "fulfilment failed" }, { status: 500 });
  }
}

/** Checkout, refund and dispute events are handled; every other type is acknowledged and ignored. */
async function handle(stripe: Stripe, event: Stripe.Event) {
  const type: string = event.type;
  const loose = event as unknown as { id: string; type: string; data: { object: Record<string, unknown> } };
  if ((REFUND_EVENT_TYPES as readonly string[]).includes(type)) return handleRefundEvent(stripe, loose);
  if ((DISPUTE_EVENT_TYPES as readonly string[]).includes(type)) return handleDisputeEvent(loose);
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      return fulfilCheckoutEvent(event);
    default:
      return "ignoredType" as const;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isSessionLike(value: unknown): boolean {
  return isObject(value) && typeof value.id === "string";
}
