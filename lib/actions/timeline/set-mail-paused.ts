"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { setMailPaused } from "@/lib/data/mail-timeline-record";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { setMailPausedSchema } from "@/lib/schemas/mail-timeline";

/** The office pauses (or resumes) one mail of a booking's timeline not yet sent (admin booking view). */
export const setMailPausedAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "setMailPaused", messages: "adminTimeline" })
  .inputSchema(setMailPausedSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput, ctx }) => {
    const outcome = await setMailPaused({ ...parsedInput, adminId: ctx.user.id });
    if (!outcome.ok) throw new ExpectedError(outcome.error);
    return { ok: true };
  });
