"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { duplicateOffer } from "@/lib/data/offer-drafts";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { offerIdSchema } from "@/lib/schemas/offers";

/** 'Duplicate': a new draft with the offer's data and a new link (see duplicateOffer). */
export const duplicateOfferAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "duplicateOffer", messages: "adminOffers" })
  .inputSchema(offerIdSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const copy = await duplicateOffer(parsedInput.id);
    if (!copy) throw new ExpectedError("offerNotFound");
    return { ok: true as const, id: copy.id };
  });
