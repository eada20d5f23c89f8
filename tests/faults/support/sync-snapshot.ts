import type { Db } from "@/lib/db/client";

// What a bookings sync writes, in a form two databases can be compared in: bookings, the
// properties it created or matched, and channels, keyed by Smoobu ids (our uuids and write
// timestamps differ between two runs and say nothing about the data).

export async function syncSnapshot(db: Db) {
  const bookings = await db.booking.findMany({
    orderBy: { smoobuBookingId: "asc" },
    omit: { id: true, propertyId: true, channelId: true, createdAt: true, updatedAt: true, priceElementsAt: true },
    include: { property: { select: { smoobuPropertyId: true } }, channel: { select: { smoobuChannelId: true } } },
  });
  const properties = await db.property.findMany({ orderBy: { slug: "asc" }, select: { slug: true, name: true, smoobuPropertyId: true, isVisible: true, maxGuests: true } });
  const channels = await db.channel.findMany({ orderBy: { smoobuChannelId: "asc" }, select: { smoobuChannelId: true, name: true } });
  return { bookings: bookings.map((b) => ({ ...b, price: b.price?.toString() ?? null, prepayment: b.prepayment?.toString() ?? null, deposit: b.deposit?.toString() ?? null })), properties, channels };
}
