"use server";

import { headers } from "next/headers";
import { flattenValidationErrors } from "next-safe-action";
import { actionClient, translateValidationErrors } from "@/lib/actions/client";
import { enforceRateLimit } from "@/lib/actions/rate-limit";
import { resendVerification } from "@/lib/data/accounts";
import { resendVerificationSchema } from "@/lib/schemas/auth";
import { clientIpFrom } from "@/lib/security/client-ip";
import { RATE_LIMITS } from "@/lib/security/rate-limit-policies";

/** A new verification link for an account that cannot sign in yet; same answer for every address. */
export const resendVerificationAction = actionClient
  .metadata({ actionName: "resendVerification", messages: "auth" })
  .inputSchema(resendVerificationSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: input, bindArgsParsedInputs: [locale] }) => {
    await enforceRateLimit(RATE_LIMITS.mailLinkPerIp, clientIpFrom(await headers()) ?? "unknown");
    await enforceRateLimit(RATE_LIMITS.mailLinkPerEmail, input.email);
    await resendVerification(input.email, locale);
    return { ok: true as const };
  });
