import "server-only";
import { getDb } from "@/lib/db";
import { ATTENTION } from "@/lib/domain/offer-checkout";
import { flag, scheduleNextTry } from "./offer-reservation";

/**
 * The safety net behind bookOfferReservation (every 5 minutes): an offer paid more than
 * `graceMinutes` ago with no booking and no attention flag.
 * - With a Smoobu reservation request whose next step is overdue (its job lost with a crashed
 *   process, or the inline attempt cut off mid-POST): that step is queued again; the request's
 *   own rules decide (a POST cut off is looked up before anything is sent).
 * - Without one, the process stopped between recording the payment and booking the stay: it is
 *   flagged and the office is mailed, so the guest's money is never forgotten.
 * Returns the offers flagged and the requests queued again.
 */
export async function flagStalledOfferFulfilments(now: Date, graceMinutes = 10): Promise<string[]> {
  return (await checkOfferFulfilments(now, graceMinutes)).flagged;
}

export async function checkOfferFulfilments(now: Date, graceMinutes = 10): Promise<{ flagged: string[]; requeued: string[] }> {
  const db = await getDb();
  const before = new Date(now.getTime() - graceMinutes * 60_000);
  const stalled = await db.offer.findMany({
    where: { paidAt: { lt: before }, booking: null, attentionReason: null },
    select: {
      id: true,
      smoobuRequest: { select: { id: true, tries: true, nextTryAt: true, updatedAt: true } },
      ledger: { where: { kind: "payment", purpose: "offer_deposit" }, orderBy: { occurredAt: "asc" }, take: 1, select: { id: true, attemptId: true } },
    },
  });
  const flagged: string[] = [];
  const requeued: string[] = [];
  for (const offer of stalled) {
    const request = offer.smoobuRequest;
    if (request) {
      const dueAt = request.nextTryAt ?? request.updatedAt;
      if (dueAt < before) {
        await scheduleNextTry(request.id, request.tries + 1, 0, now);
        requeued.push(request.id);
      }
      continue;
    }
    const payment = offer.ledger[0];
    if (!payment?.attemptId) continue;
    await flag(offer.id, payment.attemptId, payment.id, ATTENTION.fulfilmentStalled);
    flagged.push(offer.id);
  }
  return { flagged, requeued };
}
