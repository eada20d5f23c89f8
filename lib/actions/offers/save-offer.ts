"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { saveOfferForm } from "@/lib/data/offers";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { offerFormSchema } from "@/lib/schemas/offers";

/**
 * 'Save Offer': stores the form; the prices are recomputed on the server (see saveOfferForm),
 * which also refuses a stay shorter than its arrival night's minimum, naming the minimum.
 */
export const saveOfferAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "saveOffer", messages: "adminOffers" })
  .inputSchema(offerFormSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const saved = await saveOfferForm(parsedInput);
    if (!saved.ok) throw new ExpectedError(saved.reason, saved.reason === "minStay" ? { count: saved.minNights } : {});
    return { ok: true as const };
  });
