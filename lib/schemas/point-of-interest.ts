import { z } from "zod";
import { editorLocalizedText, error as editorError } from "./property-editor";

/** Points of interest in the property editor (new, edit, delete). Messages are keys of `propertyEditor.errors`. */

export const POI_CATEGORIES = ["transportation", "shopping", "restaurants", "ski_facilities", "medical", "entertainment", "services", "other"] as const;
type PoiErrorKey = "poiNameRequired" | "poiCategoryInvalid" | "latitudeInvalid" | "longitudeInvalid" | "tooLong" | "poiNotFound";
const error = (key: PoiErrorKey) => ({ error: key });

const coordinate = (limit: number, key: PoiErrorKey) =>
  z
    .string(error(key))
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,10})?$/, error(key))
    .transform(Number)
    .pipe(z.number().min(-limit, error(key)).max(limit, error(key)));

export const createPointOfInterestSchema = z.object({
  name: z.string(error("poiNameRequired")).trim().min(1, error("poiNameRequired")).max(120, error("tooLong")),
  category: z.enum(POI_CATEGORIES, error("poiCategoryInvalid")),
  address: z.string(editorError("invalidRequest")).trim().max(200, error("tooLong")),
  // Required: a point of interest without a position cannot be drawn on the map.
  latitude: coordinate(90, "latitudeInvalid"),
  longitude: coordinate(180, "longitudeInvalid"),
  description: editorLocalizedText(null, 1000),
});
export type CreatePointOfInterestInput = z.input<typeof createPointOfInterestSchema>;

export const EMPTY_POI_FORM: CreatePointOfInterestInput = {
  name: "",
  category: "other",
  address: "",
  latitude: "",
  longitude: "",
  description: { de: "", en: "", fr: "" },
};

/** 'Edit point of interest': the same fields, for the one with this id. */
export const updatePointOfInterestSchema = createPointOfInterestSchema.extend({ id: z.uuid(error("poiNotFound")) });

/** 'Delete point of interest': it disappears from every property's map. */
export const deletePointOfInterestSchema = z.object({ id: z.uuid(error("poiNotFound")) });
