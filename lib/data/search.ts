import "server-only";
import { getDb } from "@/lib/db";
import { withTakenNights, type RateNight } from "@/lib/domain/availability";
import { fromIsoDate, toIsoDate, type IsoDate } from "@/lib/domain/dates";
import { toRappen } from "@/lib/domain/money";
import type { SearchCandidate } from "@/lib/domain/search";
import { readTakenStays } from "./availability";

const rappen = (d: { toString(): string } | null) => (d === null ? null : toRappen(d));

/** Every visible property with what the search and pricing need. */
export async function listSearchCandidates(): Promise<SearchCandidate[]> {
  const db = await getDb();
  const rows = await db.property.findMany({
    where: { isVisible: true },
    orderBy: { name: "asc" },
    select: { id: true, slug: true, location: true, maxGuests: true, pricePerNight: true, cleaningFee: true, downpaymentAmount: true },
  });
  return rows.map((p) => ({
    id: p.id,
    slug: p.slug,
    location: p.location,
    maxGuests: p.maxGuests,
    pricePerNight: rappen(p.pricePerNight),
    cleaningFee: rappen(p.cleaningFee),
    downpaymentAmount: rappen(p.downpaymentAmount),
  }));
}

/**
 * The nightly rates of a stay for several properties, grouped by property, with the nights our
 * own bookings and holds take added as not available (the rule checkout sells by; see
 * lib/data/quote.ts readSellableStay). The arrival night is among them, with its minimum stay.
 */
export async function readRatesForStay(propertyIds: readonly string[], checkIn: IsoDate, checkOut: IsoDate) {
  const db = await getDb();
  const [rows, taken] = await Promise.all([
    db.propertyRate.findMany({
      where: { propertyId: { in: [...propertyIds] }, date: { gte: fromIsoDate(checkIn), lt: fromIsoDate(checkOut) } },
      orderBy: [{ propertyId: "asc" }, { date: "asc" }],
    }),
    readTakenStays(propertyIds, checkIn, checkOut),
  ]);
  const byProperty = new Map<string, RateNight[]>();
  for (const r of rows) {
    const list = byProperty.get(r.propertyId) ?? [];
    list.push({ date: toIsoDate(r.date), available: r.available, price: r.price === null ? null : toRappen(r.price), minLengthOfStay: r.minLengthOfStay });
    byProperty.set(r.propertyId, list);
  }
  for (const [propertyId, stays] of taken) byProperty.set(propertyId, withTakenNights(byProperty.get(propertyId) ?? [], stays, checkIn, checkOut));
  return byProperty;
}
