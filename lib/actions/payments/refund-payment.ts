"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { refundFromAdmin } from "@/lib/data/admin-refunds";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { toRappen } from "@/lib/domain/money";
import { refundPaymentSchema } from "@/lib/schemas/refunds";

/**
 * An admin refunds a payment (full or partial, with a reason) from the booking view. The amount
 * is checked on the server against what the payment can still give back, with the payment row
 * locked, so two refunds at once can never give back more than was paid. The guest is mailed in
 * their language; with "cancel the stay" the reservation is cancelled in Smoobu too.
 */
export const refundPaymentAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "refundPayment", messages: "adminPayments" })
  .inputSchema(refundPaymentSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput, ctx }) => {
    const outcome = await refundFromAdmin({ ...parsedInput, amount: toRappen(parsedInput.amount), adminId: ctx.user.id });
    if (!outcome.ok) throw new ExpectedError(outcome.error);
    return { status: outcome.status, cancelled: outcome.cancelled };
  });
