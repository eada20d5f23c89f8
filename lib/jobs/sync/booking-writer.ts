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
  // Smoobu's reference-id is null for reservations created through its API (ours): an empty one
  // never replaces the reference we gave the stay (the guest has it, the office searches by it).
  const { referenceId, ...kept } = data;
  const update = referenceId === null ? kept : data;
  try {
    await db.booking.upsert({ where: { smoobuBookingId: row.smoobuBookingId }, create: data, update });
  } catch (error) {
    if (!isBookingOverlapError(error)) throw error;
    console.warn(
      `[sync] Smoobu booking ${row.smoobuBookingId} (${b.arrival} → ${b.departure}) overlaps another live booking of property "${property.slug}"; skipped`,
    );
    return { kind: "overlap", ...at };
  }
  return { kind: stored ? "updated" : "created", ...at };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const isoTime = (d: Date | null) => (d ? d.toISOString().slice(11, 19) : null);

/**
 * Inserts bookings not stored yet in one statement (the historical sync's common case: a page of
 * 100 new bookings is one INSERT instead of 100 upserts). All or nothing: when any row is refused
 * (an overlap, a duplicate within the page, a concurrent writer), nothing is written and null
 * comes back, so the caller writes them one by one and counts each outcome as before.
 *
 * Raw SQL over one JSON parameter rather than createMany: Prisma's query compiler builds and
 * interprets a plan holding every value of a createMany, about 27 MB of garbage per page of 100,
 * which made the importer's heap (and RSS) balloon past 500 MB on 10,000 bookings. Column types
 * come from jsonb_to_recordset's column list, so the values are still typed by PostgreSQL.
 */
export async function createNewBookings(db: Db, bookings: SmoobuBooking[], cache: WriterCache, now = new Date()): Promise<WriteOutcome[] | null> {
  const outcomes: WriteOutcome[] = [];
  const rows = [];
  for (const b of bookings) {
    const property = await propertyFor(db, b, cache);
    const channelId = await channelFor(db, b, cache);
    const row = toBookingRow(b, {});
    rows.push({
      ...row,
      arrival: isoDay(row.arrival),
      departure: isoDay(row.departure),
      checkIn: isoTime(row.checkIn),
      checkOut: isoTime(row.checkOut),
      propertyId: property.id,
      channelId,
      priceElements: b.priceElements ? normalizePriceElements(b.priceElements) : null,
      priceElementsAt: b.priceElements ? now : null,
    });
    outcomes.push({ kind: "created", propertyId: property.id, propertySlug: property.slug });
  }
  try {
    await db.$executeRaw`
      INSERT INTO bookings (id, smoobu_booking_id, reference_id, type, arrival, departure, created_at_smoobu, modified_at_smoobu,
        property_id, channel_id, guest_name, email, phone, adults, children, check_in, check_out, notice, price, price_paid,
        prepayment, prepayment_paid, deposit, deposit_paid, language, guest_app_url, is_blocked_booking, guest_id,
        price_elements, price_elements_at, created_at, updated_at)
      SELECT gen_random_uuid(), r."smoobuBookingId", r."referenceId", r."type", r.arrival, r.departure, r."createdAtSmoobu", r."modifiedAtSmoobu",
        r."propertyId", r."channelId", r."guestName", r.email, r.phone, r.adults, r.children, r."checkIn", r."checkOut", r.notice, r.price, r."pricePaid",
        r.prepayment, r."prepaymentPaid", r.deposit, r."depositPaid", r.language, r."guestAppUrl", r."isBlockedBooking", r."guestId",
        r."priceElements", r."priceElementsAt", ${now}, ${now}
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
        "smoobuBookingId" int, "referenceId" text, "type" booking_type, arrival date, departure date, "createdAtSmoobu" timestamptz, "modifiedAtSmoobu" timestamptz,
        "propertyId" uuid, "channelId" uuid, "guestName" text, email citext, phone text, adults int, children int, "checkIn" time, "checkOut" time, notice text,
        price numeric, "pricePaid" boolean, prepayment numeric, "prepaymentPaid" boolean, deposit numeric, "depositPaid" boolean, language text,
        "guestAppUrl" text, "isBlockedBooking" boolean, "guestId" int, "priceElements" jsonb, "priceElementsAt" timestamptz)`;
    return outcomes;
  } catch {
    return null;
  }
}
