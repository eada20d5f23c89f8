import type { Db } from "@/lib/db/client";
import type { SmoobuClient } from "@/lib/integrations/smoobu";
import { parseSmoobuDelivery } from "@/lib/schemas/smoobu-webhook";
import type { SmoobuDeliveryStatus } from "@/generated/prisma/client";
import { BookingNotConfirmedError, handleBookingDelivery, type HandledDelivery } from "./webhook-booking";
import { handleRatesDelivery } from "./webhook-rates";

// Smoobu's webhook, the working half: one stored delivery, in its job (or inline on /dev and in
// tests). Handling a delivery twice is harmless (the writes are idempotent), so a job that died
// half way is simply run again: the delivery stays `queued` until it is finished.

/** Claims after which a delivery that keeps failing (or crashing its worker) is given up. */
export const MAX_DELIVERY_ATTEMPTS = 5;

export interface ProcessDeps {
  db: Db;
  client: SmoobuClient | null;
  now?: Date;
}

export interface ProcessResult {
  status: SmoobuDeliveryStatus;
  outcome: string | null;
}

async function finish(db: Db, id: string, result: HandledDelivery | { status: "failed"; outcome: string }, now: Date): Promise<ProcessResult> {
  await db.smoobuWebhookDelivery.updateMany({ where: { id, status: "queued" }, data: { status: result.status, outcome: result.outcome, processedAt: now } });
  const row = await db.smoobuWebhookDelivery.findUniqueOrThrow({ where: { id }, select: { status: true, outcome: true } });
  return row;
}

const running = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after every earlier work of this process under the same key. Two deliveries of one
 * booking handled at once (the /dev panel beside a worker, tests) would each read "not stored
 * yet" and the older could overwrite the newer; one after the other, the writer's own checks
 * hold. A worker takes one job at a time, and with the API configured every delivery writes
 * Smoobu's current copy anyway.
 */
async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const current = (running.get(key) ?? Promise.resolve()).then(work, work);
  const tail = current.catch(() => undefined);
  running.set(key, tail);
  try {
    return await current;
  } finally {
    if (running.get(key) === tail) running.delete(key);
  }
}

async function handle(payload: unknown, deps: ProcessDeps, attempt: number): Promise<HandledDelivery> {
  // Checked when it was received; read again so the job works from what was stored.
  const parsed = parseSmoobuDelivery(payload);
  if (!parsed.ok) return { status: "rejected", outcome: `rejected: ${parsed.reason}`.slice(0, 300) };
  const { delivery } = parsed;
  if (delivery.kind === "booking") return oneAtATime(`booking:${delivery.bookingId}`, () => handleBookingDelivery(delivery, { ...deps, attempt }));
  if (delivery.kind === "rates") return oneAtATime("rates", () => handleRatesDelivery(delivery, deps));
  return { status: "processed", outcome: "ignored" };
}

/**
 * Handles one stored Smoobu delivery and records its outcome (status processed, or rejected when
 * Smoobu's own copy of the booking cannot be true). A delivery already finished is left as it is
 * and its recorded result returned. An unexpected failure is thrown (the job is retried; the
 * delivery stays queued) until MAX_DELIVERY_ATTEMPTS, after which it is marked failed.
 */
export async function processSmoobuDelivery(id: string, deps: ProcessDeps): Promise<ProcessResult> {
  const { db } = deps;
  const claimed = await db.smoobuWebhookDelivery.updateMany({ where: { id, status: "queued" }, data: { attempts: { increment: 1 } } });
  const delivery = await db.smoobuWebhookDelivery.findUnique({ where: { id }, select: { status: true, outcome: true, attempts: true, payload: true } });
  if (!delivery) throw new Error(`Smoobu delivery ${id} does not exist`);
  if (claimed.count === 0) return { status: delivery.status, outcome: delivery.outcome };
  const now = () => deps.now ?? new Date();
  if (delivery.attempts > MAX_DELIVERY_ATTEMPTS) return finish(db, id, { status: "failed", outcome: `failed: gave up after ${MAX_DELIVERY_ATTEMPTS} attempts` }, now());
  try {
    return await finish(db, id, await handle(delivery.payload, deps, delivery.attempts), now());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Expected while Smoobu's read lags behind its webhook: the queue's retry reads again.
    if (error instanceof BookingNotConfirmedError) console.warn(`[webhook] Smoobu delivery ${id}: ${message}`);
    else console.error(`[webhook] Smoobu delivery ${id} failed (attempt ${delivery.attempts})`, error);
    if (delivery.attempts >= MAX_DELIVERY_ATTEMPTS) return finish(db, id, { status: "failed", outcome: `failed: ${message}`.slice(0, 300) }, now());
    throw error;
  }
}
