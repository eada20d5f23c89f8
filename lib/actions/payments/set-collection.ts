"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { setCollection } from "@/lib/data/channel-collection";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { setCollectionSchema } from "@/lib/schemas/payment";

/**
 * An admin collects a channel stay's money through us ('Collect through us'), or gives it back to
 * the channel, from the booking view. The ledger rule then counts the stay as owed (or not).
 */
export const setCollectionAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "setCollection", messages: "adminPayments" })
  .inputSchema(setCollectionSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput, ctx }) => {
    const outcome = await setCollection({ ...parsedInput, adminId: ctx.user.id });
    if (!outcome.ok) throw new ExpectedError(outcome.error);
    return { ok: true };
  });
