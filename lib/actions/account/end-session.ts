"use server";

import { flattenValidationErrors } from "next-safe-action";
import { authedClient, ExpectedError, translateValidationErrors } from "@/lib/actions/client";
import { signOut } from "@/lib/auth/config";
import { revokeUserSession } from "@/lib/data/user-sessions";
import { endSessionSchema } from "@/lib/schemas/user-sessions";

/**
 * "End session" on one row of the profile's session list. Only the signed-in user's own sessions:
 * the user id from the session is part of the revoke condition, so another account's session id
 * answers "sessionNotFound", exactly like an unknown or already ended one, and nothing changes.
 */
export const endSessionAction = authedClient
  .metadata({ actionName: "endSession", messages: "account" })
  .inputSchema(endSessionSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: { sessionId }, ctx }) => {
    if (!(await revokeUserSession(ctx.user.id, sessionId))) throw new ExpectedError("sessionNotFound");
    const endedCurrent = sessionId === ctx.user.sessionId;
    // Ending this browser's own session is a sign-out: clear its cookie too.
    if (endedCurrent) await signOut({ redirect: false });
    return { ok: true as const, endedCurrent };
  });
