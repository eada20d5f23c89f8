"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { setOfferStatus } from "@/lib/data/offers";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { setOfferStatusSchema } from "@/lib/schemas/offers";

/** The editor's status menu. */
export const setOfferStatusAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "setOfferStatus", messages: "adminOffers" })
  .inputSchema(setOfferStatusSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    if (!(await setOfferStatus(parsedInput))) throw new ExpectedError("offerNotFound");
    return { ok: true as const, status: parsedInput.status };
  });
