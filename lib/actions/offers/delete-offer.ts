"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { deleteDraftOffer } from "@/lib/data/offer-drafts";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { offerIdSchema } from "@/lib/schemas/offers";

/** 'Delete draft': only a draft with nothing paid or booked (see deleteDraftOffer). */
export const deleteOfferAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "deleteOffer", messages: "adminOffers" })
  .inputSchema(offerIdSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const deleted = await deleteDraftOffer(parsedInput.id);
    if (!deleted.ok) throw new ExpectedError(deleted.reason);
    return { ok: true as const };
  });
