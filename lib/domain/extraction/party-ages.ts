/**
 * Ages in an inquiry: after a group ("3 Kinder (4, 8, 12)", "de 5 et 13 ans", "Jahrgang 2014"),
 * said elsewhere ("the kids are 1, 5 and 16"), or of one person ("a 17-year-old son", "die Oma (72)").
 */

import { COUNT_SOURCE, parseCount } from "./numbers";
import { ADULTS, AGE_UNIT, AGE_WORD_OR_DIGIT, BABIES, CHILDREN, KIN, MONTH_UNIT, NUMBER_WORDS, PERSONS, type Span, overlaps } from "./party-words";

/** The year ages are counted in; birth years ("Jahrgang 2018") become ages against it. */
let referenceYear = new Date().getUTCFullYear();

export function setReferenceYear(year: number): void {
  referenceYear = year;
}

/** A birth year as an age; a year still to come ("April 2027") is a date, left as it is. */
function yearToAge(year: string): string {
  return Number(year) > referenceYear ? year : String(referenceYear - Number(year));
}

/** "our son (born 2015)", "Tochter (Jg. 2012)", "fille (née en 2018)": the birth year in brackets as the age it gives. */
export function birthYearsAsAges(text: string): string {
  return text.replace(/\((\s*)(?:born(?:\s+in)?|jg\.?|jahrgang|geb\.?|geboren|née?s?\s+en)\s*((?:19|20)\d\d)(\s*)\)/giu, (m, lead: string, year: string, trail: string) =>
    Number(year) > referenceYear ? m : `(${lead}${referenceYear - Number(year)}${trail})`,
  );
}

/** Ages in a list; number words become digits, except the ones meaning "a" or "our" ("un de cinq ans"). */
export function agesIn(window: string): number[] {
  const one = /^(?:un|une|ein|eine|einen|einem|one|a|an|es|our|my|unser|unsere|unserem|unseren|notre|mon|ma|äs|üses|eis|emne)$/i;
  // "2x 7 J., 1x 13 J.": two of seven, one of thirteen.
  window = window.replace(/(?<![\d.])([1-9])\s*[x×]\s*(\d{1,2})(?!\d)/g, (_m, times: string, age: string) => Array<string>(Number(times)).fill(age).join(", "));
  // "1.5 Johr", "2½", "1,5 J.": a half year more is still the same pricing age.
  window = window.replace(/(?<![\d.,])(\d{1,2})(?:[.,]5(?!\d)|\s?½)/g, "$1");
  // "(6 und 10 Monate)", "6 and 10 months": the unit after the last age is the list's.
  window = window.replace(new RegExp(`(?<![\\d.])\\d{1,2}(?:\\s*(?:,|und|and|et|&|/)\\s*\\d{1,2})+\\s*(${MONTH_UNIT})(?![\\p{L}])`, "giu"), (run, unit: string) =>
    run.replace(/(?<![\d.])(\d{1,2})(?=\s*(?:,|und|and|et|&|\/))/gu, `$1 ${unit}`),
  );
  // "(un bébé de 8 mois, et deux de 4 et 7 ans)": "deux de" counts the ages that follow, it is none itself.
  window = window.replace(new RegExp(`(?<![\\p{L}])(?:${NUMBER_WORDS})\\s+(?:de|of|von|vo|aged)\\s+(?=\\d)`, "giu"), " ");
  // "(Baby, 4 und 7)": the baby is under a year; "bébé de 8 mois" has its age after it.
  window = window.replace(/(?<![\p{L}])(?:baby|bébé|säugling)(?![\p{L}])(?!\s*(?:de|d['’]|of|von|vo|aged)?\s*\d)/giu, "0");
  const withDigits = window.replace(/[\p{L}-]+/gu, (w) => {
    const n = parseCount(w);
    return n !== null && !one.test(w) ? String(n) : w;
  });
  const years = withDigits.replace(/(?<!\d)(20[0-2]\d|19\d\d)(?!\d)/g, yearToAge);
  const cleaned = years.replace(/(?:between|zwischen|entre)\s+\d{1,2}\s+(?:and|und|et)\s+\d{1,2}/gi, " ");
  return [...cleaned.matchAll(new RegExp(`(?<![\\d.])(\\d{1,2})(?![\\d.]\\d)(\\s*${MONTH_UNIT}(?![\\p{L}]))?`, "giu"))].map((m) =>
    m[2] ? 0 : Number(m[1]),
  );
}

/** A count of families, couples, persons or adults ("3 Familien", "2 couples", "4 adults"): never an age. */
const COUNTED_GROWN_UPS = new RegExp(`(?<![\\d.])\\d{1,3}\\s+(?:${ADULTS}|${PERSONS}|familien|families|familles|couples|paare|pärchen)(?![\\p{L}])`, "giu");

/** The next group or person ahead ("… et notre fille de cinq ans"): the ages before it are done. */
const NOUN_AHEAD = new RegExp(`(?<![\\p{L}])(?:${ADULTS}|${BABIES}|${PERSONS}|${CHILDREN}|${KIN})(?![\\p{L}])`, "iu");

/** Counted things that are no guests ("1 pet", "2 Hunde", "3 chambres"). */
const NOT_PEOPLE_AHEAD = /(?<![\d.])\d{1,2}\s+(?:pets?|dogs?|hunde?n?|chiens?|cats?|katzen?|chats?|rooms?|bedrooms?|zimmer|schlafzimmer|chambres?|cars?|autos?|voitures?|nights?|nächte|nuits)(?![\p{L}])/iu;

/** "de 2 à 12 ans", "zwischen 8 und 12", "(12-15 Jahre)": an age range, not two children. */
const AGE_RANGE = new RegExp(
  `^\\s*(?:(?:aged|ages?|age|of|von|vo|de|from|im alter von|âgés de|agés de|all|alle|tous|toutes)\\s+)?(\\d{1,2})\\s*(?:-|–|à|a|bis|to)\\s*(\\d{1,2})\\s*(?:${AGE_UNIT})?(?:\\s*alt|\\s*old)?(?![\\d,])|^\\s*(?:zwischen|between|entre)\\s+(\\d{1,2})\\s*(?:and|und|et)\\s*(\\d{1,2})`,
  "iu",
);

type AgesFound = { ages: number[]; end: number; range?: [number, number]; explicitRange?: boolean };

/** Ages right after a group: "(4, 8 und 12)", "aged 4, 8 and 12", "de 5 et 13 ans". "2 enfants de moins
 * de 2 ans", "2 Kinder unter 3": no age said, but all of them babies (the bound is their range). */
export function agesAfter(text: string, start: number): AgesFound {
  const found = agesRightAfter(text, start);
  const under = /^\s*(?:under|unter|below|moins de|de moins de|jünger als|younger than)\s+(\d)(?:\s*(?:years?|jahren?|ans))?(?!\d|[.,]\d)/i.exec(text.slice(start, start + 30));
  const bound = under?.[1] ? Number(under[1]) : null;
  if (found.ages.length > 0 || found.range || bound === null || bound < 1 || bound > 3) return found;
  return { ...found, range: [0, bound - 1], explicitRange: true };
}

function agesRightAfter(text: string, start: number): AgesFound {
  let from = start;
  // "2 kids under 5 (ages 1 and 4)": the bound is not an age.
  const bound = /^\s*(?:under|unter|below|moins de|de moins de|jünger als|younger than|über|over|plus de)\s+\d{1,2}(?:\s*(?:years?|jahren?|ans))?/i.exec(text.slice(from, from + 30));
  if (bound) from += bound[0].length;
  // "Jg. 2015, 2019": the abbreviation's dot ends no sentence (same length, so positions hold).
  const rest = text.slice(from, from + 70).replace(/(?<![\p{L}])(jg)\.(?=\s*\d)/giu, "$1 ");
  const paren = /^\s*[:,]?\s*\(([^)]*)\)/.exec(rest);
  // "3 kids (one of them a baby)": who some of them are, counted as a group of its own, not ages.
  if (paren?.[1] !== undefined && /(?:of them|davon|darunter|dont|of whom|including|y compris)/i.test(paren[1])) return { ages: [], end: from + paren[0].length };
  if (paren?.[1] !== undefined) {
    // "ca. 20 Personen (3 Familien und ein paar Freunde)": counts of families and grown-ups are no ages.
    const inside = paren[1].replace(COUNTED_GROWN_UPS, " ");
    return { ...rangeOf(inside), ages: agesIn(inside), end: from + paren[0].length };
  }
  let window = rest.split(/[.;!?]\s|\n|\)|\(/)[0] ?? "";
  // "my two children, 10-17 April 2027": dates, not ages.
  if (/^\s*[,:]?\s*\d{1,2}(?:\.|st|nd|rd|th|er)?\s*(?:[-–]|bis|au|to|till|until)\s*\d{1,2}\.?\s*(?:jan|feb|fév|mar|mär|apr|avr|may|mai|jun|juin|jul|juil|aug|aoû|sep|oct|okt|nov|dec|dez|déc)/iu.test(window)) return { ages: [], end: from };
  // Ages follow at once ("aged 4 and 8", "de 5 et 13 ans", ", 4 and 8"), not a date later on.
  const lead = new RegExp(
    `^\\s*[,:–-]?\\s*(?:(?:aged|ages?|age of|of|von|vo|de|d['’]|im alter von|alter|âgée?s? de|agée?s? de|zwischen|between|entre|jeweils|who are|who is|who will be|who'll be|die|der ist|das ist|qui ont|qui a|qui auront|jahrgang|jahrgänge|jg\\.|jg|born(?: in| between)?|nés? en|nés? entre|née?s? en|née?s? entre)\\s*)?(?=\\d|(?:${NUMBER_WORDS})(?![\\p{L}]))`,
    "iu",
  );
  if (!lead.test(window)) {
    // "Kinder: Jonas (7), Lea (4)": names with their ages.
    const named = new RegExp(`^[ \\t:,-]*(?:\\p{Lu}\\p{Ll}+\\s*\\(\\s*\\d{1,2}[^)]*\\)\\s*(?:,|und|and|et|&)?\\s*)+`, "u").exec(rest);
    if (named) return { ages: [...named[0].matchAll(/\((\s*\d{1,2}[^)]*)\)/g)].flatMap((a) => agesIn(a[1] ?? "")), end: from + named[0].length };
    // "– Emily is 12, Jack is 9 and little Rosie is 3", ": Léa a 12 ans, Tom 9 ans et la petite Inès 3 ans".
    const told = new RegExp(
      `^[\\s:,–-]*(?:(?:(?:and|und|et|&)\\s+)?(?:(?:little|la petite|le petit|der kleine|die kleine|our|unser|unsere)\\s+)?\\p{Lu}\\p{Ll}+\\s+(?:(?:is|ist|a|est)\\s+)?\\d{1,2}(?:\\s*(?:ans|years?(?: old)?|jahre(?: alt)?|j\\.))?\\s*,?\\s*){2,}`,
      "u",
    ).exec(rest);
    if (!told) return { ages: [], end: from };
    return { ages: [...told[0].matchAll(/(?<![\d.])(\d{1,2})(?!\d)/g)].map((a) => Number(a[1])), end: from + told[0].length };
  }
  // Stop before the next group ("… 2 Kinder und 2 Erwachsene", "…, avec 2 accompagnants").
  const next = NOUN_AHEAD.exec(window);
  // "… nés entre 2010 et 2014, encadrés par 4 moniteurs": the 4 counts the next group.
  if (next) window = window.slice(0, next.index).replace(new RegExp(`${COUNT_SOURCE}\\s*$`, "iu"), "");
  // "1 infant, 1 pet", "2 Kinder, 2 Hunde": a count of animals, rooms or cars after the group is no age.
  const thing = NOT_PEOPLE_AHEAD.exec(window);
  if (thing) window = window.slice(0, thing.index);
  // "18 students, 2 postdocs and myself": a count before a plural noun of any kind is the next group, no age.
  const nextCount = new RegExp(`,\\s*\\d{1,2}\\s+(?!(?:${AGE_UNIT}|${MONTH_UNIT})(?![\\p{L}]))\\p{L}+s(?![\\p{L}])`, "iu").exec(window);
  if (nextCount) window = window.slice(0, nextCount.index);
  window = window.replace(/(?<!\d)(20[0-2]\d|19\d\d)(?!\d)/g, yearToAge);
  window = window.split(/,?\s(?:avec|with|mit|plus|sowie|ainsi que|as well as)\s/i)[0] ?? "";
  // The list ends with its unit: "de 3 ans aimerions … du 24 au 31 juillet" has one age.
  const unitEnd = new RegExp(
    `\\d{1,2}\\s*(?:${AGE_UNIT}|${MONTH_UNIT})(?![\\p{L}])(?!\\s*(?:,|and|und|et|&|\\+|-|–|à|bis|to)\\s*(?:\\d|(?:${NUMBER_WORDS})(?=\\s*(?:${AGE_UNIT}(?![\\p{L}])|$|[,.;)]))))`,
    "iu",
  ).exec(window);
  if (unitEnd) window = window.slice(0, unitEnd.index + unitEnd[0].length);
  const lastAge = [...window.matchAll(new RegExp(`\\d{1,2}\\s*(?:${AGE_UNIT}|${MONTH_UNIT})?`, "giu"))].pop();
  return { ...rangeOf(window), ages: agesIn(window), end: from + (lastAge ? lastAge.index + lastAge[0].length : 0) };
}

function rangeOf(window: string): { range?: [number, number]; explicitRange?: boolean } {
  const m = AGE_RANGE.exec(window);
  if (!m) return {};
  // Birth years ("nés entre 2010 et 2014") give the ages the other way round.
  const [lo, hi] = [Number(m[1] ?? m[3]), Number(m[2] ?? m[4])].sort((a, b) => a - b) as [number, number];
  if (hi === lo) return {};
  return { range: [lo, hi], explicitRange: !/^\s*\d/.test(window) || /à|bis|to/i.test(m[0]) };
}

/** Ages said elsewhere: "Les enfants ont 4, 9 et 12 ans", "Children's ages: 0, 7", "the kids are 1, 5 and 16". */
export function agesElsewhere(text: string): number[] {
  const list = "(\\d{1,2}(?:\\s*(?:,|and|und|et|&)\\s*\\d{1,2})+|\\d{1,2})";
  const patterns = [
    // Not inside a word ("Voyageurs : 2 adultes"), except "Kinderalter".
    new RegExp(`(?:(?<![\\p{L}])|(?<=kinder))(?:ages?|alter|âges?)[^:\\n]{0,25}:\\s*${list}`, "iu"),
    new RegExp(`(?<![\\p{L}])(?:ages|alter|âges)\\s+(?:are|sind|sont)\\s+${list}`, "iu"),
    new RegExp(`(?:kids|children|kinder|enfants)\\s+(?:are|sind|ont)\\s+(?:aged\\s+)?${list}`, "i"),
    // Not a range ("zwischen 5 und 11 Jahre alt").
    new RegExp(`(?<!(?:zwischen|between|entre|from|von|de)\\s+)${list}\\s*(?:ans|jahre|years)`, "i"),
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (m?.[1] && /\D/.test(m[1])) return agesIn(m[1]);
    if (m?.[1] && re !== patterns[2]) return agesIn(m[1]);
  }
  return [];
}

/** What follows a person who stays behind: "is staying at home", "kommt nicht mit", "ne vient pas". */
const NOT_COMING =
  /^[^.!?\n;]{0,20}?(?:is staying (?:at )?home|stays (?:at )?home|isn['’]t coming|is not coming|won['’]t (?:be )?coming|can['’]t come|bleibt (?:zu hause|daheim|zuhause)|kommt nicht|kommt dieses mal nicht|ne vient pas|ne viendra pas|reste à la maison)/iu;

/** One person with an age: "a 17-year-old son", "unser siebzehnjähriger Sohn", "die Oma (72)", "notre fils de seize ans". */
export function agedPersons(text: string, taken: readonly Span[]): number[] {
  return agedPersonSpans(text, taken).map((k) => k.age);
}

export function agedPersonSpans(text: string, taken: readonly Span[]): { at: Span; age: number }[] {
  const ages: { at: Span; age: number; times?: number }[] = [];
  const adjective = new RegExp(
    `(?<![\\p{L}\\d])${AGE_WORD_OR_DIGIT}[- ]?(?:(?:year|yr)s?[- ]old|jährige[nrms]?|jährig|jöhrige[nrms]?|month[- ]old)(?:\\s+${KIN})?(?![\\p{L}])`,
    "giu",
  );
  // "two 3-year-olds": so many of that age.
  const several = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}\\s+${AGE_WORD_OR_DIGIT}[- ]?(?:year|yr)s?[- ]olds(?![\\p{L}])`, "giu");
  for (const m of text.matchAll(several)) {
    const times = parseCount(m[1] ?? "");
    const n = parseCount(m[2] ?? "");
    if (times !== null && n !== null) ages.push({ at: { start: m.index, end: m.index + m[0].length }, age: n, times });
  }
  for (const m of text.matchAll(adjective)) {
    const n = parseCount(m[1] ?? "");
    if (n !== null) ages.push({ at: { start: m.index, end: m.index + m[0].length }, age: /month/i.test(m[0]) ? 0 : n });
  }
  const following = new RegExp(
    `(?<![\\p{L}])${KIN}\\s*(?:\\(\\s*${AGE_WORD_OR_DIGIT}\\s*(${AGE_UNIT}|${MONTH_UNIT})?[^)]*\\)|,\\s*${AGE_WORD_OR_DIGIT}\\s+(${AGE_UNIT}|${MONTH_UNIT})|\\s+(?:of|von|vo|de|d['’]|aged|age|im alter von|âgée? de|agé de)\\s*${AGE_WORD_OR_DIGIT}(?:\\s*(${AGE_UNIT}|${MONTH_UNIT}))?|\\s*,?\\s+(?:ist|is|est|a|wird|will be|sera|aura|who is|who['’]s|who will be|who['’]ll be|who turns|qui a|qui aura|isch(?:\\s+grad|\\s+jetzt)?|ist (?:jetzt|dann|grad)|wird dann)\\s+(?:about\\s+|around\\s+|etwa\\s+|ca\\.\\s*|environ\\s+)?(\\d{1,2})(?:\\s*(${AGE_UNIT}|${MONTH_UNIT}))?|\\s+(?:mit|with|avec)\\s+(\\d{1,2})\\s*(${AGE_UNIT}|${MONTH_UNIT})|\\s+(\\d{1,2})(?:\\s*(${AGE_UNIT}|${MONTH_UNIT}))?(?=\\s*(?:[,;)]|\\.(?!\\d)|$|und\\s|and\\s|et\\s)))(?![\\p{L}])`,
    "giu",
  );
  // "notre fils Léo (18 mois)": the child's name stands between; blanked, so positions hold.
  const kinAnyCase = KIN.replace(/(?<=[|:])(\p{Ll})/gu, (c) => `[${c}${c.toUpperCase()}]`);
  const unnamed = text.replace(new RegExp(`(?<![\\p{L}])(${kinAnyCase})(\\s+\\p{Lu}\\p{Ll}+)(?=\\s*\\()`, "gu"), (_m, kin: string, name: string) => kin + " ".repeat(name.length));
  for (const m of unnamed.matchAll(following)) {
    // "Unser Sohn ist 10", "notre fils a 10 ans", "unsere Tochter 7".
    const token = m[1] ?? m[3] ?? m[5] ?? m[7] ?? m[9] ?? m[11] ?? "";
    const unit = m[2] ?? m[4] ?? m[6] ?? m[8] ?? m[10] ?? m[12] ?? "";
    const n = parseCount(token);
    if (n === null || (m[5] !== undefined && !unit && !/\d/.test(token))) continue;
    ages.push({ at: { start: m.index, end: m.index + m[0].length }, age: new RegExp(MONTH_UNIT, "i").test(unit) ? 0 : n });
  }
  const kept: { at: Span; age: number }[] = [];
  for (const a of ages.sort((x, y) => x.at.start - y.at.start)) {
    if (overlaps(a.at, taken) || overlaps(a.at, kept.map((k) => k.at))) continue;
    // "our eldest (19) is staying at home this time": named, but not coming.
    if (NOT_COMING.test(text.slice(a.at.end, a.at.end + 50))) continue;
    for (let i = 0; i < (a.times ?? 1); i++) kept.push({ at: a.at, age: a.age });
  }
  return kept;
}
