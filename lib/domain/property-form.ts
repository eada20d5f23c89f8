import { readAmenities, type StoredAmenity } from "./amenities";
import type { AmenityKey } from "./amenity-catalogue";
import { AMENITY_ICON_NAMES, type AmenityIconName } from "./amenity-icons";
import type { LocalizedText } from "./localized";

/**
 * Conversions between what the database stores for a property and what the editor's form
 * holds: every language as a string (blank when missing), amenities as catalogue keys plus
 * free entries in three languages.
 */

export interface FormText {
  de: string;
  en: string;
  fr: string;
}

export interface FormCustomAmenity {
  label: FormText;
  icon: AmenityIconName | "";
}

export interface FormAmenities {
  keys: AmenityKey[];
  custom: FormCustomAmenity[];
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

/**
 * Stored amenities of any shape for the form: catalogue entries (and older texts that name one)
 * as keys, the rest as free entries. A free entry without German gets the first language it has
 * as its German, so that an older row can be saved again without retyping it.
 */
export function toFormAmenities(value: unknown): FormAmenities {
  const out: FormAmenities = { keys: [], custom: [] };
  for (const entry of readAmenities(value)) {
    if (entry.kind === "catalogue") {
      out.keys.push(entry.key);
      continue;
    }
    const { de, en = "", fr = "" } = entry.label;
    out.custom.push({ label: { de: de ?? (en || fr), en, fr }, icon: entry.icon !== null && isIconName(entry.icon) ? entry.icon : "" });
  }
  return out;
}

/** Amenities for storage: `{ key }` per catalogue entry, then the free ones with the languages typed. */
export function fromFormAmenities(amenities: { keys: readonly AmenityKey[]; custom: readonly FormCustomAmenity[] }): StoredAmenity[] {
  return [
    ...amenities.keys.map((key) => ({ key })),
    ...amenities.custom.map(({ label, icon }) => ({ label: fromFormText(label), ...(icon ? { icon } : {}) })),
  ];
}
