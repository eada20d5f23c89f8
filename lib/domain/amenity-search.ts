import { AMENITY_CATALOGUE, AMENITY_GROUPS, type AmenityGroup } from "./amenity-catalogue";

type CatalogueEntry = (typeof AMENITY_CATALOGUE)[number];

/** Text folded for searching: no case, no accents ("kuche" finds "Küche", "sechoir" "Séchoir"). */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en").replace(/\s+/g, " ").trim();
}

const HAYSTACK: ReadonlyMap<string, string> = new Map(
  AMENITY_CATALOGUE.map((a) => [a.key, foldForSearch([a.label.de, a.label.en, a.label.fr, ...("aliases" in a ? a.aliases : [])].join(" | "))]),
);

/**
 * The catalogue entries whose label in any language (or an English alias) contains every word
 * of the query, in catalogue order; all of them for a blank query. Admins type in their own
 * language whatever the editor's language is.
 */
export function searchCatalogue(query: string): CatalogueEntry[] {
  const words = foldForSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return [...AMENITY_CATALOGUE];
  return AMENITY_CATALOGUE.filter((a) => {
    const haystack = HAYSTACK.get(a.key) ?? "";
    return words.every((w) => haystack.includes(w));
  });
}

/** Entries by group, in the catalogue's group order; groups without an entry are left out. */
export function groupCatalogue<T extends { group: AmenityGroup }>(entries: readonly T[]): { group: AmenityGroup; entries: T[] }[] {
  return AMENITY_GROUPS.map((group) => ({ group, entries: entries.filter((e) => e.group === group) })).filter((g) => g.entries.length > 0);
}
