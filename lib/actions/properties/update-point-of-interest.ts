"use server";

import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { updatePointOfInterest } from "@/lib/data/points-of-interest";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { updatePointOfInterestSchema } from "@/lib/schemas/point-of-interest";
import { flattenNestedValidationErrors } from "./nested-validation-errors";
import { revalidatePropertyPages } from "./revalidate-property-pages";

/** 'Edit point of interest': the change shows at once on the map of every property linking it. */
export const updatePointOfInterestAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "updatePointOfInterest", messages: "propertyEditor" })
  .inputSchema(updatePointOfInterestSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenNestedValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const outcome = await updatePointOfInterest(parsedInput);
    if (!outcome) throw new ExpectedError("poiNotFound");
    if (outcome.slugs.length > 0) revalidatePropertyPages(...outcome.slugs);
    return { ok: true as const, poi: outcome.poi };
  });
