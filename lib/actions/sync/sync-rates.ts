"use server";

import { ExpectedError, roleClient } from "@/lib/actions/client";
import { getDb } from "@/lib/db";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { smoobuFromEnv, smoobuMissingCode } from "@/lib/integrations/smoobu";
import { runRatesSync } from "@/lib/jobs/sync/rates-sync";
import { createRun, SyncAlreadyRunningError } from "@/lib/jobs/sync/runs";

/**
 * 'Sync Rates (24 months)': runs inside the request (one Smoobu call per ten properties, seconds
 * at most), so the admin gets the result as a toast and the public pages are revalidated at once.
 */
export const syncRatesAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "syncRates", messages: "sync" })
  .action(async ({ ctx }) => {
    const client = smoobuFromEnv({ maxRetryWaitMs: 5_000 });
    if (!client) throw new ExpectedError(smoobuMissingCode());
    const db = await getDb();
    let runId: string;
    try {
      runId = (await createRun(db, "rates", { startedBy: ctx.user.id })).id;
    } catch (error) {
      if (error instanceof SyncAlreadyRunningError) throw new ExpectedError("syncAlreadyRunning");
      throw error;
    }
    const run = await runRatesSync(runId, { db, client });
    if (run.status !== "succeeded") throw new ExpectedError("ratesFailed");
    return { ok: true as const, properties: run.done };
  });
