import { createHash } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { parseSmoobuDelivery, type SmoobuDelivery } from "@/lib/schemas/smoobu-webhook";

// Smoobu's webhook, the receiving half (INTEGRATIONS.md: unsigned, repeated, out of order, "answer
// 200 fast"). The body is checked, stored as a delivery (one row per distinct body: a repeat is the
// same row) and handed to the job queue; the work, re-reading Smoobu included, happens in the job
// (webhook-process.ts). If the queue cannot be reached the row is still there, and the sweep
// (webhook-queue.ts) queues it again, so Smoobu is answered 200 either way.

export type WebhookAnswer =
  | { status: 200; body: { outcome: "queued" | "duplicate" | "ignored" | "acknowledged"; deliveryId?: string } }
  | { status: 400; body: { error: "invalid payload"; reason: string } };

export interface ReceiveDeps {
  db: Db;
  /** Queues the job of a stored delivery. */
  enqueue: (deliveryId: string) => Promise<unknown>;
  /** How long the answer waits for the queue (the delivery is stored already). */
  enqueueTimeoutMs?: number;
}

const refused = (reason: string): WebhookAnswer => ({ status: 400, body: { error: "invalid payload", reason } });

function actionOf(delivery: SmoobuDelivery): string {
  if (delivery.kind === "booking" || delivery.kind === "unknown") return delivery.action;
  return delivery.kind === "rates" ? "updateRates" : "newMessage";
}

/** What the delivery row says about its booking or apartment, for lookups and /dev. */
function keysOf(delivery: SmoobuDelivery): { bookingId: number | null; apartmentId: number | null } {
  if (delivery.kind === "booking") return { bookingId: delivery.bookingId, apartmentId: delivery.apartmentId };
  if (delivery.kind === "rates") return { bookingId: null, apartmentId: delivery.apartmentIds.length === 1 ? (delivery.apartmentIds[0] ?? null) : null };
  return { bookingId: null, apartmentId: null };
}

async function withTimeout(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the job queue did not answer within ${ms} ms`)), ms);
  });
  try {
    // race() handles `work` settling later too: a late failure is never an unhandled rejection.
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks and stores one webhook body: 400 with a reason when it is not a Smoobu delivery or
 * describes a booking that cannot be true (nothing is stored then); otherwise 200 at once, with
 * `queued` (stored, job sent), `duplicate` (this body was received before), `ignored` (an action
 * we do not handle, recorded) or `acknowledged` (newMessage: nothing to do, nothing kept).
 * Throws only when the database cannot store it, which the route answers 503 (Smoobu repeats).
 */
export async function receiveSmoobuWebhook(rawBody: string, deps: ReceiveDeps): Promise<WebhookAnswer> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return refused("the body is not JSON");
  }
  const parsed = parseSmoobuDelivery(json);
  if (!parsed.ok) return refused(parsed.reason);
  const { delivery } = parsed;
  if (delivery.kind === "message") return { status: 200, body: { outcome: "acknowledged" } };

  const bodyHash = createHash("sha256").update(rawBody).digest("hex");
  const { bookingId, apartmentId } = keysOf(delivery);
  const unknown = delivery.kind === "unknown";
  // ON CONFLICT: 20 copies of one delivery arriving at once give one row, and only the request that
  // inserted it queues the job.
  const rows = await deps.db.$queryRaw<{ id: string }[]>`
    INSERT INTO smoobu_webhook_deliveries (id, body_hash, action, smoobu_booking_id, apartment_id, payload, status, outcome, processed_at)
    VALUES (gen_random_uuid(), ${bodyHash}, ${actionOf(delivery)}, ${bookingId}, ${apartmentId}, ${JSON.stringify(json)}::jsonb,
      ${unknown ? "processed" : "queued"}::smoobu_delivery_status, ${unknown ? "ignored" : null}, ${unknown ? new Date() : null})
    ON CONFLICT (body_hash) DO NOTHING
    RETURNING id::text AS id`;
  const id = rows[0]?.id;
  if (!id) return { status: 200, body: { outcome: "duplicate" } };
  if (unknown) return { status: 200, body: { outcome: "ignored", deliveryId: id } };
  try {
    await withTimeout(deps.enqueue(id), deps.enqueueTimeoutMs ?? 5_000);
  } catch (error) {
    console.warn(`[webhook] Smoobu delivery ${id} stored but not queued; the sweep queues it`, error instanceof Error ? error.message : error);
  }
  return { status: 200, body: { outcome: "queued", deliveryId: id } };
}
