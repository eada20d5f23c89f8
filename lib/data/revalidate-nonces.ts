import "server-only";
import { getDb } from "@/lib/db";
import { NONCE_RETENTION_MS } from "@/lib/domain/revalidate-request";

// Nonces of /api/internal/revalidate requests already accepted, in processed_webhook_events
// (provider "revalidate"), so that every instance on the database refuses a replay.
const PROVIDER = "revalidate";

/**
 * Records the nonce; false when it was used before. Also forgets nonces older than
 * NONCE_RETENTION_MS, which no accepted body can carry any more (revalidations are rare: a few
 * per sync, so pruning on each one costs nothing worth a job).
 */
export async function claimRevalidationNonce(nonce: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const [, created] = await db.$transaction([
    db.processedWebhookEvent.deleteMany({ where: { provider: PROVIDER, receivedAt: { lt: new Date(now.getTime() - NONCE_RETENTION_MS) } } }),
    db.processedWebhookEvent.createMany({ data: [{ provider: PROVIDER, eventId: nonce, receivedAt: now }], skipDuplicates: true }),
  ]);
  return created.count === 1;
}
