import type { Db } from "@/lib/db/client";
import { SmoobuError, type SmoobuClient } from "@/lib/integrations/smoobu";
import { propertyTags, revalidatePublic } from "../revalidate";
import { newWriterCache, writeSmoobuBooking } from "./booking-writer";
import { createRun, finishRun } from "./runs";

// 'Import Single Booking': one booking by its Smoobu id, with its price elements. Fast enough to
// run inside the admin's request; still recorded as a sync run for the developer tools.

export type SingleImportOutcome = "imported" | "alreadyExists" | "notFound" | "overlap" | "failed";

export async function importSingleBooking(bookingId: number, deps: { db: Db; client: SmoobuClient }): Promise<SingleImportOutcome> {
  const { db, client } = deps;
  if (await db.booking.findUnique({ where: { smoobuBookingId: bookingId }, select: { id: true } })) return "alreadyExists";
  const run = await createRun(db, "single_import", { bookingId }, { exclusive: false });
  try {
    const booking = await client.reservation(bookingId);
    const priceElements = await client.priceElements(bookingId).catch((error: unknown) => {
      // The booking is still worth importing; its prices can be fetched again later.
      console.warn(`[import] price elements of ${bookingId} unavailable`, error);
      return null;
    });
    const outcome = await writeSmoobuBooking(db, booking, newWriterCache(), { priceElements });
    if (outcome.kind === "overlap") {
      await finishRun(db, run.id, "failed", `Booking ${bookingId} overlaps another booking`);
      return "overlap";
    }
    await db.syncRun.update({ where: { id: run.id }, data: { total: 1, done: 1 } });
    await finishRun(db, run.id, "succeeded", `Imported booking ${bookingId}`);
    revalidatePublic(propertyTags([{ id: outcome.propertyId, slug: outcome.propertySlug }]));
    return "imported";
  } catch (error) {
    if (error instanceof SmoobuError && error.notFound) {
      await finishRun(db, run.id, "failed", `Booking ${bookingId} not found in Smoobu`);
      return "notFound";
    }
    console.error(`[import] booking ${bookingId} failed`, error);
    await finishRun(db, run.id, "failed", `Failed to import booking ${bookingId}: ${error instanceof Error ? error.message : String(error)}`);
    return "failed";
  }
}
