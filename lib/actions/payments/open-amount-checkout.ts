import "server-only";
import { ExpectedError } from "@/lib/actions/client";
import { reserveOpenAmountAttempt, type OpenAmountViewer } from "@/lib/data/booking-payments";
import { AttemptInProgressError, AttemptPaidError, openAttemptSession, reuseOrClose, SessionFailedError } from "@/lib/data/payment-attempts";
import { displayReference } from "@/lib/domain/booking-reference";
import { LOCAL_TEST_PROVIDER } from "@/lib/domain/checkout";
import { sessionExpiresAt } from "@/lib/domain/holds";
import type { NotPayableReason } from "@/lib/domain/ledger";
import type { Locale } from "@/lib/domain/localized";
import { mayReuseSession } from "@/lib/domain/offer-checkout";
import { env } from "@/lib/env";
import { localizedPath } from "@/i18n/paths";
import { getStripe } from "@/lib/integrations/stripe/client";

const NOT_PAYABLE_ERROR: Record<NotPayableReason, string> = {
  nothingOpen: "noRemainingAmount",
  cancelled: "bookingCancelled",
  stayOver: "stayOver",
  belowMinimum: "belowMinimum",
  disputeOpen: "disputeOpen",
};

/**
 * A Checkout session for exactly the open amount the ledger rule computes now, one at a time per
 * booking: shared by 'Pay open amount' on the guest's booking page and the pay link's page. The
 * booking row is locked while the attempt is recorded, so two clicks at once end on one session:
 * the second waits for the first's and is sent there (or, when the amount or language changed,
 * the first is closed at Stripe before a new one opens). Without Stripe keys the URL is the
 * built-in test payment page. `returnPath` is where Stripe sends the guest back (with
 * ?payment=success&session_id=… or ?payment=cancelled); the outcome is read from the server.
 */
export async function startOpenAmountCheckout(input: { bookingId: string; viewer: OpenAmountViewer; locale: Locale; returnPath: string }): Promise<{ url: string }> {
  const { bookingId, viewer, locale, returnPath } = input;
  const stripe = getStripe();
  const provider = stripe ? "stripe" : LOCAL_TEST_PROVIDER;
  const testPage = (sessionId: string) => localizedPath(locale, `/pay/test/${sessionId}`);

  for (let round = 0; round < 2; round++) {
    const now = new Date();
    const reserved = await reserveOpenAmountAttempt(bookingId, viewer, provider).catch((error: unknown) => {
      if (error instanceof AttemptInProgressError) throw new ExpectedError("paymentInProgress");
      throw error;
    });
    if (!reserved) throw new ExpectedError("bookingNotFound");
    if (reserved.attempt === null) throw new ExpectedError(NOT_PAYABLE_ERROR[reserved.notPayable ?? "nothingOpen"]);

    if (reserved.attempt.kind === "existing") {
      const wish = { amount: reserved.open, email: null, locale, now };
      try {
        const url = await reuseOrClose(stripe, reserved.attempt.attempt, wish, (facts) => !reserved.notPayable && mayReuseSession(facts, { amount: reserved.open, email: facts.email ?? "" }, now), testPage);
        if (url) return { url };
      } catch (error) {
        if (error instanceof AttemptPaidError) throw new ExpectedError("paymentProcessing");
        if (error instanceof AttemptInProgressError) throw new ExpectedError("paymentInProgress");
        throw error;
      }
      continue; // the old attempt is closed: open a new one
    }

    const site = env().SITE_URL.replace(/\/$/, "");
    try {
      const url = await openAttemptSession(
        stripe,
        {
          purpose: "open_amount",
          ownerId: bookingId,
          attemptId: reserved.attempt.id,
          amount: reserved.open,
          locale,
          description: [reserved.booking.propertyName, displayReference(reserved.booking.referenceId)].filter(Boolean).join(" · "),
          customerEmail: reserved.booking.email,
          // Stripe replaces {CHECKOUT_SESSION_ID}; the page reads the outcome from the server, never from this.
          successUrl: `${site}${returnPath}?payment=success&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${site}${returnPath}?payment=cancelled`,
        },
        sessionExpiresAt(now),
        testPage,
      );
      return { url };
    } catch (error) {
      if (error instanceof SessionFailedError) throw new ExpectedError("sessionFailed");
      throw error;
    }
  }
  throw new ExpectedError("paymentInProgress");
}
