import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { SmoobuError, type SmoobuClient } from "@/lib/integrations/smoobu";
import type { SmoobuBooking } from "@/lib/schemas/smoobu";
import type { SmoobuDelivery } from "@/lib/schemas/smoobu-webhook";
import { propertyTags, revalidatePublic } from "../revalidate";
import { newWriterCache, writeSmoobuBooking, type WriteOptions, type WriteOutcome } from "./booking-writer";

// The booking actions of a Smoobu delivery, in its job. The payload is a hint: when the API is
// configured the booking is read again from Smoobu before writing (INTEGRATIONS.md); an older
// version never overwrites a newer one and a deletion is sticky (booking-writer); a thin cancel or
// delete (little more than the id) acts on our stored booking by its Smoobu id.

export interface HandledDelivery {
  status: "processed" | "rejected";
  outcome: string;
}

type BookingDelivery = Extract<SmoobuDelivery, { kind: "booking" }>;
type Reread = { kind: "found"; booking: SmoobuBooking } | { kind: "gone" } | { kind: "impossible"; reason: string } | { kind: "unreadable" };

const processed = (outcome: string): HandledDelivery => ({ status: "processed", outcome });

async function reread(client: SmoobuClient | null, id: number): Promise<Reread> {
  if (!client) return { kind: "unreadable" };
  try {
    return { kind: "found", booking: await client.reservation(id) };
  } catch (error) {
    if (!(error instanceof SmoobuError)) throw error;
    if (error.notFound) return { kind: "gone" };
    // Smoobu answered, but with a booking that cannot be true (our schema refused it).
    if (error.status >= 200 && error.status < 300) return { kind: "impossible", reason: error.detail };
    // Unreachable after the client's retries: the payload is Smoobu's own copy of a moment ago,
    // and the incremental sync corrects it within 15 minutes.
    console.warn(`[webhook] could not re-read booking ${id} from Smoobu; using the payload`, error.message);
    return { kind: "unreadable" };
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

export async function handleBookingDelivery(delivery: BookingDelivery, deps: { db: Db; client: SmoobuClient | null }): Promise<HandledDelivery> {
  const { db, client } = deps;
  const { action, bookingId, booking } = delivery;
  if (action === "deleteReservation") {
    if (!booking) return markStored(db, bookingId, "deleted");
    if (!(await db.booking.findUnique({ where: { smoobuBookingId: bookingId }, select: { id: true } }))) return processed("unknownBooking");
    return written(await write(db, booking, { deleted: true }));
  }
  const fresh = await reread(client, bookingId);
  if (action === "cancelReservation") {
    // A cancellation delivered before Smoobu's API reflects it is still a cancellation; one Smoobu
    // no longer has (or cannot tell us about) cancels what we hold.
    if (fresh.kind === "found") return written(await write(db, { ...fresh.booking, type: "cancellation" }));
    if (booking) return written(await write(db, { ...booking, type: "cancellation" }));
    return markStored(db, bookingId, "cancelled");
  }
  if (fresh.kind === "impossible") return { status: "rejected", outcome: `rejected: ${fresh.reason}`.slice(0, 300) };
  if (fresh.kind === "found") return written(await write(db, fresh.booking));
  // Gone from Smoobu or unreadable: the payload is what we have (a later delete still wins).
  if (!booking) return { status: "rejected", outcome: "rejected: no booking in the payload" };
  return written(await write(db, booking));
}
