import { amenityKeyForText, catalogueAmenity, type AmenityKey } from "./amenity-catalogue";
import type { AmenityIconName } from "./amenity-icons";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./localized";

/**
 * Amenities are stored as a JSON array on the property. Current rows hold
 *   `{ key }`                              an entry of the catalogue (lib/domain/amenity-catalogue.ts),
 *   `{ label: { de, en?, fr? }, icon? }`   a free entry, translated in the editor;
 * older rows hold plain strings or `{ label: "…", icon? }` (English text), which still show:
 * matched to a catalogue key when their text is a catalogue label, else as they are. These
 * readers never trust the JSON: anything unusable is dropped.
 */

export type StoredAmenity = { key: AmenityKey } | { label: { de: string; en?: string; fr?: string }; icon?: AmenityIconName };

/** One readable amenity: a catalogue entry, or a free text with the languages it has. */
export type AmenityEntry =
  | { kind: "catalogue"; key: AmenityKey }
  | { kind: "free"; label: Partial<Record<Locale, string>>; icon: string | null };

function nonBlank(x: unknown): x is string {
  return typeof x === "string" && x.trim() !== "";
}

function asObject(a: unknown): Record<string, unknown> | null {
  return typeof a === "object" && a !== null && !Array.isArray(a) ? (a as Record<string, unknown>) : null;
}

/** The languages of a `{ de, en, fr }` label that have text (trimmed), or null when none has. */
function localizedLabel(value: unknown): Partial<Record<Locale, string>> | null {
  const texts = asObject(value);
  if (!texts) return null;
  const out: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const text = texts[locale];
    if (nonBlank(text)) out[locale] = text.trim();
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** A text of an older row: the catalogue entry it names, else itself (for every language). */
function fromLegacyText(text: string, icon: string | null): AmenityEntry {
  const key = amenityKeyForText(text);
  // Older rows were written before the editor had languages: the text counts as German, the
  // fallback of every language, as for other legacy texts (see toFormText).
  return key ? { kind: "catalogue", key } : { kind: "free", label: { de: text.trim() }, icon };
}

/** Reads one stored amenity of any shape; null for anything with nothing to show. */
export function readAmenity(raw: unknown): AmenityEntry | null {
  if (typeof raw === "string") return nonBlank(raw) ? fromLegacyText(raw, null) : null;
  const obj = asObject(raw);
  if (!obj) return null;
  // A key the catalogue no longer knows is not shown as its raw identifier.
  if ("key" in obj) return catalogueAmenity(obj.key) ? { kind: "catalogue", key: obj.key as AmenityKey } : null;
  const icon = nonBlank(obj.icon) ? obj.icon.trim() : null;
  const label = localizedLabel(obj.label);
  if (label) return { kind: "free", label, icon };
  if (nonBlank(obj.label)) return fromLegacyText(obj.label, icon);
  // Hand-written rows such as { name: "Boot dryer" }: their first text (never the icon name).
  for (const [field, value] of Object.entries(obj)) {
    if (field !== "icon" && field !== "label" && nonBlank(value)) return fromLegacyText(value, icon);
  }
  return null;
}

/**
 * Every readable amenity of a stored value (non-arrays read as none), in order; a catalogue
 * entry listed twice (an old string and its key, say) is shown once.
 */
export function readAmenities(raw: unknown): AmenityEntry[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<AmenityKey>();
  return raw.flatMap((item) => {
    const entry = readAmenity(item);
    if (!entry) return [];
    if (entry.kind === "catalogue") {
      if (seen.has(entry.key)) return [];
      seen.add(entry.key);
    }
    return [entry];
  });
}

/** A free label in a language: that language, then German, English, French. */
function pickLanguage(label: Partial<Record<Locale, string>>, locale: Locale): string | null {
  for (const candidate of [locale, DEFAULT_LOCALE, ...LOCALES]) {
    const text = label[candidate];
    if (text) return text;
  }
  return null;
}

/** The label of a read amenity in a language (see pickLanguage for free entries). */
export function amenityEntryLabel(entry: AmenityEntry, locale: Locale): string {
  if (entry.kind === "catalogue") return catalogueAmenity(entry.key)?.label[locale] ?? entry.key;
  return pickLanguage(entry.label, locale) ?? "";
}

/** The icon name of a read amenity: the catalogue's, or a free entry's own (null: a check mark). */
export function amenityEntryIcon(entry: AmenityEntry): string | null {
  return entry.kind === "catalogue" ? (catalogueAmenity(entry.key)?.icon ?? null) : entry.icon;
}

/** The label of a stored amenity of any shape in a language, or null when it has none. */
export function amenityLabelIn(raw: unknown, locale: Locale): string | null {
  const entry = readAmenity(raw);
  return entry ? amenityEntryLabel(entry, locale) : null;
}

/**
 * The English label of a stored amenity (for machine readers such as schema.org data), or
 * null. One argument only, so it can be passed to `Array.map`.
 */
export function amenityLabel(raw: unknown): string | null {
  return amenityLabelIn(raw, "en");
}

/** The icon name of a stored amenity of any shape, or null (the page draws a check mark). */
export function amenityIcon(raw: unknown): string | null {
  const entry = readAmenity(raw);
  return entry ? amenityEntryIcon(entry) : null;
}

/** Splits a list for a two-column layout; the first column gets the extra item of an odd count. */
export function splitInTwoColumns<T>(items: readonly T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}
