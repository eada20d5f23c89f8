/**
 * How long a stay is held while a guest pays, and how many holds one visitor may have.
 *
 * A hold lasts as long as its Stripe Checkout session can be paid, plus a grace for the webhook:
 * the session gets Stripe's shortest lifetime (30 minutes, docs.stripe.com/api/checkout/sessions/
 * create#create_checkout_session-expires_at) plus a minute against clock skew, so the calendar is
 * never blocked longer than a guest can actually pay. After that the session is expired at Stripe
 * (it cannot be paid any more), so releasing the hold can never let two guests pay.
 */

export const SESSION_MINUTES = 31;
/** Webhooks can arrive a little after the session closed. */
export const HOLD_GRACE_MINUTES = 5;
/** A completed session whose asynchronous payment is still settling keeps its nights this long. */
export const ASYNC_HOLD_HOURS = 72;
/** A paid stay waiting for the office (Smoobu unreachable) keeps its nights this long. */
export const ATTENTION_HOLD_DAYS = 14;

/** Active holds per e-mail and per client address: nobody can block the calendar by opening checkouts. */
export const MAX_HOLDS_PER_EMAIL = 2;
export const MAX_HOLDS_PER_ADDRESS = 3;

/** `expires_at` of the Checkout session, in Unix seconds. */
export function sessionExpiresAt(now: Date): number {
  return Math.floor(now.getTime() / 1000) + SESSION_MINUTES * 60;
}

/** When the hold of a session expiring at `sessionExpiresAtS` (Unix seconds) ends. */
export function holdExpiresAt(sessionExpiresAtS: number): Date {
  return new Date((sessionExpiresAtS + HOLD_GRACE_MINUTES * 60) * 1000);
}

export function holdLimitReached(active: { byEmail: number; byAddress: number }): boolean {
  return active.byEmail >= MAX_HOLDS_PER_EMAIL || active.byAddress >= MAX_HOLDS_PER_ADDRESS;
}
