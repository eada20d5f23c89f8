"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { setRemindersWaived } from "@/lib/data/payment-schedule";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { waiveRemindersSchema } from "@/lib/schemas/mail-timeline";

/** The office waives (or restores) a stay's balance reminders (admin booking view). */
export const waiveRemindersAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "waiveReminders", messages: "adminTimeline" })
  .inputSchema(waiveRemindersSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput, ctx }) => {
    const outcome = await setRemindersWaived({ ...parsedInput, adminId: ctx.user.id });
    if (!outcome.ok) throw new ExpectedError(outcome.error);
    return { ok: true };
  });
