"use server";

import { authedClient } from "@/lib/actions/client";
import { signOut } from "@/lib/auth/config";
import { revokeAllUserSessions } from "@/lib/data/user-sessions";

/** "Sign out everywhere" on the profile: ends every session of the signed-in user, this one included. */
export const endAllSessionsAction = authedClient
  .metadata({ actionName: "endAllSessions", messages: "account" })
  .action(async ({ ctx }) => {
    await revokeAllUserSessions(ctx.user.id);
    await signOut({ redirect: false });
    return { ok: true as const };
  });
