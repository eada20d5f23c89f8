"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { setBalanceDueDate } from "@/lib/data/payment-schedule";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { moveDueDateSchema } from "@/lib/schemas/mail-timeline";

/** The office moves a stay's balance due date, or back to the house's rule with null (admin booking view). */
export const moveDueDateAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "moveDueDate", messages: "adminTimeline" })
  .inputSchema(moveDueDateSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput, ctx }) => {
    const outcome = await setBalanceDueDate({ ...parsedInput, adminId: ctx.user.id });
    if (!outcome.ok) throw new ExpectedError(outcome.error);
    return { ok: true };
  });
