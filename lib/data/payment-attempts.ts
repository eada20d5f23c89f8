import "server-only";
import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { getDb } from "@/lib/db";
import { isRetryableTransactionConflict, isUniqueViolation } from "@/lib/db/errors";
import { LOCAL_TEST_PROVIDER, paymentMethodsFor } from "@/lib/domain/checkout";
import { SESSION_MINUTES } from "@/lib/domain/holds";
import { rappenToDecimalString, toRappen, type Rappen } from "@/lib/domain/money";
import { createCheckoutSession, type CheckoutSessionInput } from "@/lib/integrations/stripe/checkout";
import { expireStripeSession } from "@/lib/integrations/stripe/refunds";
import { releaseHold } from "./holds";
import type { DbClient } from "./ledger";

/**
 * Checkout attempts (booking_payments rows), one open at a time per booking and per offer (a
 * partial unique index). A second 'Pay' (a double click, another tab) goes back to the open
 * session when it may, or closes it at the provider first, so two sessions for the same money can
 * never both be paid.
 */

/** Another 'Pay' is opening a session right now (its provider has not answered yet). */
export class AttemptInProgressError extends Error {
  override name = "AttemptInProgressError";
}
/** The open session was paid meanwhile (or an asynchronous method is settling): no new one. */
export class AttemptPaidError extends Error {
  override name = "AttemptPaidError";
}

export interface OpenAttempt {
  id: string;
  status: "pending" | "processing";
  amount: Rappen;
  provider: string;
  sessionId: string | null;
  createdAt: Date;
}

/** The open attempt of a booking (open amount) or an offer (deposit), if any. */
export async function findOpenAttempt(tx: DbClient, owner: { bookingId: string } | { offerId: string }): Promise<OpenAttempt | null> {
  const where = "bookingId" in owner ? { bookingId: owner.bookingId, purpose: "open_amount" as const } : { offerId: owner.offerId, purpose: "offer_deposit" as const };
  const a = await tx.bookingPayment.findFirst({
    where: { ...where, status: { in: ["pending", "processing"] } },
    select: { id: true, status: true, amount: true, provider: true, providerSessionId: true, createdAt: true },
  });
  return a ? { id: a.id, status: a.status as OpenAttempt["status"], amount: toRappen(a.amount), provider: a.provider, sessionId: a.providerSessionId, createdAt: a.createdAt } : null;
}

/** A new open attempt; the unique index refuses a second one (the caller's transaction then ends). */
export async function createAttempt(tx: DbClient, input: { bookingId?: string; offerId?: string; purpose: "open_amount" | "offer_deposit"; amount: Rappen; provider: string }): Promise<string> {
  const row = await tx.bookingPayment.create({
    data: { bookingId: input.bookingId ?? null, offerId: input.offerId ?? null, purpose: input.purpose, amount: rappenToDecimalString(input.amount), currency: "CHF", status: "pending", provider: input.provider },
    select: { id: true },
  });
  return row.id;
}

export async function attachSession(attemptId: string, session: { id: string; expiresAt: Date; methods: readonly string[] }): Promise<void> {
  const db = await getDb();
  await db.bookingPayment.update({ where: { id: attemptId }, data: { providerSessionId: session.id, expiresAt: session.expiresAt, methods: [...session.methods] } });
}

/** An attempt that will never be paid (no session could be opened, or it was replaced): closed, its nights released. */
export async function closeOpenAttempt(attemptId: string, status: "failed" | "cancelled" | "expired"): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    // Our own cancellation names why the session closed, even when Stripe's 'expired' event (which
    // our expire call sets off) was quicker.
    const from = status === "cancelled" ? (["pending", "expired"] as const) : (["pending"] as const);
    const { count } = await tx.bookingPayment.updateMany({ where: { id: attemptId, status: { in: [...from] } }, data: { status } });
    if (count === 1) await releaseHold(tx, attemptId, status);
  });
}

/** How often a transaction that PostgreSQL aborted for a deadlock is run again. */
const CONFLICT_RETRIES = 3;

/**
 * Runs `work` in a transaction; a unique violation (another 'Pay' inserted its attempt first)
 * becomes AttemptInProgressError. A deadlock or write conflict (nothing was written) is run again,
 * after a short random pause: the second run then sees the other guest's hold and answers as usual.
 */
export async function inAttemptTransaction<T>(work: (tx: DbClient) => Promise<T>): Promise<T> {
  const db = await getDb();
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AttemptInProgressError();
      if (attempt <= CONFLICT_RETRIES && isRetryableTransactionConflict(error)) {
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
        continue;
      }
      throw error;
    }
  }
}

/** How long a second 'Pay' waits for the first one's session before it answers "in progress". */
const SESSION_WAIT_MS = 8_000;
/** An attempt that never got its session this long after it was made was abandoned (a crash). */
const ABANDONED_AFTER_MS = 60_000;

/** Waits until the attempt has its session id (another request is opening it); null when it did not come. */
async function awaitSession(attempt: OpenAttempt): Promise<string | null> {
  if (attempt.sessionId) return attempt.sessionId;
  const db = await getDb();
  const deadline = Date.now() + SESSION_WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const row = await db.bookingPayment.findUnique({ where: { id: attempt.id }, select: { providerSessionId: true, status: true } });
    if (row?.providerSessionId) return row.providerSessionId;
    if (!row || row.status !== "pending") return null;
  }
  return null;
}

export interface ReuseWish {
  amount: Rappen;
  /** The e-mail the new session would carry (Stripe shows it read-only); null to ignore. */
  email: string | null;
  locale: string;
  now: Date;
}

/**
 * The URL to send the guest to when the open attempt may be reused (same amount, e-mail and
 * language, open long enough to pay), else null after closing it at the provider so it can no
 * longer be paid. Throws AttemptPaidError when it was paid meanwhile, AttemptInProgressError when
 * another request is still opening it.
 */
export async function reuseOrClose(
  stripe: Stripe | null,
  attempt: OpenAttempt,
  wish: ReuseWish,
  may: (facts: { open: boolean; amount: Rappen; email: string | null; expiresAt: number }) => boolean,
  testPageUrl: (sessionId: string) => string,
): Promise<string | null> {
  if (attempt.status === "processing") throw new AttemptPaidError();
  const abandoned = wish.now.getTime() - attempt.createdAt.getTime() >= ABANDONED_AFTER_MS;
  // An attempt left without a session that long ago is not waited for: its request is gone.
  const sessionId = abandoned ? attempt.sessionId : await awaitSession(attempt);
  if (!sessionId) {
    if (!abandoned) throw new AttemptInProgressError();
    await closeOpenAttempt(attempt.id, "failed");
    return null;
  }
  if (attempt.provider === LOCAL_TEST_PROVIDER || !stripe) {
    const expiresAt = Math.floor(attempt.createdAt.getTime() / 1000) + SESSION_MINUTES * 60;
    if (may({ open: true, amount: attempt.amount, email: null, expiresAt })) return testPageUrl(sessionId);
    await closeOpenAttempt(attempt.id, "cancelled");
    return null;
  }
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const open = session.status === "open" && session.locale === wish.locale;
    if (session.url && may({ open, amount: session.amount_total ?? 0, email: session.customer_email, expiresAt: session.expires_at })) return session.url;
  } catch (error) {
    // Not being able to look is no reason to refuse the guest: the session is closed and replaced.
    console.warn("[checkout] open session could not be read", { attemptId: attempt.id }, error);
  }
  const outcome = await expireStripeSession(stripe, sessionId);
  if (outcome === "paid") throw new AttemptPaidError();
  await closeOpenAttempt(attempt.id, "cancelled");
  return null;
}

/** Warns when the provider kept fewer payment methods than asked (Stripe narrows to what the account has activated). */
export function warnNarrowedMethods(context: Record<string, string>, asked: readonly string[], kept: readonly string[]): void {
  const dropped = asked.filter((m) => !kept.includes(m));
  if (dropped.length > 0) console.warn("[checkout] Stripe allowed fewer payment methods than asked; activate them in the dashboard", { ...context, asked, kept, dropped });
}

/** The provider refused to open a session (or answered without its URL); the attempt is closed. */
export class SessionFailedError extends Error {
  override name = "SessionFailedError";
}

/**
 * Opens the payment session of a new attempt: at Stripe, or without keys the built-in test page
 * (the demo). Stores the session on the attempt (its id, expiry and the methods Stripe kept,
 * warning when it kept fewer than asked). A refusal closes the attempt (and releases its hold)
 * and throws SessionFailedError. Returns the URL the browser goes to.
 */
export async function openAttemptSession(
  stripe: Stripe | null,
  input: Omit<CheckoutSessionInput, "expiresAt">,
  expiresAt: number,
  testPageUrl: (sessionId: string) => string,
): Promise<string> {
  if (!stripe) {
    const sessionId = `cs_local_${randomBytes(24).toString("base64url")}`;
    await attachSession(input.attemptId, { id: sessionId, expiresAt: new Date(expiresAt * 1000), methods: paymentMethodsFor(input.amount) });
    return testPageUrl(sessionId);
  }
  try {
    const session = await createCheckoutSession(stripe, { ...input, expiresAt });
    warnNarrowedMethods({ attemptId: input.attemptId, [input.purpose === "open_amount" ? "bookingId" : "offerId"]: input.ownerId }, session.askedMethods, session.methods);
    await attachSession(input.attemptId, session);
    if (!session.url) throw new Error("Stripe answered without a session URL");
    return session.url;
  } catch (error) {
    console.error("[checkout] the payment session could not be opened", { attemptId: input.attemptId, purpose: input.purpose }, error);
    await closeOpenAttempt(input.attemptId, "failed");
    throw new SessionFailedError();
  }
}
