"use server";

import { ExpectedError, roleClient } from "@/lib/actions/client";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { SmoobuError, smoobuFromEnv } from "@/lib/integrations/smoobu";

/** 'API Connection Test': GET /me and /apartments; a Smoobu error is an answer to show, not a failure. */
export const testApiConnectionAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "testApiConnection", messages: "dev" })
  .action(async () => {
    const client = smoobuFromEnv({ maxRetryWaitMs: 2_000 });
    if (!client) throw new ExpectedError("smoobuNotConfigured");
    try {
      const me = await client.me();
      const apartments = await client.apartments();
      const name = [me.firstName, me.lastName].filter(Boolean).join(" ") || String(me.id);
      return { ok: true as const, name, email: me.email ?? "", apartments };
    } catch (error) {
      if (!(error instanceof SmoobuError)) throw error;
      return { ok: false as const, detail: error.message };
    }
  });
