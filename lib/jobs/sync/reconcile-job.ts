import type { Db } from "@/lib/db/client";
import type { SmoobuClient } from "@/lib/integrations/smoobu";
import type { SyncRun } from "@/generated/prisma/client";
import type { RunLease } from "./lease";
import { runReconciliation } from "./reconcile";
import { createRun, finishRun, SyncAlreadyRunningError } from "./runs";

/**
 * The reconcile queue's job: the run of `runId` (started from admin bookings), or without one (the
 * nightly schedule) a new run. When one is already active, its lease decides: held by a living
 * process, this job ends; left by a process that died, this job takes the run over (it starts over,
 * which is harmless), so an orphan never blocks the reconciliation for hours.
 */
export async function runReconcileJob(runId: string | undefined, deps: { db: Db; client: SmoobuClient | null; lease: RunLease }): Promise<SyncRun | null> {
  const { db, client } = deps;
  if (!client) {
    if (runId) await finishRun(db, runId, "failed", "Reconciliation failed: Smoobu is not configured (SMOOBU_API_KEY)");
    return null;
  }
  let id = runId;
  if (!id) {
    try {
      id = (await createRun(db, "reconcile", { scheduled: true })).id;
    } catch (error) {
      if (!(error instanceof SyncAlreadyRunningError)) throw error;
      id = error.runId;
    }
  }
  const run = id;
  const ran = await deps.lease(run, () => runReconciliation(run, { db, client }));
  if (ran === null) console.info(`[reconcile] run ${run} is being executed by another process; this job ends`);
  return ran;
}
