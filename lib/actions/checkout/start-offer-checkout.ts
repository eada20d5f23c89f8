"use server";

import { headers } from "next/headers";
import { flattenValidationErrors } from "next-safe-action";
import { actionClient, ExpectedError, translateValidationErrors } from "@/lib/actions/client";
import { DatesTakenError, HoldLimitError } from "@/lib/data/holds";
import { offerNights, offerStayMinimum, readOfferForCheckout, reserveOfferAttempt, saveGuestDetails } from "@/lib/data/offer-checkout";
import { AttemptInProgressError, AttemptPaidError, openAttemptSession, reuseOrClose, SessionFailedError } from "@/lib/data/payment-attempts";
import { LOCAL_TEST_PROVIDER } from "@/lib/domain/checkout";
import { holdEndText, holdExpiresAt, sessionExpiresAt } from "@/lib/domain/holds";
import { mayReuseSession, offerBlock, offerDeposit } from "@/lib/domain/offer-checkout";
import { env } from "@/lib/env";
import { localizedPath } from "@/i18n/paths";
import { getStripe } from "@/lib/integrations/stripe/client";
import { startCheckoutSchema } from "@/lib/schemas/checkout";
import { clientLimitAddressFrom } from "@/lib/security/client-ip";

/**
 * 'Pay Now' on /offer/{token}/checkout. Anonymous: the token is the capability. The server
 * validates again, saves the guest details, re-checks expiry and dates (free, and at least the
 * arrival night's minimum stay in today's rates), recomputes the deposit, then, in one
 * transaction with the offer locked, records the attempt and holds the nights for it
 * (lib/data/holds.ts): a second guest for the same nights is told here that they are taken and is
 * never sent to pay. Only then is the Stripe session opened (or the built-in test page without
 * keys). A repeated submit goes back to the offer's open session for the same amount, e-mail and
 * language, or closes it at Stripe before opening another.
 */
export const startOfferCheckoutAction = actionClient
  .metadata({ actionName: "startOfferCheckout", messages: "checkout" })
  .inputSchema(startCheckoutSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: { token, ...details }, bindArgsParsedInputs: [locale] }) => {
    const offer = await readOfferForCheckout(token);
    if (!offer) throw new ExpectedError("offerNotFound");
    const block = offerBlock(offer, new Date());
    if (block === "alreadyPaid") throw new ExpectedError("alreadyPaid");
    if (block === "expired") throw new ExpectedError("offerExpired");
    if (block !== null || !offer.propertyId || !offer.checkIn || !offer.checkOut) throw new ExpectedError("offerNotFound");
    const stay = { propertyId: offer.propertyId, checkIn: offer.checkIn, checkOut: offer.checkOut };

    await saveGuestDetails(offer.id, details);
    const nights = await offerNights(offer.id, stay.propertyId, stay.checkIn, stay.checkOut);
    if (nights.heldUntil) throw new ExpectedError("datesHeld", { until: holdEndText(nights.heldUntil, locale) });
    if (!nights.available) throw new ExpectedError("datesUnavailable");
    const minStay = await offerStayMinimum(offer.id, stay.propertyId, stay.checkIn, stay.checkOut);
    if (!minStay.ok) throw new ExpectedError("minStay", { count: minStay.minNights });

    const amount = offerDeposit(offer);
    const stripe = getStripe();
    const provider = stripe ? "stripe" : LOCAL_TEST_PROVIDER;
    // The hold records the address as the per-address hold limit counts it (an IPv6 client by its /64).
    const clientIp = clientLimitAddressFrom(await headers());
    const offerPath = localizedPath(locale, `/offer/${token}/checkout`);
    const testPage = (sessionId: string) => localizedPath(locale, `/pay/test/${sessionId}`);

    for (let round = 0; round < 2; round++) {
      const now = new Date();
      const expiresAt = sessionExpiresAt(now);
      let reserved;
      try {
        reserved = await reserveOfferAttempt({ offerId: offer.id, ...stay, amount, provider, email: details.email, clientIp, holdUntil: holdExpiresAt(expiresAt), now });
      } catch (error) {
        if (error instanceof DatesTakenError) {
          // Lost a race for the nights: say what the guest who checked a moment later is told,
          // with the other guest's hold and when it ends, when that is what took them.
          const after = await offerNights(offer.id, stay.propertyId, stay.checkIn, stay.checkOut);
          if (after.heldUntil) throw new ExpectedError("datesHeld", { until: holdEndText(after.heldUntil, locale) });
          throw new ExpectedError("datesUnavailable");
        }
        if (error instanceof HoldLimitError) throw new ExpectedError(error.reason);
        if (error instanceof AttemptInProgressError) throw new ExpectedError("paymentInProgress");
        throw error;
      }
      if (reserved.kind === "alreadyPaid") throw new ExpectedError("alreadyPaid");

      if (reserved.kind === "existing") {
        const wish = { amount, email: details.email, locale, now };
        try {
          const url = await reuseOrClose(stripe, reserved.attempt, wish, (facts) => mayReuseSession(facts, wish, now), testPage);
          if (url) return { url };
        } catch (error) {
          if (error instanceof AttemptPaidError) throw new ExpectedError("paymentProcessing");
          if (error instanceof AttemptInProgressError) throw new ExpectedError("paymentInProgress");
          throw error;
        }
        continue; // the old attempt is closed and its nights released: hold them again
      }

      const site = env().SITE_URL.replace(/\/$/, "");
      try {
        const url = await openAttemptSession(
          stripe,
          {
            purpose: "offer_deposit",
            ownerId: offer.id,
            attemptId: reserved.id,
            amount,
            locale,
            description: [offer.propertyName, `${offer.checkIn} – ${offer.checkOut}`].filter(Boolean).join(" · "),
            customerEmail: details.email,
            // Stripe replaces {CHECKOUT_SESSION_ID}; the success page asks the database, never trusts this.
            successUrl: `${site}${offerPath}/success?session_id={CHECKOUT_SESSION_ID}`,
            cancelUrl: `${site}${offerPath}/cancel`,
          },
          expiresAt,
          testPage,
        );
        return { url };
      } catch (error) {
        if (error instanceof SessionFailedError) throw new ExpectedError("sessionFailed");
        throw error;
      }
    }
    throw new ExpectedError("paymentInProgress");
  });
