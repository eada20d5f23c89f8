"use server";

import { flattenValidationErrors } from "next-safe-action";
import { ExpectedError, roleClient, translateValidationErrors } from "@/lib/actions/client";
import { setPropertyVisibility } from "@/lib/data/admin-properties";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { setPropertyVisibilitySchema } from "@/lib/schemas/admin-properties";
import { revalidatePropertyPages } from "./revalidate-property-pages";

/** The 'Visible' switch: shows or hides a property on the public site. */
export const setPropertyVisibilityAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "setPropertyVisibility", messages: "adminProperties" })
  .inputSchema(setPropertyVisibilitySchema, {
    handleValidationErrorsShape: async (errors, utils) => translateValidationErrors(flattenValidationErrors(errors), utils),
  })
  .action(async ({ parsedInput }) => {
    const slug = await setPropertyVisibility(parsedInput.id, parsedInput.visible);
    if (slug === null) throw new ExpectedError("propertyNotFound");
    revalidatePropertyPages(slug);
    return { ok: true as const, visible: parsedInput.visible };
  });
