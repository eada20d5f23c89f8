/**
 * Counted groups in an inquiry: "3 Kinder (4, 8, 12)", "Kinder: 3", "+ Baby", "2 Familien mit je 2
 * Kindern"; the same group said twice counts once.
 */

import { COUNT_SOURCE, parseCount } from "./numbers";
import { agedPersonSpans, agesAfter, agesIn } from "./party-ages";
import { AGE_UNIT, FILLER, type Group, MONTH_UNIT, TWINS, overlaps } from "./party-words";

/** "(4 adults and 6 children, ) that's …": a sum of what was said before, not more people. */
const RESTATED = /(?:that's|that is|i\.e\.|soit|donc|das sind|das macht|insgesamt|in total|au total|en tout|total)\b[^.!?\n()]{0,30}$/i;
/** Families or couples that each bring the same: "2 Familien mit je 2 Kindern", "two families with three kids each",
 * "Two families – each with two adults and …", "drei Familien à je 4 Personen (jeweils 2 Erwachsene und …". What
 * stands between the families and the count is checked for a word saying "each" (DISTRIBUTIVE). */
const PER_FAMILY = new RegExp(
  `${COUNT_SOURCE}\\s+(?:befreundete\\s+|friendly\\s+|amies\\s+)?(?:familien|families|familles|couples|paare)[^.!?\\n)]{0,40}?(?:${COUNT_SOURCE}\\s+\\p{L}+\\s+(?:und|and|et|,)\\s+)?$`,
  "iu",
);
const DISTRIBUTIVE = /(?<![\p{L}])(?:je(?=\s+(?:\d|zwei|drei|vier|fünf|ein))|jeweils|each|chacune?)(?![\p{L}])/iu;

const ARTICLE = /^(?:a|an|ein|eine|einen|einem|un|une|es|our|my|unser|unsere|unserem|unseren|notre|mon|ma|äs|üses|eis)$/i;

/** Mentions of a group: "3 Kinder (4, 8, 12)", "Kinder: 3", "+ Baby". Adults carry no ages. */
export function groups(text: string, noun: string, adults = false, single = false): Group[] {
  const found: Group[] = [];
  const agesOf = (from: number) => (adults ? { ages: [], end: from } : agesAfter(text, from));
  // "2x Erwachsene, 1x Kind (8)" as Swiss forms write it; "10 people, 4 of them kids".
  // "20 Year 10 students": the school year between the count and the noun is no count.
  const counted = new RegExp(`(?<![\\p{L}\\d])(?<!(?:year|grade)[ \\t]+)${COUNT_SOURCE}(?:[ \\t]*[x×])?[ \\t]+(?:(?:year|grade)[ \\t]+\\d{1,2}[ \\t]+)?(?:of them[ \\t]+(?:are[ \\t]+)?)?${FILLER}${noun}(?![\\p{L}])`, "giu");
  for (const m of text.matchAll(counted)) {
    let count = parseCount(m[1] ?? "");
    const before = text.slice(Math.max(0, m.index - 80), m.index);
    // "I am a teacher" is the writer, counted elsewhere, not one more adult; "… und ein Koch",
    // "et d'une cuisinière" is one more.
    const oneMore = /^(?:a|an|ein|eine|einen|einem|un|une|emne)$/i.test(m[1] ?? "") && /(?:und|and|et|plus|sowie|avec|with|mit|\+|,|d['’])\s*$/i.test(before);
    if (count === null || (adults && ARTICLE.test(m[1] ?? "") && !oneMore)) continue;
    const nounWord = m[0].slice((m[1] ?? "").length).replace(/^[ \t]*[x×]/, "").replace(/^\s*(?:year|grade)\s+\d{1,2}\s+/i, "").replace(/^\s*of them\s+(?:are\s+)?/i, "").trim();
    if (ARTICLE.test(m[1] ?? "") && !TWINS.test(nounWord) && /(?:s|er|ern|ren|lis?|inge|eaux|elles)$/i.test(nounWord) && !/(?:^|\s)(?:kid|child|kind|chind|baby|bébé|ados?|fils|twins?)$/i.test(nounWord)) continue;
    if (TWINS.test(m[0]) && count === 1) count = 2;
    const each = /^[ \t]+(?:each|chacun|chacune|jeweils)(?![\p{L}])/iu.exec(text.slice(m.index + m[0].length));
    const { ages, end, range, explicitRange } = agesOf(m.index + m[0].length + (each?.[0].length ?? 0));
    // "2 Familien mit je 2 Kindern (3, 6, 9, 11)": the ages say how many; without them, so many
    // per family ("two families with three kids each").
    const families = PER_FAMILY.exec(before);
    // Adults per family are one or two ("jeweils 2 Erwachsene"); "mit je 2 Kindern und 4 Erwachsenen" are all of them.
    // "deux familles de quatre (2 adultes et 2 enfants chacune)": "each" closes the bracket, for all its groups.
    const eachAfter = /^[^.!?\n()]{0,30}?(?<![\p{L}])(?:each|chacune?|jeweils)\s*\)/iu.test(text.slice(m.index + m[0].length));
    const perFamily = families && (each || eachAfter || DISTRIBUTIVE.test(families[0] + m[0])) && !(adults && count > 2) ? parseCount(families[1] ?? "") : null;
    if (/(?:je|each|chacune?|jeweils|à chaque fois)\s+$/i.test(text.slice(Math.max(0, m.index - 12), m.index)) && ages.length > count) count = ages.length;
    else if (perFamily && ages.length < count * perFamily) count *= perFamily;
    const noun = nounWord.toLowerCase();
    found.push({ start: m.index, end: Math.max(end, m.index + m[0].length), count, noun, range, explicitRange, ...(perFamily !== null ? { perFamily: true } : {}), ages: count === 2 && ages.length === 1 && TWINS.test(m[0]) ? [ages[0] ?? 0, ages[0] ?? 0] : ages });
  }
  // "Kinder: 3", "Adults: 2" in a form-like mail or a portal's summary.
  // Also inline ("Anzahl Erwachsene: 2, Anzahl Kinder: 2"), without a colon ("Erwachsene 2 / Kinder 1 (5)")
  // and in a table's cells ("| Erwachsene | 4 |").
  const labelled = new RegExp(
    `(?:^|[/,|;][ \\t]*|[.!?][ \\t]+)[ \\t*-]*(?:anzahl[ \\t]+|number of[ \\t]+|nombre d['’][ \\t]*)?${noun}(?:[ \\t]*\\(?(\\d{1,2})\\s*[-–]\\s*(\\d{1,2})(?:[^)\\n:]{0,12}\\))?)?(?:[ \\t]*:[ \\t]*|[ \\t]*\\|[ \\t]*(?=\\d)|[ \\t]+(?=\\d{1,3}[ \\t]*(?:$|\\(|/|,|;|\\|)))(\\d{1,3})(?![\\d.])`,
    "gimu",
  );
  for (const m of text.matchAll(labelled)) {
    // "Kids: 7 and 9", "Kinder: 8 und 10 Jahre": the label lists ages, one child each.
    const line = text.slice(m.index + m[0].length - (m[3] ?? "").length).split("\n")[0] ?? "";
    if (!adults && new RegExp(`^\\d{1,2}(?:\\s*(?:,|and|und|et|&|/)\\s*\\d{1,2})*\\s*(?:${AGE_UNIT}|${MONTH_UNIT})?\\s*$`, "iu").test(line.trim()) && /\D\d|\d\s*\p{L}/u.test(line.trim())) {
      const listed = agesIn(line);
      found.push({ start: m.index, end: m.index + m[0].length + line.length, count: listed.length, ages: listed, labelled: true });
      continue;
    }
    const after = agesOf(m.index + m[0].length);
    // "Children (2-12): 2", "Kinder 6-16: 1": the form's own age band.
    const band: [number, number] | undefined = m[1] && m[2] ? [Number(m[1]), Number(m[2])] : undefined;
    const { ages, end } = after;
    const [range, explicitRange] = band ? [band, true] : [after.range, after.explicitRange];
    found.push({ start: m.index, end: Math.max(end, m.index + m[0].length), count: Number(m[3]), ages, range, explicitRange, labelled: true });
  }
  // "Kinder: Jonas (7), Lea (4)": a labelled list of names with ages.
  const labelledNames = new RegExp(`^[ \\t*-]*${noun}[ \\t]*:(?=[ \\t]*\\p{Lu}\\p{Ll}+[ \\t]*\\()`, "gimu");
  for (const m of adults ? [] : text.matchAll(labelledNames)) {
    const { ages, end } = agesAfter(text, m.index + m[0].length);
    if (ages.length > 0) found.push({ start: m.index, end, count: ages.length, ages, labelled: true });
  }
  // "our twins (18 months)", "+ Baby", "and kids 5 and 6": a group without a count word.
  const bare = new RegExp(`(?:\\+|plus|and|und|et|with|mit|avec|sowie|ainsi que|as well as|&|,)[ \\t]+(?:(?:a|an|ein|eine|einem|einen|our|unser|unsere|unserem|unseren|un|une|notre|nos|the|das|le|la|les|die|my|meine|meinen|meinem|meiner|mes|mon|ma|üsi|üsne|üseri|mini|mis)\\s+)?${FILLER}(${noun})(?![\\p{L}])`, "giu");
  for (const m of text.matchAll(bare)) {
    // "Nathalie Girard, enseignante" signs with her role: not one more adult.
    if (adults && m[0].startsWith(",")) continue;
    const at = m.index + m[0].length;
    const word = m[1] ?? "";
    const { ages, end } = agesOf(at);
    const plural = /(?:s|er|ern|ren|lis?|inge|eaux|elles)$/i.test(word) && !/^(?:kid|child|kind|chind|baby|bébé)$/i.test(word);
    const twins = TWINS.test(word);
    // "üsi Giele (12 und 9)": a Swiss plural without a plural ending, told by its ages.
    const severalInBrackets = ages.length > 1 && /^\s*\(/.test(text.slice(at)) && !/^(?:kid|child|enfant|baby|bébé)$/i.test(word);
    const count = twins ? 2 : plural || severalInBrackets ? ages.length : 1;
    if (twins && ages.length === 1) ages.push(ages[0] ?? 0);
    const span = { start: m.index, end: Math.max(end, at) };
    // "with a baby each" was counted per couple above: that count stands.
    if (found.some((f) => f.perFamily && overlaps(f, [span]))) continue;
    if (count > 0) found.push({ ...span, count, ages, noun: word.toLowerCase(), bare: true });
  }
  found.sort((a, b) => a.start - b.start);
  const kept: Group[] = [];
  for (const g of found) {
    if (overlaps(g, kept)) continue;
    // "… 4 adults and 6 children": said again as a sum of what came before.
    if (kept.length > 0 && RESTATED.test(text.slice(Math.max(0, g.start - 40), g.start)) && g.count === kept.reduce((n, k) => n + k.count, 0)) continue;
    // The same children said twice (a portal's summary and the guest's message, "our newborn …
    // plus baby") count once.
    // "Reisende: … 1 Kind (2 Jahre) … Unsere Kleine ist zwei": "unsere" is the count word and refers back too.
    const referring =
      /(?:nos|our|unsere[n]?|die|the|les|ces|these|diese[n]?|mes|my|meine[n]?)\s+$/i.test(text.slice(Math.max(0, g.start - 12), g.start)) ||
      /^(?:our|unsere[nm]?|unser|notre|my|meine[nm]?|mon|ma)\s/i.test(text.slice(g.start, g.start + 10));
    const far = kept.some((k) => g.start - k.end > 60);
    // "Kinder 6-16: 1" and "Kinder 3-5: 1" in a form are two children, not one said twice.
    const otherBand = (k: Group) => k.range !== undefined && g.range !== undefined && (k.range[0] !== g.range[0] || k.range[1] !== g.range[1]);
    const twin = kept.find(
      (k) =>
        k.count === g.count &&
        !otherBand(k) &&
        (k.labelled ||
          g.labelled ||
          (referring && (k.ages.length === 0 || g.ages.length === 0)) ||
          (single && k.count === 1 && ((k.ages.length === 0 && g.ages.length === 0) || (far && (k.ages.length === 0 || g.ages.length === 0)))) ||
          // "4 guests · 2 infants" in a portal's summary, "two couples with a baby each" in the guest's message.
          (single && far && g.perFamily === true && k.ages.length === 0 && g.ages.length === 0)),
    );
    if (twin) {
      if (twin.ages.length < g.ages.length) twin.ages = g.ages;
      continue;
    }
    kept.push(g);
  }
  return kept;
}

/** A group without ages that the next words take apart, one by one ("2 enfants, un bébé … et une fillette …",
 * "nos 3 enfants, dont un bébé d'un an et deux enfants de 4 et 10 ans"). */
export function described(text: string, g: Group, others: readonly Group[]): boolean {
  const next = text.slice(g.end, g.end + 30);
  if (g.ages.length > 0 || !/^\s*(?:[:,(]|[-–—]\s)\s*(?:(?:dont|davon|darunter|including|of whom|of which|among them|parmi eux)\s+)?(?:un|une|a|an|ein|eine|einen|one)\s/i.test(next)) return false;
  const stop = text.slice(g.end).search(/[.!?\n]/);
  const limit = stop < 0 ? text.length : g.end + stop;
  const parts = others.filter((o) => o !== g && o.start >= g.end && o.start < limit).reduce((n, o) => n + o.count, 0);
  const aged = agedPersonSpans(text.slice(0, limit), [...others, g]).filter((a) => a.at.start >= g.end).length;
  return parts + aged === g.count;
}

/** Adults said in groups: "zwei Lehrpersonen und ein Koch" add up; "4 adults: 2 parents and 2 grandparents" do not. */
export function adultsSaid(adultGroups: readonly Group[]): number | null {
  const [first, ...rest] = adultGroups;
  if (!first) return null;
  const others = rest.filter((g, i) => g.noun === undefined || (g.noun !== first.noun && !rest.slice(0, i).some((r) => r.noun === g.noun)));
  const sum = others.reduce((n, g) => n + g.count, 0);
  const restated = sum === first.count && /erwachsen|erw\.|adult|grown/i.test(first.noun ?? "");
  return others.length === 0 || restated ? first.count : first.count + sum;
}
