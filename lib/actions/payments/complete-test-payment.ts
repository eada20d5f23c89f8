"use server";

import { flattenValidationErrors } from "next-safe-action";
import { actionClient, ExpectedError, translateValidationErrors } from "@/lib/actions/client";
import { readPaymentBySession } from "@/lib/data/booking-payments";
import { LOCAL_TEST_PROVIDER } from "@/lib/domain/checkout";
import { SESSION_MINUTES } from "@/lib/domain/holds";
import type { Locale } from "@/lib/domain/localized";
import { localizedPath } from "@/i18n/paths";
import { isStripeConfigured } from "@/lib/integrations/stripe/client";
import { fulfilCheckoutEvent, type CheckoutEventType } from "@/lib/integrations/stripe/fulfilment";
import { testPaymentSchema } from "@/lib/schemas/payment";

/**
 * The built-in test payment page's 'Pay' and 'Cancel' (the demo without Stripe keys). 'Pay'
 * records the result through the same fulfilment as Stripe's webhook, with an event built the way
 * Stripe would send it; only the transport differs. Anonymous like Stripe's hosted page: the
 * unguessable session id is the capability. Refuses to work once Stripe keys are configured.
 */
export const completeTestPaymentAction = actionClient
  .metadata({ actionName: "completeTestPayment", messages: "payment" })
  .inputSchema(testPaymentSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: { sessionId, outcome }, bindArgsParsedInputs: [locale] }) => {
    if (isStripeConfigured()) throw new ExpectedError("paymentClosed");
    const payment = await readPaymentBySession(sessionId);
    if (!payment || payment.provider !== LOCAL_TEST_PROVIDER) throw new ExpectedError("paymentClosed");
    const target = paymentTarget(payment, locale);
    if (!target) throw new ExpectedError("paymentClosed");
    if (outcome === "cancel") return { url: target.cancelUrl };
    if (payment.status !== "pending") throw new ExpectedError("paymentClosed");

    const expired = Date.now() - payment.createdAt.getTime() > SESSION_MINUTES * 60_000;
    const type: CheckoutEventType = expired ? "checkout.session.expired" : "checkout.session.completed";
    await fulfilCheckoutEvent(
      {
        id: `evt_local_${sessionId}_${expired ? "expired" : "completed"}`,
        type,
        data: {
          object: {
            id: sessionId,
            payment_status: expired ? "unpaid" : "paid",
            metadata: { ...target.metadata, paymentId: payment.id },
            payment_intent: null,
          },
        },
      },
      LOCAL_TEST_PROVIDER,
    );
    if (expired) throw new ExpectedError("paymentClosed");
    return { url: target.successUrl(sessionId) };
  });

type TestPayment = NonNullable<Awaited<ReturnType<typeof readPaymentBySession>>>;

/** Where the attempt belongs (a booking's open amount or an offer's deposit) and its redirects, as Stripe would send them. */
function paymentTarget(payment: TestPayment, locale: Locale): { metadata: Record<string, string>; cancelUrl: string; successUrl: (sessionId: string) => string } | null {
  if (payment.purpose === "open_amount" && payment.bookingId) {
    const bookingPath = localizedPath(locale, `/my-bookings/${payment.bookingId}`);
    return {
      metadata: { bookingId: payment.bookingId, purpose: "open_amount" },
      cancelUrl: `${bookingPath}?payment=cancelled`,
      successUrl: (sessionId: string) => `${bookingPath}?payment=success&session_id=${encodeURIComponent(sessionId)}`,
    };
  }
  if (payment.purpose === "offer_deposit" && payment.offerId && payment.offerToken) {
    const checkoutPath = localizedPath(locale, `/offer/${payment.offerToken}/checkout`);
    return {
      metadata: { offerId: payment.offerId, purpose: "offer_deposit" },
      cancelUrl: `${checkoutPath}/cancel`,
      successUrl: (sessionId: string) => `${checkoutPath}/success?session_id=${encodeURIComponent(sessionId)}`,
    };
  }
  return null;
}
