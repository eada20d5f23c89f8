"use server";

import { ExpectedError, roleClient } from "@/lib/actions/client";
import { getLatestProgress, getSyncProgress } from "@/lib/data/sync-runs";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { syncProgressQuerySchema } from "@/lib/schemas/sync";

/** Progress of a run (polled by the panel), or of the latest run of a kind when no id is given. */
export const getSyncProgressAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "getSyncProgress", messages: "sync" })
  .inputSchema(syncProgressQuerySchema)
  .action(async ({ parsedInput }) => {
    if (!parsedInput.runId) return { run: await getLatestProgress(parsedInput.kind) };
    const run = await getSyncProgress(parsedInput.runId);
    if (!run) throw new ExpectedError("runNotFound");
    return { run };
  });
