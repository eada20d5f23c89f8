"use server";

import { ExpectedError, roleClient } from "@/lib/actions/client";
import { getDb } from "@/lib/db";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { smoobuFromEnv, smoobuMissingCode } from "@/lib/integrations/smoobu";
import { enqueue, QUEUES } from "@/lib/jobs/queue";
import { historyWindow } from "@/lib/jobs/sync/bookings-sync";
import { createRun, finishRun, SyncAlreadyRunningError } from "@/lib/jobs/sync/runs";

/** 'Sync from Smoobu': queues the historical sync; the panel follows its progress by run id. */
export const startBookingsSyncAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "startBookingsSync", messages: "sync" })
  .action(async ({ ctx }) => {
    if (!smoobuFromEnv()) throw new ExpectedError(smoobuMissingCode());
    const db = await getDb();
    let runId: string;
    try {
      runId = (await createRun(db, "bookings_history", { ...historyWindow(new Date()), startedBy: ctx.user.id })).id;
    } catch (error) {
      if (error instanceof SyncAlreadyRunningError) throw new ExpectedError("syncAlreadyRunning");
      throw error;
    }
    try {
      await enqueue(QUEUES.bookingsSync, { runId });
    } catch (error) {
      // Without its job the run would block every later start: close it.
      await finishRun(db, runId, "failed", "Failed to sync bookings: the job could not be queued");
      throw error;
    }
    return { runId };
  });
