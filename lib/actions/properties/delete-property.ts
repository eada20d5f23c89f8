"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { deletePropertyById } from "@/lib/data/admin-properties";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { deletePropertySchema } from "@/lib/schemas/admin-properties";
import { propertyImageStorage } from "@/lib/storage/property-images";
import { revalidatePropertyPages } from "./revalidate-property-pages";

/** Deletes a property without bookings (one with bookings should be hidden instead). */
export const deletePropertyAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "deleteProperty", messages: "adminProperties" })
  .inputSchema(deletePropertySchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const outcome = await deletePropertyById(parsedInput.id);
    if (!outcome.ok) throw new ExpectedError(outcome.reason === "hasBookings" ? "propertyHasBookings" : "propertyNotFound");
    revalidatePropertyPages(outcome.slug);
    // The row is gone first: a failure to tidy up files leaves orphans, never a broken property.
    await propertyImageStorage().removeAll(parsedInput.id).catch((error: unknown) => console.error("[delete property] could not remove images", error));
    return { ok: true as const };
  });
