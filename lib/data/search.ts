import "server-only";
import { getDb } from "@/lib/db";
import type { RateNight } from "@/lib/domain/availability";
import { fromIsoDate, toIsoDate, type IsoDate } from "@/lib/domain/dates";
import { toRappen } from "@/lib/domain/money";
import type { SearchCandidate } from "@/lib/domain/search";

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
 * The nightly rates of a stay for several properties, in one query, grouped by property. The
 * arrival night is among them, with its minimum length of stay.
 */
export async function readRatesForStay(propertyIds: readonly string[], checkIn: IsoDate, checkOut: IsoDate) {
  const db = await getDb();
  const rows = await db.propertyRate.findMany({
    where: { propertyId: { in: [...propertyIds] }, date: { gte: fromIsoDate(checkIn), lt: fromIsoDate(checkOut) } },
    orderBy: [{ propertyId: "asc" }, { date: "asc" }],
  });
  const byProperty = new Map<string, RateNight[]>();
  for (const r of rows) {
    const list = byProperty.get(r.propertyId) ?? [];
    list.push({ date: toIsoDate(r.date), available: r.available, price: r.price === null ? null : toRappen(r.price), minLengthOfStay: r.minLengthOfStay });
    byProperty.set(r.propertyId, list);
  }
  return byProperty;
}
