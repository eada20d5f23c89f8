"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { setBookingMailsPaused } from "@/lib/data/mail-timeline-record";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { setBookingMailsPausedSchema } from "@/lib/schemas/mail-timeline";

/** The office pauses (or resumes) every mail of a booking (admin booking view). */
export const setBookingMailsPausedAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "setBookingMailsPaused", messages: "adminTimeline" })
  .inputSchema(setBookingMailsPausedSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput, ctx }) => {
    const outcome = await setBookingMailsPaused({ ...parsedInput, adminId: ctx.user.id });
    if (!outcome.ok) throw new ExpectedError(outcome.error);
    return { ok: true };
  });
