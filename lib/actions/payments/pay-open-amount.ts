"use server";

import { randomBytes } from "node:crypto";
import { flattenValidationErrors } from "next-safe-action";
import { authedClient, ExpectedError, translateValidationErrors } from "@/lib/actions/client";
import { abandonPayment, attachProviderSession, createPendingPayment, readBookingForPayment } from "@/lib/data/booking-payments";
import { LOCAL_TEST_PROVIDER } from "@/lib/domain/checkout";
import { mayAccessBooking } from "@/lib/domain/my-bookings";
import { env } from "@/lib/env";
import { localizedPath } from "@/i18n/paths";
import { createOpenAmountSession } from "@/lib/integrations/stripe/checkout";
import { getStripe } from "@/lib/integrations/stripe/client";
import { payOpenAmountSchema } from "@/lib/schemas/payment";

/**
 * 'Pay open amount': a Checkout session for exactly the open amount computed now from the
 * database, a pending payment row keyed by the session id, and the URL the browser goes to.
 * Without Stripe keys the URL is the built-in test payment page instead.
 */
export const payOpenAmountAction = authedClient
  .metadata({ actionName: "payOpenAmount", messages: "payment" })
  .inputSchema(payOpenAmountSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: { bookingId }, ctx, bindArgsParsedInputs: [locale] }) => {
    const booking = await readBookingForPayment(bookingId);
    if (!booking || !mayAccessBooking(booking, ctx.user)) throw new ExpectedError("bookingNotFound");
    if (booking.open <= 0) throw new ExpectedError("noRemainingAmount");

    const stripe = getStripe();
    const paymentId = await createPendingPayment({ bookingId, amount: booking.open, provider: stripe ? "stripe" : LOCAL_TEST_PROVIDER });
    const bookingPath = localizedPath(locale, `/my-bookings/${bookingId}`);

    if (!stripe) {
      const sessionId = `cs_local_${randomBytes(24).toString("base64url")}`;
      await attachProviderSession(paymentId, sessionId);
      return { url: localizedPath(locale, `/pay/test/${sessionId}`) };
    }

    const site = env().SITE_URL.replace(/\/$/, "");
    let session: { id: string; url: string | null };
    try {
      session = await createOpenAmountSession(stripe, {
        bookingId,
        paymentId,
        amount: booking.open,
        locale,
        description: [booking.propertyName, booking.referenceId].filter(Boolean).join(" · "),
        customerEmail: booking.email,
        // Stripe replaces {CHECKOUT_SESSION_ID}; the redirect is only a notice, never proof of payment.
        successUrl: `${site}${bookingPath}?payment=success&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${site}${bookingPath}?payment=cancelled`,
      });
    } catch (error) {
      console.error("[payOpenAmount] Stripe refused the session", { bookingId, paymentId }, error);
      await abandonPayment(paymentId);
      throw new ExpectedError("sessionFailed");
    }
    await attachProviderSession(paymentId, session.id);
    if (!session.url) throw new ExpectedError("noCheckoutUrl");
    return { url: session.url };
  });
