"use server";

import { randomBytes } from "node:crypto";
import { flattenValidationErrors } from "next-safe-action";
import type Stripe from "stripe";
import { actionClient, ExpectedError, translateValidationErrors } from "@/lib/actions/client";
import { abandonPayment, attachProviderSession } from "@/lib/data/booking-payments";
import { areOfferDatesFree, createPendingOfferPayment, readOfferForCheckout, readOpenOfferAttempt, saveGuestDetails } from "@/lib/data/offer-checkout";
import { CHECKOUT_SESSION_MINUTES, LOCAL_TEST_PROVIDER } from "@/lib/domain/checkout";
import type { Locale } from "@/lib/domain/localized";
import type { Rappen } from "@/lib/domain/money";
import { mayReuseSession, offerBlock, offerDeposit, offerSessionExpiresAt } from "@/lib/domain/offer-checkout";
import { env } from "@/lib/env";
import { localizedPath } from "@/i18n/paths";
import { createOfferDepositSession } from "@/lib/integrations/stripe/checkout";
import { getStripe } from "@/lib/integrations/stripe/client";
import { startCheckoutSchema } from "@/lib/schemas/checkout";

/**
 * 'Pay Now' on /offer/{token}/checkout. Anonymous: the token is the capability. The server
 * validates again, saves the guest details, re-checks expiry and dates, recomputes the deposit,
 * records a pending offer_deposit attempt and opens one Stripe Checkout session for it (or the
 * built-in test payment page without Stripe keys). Returns the URL the browser goes to. A repeated
 * submit goes back to the offer's open session for the same amount and e-mail rather than opening
 * a second one the guest could pay as well.
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
    const reopened = await reopenSession(stripe, { offerId: offer.id, amount, email: details.email, locale, now });
    if (reopened) return { url: reopened };
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

/**
 * The URL of the offer's open session for this amount and e-mail, or null. Stripe is asked
 * whether the session is still open (the guest may have paid or it may have expired meanwhile);
 * a test page session is open for CHECKOUT_SESSION_MINUTES after its attempt was recorded.
 */
async function reopenSession(stripe: Stripe | null, wanted: { offerId: string; amount: Rappen; email: string; locale: Locale; now: Date }): Promise<string | null> {
  const attempt = await readOpenOfferAttempt(wanted.offerId, wanted.amount, stripe ? "stripe" : LOCAL_TEST_PROVIDER);
  if (!attempt) return null;
  if (!stripe) {
    const expiresAt = Math.floor(attempt.createdAt.getTime() / 1000) + CHECKOUT_SESSION_MINUTES * 60;
    const facts = { open: true, amount: wanted.amount, email: null, expiresAt };
    return mayReuseSession(facts, wanted, wanted.now) ? localizedPath(wanted.locale, `/pay/test/${attempt.sessionId}`) : null;
  }
  try {
    const session = await stripe.checkout.sessions.retrieve(attempt.sessionId);
    // A session opened in another language would also lead back to pages in that language.
    const open = session.status === "open" && session.locale === wanted.locale;
    const facts = { open, amount: session.amount_total ?? 0, email: session.customer_email, expiresAt: session.expires_at };
    return session.url && mayReuseSession(facts, wanted, wanted.now) ? session.url : null;
  } catch (error) {
    // Not being able to look is no reason to refuse the guest: a new session is opened instead.
    console.warn("[startOfferCheckout] open session could not be read", { offerId: wanted.offerId, paymentId: attempt.id }, error);
    return null;
  }
}
