"use server";

import { headers } from "next/headers";
import { flattenValidationErrors } from "next-safe-action";
import { actionClient, translateValidationErrors } from "@/lib/actions/client";
import { enforceRateLimit } from "@/lib/actions/rate-limit";
import { requestPasswordReset } from "@/lib/data/accounts";
import { requestPasswordResetSchema } from "@/lib/schemas/auth";
import { clientIpFrom } from "@/lib/security/client-ip";
import { RATE_LIMITS } from "@/lib/security/rate-limit-policies";

/** 'Forgot password?': mails a one-hour, single-use link; the answer never tells whether the address has an account. */
export const requestPasswordResetAction = actionClient
  .metadata({ actionName: "requestPasswordReset", messages: "auth" })
  .inputSchema(requestPasswordResetSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: input, bindArgsParsedInputs: [locale] }) => {
    await enforceRateLimit(RATE_LIMITS.mailLinkPerIp, clientIpFrom(await headers()) ?? "unknown");
    await enforceRateLimit(RATE_LIMITS.mailLinkPerEmail, input.email);
    await requestPasswordReset(input.email, locale);
    return { ok: true as const };
  });
