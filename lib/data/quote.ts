import "server-only";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db";
import { sellableStay, withTakenNights, type RateNight, type SellableStay } from "@/lib/domain/availability";
import { fromIsoDate, toIsoDate, type IsoDate } from "@/lib/domain/dates";
import { calendarNights, type CalendarNights } from "@/lib/domain/calendar-day";
import { checkMinStay, type MinStayCheck } from "@/lib/domain/min-stay";
import { toRappen } from "@/lib/domain/money";
import { isSlug } from "@/lib/domain/slug";
import { readTakenStaysOf } from "./availability";
import { cacheTags } from "./cache-tags";

export interface QuoteProperty {
  id: string;
  maxGuests: number;
  pricePerNight: number | null;
  cleaningFee: number | null;
  downpaymentAmount: number | null;
}

/** What pricing needs of a visible property; null when unknown or hidden. */
export async function findQuoteProperty(slug: string): Promise<QuoteProperty | null> {
  // Not a slug (a NUL, a control character): names no property, and PostgreSQL would refuse it.
  if (!isSlug(slug)) return null;
  const db = await getDb();
  const p = await db.property.findFirst({
    where: { slug, isVisible: true },
    select: { id: true, maxGuests: true, pricePerNight: true, cleaningFee: true, downpaymentAmount: true },
  });
  if (!p) return null;
  const rappen = (d: { toString(): string } | null) => (d === null ? null : toRappen(d));
  return {
    id: p.id,
    maxGuests: p.maxGuests,
    pricePerNight: rappen(p.pricePerNight),
    cleaningFee: rappen(p.cleaningFee),
    downpaymentAmount: rappen(p.downpaymentAmount),
  };
}

/**
 * The nightly rates of a stay (check-in inclusive, check-out exclusive), prices in Rappen. The
 * arrival night is among them, so its minimum length of stay is too (lib/domain/min-stay).
 */
export async function readStayRates(propertyId: string, checkIn: IsoDate, checkOut: IsoDate): Promise<RateNight[]> {
  const db = await getDb();
  const rows = await db.propertyRate.findMany({
    where: { propertyId, date: { gte: fromIsoDate(checkIn), lt: fromIsoDate(checkOut) } },
    orderBy: { date: "asc" },
  });
  return rows.map((r) => ({
    date: toIsoDate(r.date),
    available: r.available,
    price: r.price === null ? null : toRappen(r.price),
    minLengthOfStay: r.minLengthOfStay,
  }));
}

/**
 * The rates of a stay as everything that sells or shows it reads them (the quote, Reserve,
 * checkout): Smoobu's rates plus the nights our own live bookings and unexpired holds take
 * (lib/domain/availability.ts withTakenNights), `exceptOfferId`'s own hold aside.
 */
export async function readSellableStay(propertyId: string, checkIn: IsoDate, checkOut: IsoDate, options: { exceptOfferId?: string | null; now?: Date } = {}): Promise<SellableStay> {
  const [rates, taken] = await Promise.all([readStayRates(propertyId, checkIn, checkOut), readTakenStaysOf(propertyId, checkIn, checkOut, options)]);
  return sellableStay(rates, taken, checkIn, checkOut);
}

/**
 * Whether a stay is at least as long as its arrival night's minimum in today's rates (see
 * checkMinStay). Only the arrival night is read: no other night's minimum counts.
 */
export async function checkStayMinimum(propertyId: string, checkIn: IsoDate, checkOut: IsoDate): Promise<MinStayCheck> {
  const db = await getDb();
  const rows = await db.propertyRate.findMany({
    where: { propertyId, date: fromIsoDate(checkIn) },
    select: { date: true, minLengthOfStay: true },
  });
  return checkMinStay(rows.map((r) => ({ date: toIsoDate(r.date), minLengthOfStay: r.minLengthOfStay })), checkIn, checkOut);
}

/** Five minutes at most; a rates sync or a booking webhook revalidates the property's tag at once. */
export const AVAILABILITY_REVALIDATE_SECONDS = 300;

/**
 * The nights from `from` (inclusive) to `to` (exclusive) that cannot be booked, and the minimum
 * stay of arrivals on them. Every property page view asks for them (the booking card's calendar),
 * so Smoobu's part comes from Next's data cache under the property's rates tag, which the sync
 * jobs already revalidate; our own bookings and holds are read fresh (a hold lasts half an hour)
 * and added by the same rule the quote and checkout use.
 */
export async function readCalendarNights(propertyId: string, from: IsoDate, to: IsoDate): Promise<CalendarNights> {
  const [cached, taken] = await Promise.all([
    unstable_cache(queryCalendarNights, ["availability:calendar-nights"], {
      tags: [cacheTags.rates(propertyId)],
      revalidate: AVAILABILITY_REVALIDATE_SECONDS,
    })(propertyId, from, to),
    readTakenStaysOf(propertyId, from, to),
  ]);
  const takenNights = withTakenNights([], taken, from, to).map((r) => r.date);
  return { ...cached, unavailable: [...new Set([...cached.unavailable, ...takenNights])].sort() };
}

async function queryCalendarNights(propertyId: string, from: IsoDate, to: IsoDate): Promise<CalendarNights> {
  const db = await getDb();
  const rows = await db.propertyRate.findMany({
    where: { propertyId, date: { gte: fromIsoDate(from), lt: fromIsoDate(to) }, OR: [{ available: false }, { minLengthOfStay: { gt: 1 } }] },
    select: { date: true, available: true, minLengthOfStay: true },
    orderBy: { date: "asc" },
  });
  // The same reading of a minimum as the server's check, so the picker never offers what the quote refuses.
  return calendarNights(rows.map((r) => ({ date: toIsoDate(r.date), available: r.available, minLengthOfStay: r.minLengthOfStay })));
}
