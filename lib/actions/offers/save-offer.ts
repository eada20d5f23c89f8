"use server";

import { flattenValidationErrors, returnValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { saveOfferForm } from "@/lib/data/offer-save";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { offerFormSchema } from "@/lib/schemas/offers";

/**
 * 'Save Offer': stores the form; the prices are recomputed on the server (see saveOfferForm).
 * The date rules depend on the stored offer: one that can still be sent or paid keeps the
 * bookable window (past, beyond 400 days), and pricing refuses taken nights and a stay under its
 * arrival night's minimum; an accepted, paid or booked one keeps its dates and price inputs, and
 * a change to them is refused on its field while its other fields save. Every refusal is
 * translated, the window's and the fixed stay's on their field as the form's own are.
 */
export const saveOfferAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "saveOffer", messages: "adminOffers" })
  .inputSchema(offerFormSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const saved = await saveOfferForm(parsedInput);
    if (saved.ok) return { ok: true as const };
    if (saved.reason === "rule") {
      const { problem } = saved;
      if (problem.key === "minStay") throw new ExpectedError("minStay", { count: problem.count });
      returnValidationErrors(offerFormSchema, { [problem.field]: { _errors: [problem.key] } });
    }
    if (saved.reason === "minStay") throw new ExpectedError("minStay", { count: saved.minNights });
    throw new ExpectedError(saved.reason);
  });
