"use server";

import { flattenValidationErrors } from "next-safe-action";
import { AuthError } from "next-auth";
import { actionClient, ExpectedError, translateValidationErrors } from "@/lib/actions/client";
import { signIn, SignInRefused } from "@/lib/auth/config";
import { signInSchema } from "@/lib/schemas/auth";

/**
 * E-mail + password sign-in. next-auth's credentials provider does the checks (rate limits,
 * password, verified, active: lib/auth/credentials.ts) so that its own endpoint obeys the same
 * rules; this action turns its refusal into a translated message and returns where to go next.
 */
export const signInAction = actionClient
  .metadata({ actionName: "signIn", messages: "auth" })
  .inputSchema(signInSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: input, bindArgsParsedInputs: [locale] }) => {
    try {
      await signIn("credentials", { email: input.email, password: input.password, redirect: false });
    } catch (error) {
      if (error instanceof SignInRefused) throw new ExpectedError(error.code, error.minutes ? { minutes: error.minutes } : {});
      // next-auth wraps errors thrown in authorize; the cause tells which refusal it was.
      if (error instanceof AuthError && error.cause?.err instanceof SignInRefused) {
        const refusal = error.cause.err;
        throw new ExpectedError(refusal.code, refusal.minutes ? { minutes: refusal.minutes } : {});
      }
      throw error;
    }
    return { ok: true as const, locale };
  });

