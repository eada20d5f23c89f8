/**
 * People who come along but sleep elsewhere, so they are no guests of the house: a driver at the
 * village hotel ("Der Buschauffeur übernachtet im Hotel", "notre chauffeur de car qui dormira à
 * l'hôtel"), a guide in the valley ("our mountain guide, who stays in the valley"), parents at the
 * campsite ("they're staying at the campsite, so they don't need beds"), leaders who sleep at home
 * ("Zwei der Leitenden schlafen zu Hause").
 */

import { COUNT_SOURCE, parseCount } from "./numbers";
import { ADULTS } from "./party-words";

/** Sleeping somewhere else, or needing no bed. */
const ELSEWHERE = new RegExp(
  [
    "(?:won['’]t|doesn['’]t|don['’]t|do not|does not|will not)\\s+need\\s+(?:a\\s+)?beds?",
    "(?:stays?|staying|sleeps?|sleeping)\\s+(?:at|in)\\s+(?:a|the|his|her|their)?\\s*(?:hotel|campsite|valley|hut|home)",
    "(?:braucht|brauchen)\\s+(?:also\\s+)?kein(?:e)?\\s+bett(?:en)?",
    "(?:übernachtet|übernachten|schläft|schlafen)\\s+(?:im|in der|in einem|auswärts|zu hause|daheim|zuhause)",
    "(?:logera|logeront|dormira|dormiront)\\s+(?:chez|à l['’]hôtel|ailleurs|dans|au)",
    "rentrera\\s+chez\\s+(?:elle|lui)|rentreront\\s+chez\\s+eux|n['’](?:a|ont)\\s+pas\\s+besoin\\s+de\\s+lits?",
  ].join("|"),
  "iu",
);

/** "Zwei der Leitenden", "two of the leaders", "deux des moniteurs": some of a group counted before. */
const SOME_OF = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}\\s+(?:der|von den|of the|of our|des|d['’]entre les)\\s+\\p{L}+`, "iu");

/** The last adult noun before a point, with a count before it if there is one. */
function lastAdultBefore(sentence: string, before: number): { start: number } | null {
  const noun = new RegExp(`(?:${COUNT_SOURCE}\\s+)?(?:(?:unsere[rnm]?|our|notre|nos|der|die|the|le|la|les|un|une|ein|eine)\\s+)?(?<![\\p{L}])(?:${ADULTS})(?![\\p{L}])`, "giu");
  let last: { start: number } | null = null;
  for (const m of sentence.slice(0, before).matchAll(noun)) last = { start: m.index };
  return last;
}

/**
 * The text with those who sleep elsewhere blanked (same length), from their noun to the words that
 * say so, and how many adults of a group counted before do ("Zwei der Leitenden schlafen zu Hause").
 */
export function withoutStayingElsewhere(text: string): { text: string; away: number } {
  let away = 0;
  const out = text.replace(/[^.!?;\n]+/g, (sentence) => {
    const where = ELSEWHERE.exec(sentence);
    if (!where) return sentence;
    const some = SOME_OF.exec(sentence.slice(0, where.index));
    if (some?.[1]) {
      away += parseCount(some[1]) ?? 0;
      return sentence;
    }
    const who = lastAdultBefore(sentence, where.index);
    if (!who) return sentence;
    const end = where.index + where[0].length;
    return sentence.slice(0, who.start) + " ".repeat(end - who.start) + sentence.slice(end);
  });
  return { text: out, away };
}
