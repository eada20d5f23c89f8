"use server";

import { actionClient } from "@/lib/actions/client";
import { auth, signOut } from "@/lib/auth/config";
import { revokeSessionById } from "@/lib/data/user-sessions";

/**
 * Ends the session of this browser: its server-side row is revoked first (so a copy of the
 * cookie stops working too), then the cookie is cleared; the page then shows the signed-out state.
 */
export const signOutAction = actionClient
  .metadata({ actionName: "signOut", messages: "auth" })
  .action(async () => {
    const sessionId = (await auth())?.sessionId;
    if (sessionId) await revokeSessionById(sessionId);
    await signOut({ redirect: false });
    return { ok: true as const };
  });
