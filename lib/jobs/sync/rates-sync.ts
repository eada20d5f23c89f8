import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { addDays, isIsoDate } from "@/lib/domain/dates";
import { dateOnly, MAX_BOOKING_AMOUNT, money } from "@/lib/domain/smoobu-booking";
import type { SmoobuClient } from "@/lib/integrations/smoobu";
import type { SmoobuRateDay } from "@/lib/schemas/smoobu";
import type { SyncRun } from "@/generated/prisma/client";
import { propertyTags, revalidatePublic } from "../revalidate";
import { isoDate } from "./bookings-sync";
import { finishRun, updateRun } from "./runs";

// Rates sync ('Sync Rates (24 months)', nightly, and an updateRates webhook for its apartment):
// GET /rates for properties with a Smoobu id, and replace that window of property_rates per
// property in one transaction (a night Smoobu no longer lists goes back to "no row", which reads
// as available).

export const RATES_MONTHS = 24;
/** Apartments per request: keeps URLs short and one answer small. */
const BATCH = 10;
/**
 * Days per request. The largest range GET /rates accepts is not documented (INTEGRATIONS.md), and
 * a service may narrow it silently; 90 days keeps each answer small whatever the limit.
 */
export const RATES_CHUNK_DAYS = 90;
/** A bound on requests per batch, should an answer keep narrowing to a single day. */
const MAX_REQUESTS_PER_BATCH = 2_000;

export function ratesWindow(now: Date): { start: string; end: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + RATES_MONTHS, now.getUTCDate() - 1));
  return { start: isoDate(start), end: isoDate(end) };
}

/** A property whose rates come from Smoobu. */
export interface RatesProperty {
  id: string;
  slug: string;
  smoobuPropertyId: number;
}

export interface RatesRefresh {
  refreshed: RatesProperty[];
  /** Properties Smoobu sent nothing for (no key for their apartment): their rows are left as they were. */
  missing: RatesProperty[];
}

type RateRow = { propertyId: string; date: Date; price: string | null; available: boolean; minLengthOfStay: number | null };

function rateRow(propertyId: string, day: string, r: SmoobuRateDay): RateRow {
  // A price or minimum stay no night can have is read as "none" rather than failing the refresh.
  const price = r.price !== null && r.price !== undefined && r.price >= 0 && r.price <= MAX_BOOKING_AMOUNT ? money(r.price) : null;
  const minStay = r.min_length_of_stay;
  return {
    propertyId,
    date: dateOnly(day),
    price,
    available: r.available,
    minLengthOfStay: minStay !== null && minStay !== undefined && Number.isFinite(minStay) && minStay >= 0 && minStay <= 3_650 ? Math.round(minStay) : null,
  };
}

async function refreshBatch(deps: { db: Db; client: SmoobuClient }, batch: RatesProperty[], start: string, end: string): Promise<RatesRefresh> {
  const { db, client } = deps;
  const rows = new Map(batch.map((p) => [p.id, new Map<string, RateRow>()]));
  const missing = new Set<string>();
  let cursor = start;
  for (let requests = 0; cursor <= end; requests++) {
    if (requests >= MAX_REQUESTS_PER_BATCH) throw new Error(`GET /rates kept narrowing its answer; stopped at ${cursor}`);
    const chunkEnd = addDays(cursor, RATES_CHUNK_DAYS - 1) < end ? addDays(cursor, RATES_CHUNK_DAYS - 1) : end;
    const data = await client.rates(batch.map((p) => p.smoobuPropertyId), cursor, chunkEnd);
    let last: string | null = null;
    for (const p of batch) {
      const days = data[String(p.smoobuPropertyId)];
      if (!days) {
        missing.add(p.id);
        continue;
      }
      for (const [day, r] of Object.entries(days)) {
        if (!isIsoDate(day) || day < cursor || day > chunkEnd) continue;
        rows.get(p.id)?.set(day, rateRow(p.id, day, r));
        if (last === null || day > last) last = day;
      }
    }
    // Smoobu lists every day of the range it serves (days without a price as price null,
    // available 0), so an answer ending before the chunk's end was narrowed: go on after it.
    cursor = last !== null && last < chunkEnd ? addDays(last, 1) : addDays(chunkEnd, 1);
  }
  const refreshed: RatesProperty[] = [];
  for (const p of batch) {
    if (missing.has(p.id)) {
      console.warn(`[rates] Smoobu sent no rates for apartment ${p.smoobuPropertyId} (${p.slug})`);
      continue;
    }
    const replace = () =>
      db.$transaction([
        db.propertyRate.deleteMany({ where: { propertyId: p.id, date: { gte: dateOnly(start), lte: dateOnly(end) } } }),
        db.propertyRate.createMany({ data: [...(rows.get(p.id)?.values() ?? [])] }),
      ]);
    try {
      await replace();
    } catch (error) {
      // Another refresh of the same days (the nightly sync beside a webhook's) inserted them
      // between our delete and insert: once more, after it committed.
      if (!isUniqueViolation(error)) throw error;
      await replace();
    }
    refreshed.push(p);
  }
  return { refreshed, missing: batch.filter((p) => missing.has(p.id)) };
}

/**
 * Refreshes the rates of `properties` from `start` to `end` (inclusive, YYYY-MM-DD) from Smoobu,
 * asked in chunks of at most RATES_CHUNK_DAYS, and revalidates the public pages of those that
 * changed. Throws when Smoobu cannot be asked (after the client's own retries).
 */
export async function refreshPropertyRates(deps: { db: Db; client: SmoobuClient }, properties: RatesProperty[], start: string, end: string): Promise<RatesRefresh> {
  const result: RatesRefresh = { refreshed: [], missing: [] };
  for (let i = 0; i < properties.length; i += BATCH) {
    const batch = await refreshBatch(deps, properties.slice(i, i + BATCH), start, end);
    result.refreshed.push(...batch.refreshed);
    result.missing.push(...batch.missing);
    if (batch.refreshed.length) revalidatePublic(propertyTags(batch.refreshed));
  }
  return result;
}

/** Properties with a Smoobu id, all of them or those of the given apartments. */
export async function ratesProperties(db: Db, apartmentIds?: number[]): Promise<RatesProperty[]> {
  const rows = await db.property.findMany({
    where: { smoobuPropertyId: apartmentIds ? { in: apartmentIds } : { not: null } },
    select: { id: true, slug: true, smoobuPropertyId: true },
    orderBy: { name: "asc" },
  });
  return rows.flatMap((p) => (p.smoobuPropertyId === null ? [] : [{ id: p.id, slug: p.slug, smoobuPropertyId: p.smoobuPropertyId }]));
}

export async function runRatesSync(runId: string, deps: { db: Db; client: SmoobuClient; now?: Date }): Promise<SyncRun> {
  const { db } = deps;
  const { start, end } = ratesWindow(deps.now ?? new Date());
  try {
    const properties = await ratesProperties(db);
    await updateRun(db, runId, { status: "running", total: properties.length, params: { start, end } });
    let done = 0;
    let failed = 0;
    for (let i = 0; i < properties.length; i += BATCH) {
      const batch = await refreshPropertyRates(deps, properties.slice(i, i + BATCH), start, end);
      done += batch.refreshed.length;
      failed += batch.missing.length;
      await updateRun(db, runId, { done, failed });
    }
    return await finishRun(db, runId, failed ? "failed" : "succeeded", `Rates of ${done} properties synced from ${start} to ${end}${failed ? `, ${failed} failed` : ""}`);
  } catch (error) {
    console.error(`[rates] run ${runId} failed`, error);
    return finishRun(db, runId, "failed", `Error syncing rates: ${error instanceof Error ? error.message : String(error)}`);
  }
}
