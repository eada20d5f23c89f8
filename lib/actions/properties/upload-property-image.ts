"use server";

import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { appendPropertyImage } from "@/lib/data/property-editor";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { uploadPropertyImageSchema } from "@/lib/schemas/property-images";
import { propertyImageStorage, reencodeAsWebp, UnreadableImageError } from "@/lib/storage/property-images";
import { flattenNestedValidationErrors } from "./nested-validation-errors";
import { revalidatePropertyPages } from "./revalidate-property-pages";

/**
 * One photo for a saved property: checked (JPEG, PNG or WebP, at most 10 MB), re-encoded to
 * WebP, stored, and appended to the property's images at once, so an upload is never lost
 * when the editor is left without saving. Reordering and removing happen with 'Save'.
 */
export const uploadPropertyImageAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "uploadPropertyImage", messages: "propertyEditor" })
  .inputSchema(uploadPropertyImageSchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenNestedValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput: { propertyId, file } }) => {
    let webp: Buffer;
    try {
      webp = await reencodeAsWebp(Buffer.from(await file.arrayBuffer()));
    } catch (error) {
      if (error instanceof UnreadableImageError) throw new ExpectedError("imageUnreadable");
      throw error;
    }
    const storage = propertyImageStorage();
    const url = await storage.put(propertyId, webp);
    const slug = await appendPropertyImage(propertyId, url);
    if (slug === null) {
      // No property has this id, so its whole folder (just made by put) can go.
      await storage.removeAll(propertyId);
      throw new ExpectedError("propertyNotFound");
    }
    revalidatePropertyPages(slug);
    return { ok: true as const, url };
  });
