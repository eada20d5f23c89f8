"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { deletePointOfInterest } from "@/lib/data/points-of-interest";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { deletePointOfInterestSchema } from "@/lib/schemas/point-of-interest";
import { revalidatePropertyPages } from "./revalidate-property-pages";

/** 'Delete point of interest': gone from every property's map (the links go with it). */
export const deletePointOfInterestAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "deletePointOfInterest", messages: "propertyEditor" })
  .inputSchema(deletePointOfInterestSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const outcome = await deletePointOfInterest(parsedInput.id);
    if (!outcome) throw new ExpectedError("poiNotFound");
    if (outcome.slugs.length > 0) revalidatePropertyPages(...outcome.slugs);
    return { ok: true as const };
  });
