/**
 * A counted group that the same sentence goes on to take apart or to restate: its ages told a few
 * words later ("Unsere drei Kinder studieren inzwischen alle (20, 22, 24)"), its members split by
 * age ("3 Chind: zwöi under 3 und eis vo 7", "3 kids: two under 3 and one of 7"), grown-up children
 * who bring their spouses ("our three adult children with their spouses"), and the adults summed
 * up again ("… – wir sind also 5 Erwachsene", "so we're 6 adults").
 */

import { COUNT_SOURCE, parseCount } from "./numbers";
import { agesIn } from "./party-ages";
import { ADULTS, AGE_UNIT, BABIES, CHILDREN, KIN, PERSONS, type Span } from "./party-words";

/** A person or a group named in between: the bracket then belongs to them, not to the group. */
const NOUN_BETWEEN = new RegExp(`(?<![\\p{L}])(?:${ADULTS}|${BABIES}|${PERSONS}|${CHILDREN}|${KIN})(?![\\p{L}])`, "iu");

/**
 * Ages in a bracket later in the group's sentence, one per member ("Unsere drei Kinder studieren
 * inzwischen alle (20, 22, 24)", "our two kids, who are both at school now (8 and 11)"). Only a
 * bracket of bare ages, as many as the group counts, with no other person named before it.
 */
export function agesLater(text: string, end: number, count: number): number[] | null {
  const rest = text.slice(end, end + 80).split(/[.!?\n]/)[0] ?? "";
  const bracket = /\(([^()]*)\)/.exec(rest);
  if (!bracket?.[1] || NOUN_BETWEEN.test(rest.slice(0, bracket.index))) return null;
  if (!new RegExp(`^\\s*\\d{1,2}(?:\\s*(?:,|und|and|et|&|/)\\s*\\d{1,2})*\\s*(?:${AGE_UNIT})?\\s*$`, "iu").test(bracket[1])) return null;
  const ages = agesIn(bracket[1]);
  return ages.length === count ? ages : null;
}

/** One part of a breakdown: "zwöi under 3", "eis vo 7", "one aged 4", "deux de moins de 3 ans". */
const PART = new RegExp(
  `${COUNT_SOURCE}\\s+(?:(under|unter|below|moins de|de moins de|u\\.)\\s*(\\d{1,2})|(?:vo|von|of|aged|de|mit|with|avec)?\\s*(\\d{1,2}))(?:\\s*${AGE_UNIT}(?:\\s*(?:alt|old))?)?(?![\\p{L}\\d])`,
  "iu",
);

/**
 * A group taken apart by age right after a colon or dash: "3 Chind: zwöi under 3 und eis vo 7" gives
 * [0, 0, 7]. "Under 3" is a baby, "under 6" (3-5 or a baby) says no pricing group and is not read.
 * Null unless the parts add up to the group's count.
 */
export function agesByParts(text: string, start: number, count: number): { ages: number[]; end: number } | null {
  // From the group's noun to the colon or dash: "3 Chind: …", "three kids – …".
  const lead = /^[^:–.!?\n(]{1,30}?\s*(?::|\s[–-])\s*/.exec(text.slice(start));
  if (!lead) return null;
  const from = start + lead[0].length;
  const clause = text.slice(from).split(/[.;!?\n(]/)[0] ?? "";
  const items = clause.split(/\s*,\s*|\s+(?:und|and|et|&)\s+/iu);
  const ages: number[] = [];
  let used = 0;
  for (const item of items) {
    const m = PART.exec(item);
    if (!m || m.index !== 0) break;
    const n = parseCount(m[1] ?? "");
    if (n === null) return null;
    const bound = m[3] ? Number(m[3]) : null;
    if (bound !== null && (bound < 1 || bound > 3)) return null;
    const age = bound !== null ? 0 : Number(m[4]);
    for (let i = 0; i < n; i++) ages.push(age);
    used = clause.indexOf(item) + m[0].length;
  }
  return ages.length === count && ages.length > 0 ? { ages, end: from + used } : null;
}

/** "with their spouses", "und deren Partner", "avec leurs conjoints": one partner per grown-up child. */
const WITH_SPOUSES =
  /^\s*,?\s*(?:with|and|plus|mit|und|samt|avec|et)\s+(?:their|ihren|ihre[nm]?|deren|leurs)\s+(?:spouses|partners|wives|husbands|partner(?:innen|n)?|ehepartner(?:innen|n)?|ehefrauen|ehemänner|frauen|männern?|conjoint(?:e)?s|époux|épouses|compagn(?:on|e)s)(?![\p{L}])/iu;

/** A grown-up children's group followed by their spouses: as many adults again. */
export function spousesOf(text: string, group: Span & { count: number }): number {
  return WITH_SPOUSES.test(text.slice(group.end, group.end + 40)) ? group.count : 0;
}

/**
 * Adults summed up again after the parts: "… (20, 22, 24) – wir sind also 5 Erwachsene", "so we're 6
 * adults", "nous sommes donc 5 adultes", "that makes 4 adults": whether the count starting here is one.
 */
export function restatedAdultsAt(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  return /(?:wir sind also|sind wir also|also sind wir|das sind also|so we(?:['’]re| are| will be| would be)|which makes|that makes|nous sommes donc|nous serons donc|on est donc|on sera donc|ce qui fait)\s+(?:insgesamt\s+|in total\s+|au total\s+)?$/iu.test(before);
}
