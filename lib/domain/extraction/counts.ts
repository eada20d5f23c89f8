/**
 * Guest counts in an inquiry. Children are sorted into the pricing groups by the ages the guest
 * gives (0-2 babies, 3-5, 6-16, 17 and over adults); children without an age count as 6-16, the
 * group that pays tourist tax, so an offer never comes out too cheap.
 */

import { COUNT_SOURCE, parseCount } from "./numbers";

export interface GuestCounts {
  adults: number | null;
  totalPersons: number | null;
  children6To16: number;
  children3To5: number;
  babies: number;
}

const ADULTS = "(?:erwachsenen?|erwachsener|erwachseni|erw\\.?|adults?|adultes?|grown-?ups)";
const CHILDREN = "(?:kinder|kindern|kind|chind|kids?|children|childs?|enfants?|jugendliche|teenagers?|teens?)";
const BABIES = "(?:babys?|babies|kleinkinder|kleinkind|bébés?|bebes?|infants?|toddlers?)";
const PERSONS = "(?:personen|person|pers\\.?|people|persons|guests|personnes|friends|leute|gäste)";
const FILLER = "(?:(?:small|young|little|kleine|petits?|jeunes?)\\s+)?";

function countOf(text: string, noun: string): { count: number; end: number } | null {
  const re = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}\\s+${FILLER}${noun}(?![\\p{L}])`, "iu");
  const m = re.exec(text);
  if (!m || m[1] === undefined) return null;
  const count = parseCount(m[1]);
  return count === null ? null : { count, end: m.index + m[0].length };
}

function totalOf(text: string): number | null {
  const labelled = /^[\s*-]*(?:anzahl\s+|number of\s+|nombre de\s+)?(?:personen|persons|guests|personnes|gäste)\s*:\s*(\d{1,3})/im.exec(text);
  if (labelled?.[1]) return Number(labelled[1]);
  const family = new RegExp(`(?:family|familie|famille)\\s+(?:of|von|de)\\s+${COUNT_SOURCE}(?![\\p{L}])`, "iu").exec(
    text,
  );
  if (family?.[1]) return parseCount(family[1]);
  return countOf(text, PERSONS)?.count ?? null;
}

/** Ages right after a children mention: "(4, 8 und 12)", "aged 4, 8 and 12", "de 5 et 13 ans". */
function agesAfter(text: string, from: number): number[] {
  let window = text.slice(from, from + 60);
  const paren = /^\s*\(([^)]*)\)/.exec(window);
  if (paren?.[1] !== undefined) window = paren[1];
  else window = window.split(/[.;!?\n]\s|\n|\)/)[0] ?? "";
  // "between 6 and 12" is a range, not two children.
  window = window.replace(/(?:between|zwischen|entre)\s+\d{1,2}\s+(?:and|und|et)\s+\d{1,2}/gi, " ");
  return [...window.matchAll(/(?<![\d.])(\d{1,2})(?![\d.]\d)/g)].map((m) => Number(m[1]));
}

/** Ages said elsewhere: "Les enfants ont 4, 9 et 12 ans", "the kids are 4 and 7". */
function agesElsewhere(text: string): number[] {
  const m = /(\d{1,2}(?:\s*,\s*\d{1,2})*\s*(?:and|und|et|&)\s*\d{1,2})\s*(?:ans|jahre|years)/i.exec(text);
  return m?.[1] ? [...m[1].matchAll(/\d{1,2}/g)].map((a) => Number(a[0])) : [];
}

export function extractGuestCounts(text: string): GuestCounts {
  const adultsFound = countOf(text, ADULTS);
  const childrenFound = countOf(text, CHILDREN);
  const babiesFound = countOf(text, BABIES);
  let adults = adultsFound?.count ?? null;
  let babies = babiesFound?.count ?? 0;
  let children6To16 = 0;
  let children3To5 = 0;

  if (childrenFound) {
    let ages = agesAfter(text, childrenFound.end);
    if (ages.length < childrenFound.count) {
      const elsewhere = agesElsewhere(text);
      if (elsewhere.length === childrenFound.count) ages = elsewhere;
    }
    for (let i = 0; i < childrenFound.count; i++) {
      const age = ages[i];
      if (age === undefined || (age >= 6 && age <= 16)) children6To16++;
      else if (age <= 2) babies++;
      else if (age <= 5) children3To5++;
      else adults = (adults ?? 0) + 1;
    }
  }

  const young = children6To16 + children3To5 + babies;
  let totalPersons = totalOf(text);
  if (adults === null && totalPersons !== null && totalPersons > young) adults = totalPersons - young;
  if (totalPersons === null && adults !== null) totalPersons = adults + young;
  return { adults, totalPersons, children6To16, children3To5, babies };
}
