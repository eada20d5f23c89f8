"use server";

import { actionClient } from "@/lib/actions/client";
import { signOut } from "@/lib/auth/config";

/** Ends the session of this browser (the cookie); the page then shows the signed-out state. */
export const signOutAction = actionClient
  .metadata({ actionName: "signOut", messages: "auth" })
  .action(async () => {
    await signOut({ redirect: false });
    return { ok: true as const };
  });
