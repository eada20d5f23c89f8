"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { resendTimelineMail } from "@/lib/data/mail-timeline-record";
import { timelineCompose } from "@/lib/jobs/timeline-wiring";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { resendMailSchema } from "@/lib/schemas/mail-timeline";

/** The office sends a timeline mail again, written anew with today's facts (admin booking view). */
export const resendMailAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "resendMail", messages: "adminTimeline" })
  .inputSchema(resendMailSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const outcome = await resendTimelineMail({ ...parsedInput, compose: timelineCompose() });
    if (!outcome.ok) throw new ExpectedError(outcome.error);
    return { ok: true };
  });
