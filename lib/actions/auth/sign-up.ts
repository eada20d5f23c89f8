"use server";

import { headers } from "next/headers";
import { flattenValidationErrors } from "next-safe-action";
import { actionClient, translateValidationErrors } from "@/lib/actions/client";
import { enforceRateLimit } from "@/lib/actions/rate-limit";
import { registerUser } from "@/lib/data/accounts";
import { signUpSchema } from "@/lib/schemas/auth";
import { clientLimitAddressFrom } from "@/lib/security/client-ip";
import { RATE_LIMITS } from "@/lib/security/rate-limit-policies";

/**
 * Sign-up: an unverified guest account and its verification mail. The answer is the same when
 * the address already has an account (its owner gets a mail instead), so nobody can use this
 * form to find out who has an account.
 */
export const signUpAction = actionClient
  .metadata({ actionName: "signUp", messages: "auth" })
  .inputSchema(signUpSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: input, bindArgsParsedInputs: [locale] }) => {
    await enforceRateLimit(RATE_LIMITS.signUpPerIp, clientLimitAddressFrom(await headers()) ?? "unknown");
    await enforceRateLimit(RATE_LIMITS.signUpPerEmail, input.email);
    await registerUser({ firstName: input.firstName, lastName: input.lastName, email: input.email, password: input.password }, locale);
    return { ok: true as const };
  });
