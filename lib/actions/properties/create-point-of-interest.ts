"use server";

import { roleClient, translateValidationErrors } from "@/lib/actions/client";
import { createPointOfInterest } from "@/lib/data/points-of-interest";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { createPointOfInterestSchema } from "@/lib/schemas/point-of-interest";
import { flattenNestedValidationErrors } from "./nested-validation-errors";

/**
 * 'New point of interest': created at once and handed back, so the editor can link it; the link
 * (and with it the public page) changes when the property is saved.
 */
export const createPointOfInterestAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "createPointOfInterest", messages: "propertyEditor" })
  .inputSchema(createPointOfInterestSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenNestedValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => ({ ok: true as const, poi: await createPointOfInterest(parsedInput) }));
