import { getDb } from "@/lib/db/client";
import { executeDueRefunds } from "@/lib/data/refunds";
import { LOCAL_TEST_PROVIDER } from "@/lib/domain/checkout";
import { SmoobuError, smoobuFromEnv, smoobuSetupFromEnv } from "@/lib/integrations/smoobu";
import { getStripe } from "@/lib/integrations/stripe/client";
import { expireStripeSession } from "@/lib/integrations/stripe/refunds";

/**
 * The payments sweeper (every minute): refunds decided but never sent (a crash after the commit,
 * Stripe not answering) are sent again, and holds past their time are ended, their sessions
 * expired at Stripe first so they can never be paid afterwards. A session that turns out to be
 * paid keeps its hold: its webhook is on the way.
 */
export async function sweepPayments(now = new Date()): Promise<{ refunds: number; holdsReleased: number }> {
  const refunds = Object.keys(await executeDueRefunds(30_000, now)).length;
  return { refunds, holdsReleased: await expireLapsedHolds(now) };
}

export async function expireLapsedHolds(now = new Date()): Promise<number> {
  const db = await getDb();
  const lapsed = await db.stayHold.findMany({
    where: { status: "active", expiresAt: { lte: now } },
    take: 100,
    select: { id: true, attemptId: true, attempt: { select: { status: true, provider: true, providerSessionId: true } } },
  });
  const stripe = getStripe();
  let released = 0;
  for (const hold of lapsed) {
    const { status, provider, providerSessionId } = hold.attempt;
    // Money on its way (an asynchronous method), or already in: the fulfilment ends the hold.
    if (status === "processing" || status === "succeeded") continue;
    if (status === "pending" && provider !== LOCAL_TEST_PROVIDER && stripe && providerSessionId) {
      try {
        if ((await expireStripeSession(stripe, providerSessionId)) === "paid") continue;
      } catch (error) {
        // Stripe unreachable: the session's own expires_at has passed anyway; try again next minute.
        console.warn("[payments] session not expired at Stripe yet", { attemptId: hold.attemptId }, error);
        continue;
      }
    }
    await db.$transaction([
      db.bookingPayment.updateMany({ where: { id: hold.attemptId, status: "pending" }, data: { status: "expired" } }),
      db.stayHold.updateMany({ where: { id: hold.id, status: "active" }, data: { status: "released", releaseReason: "expired", releasedAt: now } }),
    ]);
    released++;
  }
  return released;
}

/**
 * Cancels a reservation in Smoobu (a stay that was refunded), then marks the local booking
 * cancelled. Throws while Smoobu does not answer, so pg-boss retries with backoff; a reservation
 * Smoobu no longer knows counts as cancelled. Without Smoobu (the demo) only the local booking changes;
 * with a key but no signing secret nothing changes (Smoobu would still hold the nights) and the
 * job fails with the reason, to be retried once the secret is set.
 */
export async function cancelSmoobuReservation(smoobuBookingId: number): Promise<void> {
  const setup = smoobuSetupFromEnv();
  if (setup.state === "unsigned") throw new Error(`Smoobu reservation ${smoobuBookingId} not cancelled: ${setup.reason}`);
  const client = smoobuFromEnv();
  if (client) {
    try {
      await client.cancelReservation(smoobuBookingId);
    } catch (error) {
      if (!(error instanceof SmoobuError && error.status === 404)) throw error;
    }
  }
  const db = await getDb();
  await db.booking.updateMany({ where: { smoobuBookingId, type: { notIn: ["cancelled", "deleted"] } }, data: { type: "cancelled" } });
}
