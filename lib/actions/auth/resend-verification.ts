"use server";

import { headers } from "next/headers";
import { flattenValidationErrors } from "next-safe-action";
import { actionClient, translateValidationErrors } from "@/lib/actions/client";
import { enforceRateLimit } from "@/lib/actions/rate-limit";
import { enqueueAccountMail } from "@/lib/jobs/account-mail";
import { resendVerificationSchema } from "@/lib/schemas/auth";
import { clientLimitAddressFrom } from "@/lib/security/client-ip";
import { RATE_LIMITS } from "@/lib/security/rate-limit-policies";

/**
 * A new verification link for an account that cannot sign in yet. Same answer and same work for
 * every address (two counters, one queued job); the job (lib/jobs/account-mail.ts) decides
 * whether there is an unverified account to mail.
 */
export const resendVerificationAction = actionClient
  .metadata({ actionName: "resendVerification", messages: "auth" })
  .inputSchema(resendVerificationSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: input, bindArgsParsedInputs: [locale] }) => {
    await enforceRateLimit(RATE_LIMITS.mailLinkPerIp, clientLimitAddressFrom(await headers()) ?? "unknown");
    await enforceRateLimit(RATE_LIMITS.mailLinkPerEmail, input.email);
    await enqueueAccountMail({ kind: "verification", email: input.email, locale });
    return { ok: true as const };
  });
