import "server-only";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db";
import { fromIsoDate, toIsoDate, type IsoDate } from "@/lib/domain/dates";
import { toRappen } from "@/lib/domain/money";
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

/** The nightly rates of a stay (check-in inclusive, check-out exclusive), prices in Rappen. */
export async function readStayRates(propertyId: string, checkIn: IsoDate, checkOut: IsoDate) {
  const db = await getDb();
  const rows = await db.propertyRate.findMany({
    where: { propertyId, date: { gte: fromIsoDate(checkIn), lt: fromIsoDate(checkOut) } },
    orderBy: { date: "asc" },
  });
  return rows.map((r) => ({
    date: toIsoDate(r.date),
    available: r.available,
    price: r.price === null ? null : toRappen(r.price),
  }));
}

/** Five minutes at most; a rates sync or a booking webhook revalidates the property's tag at once. */
export const AVAILABILITY_REVALIDATE_SECONDS = 300;

/**
 * The nights from `from` (inclusive) to `to` (exclusive) that Smoobu marks as not available.
 * Every property page view asks for them (the booking card's calendar), so they come from Next's
 * data cache under the property's rates tag, which the sync jobs already revalidate.
 */
export function readUnavailableNights(propertyId: string, from: IsoDate, to: IsoDate): Promise<IsoDate[]> {
  return unstable_cache(queryUnavailableNights, ["availability:unavailable-nights"], {
    tags: [cacheTags.rates(propertyId)],
    revalidate: AVAILABILITY_REVALIDATE_SECONDS,
  })(propertyId, from, to);
}

async function queryUnavailableNights(propertyId: string, from: IsoDate, to: IsoDate): Promise<IsoDate[]> {
  const db = await getDb();
  const rows = await db.propertyRate.findMany({
    where: { propertyId, available: false, date: { gte: fromIsoDate(from), lt: fromIsoDate(to) } },
    select: { date: true },
    orderBy: { date: "asc" },
  });
  return rows.map((r) => toIsoDate(r.date));
}
