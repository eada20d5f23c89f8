"use server";

import { ExpectedError, roleClient } from "@/lib/actions/client";
import { getLatestHistoryProgress, getSyncProgress } from "@/lib/data/sync-runs";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { syncProgressQuerySchema } from "@/lib/schemas/sync";

/** Progress of a run (polled by the panel), or of the latest historical run when no id is given. */
export const getSyncProgressAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "getSyncProgress", messages: "sync" })
  .inputSchema(syncProgressQuerySchema)
  .action(async ({ parsedInput }) => {
    if (!parsedInput.runId) return { run: await getLatestHistoryProgress() };
    const run = await getSyncProgress(parsedInput.runId);
    if (!run) throw new ExpectedError("runNotFound");
    return { run };
  });
