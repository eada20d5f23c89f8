import "server-only";
import { getDb } from "@/lib/db";
import { channelCollects } from "@/lib/domain/channel-collection";

export type SetCollectionOutcome = { ok: true } | { ok: false; error: "bookingNotFound" | "notChannelCollected" };

/**
 * The office collects a channel stay through us (or gives it back to the channel). Only a stay
 * whose channel collects can be switched: a direct stay is always ours. Who and when are written
 * with it, in the same update, so the booking view can say who decided.
 */
export async function setCollection(input: { bookingId: string; throughUs: boolean; adminId: string }): Promise<SetCollectionOutcome> {
  const db = await getDb();
  const booking = await db.booking.findUnique({ where: { id: input.bookingId }, select: { channel: { select: { name: true } } } });
  if (!booking) return { ok: false, error: "bookingNotFound" };
  if (!channelCollects(booking.channel?.name)) return { ok: false, error: "notChannelCollected" };
  await db.booking.update({
    where: { id: input.bookingId },
    data: { collectThroughUs: input.throughUs, collectionSetById: input.adminId, collectionSetAt: new Date() },
  });
  return { ok: true };
}
