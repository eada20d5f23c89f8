/**
 * A party said as a whole and then in parts: "12 in total, of which 4 are children", "Nous sommes 9,
 * dont 7 adultes", "18 Teilnehmer … Die Teilnehmer sind zwischen 12 und 15 Jahre alt", "die Familie
 * meines Bruders (2 Erwachsene, 1 Kind)". The guest-count module reads the parts with these helpers.
 */

import { COUNT_SOURCE } from "./numbers";
import { joiningFamily } from "./party-total";
import { ADULTS, AGE_UNIT, BABIES, CHILDREN, FILLER, type Group, PERSONS, type Span } from "./party-words";

/**
 * "of which 4 are children", "davon sind 4 Kinder", "dont 3 sont des enfants": the verb between the
 * count and its noun blanked out (same length, so positions hold), for the group readers to see
 * "4 children" as they would in "davon 4 Kinder".
 */
export function withoutLinkingVerbs(text: string): string {
  const linked = new RegExp(
    `((?:of which|of whom|whereof|davon|darunter|dont|parmi lesquels|parmi eux)\\s+)(?:(sind|are|sont)(\\s+)${COUNT_SOURCE}|${COUNT_SOURCE}(\\s+(?:are|is|sind|ist|sont|est)(?:\\s+(?:des|d['’]))?))(?=\\s+${FILLER}(?:${CHILDREN}|${BABIES}|${ADULTS}|${PERSONS})(?![\\p{L}]))`,
    "giu",
  );
  return text.replace(linked, (_m, lead: string, verbFirst?: string, gap?: string, countAfter?: string, countFirst?: string, verbAfter?: string) =>
    verbFirst !== undefined ? lead + " ".repeat(verbFirst.length + (gap ?? "").length) + (countAfter ?? "") : lead + (countFirst ?? "") + " ".repeat((verbAfter ?? "").length),
  );
}

/** The adults of a group said as "dont 7 adultes", "davon 8 Erwachsene", "of whom 6 are adults": the rest are children. */
export function adultsAsPart(text: string, adultGroups: readonly Span[]): boolean {
  return adultGroups.length > 0 && adultGroups.every((g) => /(?:dont|davon|darunter|of whom|of which|including|inklusive|inkl\.|y compris)\s+$/i.test(text.slice(Math.max(0, g.start - 16), g.start)));
}

/**
 * Another family's own parenthesis: "die Familie meines Bruders (2 Erwachsene, 1 Kind)", "my sister's
 * family (2 adults, 2 kids)", "la famille de mon frère (2 adultes …)". The adults in it are theirs,
 * on top of the writer's own ("mein Mann und ich").
 */
export function otherFamilies(text: string): Span[] {
  const other = /(?:familie\s+(?:meines|meiner|unseres|unserer|von\s+(?:meinem|meiner))\s+\p{L}+|(?:my|our)\s+(?:brother|sister|son|daughter|cousin|friend|best friend)['’]s\s+family|famille\s+de\s+(?:mon|ma|notre|nos|mes)\s+\p{L}+)\s*\([^()]*\)/giu;
  return [...text.matchAll(other)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/**
 * Ages of a counted group said in a sentence of their own: "18 Teilnehmer … Die Teilnehmer sind
 * zwischen 12 und 15 Jahre alt", "the participants are aged 12-15", "les participants ont entre 8
 * et 12 ans". Returns the two ends of the range, or null.
 */
export function groupAgesSaid(text: string, noun: string): [number, number] | null {
  const escaped = noun.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const m = new RegExp(
    `(?:die|the|les|unsere|our|nos|alle|all)\\s+${escaped}\\s+(?:sind|are|ont|seront|werden|will be)\\s+(?:alle\\s+|all\\s+|tous\\s+)?(?:zwischen|between|entre|aged|âgés de|von)?\\s*(\\d{1,2})\\s*(?:-|–|und|and|et|bis|to|à)\\s*(\\d{1,2})\\s*(?:jahre|years|ans|jährig)`,
    "iu",
  ).exec(text);
  if (!m?.[1] || !m[2]) return null;
  const [lo, hi] = [Number(m[1]), Number(m[2])].sort((a, b) => a - b) as [number, number];
  return [lo, hi];
}

/** What links a group to some of it: "davon", "dont", "of whom", "one of them", "including". */
const SOME_OF_THEM =
  /(?:davon|darunter|dont|of whom|of which|including|incl\.?|inkl\.?|y compris|parmi eux|(?:one|1|eins?|un|une)\s+(?:of them|of whom|davon|d['’]entre eux))\s*(?:is|are|ist|sind|est|sont)?\s*$/iu;

/**
 * Children of whom some are babies: "2 Kinder, davon ein Baby (10 Monate)", "3 kids (one of them a
 * baby)", "trois enfants dont un bébé". The baby is counted as a baby; the children's group keeps the others.
 */
export function withoutBabiesAmong(text: string, kids: readonly Group[], babies: readonly Group[]): Group[] {
  return kids.map((g) => {
    if (g.ages.length > 0) return g;
    const among = babies.filter((b) => b.start > g.start && b.start - g.start < 60 && SOME_OF_THEM.test(text.slice(Math.max(g.start, b.start - 30), b.start)));
    const n = among.reduce((sum, b) => sum + b.count, 0);
    return n > 0 && n < g.count ? { ...g, count: g.count - n } : g;
  });
}

/** Words that bring more persons to the party later: "kommen noch … dazu", "will join us", "nous rejoindront". */
const JOIN_VERB =
  /(?<![\p{L}])(?:dazu|dazukommen|nachkommen|kommen noch|kommt noch|kommen auch|kommt auch|stossen|join|joins|joining|rejoindre|rejoindront|rejoindra|rejoignent|rejoint|viennent aussi|vient aussi|coming too|come too)(?![\p{L}])/iu;
/** A relative as the first words after "and", "plus", "et". */
const RELATIVE_FIRST =
  /^\s*(?:\([^)]*\)|(?:each|chacune?|jeweils)?\s*\))?\s*,?\s*(?:plus|\+|sowie|ainsi que|and|und|et|as well as)\s+(?:(?:my|our|the|meine[nrm]?|unsere[nrm]?|die|der|mes|nos|ma|mon|notre|les|la|le)\s+)?(?:parents|eltern|grandparents|grosseltern|in-laws|schwiegereltern|grands-parents|beaux-parents|grandma|grandpa|granny|oma|opa|grosi|grossmami|grosspapi|grossmutter|grossvater|mamie|papy|grand-mère|grand-père|grand-maman|grand-papa|mother|father|mum|mom|dad|mutter|vater|mère|père|brother|sister|bruder|schwester|frère|sœur|soeur|mother-in-law|father-in-law|schwiegermutter|schwiegervater|belle-mère|beau-père|aunt|uncle|tante|onkel|oncle|cousin|cousine|nanny|au[- ]pair)(?![\p{L}])/iu;
const PARTNER_WORD = /(?<![\p{L}])(?:wife|husband|partner|frau|mann|femme|mari)(?![\p{L}])/giu;
/** Relatives in a clause, as joiningFamily counts them (parents 2, a grandma 1). */
const RELATIVES_IN = (clause: string) => joiningFamily(` and ${clause}`).count;

/**
 * Relatives who come on top of a party already counted: after its last group ("2 adults + 3 kids (2, 6,
 * 16) and my mother-in-law", "… 3 enfants (4, 7 et 12 ans), et mes beaux-parents nous rejoindront") or in
 * a sentence that says they join ("In der zweiten Woche kommen noch meine Eltern dazu", "les
 * grands-parents nous rejoignent pour la 2e semaine"). Everyone who stays is counted, for part of the stay too.
 */
export function joiningLater(text: string, from: number): number {
  const rest = text.slice(from);
  // "+ une amie de ma fille (10 ans)": a person with an age is counted by it, as a child or an adult.
  const aged = (clause: string) => new RegExp(`\\(\\s*\\d|\\d\\s*${AGE_UNIT}(?![\\p{L}])`, "iu").test(clause);
  // Right after the party: "… and my mother-in-law", "…, et mes beaux-parents" (a relative first, not "und möchten …").
  const direct = joiningFamily(rest);
  if (direct.count > 0 && RELATIVE_FIRST.test(rest)) return aged(rest.slice(0, direct.length)) ? 0 : direct.count;
  // In a sentence of their own that says they join; a partner who joins is one of the adults counted already.
  const sentences = rest.split(/[.!?;\n]/).slice(0, 3);
  return sentences.filter((s) => JOIN_VERB.test(s) && !aged(s)).reduce((n, s) => n + RELATIVES_IN(s.replace(PARTNER_WORD, " ")), 0);
}
