"use server";

import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { findConflict, PropertyConflictError, PropertyNotFoundError, savePropertyRecord } from "@/lib/data/property-editor";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { propertyFormSchema } from "@/lib/schemas/property-editor";
import { propertyImageStorage } from "@/lib/storage/property-images";
import { flattenNestedValidationErrors } from "./nested-validation-errors";
import { expireRenamedPropertyPage, revalidatePropertyPages } from "./revalidate-property-pages";

const CONFLICT_KEY = { slug: "slugTaken", smoobuPropertyId: "smoobuIdTaken" } as const;

/**
 * The property editor's 'Save': every field, the FAQ and the point-of-interest links. Creates
 * the property when the form has no id. The public listing and the property's page (under its
 * old and new slug) are revalidated.
 */
export const savePropertyAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "saveProperty", messages: "propertyEditor" })
  .inputSchema(propertyFormSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenNestedValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const conflict = await findConflict(parsedInput);
    if (conflict) throw new ExpectedError(CONFLICT_KEY[conflict]);
    try {
      const saved = await savePropertyRecord(parsedInput);
      revalidatePropertyPages(saved.slug, ...(saved.previousSlug ? [saved.previousSlug] : []));
      if (saved.previousSlug && saved.previousSlug !== saved.slug) expireRenamedPropertyPage(saved.previousSlug);
      const storage = propertyImageStorage();
      // After the save: a file is removed only once no saved property shows it.
      await Promise.all(saved.removedImages.map((url) => storage.remove(url))).catch((error: unknown) => console.error("[save property] could not remove images", error));
      return { ok: true as const, id: saved.id };
    } catch (error) {
      if (error instanceof PropertyConflictError) throw new ExpectedError(CONFLICT_KEY[error.field]);
      if (error instanceof PropertyNotFoundError) throw new ExpectedError("propertyNotFound");
      throw error;
    }
  });
