import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { parseSmoobuTimestamp } from "@/lib/domain/smoobu-booking";
import { SmoobuError, type SmoobuClient } from "@/lib/integrations/smoobu";
import type { SmoobuBooking } from "@/lib/schemas/smoobu";
import type { SmoobuDelivery } from "@/lib/schemas/smoobu-webhook";
import { propertyTags, revalidatePublic } from "../revalidate";
import { newWriterCache, writeSmoobuBooking, type WriteOptions, type WriteOutcome } from "./booking-writer";

// The booking actions of a Smoobu delivery, in its job. Smoobu does not sign its webhooks, so
// anyone who knows the URL can send one: the payload is only a hint. A new or updated booking is
// stored only as Smoobu's API confirms it (read again from Smoobu); a 404 is read again on the job
// queue's retries (Smoobu's read can lag behind its webhook) and then the delivery is dropped with
// the reason; the payload is never written instead. An older version never overwrites a newer
// one and a deletion is sticky (booking-writer); a cancel or delete (little more than the id)
// acts on our stored booking by its Smoobu id, and a cancellation wins over a read that still
// shows the booking live.

/** Reads of a booking Smoobu answers 404 for (one per claim of the delivery) before it is dropped. */
export const NOT_FOUND_READS = 3;

/**
 * Thrown when Smoobu does not (yet) confirm a booking: the delivery stays queued and its job is
 * retried by the queue with backoff (lib/jobs/queue.ts: retryDelay 30 s, doubling).
 */
export class BookingNotConfirmedError extends Error {
  override name = "BookingNotConfirmedError";
}

export interface HandledDelivery {
  status: "processed" | "rejected";
  outcome: string;
}

type BookingDelivery = Extract<SmoobuDelivery, { kind: "booking" }>;
type Reread = { kind: "found"; booking: SmoobuBooking } | { kind: "gone" } | { kind: "impossible"; reason: string } | { kind: "unreadable"; reason: string };

const processed = (outcome: string): HandledDelivery => ({ status: "processed", outcome });

async function reread(client: SmoobuClient | null, id: number): Promise<Reread> {
  if (!client) return { kind: "unreadable", reason: "Smoobu's API is not configured" };
  try {
    return { kind: "found", booking: await client.reservation(id) };
  } catch (error) {
    if (!(error instanceof SmoobuError)) throw error;
    if (error.notFound) return { kind: "gone" };
    // Smoobu answered, but with a booking that cannot be true (our schema refused it).
    if (error.status >= 200 && error.status < 300) return { kind: "impossible", reason: error.detail };
    return { kind: "unreadable", reason: error.message };
  }
}

async function write(db: Db, booking: SmoobuBooking, options: WriteOptions = {}): Promise<WriteOutcome> {
  try {
    return await writeSmoobuBooking(db, booking, newWriterCache(), options);
  } catch (error) {
    // Another delivery of the same booking inserted it at the same moment: once more, it is stored.
    if (!isUniqueViolation(error)) throw error;
    return writeSmoobuBooking(db, booking, newWriterCache(), options);
  }
}

function written(outcome: WriteOutcome): HandledDelivery {
  if (outcome.kind === "created" || outcome.kind === "updated") revalidatePublic(propertyTags([{ id: outcome.propertyId, slug: outcome.propertySlug }]));
  return processed(outcome.kind);
}

/** A thin cancel or delete: our stored booking by its Smoobu id (a deletion stays a deletion). */
async function markStored(db: Db, smoobuBookingId: number, type: "cancelled" | "deleted"): Promise<HandledDelivery> {
  const stored = await db.booking.findUnique({ where: { smoobuBookingId }, select: { id: true, property: { select: { id: true, slug: true } } } });
  if (!stored) return processed("unknownBooking");
  const changed = await db.booking.updateMany({ where: { id: stored.id, type: { notIn: type === "cancelled" ? ["cancelled", "deleted"] : ["deleted"] } }, data: { type } });
  if (changed.count === 0) return processed("unchanged");
  revalidatePublic(propertyTags([stored.property]));
  return processed(type);
}

/** The later of two Smoobu timestamps (as Smoobu writes them), so a cancellation is not older than what it cancels. */
function later(a: string | null, b: string | null | undefined): string | null {
  const [x, y] = [parseSmoobuTimestamp(a), parseSmoobuTimestamp(b)];
  if (!x) return b ?? null;
  if (!y) return a;
  return y > x ? (b ?? null) : a;
}

const dropped = (reason: string): HandledDelivery => ({ status: "rejected", outcome: `dropped: ${reason}`.slice(0, 300) });

export async function handleBookingDelivery(delivery: BookingDelivery, deps: { db: Db; client: SmoobuClient | null; attempt?: number }): Promise<HandledDelivery> {
  const { db, client } = deps;
  const { action, bookingId, booking } = delivery;
  if (action === "deleteReservation") {
    if (!booking) return markStored(db, bookingId, "deleted");
    if (!(await db.booking.findUnique({ where: { smoobuBookingId: bookingId }, select: { id: true } }))) return processed("unknownBooking");
    return written(await write(db, booking, { deleted: true }));
  }
  const fresh = await reread(client, bookingId);
  if (action === "cancelReservation") {
    // A cancellation delivered before Smoobu's API reflects it is still a cancellation (Smoobu's
    // read lags behind its webhook): Smoobu's copy is stored cancelled, with the later of the two
    // timestamps, so the lagging live copy read again later is not newer than the cancellation.
    // One Smoobu no longer has (or cannot tell us about) cancels what we hold, without taking any
    // other field from the payload.
    if (fresh.kind === "found") return written(await write(db, { ...fresh.booking, type: "cancellation", modifiedAt: later(fresh.booking.modifiedAt, booking?.modifiedAt) }));
    return markStored(db, bookingId, "cancelled");
  }
  if (fresh.kind === "impossible") return { status: "rejected", outcome: `rejected: ${fresh.reason}`.slice(0, 300) };
  if (fresh.kind === "found") return written(await write(db, fresh.booking));
  if (fresh.kind === "gone") {
    const attempt = deps.attempt ?? NOT_FOUND_READS;
    if (attempt < NOT_FOUND_READS) throw new BookingNotConfirmedError(`Smoobu answers 404 for booking ${bookingId} (read ${attempt} of ${NOT_FOUND_READS}); read again later`);
    return dropped(`Smoobu answers 404 for booking ${bookingId} (${NOT_FOUND_READS} reads); nothing stored`);
  }
  if (!client) return dropped(`${fresh.reason}, so booking ${bookingId} cannot be confirmed; nothing stored`);
  // Smoobu unreachable after the client's retries: the queue tries again (the payload is not proof).
  throw new Error(`could not read booking ${bookingId} from Smoobu to confirm it: ${fresh.reason}`);
}
