"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { saveOfferForm } from "@/lib/data/offers";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { offerFormSchema } from "@/lib/schemas/offers";

/**
 * 'Save Offer': stores the form; the prices are recomputed on the server (see saveOfferForm).
 * The schema refuses a stay outside the bookable window (past, beyond 400 days) as the form does;
 * pricing refuses nights that are taken and a stay under its arrival night's minimum, naming it.
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
