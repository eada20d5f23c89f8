/**
 * Icon names an amenity may carry: exactly the lucide icons that
 * components/property/amenity-icon.tsx maps (keep both lists in step when adding one).
 */
export const AMENITY_ICON_NAMES = [
  "accessibility",
  "baby",
  "bath",
  "bed-double",
  "bike",
  "cable-car",
  "car",
  "cigarette-off",
  "coffee",
  "dog",
  "flame",
  "heater",
  "microwave",
  "mountain",
  "mountain-snow",
  "paw-print",
  "refrigerator",
  "snowflake",
  "sofa",
  "square-parking",
  "sun",
  "trees",
  "tv",
  "utensils",
  "washing-machine",
  "waves",
  "wifi",
] as const;
export type AmenityIconName = (typeof AMENITY_ICON_NAMES)[number];
