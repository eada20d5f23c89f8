"use server";

import { randomBytes } from "node:crypto";
import { flattenValidationErrors } from "next-safe-action";
import { actionClient, ExpectedError, translateValidationErrors } from "@/lib/actions/client";
import { abandonPayment, attachProviderSession } from "@/lib/data/booking-payments";
import { areOfferDatesFree, createPendingOfferPayment, readOfferForCheckout, saveGuestDetails } from "@/lib/data/offer-checkout";
import { LOCAL_TEST_PROVIDER } from "@/lib/domain/checkout";
import { offerBlock, offerDeposit, offerSessionExpiresAt } from "@/lib/domain/offer-checkout";
import { env } from "@/lib/env";
import { localizedPath } from "@/i18n/paths";
import { createOfferDepositSession } from "@/lib/integrations/stripe/checkout";
import { getStripe } from "@/lib/integrations/stripe/client";
import { startCheckoutSchema } from "@/lib/schemas/checkout";

/**
 * 'Pay Now' on /offer/{token}/checkout. Anonymous: the token is the capability. The server
 * validates again, saves the guest details, re-checks expiry and dates, recomputes the deposit,
 * records a pending offer_deposit attempt and opens one Stripe Checkout session for it (or the
 * built-in test payment page without Stripe keys). Returns the URL the browser goes to.
 */
export const startOfferCheckoutAction = actionClient
  .metadata({ actionName: "startOfferCheckout", messages: "checkout" })
  .inputSchema(startCheckoutSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: { token, ...details }, bindArgsParsedInputs: [locale] }) => {
    const now = new Date();
    const offer = await readOfferForCheckout(token);
    if (!offer) throw new ExpectedError("offerNotFound");
    const block = offerBlock(offer, now);
    if (block === "alreadyPaid") throw new ExpectedError("alreadyPaid");
    if (block === "expired") throw new ExpectedError("offerExpired");
    if (block !== null || !offer.propertyId || !offer.checkIn || !offer.checkOut) throw new ExpectedError("offerNotFound");

    await saveGuestDetails(offer.id, details);
    if (!(await areOfferDatesFree(offer.id, offer.propertyId, offer.checkIn, offer.checkOut, now))) throw new ExpectedError("datesUnavailable");

    const amount = offerDeposit(offer);
    const stripe = getStripe();
    const paymentId = await createPendingOfferPayment({ offerId: offer.id, amount, provider: stripe ? "stripe" : LOCAL_TEST_PROVIDER });
    const offerPath = localizedPath(locale, `/offer/${token}/checkout`);

    if (!stripe) {
      const sessionId = `cs_local_${randomBytes(24).toString("base64url")}`;
      await attachProviderSession(paymentId, sessionId);
      return { url: localizedPath(locale, `/pay/test/${sessionId}`) };
    }

    const site = env().SITE_URL.replace(/\/$/, "");
    let session: { id: string; url: string | null };
    try {
      session = await createOfferDepositSession(stripe, {
        offerId: offer.id,
        paymentId,
        amount,
        locale,
        description: [offer.propertyName, `${offer.checkIn} – ${offer.checkOut}`].filter(Boolean).join(" · "),
        customerEmail: details.email,
        // Stripe replaces {CHECKOUT_SESSION_ID}; the success page asks the database, never trusts this.
        successUrl: `${site}${offerPath}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${site}${offerPath}/cancel`,
        expiresAt: offerSessionExpiresAt(now, offer.expiresAt),
      });
    } catch (error) {
      console.error("[startOfferCheckout] Stripe refused the session", { offerId: offer.id, paymentId }, error);
      await abandonPayment(paymentId);
      throw new ExpectedError("sessionFailed");
    }
    await attachProviderSession(paymentId, session.id);
    if (!session.url) throw new ExpectedError("sessionFailed");
    return { url: session.url };
  });
