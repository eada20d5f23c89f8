import { z } from "zod";

/** /admin/properties: the row actions. Messages are keys of `adminProperties.errors`. */

const propertyId = z.uuid({ error: "propertyNotFound" });

export const setPropertyVisibilitySchema = z.object({
  id: propertyId,
  visible: z.boolean({ error: "invalidRequest" }),
});
export type SetPropertyVisibilityInput = z.input<typeof setPropertyVisibilitySchema>;

export const deletePropertySchema = z.object({ id: propertyId });
export type DeletePropertyInput = z.input<typeof deletePropertySchema>;
