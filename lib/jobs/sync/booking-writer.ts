import type { Db } from "@/lib/db/client";
import { isBookingOverlapError, isUniqueViolation } from "@/lib/db/errors";
import { normalizePriceElements, shouldApply, toBookingRow, type BookingKind } from "@/lib/domain/smoobu-booking";
import { newPropertyDefaults } from "@/lib/domain/smoobu-property";
import type { SmoobuBooking, SmoobuPriceElement } from "@/lib/schemas/smoobu";

// Writes one Smoobu booking (sync, single import, webhook): resolves or creates its property and
// channel, refuses stale versions, upserts on smoobu_booking_id, and turns an overlap refused by
// the bookings_no_overlap constraint into an outcome instead of an exception.
//
// Not marked "server-only" although it is server code: it runs in the job workers started from
// instrumentation.ts, where Next has rejected that marker; nothing here is imported by client code.

export type WriteOutcome =
  | { kind: "created" | "updated"; propertyId: string; propertySlug: string }
  | { kind: "stale"; propertyId: string; propertySlug: string }
  | { kind: "overlap"; propertyId: string; propertySlug: string };

/** Per-run memo of Smoobu ids → our ids, so 10,000 bookings do not mean 20,000 extra lookups. */
export interface WriterCache {
  properties: Map<number, { id: string; slug: string }>;
  channels: Map<number, string>;
}
export const newWriterCache = (): WriterCache => ({ properties: new Map(), channels: new Map() });

async function propertyFor(db: Db, b: SmoobuBooking, cache: WriterCache): Promise<{ id: string; slug: string }> {
  const known = cache.properties.get(b.apartment.id);
  if (known) return known;
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await db.property.findUnique({ where: { smoobuPropertyId: b.apartment.id }, select: { id: true, slug: true } });
    if (existing) {
      cache.properties.set(b.apartment.id, existing);
      return existing;
    }
    const base = newPropertyDefaults(b.apartment, null, new Set()).slug;
    const taken = await db.property.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
    const defaults = newPropertyDefaults(b.apartment, { adults: b.adults ?? 1, children: b.children ?? 0 }, new Set(taken.map((t) => t.slug)));
    try {
      const created = await db.property.create({ data: defaults, select: { id: true, slug: true } });
      console.info(`[sync] created hidden property "${created.slug}" for Smoobu apartment ${b.apartment.id}`);
      cache.properties.set(b.apartment.id, created);
      return created;
    } catch (error) {
      // Another writer created it (or took the slug) in the meantime: read again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`could not create a property for Smoobu apartment ${b.apartment.id}`);
}

async function channelFor(db: Db, b: SmoobuBooking, cache: WriterCache): Promise<string | null> {
  if (!b.channel) return null;
  const known = cache.channels.get(b.channel.id);
  if (known) return known;
  const name = b.channel.name?.trim() || `Channel ${b.channel.id}`;
  const row = await db.channel.upsert({ where: { smoobuChannelId: b.channel.id }, create: { smoobuChannelId: b.channel.id, name }, update: { name }, select: { id: true } });
  cache.channels.set(b.channel.id, row.id);
  return row.id;
}

/** What the writer needs to know of a stored booking (prefetched per page by the sync). */
export type StoredBooking = { type: BookingKind; modifiedAtSmoobu: Date | null } | null;

export interface WriteOptions {
  deleted?: boolean;
  /** The stored version, when the caller already read it (undefined: read it here). */
  stored?: StoredBooking;
  /** Price elements fetched with the booking (includePriceElements) or separately. */
  priceElements?: SmoobuPriceElement[] | null;
  now?: Date;
}

export async function writeSmoobuBooking(db: Db, b: SmoobuBooking, cache: WriterCache, options: WriteOptions = {}): Promise<WriteOutcome> {
  const row = toBookingRow(b, { deleted: options.deleted });
  const property = await propertyFor(db, b, cache);
  const channelId = await channelFor(db, b, cache);
  const stored = options.stored !== undefined ? options.stored : await db.booking.findUnique({ where: { smoobuBookingId: row.smoobuBookingId }, select: { type: true, modifiedAtSmoobu: true } });
  const at = { propertyId: property.id, propertySlug: property.slug };
  if (!shouldApply(row, stored)) return { kind: "stale", ...at };
  const elements = options.priceElements ?? b.priceElements;
  const priceData = elements ? { priceElements: normalizePriceElements(elements), priceElementsAt: options.now ?? new Date() } : {};
  const data = { ...row, propertyId: property.id, channelId, ...priceData };
  try {
    await db.booking.upsert({ where: { smoobuBookingId: row.smoobuBookingId }, create: data, update: data });
  } catch (error) {
    if (!isBookingOverlapError(error)) throw error;
    console.warn(
      `[sync] Smoobu booking ${row.smoobuBookingId} (${b.arrival} → ${b.departure}) overlaps another live booking of property "${property.slug}"; skipped`,
    );
    return { kind: "overlap", ...at };
  }
  return { kind: stored ? "updated" : "created", ...at };
}

/**
 * Inserts bookings not stored yet in one statement (the historical sync's common case: a page of
 * 100 new bookings is one INSERT instead of 100 upserts, far less time and garbage per booking).
 * All or nothing: when any row is refused (an overlap, a duplicate within the page, a concurrent
 * writer), nothing is written and null comes back, so the caller writes them one by one and
 * counts each outcome as before.
 */
export async function createNewBookings(db: Db, bookings: SmoobuBooking[], cache: WriterCache, now = new Date()): Promise<WriteOutcome[] | null> {
  const outcomes: WriteOutcome[] = [];
  const rows = [];
  for (const b of bookings) {
    const property = await propertyFor(db, b, cache);
    const channelId = await channelFor(db, b, cache);
    const priceData = b.priceElements ? { priceElements: normalizePriceElements(b.priceElements), priceElementsAt: now } : {};
    rows.push({ ...toBookingRow(b, {}), propertyId: property.id, channelId, ...priceData });
    outcomes.push({ kind: "created", propertyId: property.id, propertySlug: property.slug });
  }
  try {
    await db.booking.createMany({ data: rows });
    return outcomes;
  } catch {
    return null;
  }
}
