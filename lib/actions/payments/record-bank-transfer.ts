"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { recordBankTransfer } from "@/lib/data/bank-transfers";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { toRappen } from "@/lib/domain/money";
import { recordBankTransferSchema } from "@/lib/schemas/refunds";

/**
 * The office records a bank transfer it received (the booking view): a payment row of the ledger
 * for exactly the amount that arrived. Answers what is open and any credit after it, so the form
 * can say an under- or over-payment at once.
 */
export const recordBankTransferAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "recordBankTransfer", messages: "adminPayments" })
  .inputSchema(recordBankTransferSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput, ctx }) => {
    const outcome = await recordBankTransfer({ ...parsedInput, amount: toRappen(parsedInput.amount), adminId: ctx.user.id });
    if (!outcome.ok) throw new ExpectedError(outcome.error);
    return { open: outcome.open, credit: outcome.credit };
  });
