import type { Db } from "@/lib/db/client";
import { enqueue, QUEUES } from "../queue";
import { MAX_DELIVERY_ATTEMPTS, processSmoobuDelivery, type ProcessDeps } from "./webhook-process";

/** A delivery still queued this long after it arrived lost its job (a crash, an unreachable queue). */
export const STALE_DELIVERY_MS = 5 * 60_000;

/** Jobs taken per fetch: pg-boss waits its polling interval between fetches, whatever it found. */
export const DELIVERY_BATCH = 10;

/** The job of one delivery; its id is the singleton key, so it is queued at most once at a time. */
export async function enqueueSmoobuDelivery(deliveryId: string): Promise<void> {
  await enqueue(QUEUES.smoobuWebhook, { deliveryId }, { singletonKey: deliveryId });
}

/**
 * Queues again the deliveries still `queued` STALE_DELIVERY_MS after they arrived (their job was
 * never sent, or its worker died), oldest first; those claimed MAX_DELIVERY_ATTEMPTS times
 * without finishing are marked failed instead, so a delivery that crashes its worker cannot loop.
 */
export async function sweepSmoobuDeliveries(deps: { db: Db; enqueue: (deliveryId: string) => Promise<unknown>; now?: Date }): Promise<{ requeued: number; failed: number }> {
  const { db } = deps;
  const now = deps.now ?? new Date();
  const before = new Date(now.getTime() - STALE_DELIVERY_MS);
  const gaveUp = await db.smoobuWebhookDelivery.updateMany({
    where: { status: "queued", receivedAt: { lt: before }, attempts: { gte: MAX_DELIVERY_ATTEMPTS } },
    data: { status: "failed", outcome: `failed: gave up after ${MAX_DELIVERY_ATTEMPTS} attempts`, processedAt: now },
  });
  const stale = await db.smoobuWebhookDelivery.findMany({ where: { status: "queued", receivedAt: { lt: before } }, select: { id: true }, orderBy: { receivedAt: "asc" }, take: 200 });
  for (const { id } of stale) await deps.enqueue(id);
  if (stale.length || gaveUp.count) console.info(`[webhook] sweep: ${stale.length} Smoobu deliveries queued again, ${gaveUp.count} given up`);
  return { requeued: stale.length, failed: gaveUp.count };
}

/**
 * The worker of QUEUES.smoobuWebhook: the deliveries of one fetch, one after the other (in the
 * order Smoobu sent them). One that fails does not hold up the others; the batch then fails and
 * is retried, which repeats nothing for the deliveries already finished.
 */
export async function workSmoobuDeliveries(deliveryIds: string[], deps: ProcessDeps): Promise<void> {
  let failure: unknown = null;
  for (const id of deliveryIds) {
    try {
      await processSmoobuDelivery(id, deps);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
}
