import type { Db } from "@/lib/db/client";
import type { SyncRun } from "@/generated/prisma/client";
import type { RunLease } from "./lease";
import { findUnfinishedRuns, finishRun } from "./runs";

// A process that dies mid-sync leaves its run "running" and its pg-boss job "active" until the
// job expires (15 minutes), and a rates run would block the next rates sync for hours. When the
// workers start, every unfinished run whose lease nobody holds is therefore orphaned: a bookings
// run is queued again (it resumes at the page in its cursor), a rates run is closed (the next one
// rewrites the whole window anyway). Queuing a run twice is harmless: the lease lets one
// execution at a time through, and a finished run is left as it is.

export interface RecoveryDeps {
  db: Db;
  lease: RunLease;
  /** Queues the bookings sync job of a run. */
  requeue: (runId: string) => Promise<unknown>;
}

export async function recoverOrphanedRuns(deps: RecoveryDeps): Promise<{ requeued: string[]; abandoned: string[] }> {
  const { db } = deps;
  const requeued: string[] = [];
  const abandoned: string[] = [];
  const runs = await findUnfinishedRuns(db, ["bookings_history", "bookings_incremental", "rates"]);
  for (const candidate of runs) {
    // A rates run is "queued" only for the instant between its creation and its start in the worker.
    if (candidate.kind === "rates" && candidate.status !== "running") continue;
    await deps.lease(candidate.id, async () => {
      // Read again under the lease: it may have finished since the list was read.
      const run: SyncRun | null = await db.syncRun.findUnique({ where: { id: candidate.id } });
      if (!run || run.status === "succeeded" || run.status === "failed") return;
      if (run.kind === "rates") {
        await finishRun(db, run.id, "failed", "Error syncing rates: the server stopped during the run");
        abandoned.push(run.id);
      } else {
        await deps.requeue(run.id);
        requeued.push(run.id);
      }
    });
  }
  if (requeued.length) console.info(`[sync] resuming ${requeued.length} interrupted bookings sync run(s): ${requeued.join(", ")}`);
  if (abandoned.length) console.warn(`[sync] closed ${abandoned.length} rates run(s) interrupted by a stop: ${abandoned.join(", ")}`);
  return { requeued, abandoned };
}
