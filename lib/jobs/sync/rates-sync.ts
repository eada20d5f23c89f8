import type { Db } from "@/lib/db/client";
import { dateOnly, money } from "@/lib/domain/smoobu-booking";
import type { SmoobuClient } from "@/lib/integrations/smoobu";
import type { SyncRun } from "@/generated/prisma/client";
import { propertyTags, revalidatePublic } from "../revalidate";
import { isoDate } from "./bookings-sync";
import { finishRun, updateRun } from "./runs";

// Rates sync ('Sync Rates (24 months)' and nightly): GET /rates for every property with a Smoobu
// id, from today for 24 months, and replace that window of property_rates per property in one
// transaction (a night Smoobu no longer lists goes back to "no row", which reads as available).

export const RATES_MONTHS = 24;
/** Apartments per request: keeps URLs short and one answer small. */
const BATCH = 10;

export function ratesWindow(now: Date): { start: string; end: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + RATES_MONTHS, now.getUTCDate() - 1));
  return { start: isoDate(start), end: isoDate(end) };
}

export async function runRatesSync(runId: string, deps: { db: Db; client: SmoobuClient; now?: Date }): Promise<SyncRun> {
  const { db, client } = deps;
  const { start, end } = ratesWindow(deps.now ?? new Date());
  try {
    const properties = await db.property.findMany({ where: { smoobuPropertyId: { not: null } }, select: { id: true, slug: true, smoobuPropertyId: true }, orderBy: { name: "asc" } });
    await updateRun(db, runId, { status: "running", total: properties.length, params: { start, end } });
    let done = 0;
    let failed = 0;
    for (let i = 0; i < properties.length; i += BATCH) {
      const batch = properties.slice(i, i + BATCH);
      const data = await client.rates(batch.map((p) => p.smoobuPropertyId ?? 0), start, end);
      for (const p of batch) {
        const days = data[String(p.smoobuPropertyId)];
        if (!days) {
          failed++;
          console.warn(`[rates] Smoobu sent no rates for apartment ${p.smoobuPropertyId} (${p.slug})`);
          continue;
        }
        const rows = Object.entries(days)
          .filter(([day]) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= start && day <= end)
          .map(([day, r]) => ({ propertyId: p.id, date: dateOnly(day), price: money(r.price), available: r.available, minLengthOfStay: r.min_length_of_stay !== null && r.min_length_of_stay !== undefined ? Math.round(r.min_length_of_stay) : null }));
        await db.$transaction([
          db.propertyRate.deleteMany({ where: { propertyId: p.id, date: { gte: dateOnly(start), lte: dateOnly(end) } } }),
          db.propertyRate.createMany({ data: rows }),
        ]);
        done++;
      }
      await updateRun(db, runId, { done, failed });
    }
    revalidatePublic(propertyTags(properties));
    return await finishRun(db, runId, failed ? "failed" : "succeeded", `Rates of ${done} properties synced from ${start} to ${end}${failed ? `, ${failed} failed` : ""}`);
  } catch (error) {
    console.error(`[rates] run ${runId} failed`, error);
    return finishRun(db, runId, "failed", `Error syncing rates: ${error instanceof Error ? error.message : String(error)}`);
  }
}
