/**
 * The rules of a Stripe Checkout payment in CHF that do not need Stripe: which payment methods
 * are offered (how long a session stays open: lib/domain/holds.ts).
 */

import type { Rappen } from "./money";

/** TWINT takes at most CHF 5,000.00 per payment; larger amounts fall back to card and PayPal. */
export const TWINT_MAX_RAPPEN: Rappen = 500_000;

export type CheckoutPaymentMethod = "card" | "twint" | "paypal";

export function paymentMethodsFor(amount: Rappen): CheckoutPaymentMethod[] {
  return amount <= TWINT_MAX_RAPPEN ? ["card", "twint", "paypal"] : ["card", "paypal"];
}

/** Metadata every session carries; the fulfilment dispatches on `purpose`. */
export type CheckoutPurpose = "open_amount" | "offer_deposit";

/** Provider name of attempts on the built-in test payment page (no Stripe keys: the demo). */
export const LOCAL_TEST_PROVIDER = "local_test";
