/**
 * The house a guest asks for. Known names are matched case- and accent-insensitively on their
 * distinctive word ("Mischabel" in "Gruppenhaus Mischabel"); the text as the guest wrote it is
 * returned, so the editor can say which mention it could not place.
 */

import { fold, foldWithMap } from "./text";

const GENERIC = new Set(["gruppenhaus", "chalet", "haus", "house", "group", "maison", "le", "das", "the"]);

export function extractPropertyPreference(text: string, knownNames: readonly string[]): string | null {
  const { folded, map } = foldWithMap(text);
  let best: { at: number; value: string } | null = null;
  for (const name of knownNames) {
    for (const word of fold(name).split(/\s+/)) {
      if (word.length < 4 || GENERIC.has(word)) continue;
      const at = new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, "u").exec(folded)?.index;
      if (at === undefined || (best && best.at <= at)) continue;
      const start = map[at] ?? 0;
      const end = (map[at + word.length - 1] ?? start) + 1;
      best = { at, value: text.slice(start, end) };
    }
  }
  if (best) return best.value;
  // An unknown house still gets reported, so the admin sees what was asked for.
  const named = /(?:gruppenhaus|chalet|group house)\s+[«"“]?\s*(\p{Lu}[\p{L}-]+)/u.exec(text);
  return named?.[1] ?? null;
}
