"use server";

import { flattenValidationErrors } from "next-safe-action";
import { authedClient, translateValidationErrors } from "@/lib/actions/client";
import { saveProfile } from "@/lib/data/profile";
import { profileSchema } from "@/lib/schemas/profile";

/** The signed-in user's own personal info; the user id comes from the session, never from the form. */
export const updateProfileAction = authedClient
  .metadata({ actionName: "updateProfile", messages: "account" })
  .inputSchema(profileSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput, ctx }) => {
    await saveProfile(ctx.user.id, parsedInput);
    return { ok: true as const };
  });
