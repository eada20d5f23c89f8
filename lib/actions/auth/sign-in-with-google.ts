"use server";

import { z } from "zod";
import { actionClient, ExpectedError } from "@/lib/actions/client";
import { googleSignInEnabled, signIn } from "@/lib/auth/config";
import { safeCallbackPath } from "@/lib/domain/callback-url";

/** Starts Google's sign-in: redirects the browser to Google, which comes back to next-auth's callback. */
export const signInWithGoogleAction = actionClient
  .metadata({ actionName: "signInWithGoogle", messages: "auth" })
  .inputSchema(z.object({ callbackUrl: z.string().max(2000).nullable() }))
  .action(async ({ parsedInput }) => {
    if (!googleSignInEnabled()) throw new ExpectedError("googleUnavailable");
    // signIn answers with a redirect (thrown); next-safe-action lets Next's redirects through.
    await signIn("google", { redirectTo: safeCallbackPath(parsedInput.callbackUrl) });
    return { ok: true as const };
  });
