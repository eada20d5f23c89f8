import { amenityIcon, amenityLabel } from "./amenities";
import { AMENITY_ICON_NAMES, type AmenityIconName } from "./amenity-icons";
import type { LocalizedText } from "./localized";

/**
 * Conversions between what the database stores for a property and what the editor's form
 * holds: every language as a string (blank when missing), amenities as label + icon pairs.
 */

export interface FormText {
  de: string;
  en: string;
  fr: string;
}

export interface FormAmenity {
  label: string;
  icon: AmenityIconName | "";
}

function isIconName(x: string): x is AmenityIconName {
  return (AMENITY_ICON_NAMES as readonly string[]).includes(x);
}

/** A stored { de, en, fr } (or a legacy plain string, which counts as German) for the form. */
export function toFormText(value: unknown): FormText {
  if (typeof value === "string") return { de: value, en: "", fr: "" };
  const texts = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const pick = (k: string) => (typeof texts[k] === "string" ? texts[k] : "");
  return { de: pick("de"), en: pick("en"), fr: pick("fr") };
}

/** The form's texts for storage: languages left blank are left out (the page falls back to German). */
export function fromFormText(text: FormText): LocalizedText {
  return { de: text.de, ...(text.en ? { en: text.en } : {}), ...(text.fr ? { fr: text.fr } : {}) };
}

/** Stored amenities (strings or objects) as label + icon; entries without any text are dropped. */
export function toFormAmenities(value: unknown): FormAmenity[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((a) => {
    const label = amenityLabel(a);
    if (label === null) return [];
    const icon = amenityIcon(a);
    return [{ label, icon: icon !== null && isIconName(icon) ? icon : "" }];
  });
}

/** Amenities for storage: a plain string without an icon, { label, icon } with one. */
export function fromFormAmenities(amenities: readonly FormAmenity[]): (string | { label: string; icon: string })[] {
  return amenities.map(({ label, icon }) => (icon ? { label, icon } : label));
}
