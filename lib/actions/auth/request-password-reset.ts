"use server";

import { headers } from "next/headers";
import { flattenValidationErrors } from "next-safe-action";
import { actionClient, translateValidationErrors } from "@/lib/actions/client";
import { enforceRateLimit } from "@/lib/actions/rate-limit";
import { enqueueAccountMail } from "@/lib/jobs/account-mail";
import { requestPasswordResetSchema } from "@/lib/schemas/auth";
import { clientLimitAddressFrom } from "@/lib/security/client-ip";
import { RATE_LIMITS } from "@/lib/security/rate-limit-policies";

/**
 * 'Forgot password?': mails a one-hour, single-use link. The answer never tells whether the address
 * has an account, nor does its timing: the action does the same work for every address (two
 * counters, one queued job) and the job (lib/jobs/account-mail.ts) looks the account up and
 * writes the mail, or nothing.
 */
export const requestPasswordResetAction = actionClient
  .metadata({ actionName: "requestPasswordReset", messages: "auth" })
  .inputSchema(requestPasswordResetSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: input, bindArgsParsedInputs: [locale] }) => {
    await enforceRateLimit(RATE_LIMITS.mailLinkPerIp, clientLimitAddressFrom(await headers()) ?? "unknown");
    await enforceRateLimit(RATE_LIMITS.mailLinkPerEmail, input.email);
    await enqueueAccountMail({ kind: "passwordReset", email: input.email, locale });
    return { ok: true as const };
  });
