"use server";

import { ExpectedError, roleClient } from "@/lib/actions/client";
import { getDb } from "@/lib/db";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { smoobuFromEnv, smoobuMissingCode } from "@/lib/integrations/smoobu";
import { enqueue, QUEUES } from "@/lib/jobs/queue";
import { createRun, finishRun, SyncAlreadyRunningError } from "@/lib/jobs/sync/runs";

/**
 * 'Reconcile with Smoobu': queues a reconciliation; the button follows its progress by run id.
 * While one is active the button follows that one instead, and its job is queued again: the
 * lease lets one execution through, and a run whose process died is taken over (reconcile-job.ts).
 */
export const startReconciliationAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "startReconciliation", messages: "sync" })
  .action(async ({ ctx }) => {
    if (!smoobuFromEnv()) throw new ExpectedError(smoobuMissingCode());
    const db = await getDb();
    let runId: string;
    let alreadyRunning = false;
    try {
      runId = (await createRun(db, "reconcile", { startedBy: ctx.user.id })).id;
    } catch (error) {
      if (!(error instanceof SyncAlreadyRunningError)) throw error;
      runId = error.runId;
      alreadyRunning = true;
    }
    try {
      await enqueue(QUEUES.reconcile, { runId });
    } catch (error) {
      // Without its job a new run would block every later start: close it.
      if (!alreadyRunning) await finishRun(db, runId, "failed", "Reconciliation failed: the job could not be queued");
      throw error;
    }
    return { runId, alreadyRunning };
  });
