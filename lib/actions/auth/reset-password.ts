"use server";

import { headers } from "next/headers";
import { flattenValidationErrors } from "next-safe-action";
import { actionClient, ExpectedError, translateValidationErrors } from "@/lib/actions/client";
import { enforceRateLimit } from "@/lib/actions/rate-limit";
import { getSessionUser } from "@/lib/auth/session";
import { resetPassword } from "@/lib/data/accounts";
import { resetPasswordSchema } from "@/lib/schemas/auth";
import { clientLimitAddressFrom } from "@/lib/security/client-ip";
import { RATE_LIMITS } from "@/lib/security/rate-limit-policies";

/**
 * A new password from a reset link; every session of the account ends (lib/data/accounts), except
 * this browser's own when it is signed in to that account.
 */
export const resetPasswordAction = actionClient
  .metadata({ actionName: "resetPassword", messages: "auth" })
  .inputSchema(resetPasswordSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: input }) => {
    await enforceRateLimit(RATE_LIMITS.resetPasswordPerIp, clientLimitAddressFrom(await headers()) ?? "unknown");
    const current = await getSessionUser();
    if (!(await resetPassword(input.token, input.password, current?.sessionId ?? null))) throw new ExpectedError("linkInvalid");
    return { ok: true as const };
  });
