import type { Db } from "@/lib/db/client";
import type { SmoobuClient } from "@/lib/integrations/smoobu";
import type { SyncRun } from "@/generated/prisma/client";
import { isoDate, runBookingsSync } from "./bookings-sync";
import type { RunLease } from "./lease";
import { createRun, findActiveRun, lastSuccessfulBookingsSyncStart, SyncAlreadyRunningError } from "./runs";

/** Without any earlier successful run, the incremental sync looks this far back. */
const FIRST_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/**
 * The 15-minute sync: bookings changed since the start of the last successful bookings run
 * (as a date: Smoobu filters modifiedFrom by day, and re-reading a day is harmless because writes
 * are idempotent). Skipped while a historical or another incremental run is active.
 */
export async function startIncrementalSync(deps: { db: Db; client: SmoobuClient; pauseMs: number; now?: Date; lease?: RunLease }): Promise<SyncRun | null> {
  const { db } = deps;
  if (await findActiveRun(db, "bookings_history")) return null;
  const since = (await lastSuccessfulBookingsSyncStart(db)) ?? new Date((deps.now ?? new Date()).getTime() - FIRST_LOOKBACK_MS);
  let run: SyncRun;
  try {
    run = await createRun(db, "bookings_incremental", { modifiedFrom: isoDate(since) });
  } catch (error) {
    if (error instanceof SyncAlreadyRunningError) return null;
    throw error;
  }
  const execute = () => runBookingsSync(run.id, { db, client: deps.client, pauseMs: deps.pauseMs });
  return deps.lease ? deps.lease(run.id, execute) : execute();
}
