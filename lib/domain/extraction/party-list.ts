/**
 * A party written out person by person instead of counted: "Wir sind: Hans, Maria, Lisa (8) und Tim
 * (5)", "Mir wäred: ich (Reto), mini Frau Nicole, de Luca (8) und d'Anna (5)", a numbered list of
 * names ("1. Beat Imboden … 5. Heidi Imboden (74)"), friends by name ("Me, my girlfriend and our
 * friends Tom and Anna", "Ich und mini Kollege Marco, Jan und Dario") and a "+1" after the party.
 */

import { COUNT_SOURCE, parseCount } from "./numbers";

export interface ListedParty {
  /** Persons without an age or aged 17 and over. */
  grownUps: number;
  /** Ages of the persons aged 16 or under. */
  childAges: number[];
}

const NAME = "\\p{Lu}[\\p{Ll}'’-]+";
/** "(8)", "(7 ans)", "(age 15)", "(74)": a person's age in brackets. */
const AGE_IN_BRACKETS = /\(\s*(?:age\s+|âge\s+|alter\s+|aged\s+)?(\d{1,2})(?:\s*(?:ans|j\.?|jahre|years|yrs|y\.?o\.?|(months|monate|mois|mo|mte?\.?|wochen|weeks|semaines)))?\s*\)/iu;
/** What a list of the party starts with: "Wir sind:", "Nous sommes :", "Guests:". */
const LIST_INTRO =
  /(?:wir sind|wir wären|wir kommen|mir sind|mir wäred|mir wäre|mir chömed|nous sommes|nous serons|nous serions|we are|we're|we'll be|we would be|it's|it will be|gäste|guests|teilnehmende|teilnehmer|voyageurs|participants|reisende)\s*:\s*([^.!?\n]+)/iu;
/** "We're Jenny and Matt, plus Oliver (3) and baby Isla (18 months)": a list of names without a colon. */
const NAMES_INTRO = /(?:[Ww]ir sind|[Mm]ir sind|[Nn]ous sommes|[Ww]e are|[Ww]e['’]re)\s+(?=\p{Lu}\p{Ll})([^.!?\n]+)/u;
const WRITER = /^(?:ich|i|me|myself|moi|moi-même)(?![\p{L}])/iu;
const PETS = /(?<![\p{L}])(?:hund|dog|chien|chienne|katze|cat|chat)(?![\p{L}])/iu;

function person(item: string): { age: number | null } | null {
  const text = item.trim();
  if (text === "" || PETS.test(text)) return null;
  const age = AGE_IN_BRACKETS.exec(text);
  if (!WRITER.test(text) && !new RegExp(`(?:^|\\s|['’])${NAME}`, "u").test(text)) return null;
  // "mini Frau Nicole", "de Luca (8)", "ich (Reto)": one person each; "baby Isla (18 months)" is under a year.
  return { age: age?.[2] ? 0 : age?.[1] ? Number(age[1]) : null };
}

function tally(people: { age: number | null }[]): ListedParty {
  const childAges = people.flatMap((p) => (p.age !== null && p.age <= 16 ? [p.age] : []));
  return { grownUps: people.length - childAges.length, childAges };
}

/** "Wir sind: Hans, Maria, Lisa (8) und Tim (5)" or a numbered list of names, one person a line. */
export function listedParty(text: string): ListedParty | null {
  const intro = LIST_INTRO.exec(text);
  if (intro?.[1]) {
    const items = intro[1].split(/,|\s+(?:und|and|et|&)\s+/iu);
    const people = items.map(person);
    // Every item a person, at least one of them named ("nous sommes : 2 adultes, …" is counted elsewhere).
    if (people.length >= 2 && people.every((p) => p !== null) && !/\d\s+\p{L}/u.test(intro[1].replace(/\([^)]*\)/g, ""))) {
      return tally(people as { age: number | null }[]);
    }
  }
  // Without a colon only names, three or more, at least one with an age ("We are Swiss and …" is no list).
  const names = NAMES_INTRO.exec(text);
  if (names?.[1]) {
    const items = names[1].split(/,|\s+(?:und|and|et|&|plus|\+)\s+/iu).map((i) => i.replace(/^\s*(?:plus|\+)\s+/iu, "")).filter((i) => i.trim() !== "");
    const people = items.map((i) => (new RegExp(`^\\s*(?:(?:baby|little|bébé|petite?|kleine[r]?)\\s+)?${NAME}\\s*(?:\\([^)]*\\))?\\s*$`, "u").test(i) ? person(i) : null));
    if (people.length >= 3 && people.every((p) => p !== null) && people.some((p) => p?.age !== null)) return tally(people as { age: number | null }[]);
  }
  // A full name a line, or a name with an age ("1. Parkplatz", "2. Haustiere" are a list of questions).
  const lines = [...text.matchAll(new RegExp(`^[ \\t]*(\\d{1,2})[.)][ \\t]+(?:${NAME}(?:[ \\t]+${NAME})+[ \\t]*(?:\\([^)\\n]*\\))?|${NAME}[ \\t]*\\(\\s*\\d{1,2}[^)\\n]*\\))[ \\t]*$`, "gmu"))];
  // Numbered 1, 2, 3 … one after the other.
  const run = lines.filter((l, i) => Number(l[1]) === i + 1);
  if (run.length >= 2) return tally(run.map((l) => person(l[0].replace(/^\s*\d{1,2}[.)]/, "")) ?? { age: null }));
  return null;
}

const FRIENDS = "(?:friends|freunde|freunden|freundinnen|kollege|kollegen|kolleginnen|kumpels|amis|amies|copains|copines|potes|mates|colleagues|collègues)";
/** The same, capitalised or not, for patterns that tell names by their capital ("Kollege Marco, Jan und Dario"). */
const FRIENDS_ANY_CASE = FRIENDS.replace(/(?<=[(|:])(\p{Ll})/gu, (c) => `[${c}${c.toUpperCase()}]`);
const PARTNER =
  "(?:wife|husband|partner|girlfriend|boyfriend|fiancée?|frau|mann|freundin|freund|partnerin|femme|mari|copain|copine|compagnon|compagne)";

/**
 * The writer with friends named or counted, and maybe a partner: "Me, my girlfriend and our friends Tom
 * and Anna" (4), "Ich und mini Kollege Marco, Jan und Dario" (4), "Je viendrai avec mon copain et deux
 * amis" (4). The party's size only: friends say nothing of who is an adult.
 */
export function writerWithFriends(text: string): number | null {
  const sentence = text.split(/[.!?\n]/).find((s) => new RegExp(`(?<![\\p{L}])(?:my|our|mini|meine[n]?|unsere[n]?|mes|nos|mon|ma)\\s+${FRIENDS}(?![\\p{L}])|(?<![\\p{L}])${COUNT_SOURCE}\\s+${FRIENDS}(?![\\p{L}])`, "iu").test(s));
  if (!sentence) return null;
  const writer = /(?<![\p{L}])(?:ich|i|me|myself|moi|je|j['’])(?![\p{L}])/iu.test(sentence);
  const partner = new RegExp(`(?<![\\p{L}])(?:my|mini|meine[mr]?|mit meiner|mit meinem|mon|ma)\\s+${PARTNER}(?![\\p{L}])`, "iu").test(sentence);
  // Only when a partner comes too: "ich komme mit 3 Freunden" alone is read by the total's rules.
  if (!writer || !partner) {
    const named = new RegExp(`${FRIENDS_ANY_CASE}\\s+(${NAME}(?:\\s*,\\s*${NAME})*\\s+(?:and|und|et|&)\\s+${NAME})`, "u").exec(sentence);
    if (!writer || !named?.[1]) return null;
    return 1 + named[1].split(/\s*,\s*|\s+(?:and|und|et|&)\s+/u).length;
  }
  const named = new RegExp(`${FRIENDS_ANY_CASE}\\s+(${NAME}(?:\\s*,\\s*${NAME})*\\s+(?:and|und|et|&)\\s+${NAME})`, "u").exec(sentence);
  if (named?.[1]) return 2 + named[1].split(/\s*,\s*|\s+(?:and|und|et|&)\s+/u).length;
  const counted = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}\\s+${FRIENDS}(?![\\p{L}])`, "iu").exec(sentence);
  const n = counted?.[1] ? parseCount(counted[1]) : null;
  return n !== null && n > 1 ? 2 + n : null;
}

/**
 * "me, my wife +1 (her sister)", "2 adults, 2 kids (9, 12) plus one of the kids' friends (10)": one
 * more person after the party, with an age when one is given. Not a phone number's "+1 312 …", nor
 * "3 adultes + 1 enfant" (a group, counted as such).
 */
export function plusOne(text: string): { age: number | null; start: number; end: number } | null {
  const m = /(?<![\p{L}\d+])(?:\+\s?1|plus one|plus 1)(?![\d\p{L}])(?!\s*\(?\s*\d{3})(?=\s*(?:\(|[.,;:!?–-]|$|(?:of|and|und|et)\s))([^.!?\n]{0,60})/iu.exec(text);
  if (!m) return null;
  // A party word just before it: "my wife +1", "kids (9, 12) plus one".
  if (!/(?:wife|husband|partner|frau|mann|femme|mari|adults?|erwachsene|adultes|kids|children|kinder|enfants|\)|us|uns|nous)\s*,?\s*$/iu.test(text.slice(Math.max(0, m.index - 30), m.index))) return null;
  const age = /^[^()]{0,40}\(\s*(\d{1,2})(?:\s*(?:ans|j\.?|jahre|years))?\s*\)/iu.exec(m[1] ?? "");
  return { age: age?.[1] ? Number(age[1]) : null, start: m.index, end: m.index + m[0].length };
}

/** "My daughter and I", "Ma fille et moi", "ich komme mit meinem Sohn": one child with the writer, no age said. */
export function unagedChildWithWriter(text: string): boolean {
  return /(?:my|meine|ma|mon)\s+(?:daughter|son|tochter|sohn|fille|fils)\s+(?:and|und|et|&)\s+(?:i|me|myself|ich|moi)(?![\p{L}])|(?<![\p{L}])(?:i|ich|je)(?![\p{L}])[^.!?\n]{0,30}(?:with|mit|avec)\s+(?:my|meiner|meinem|ma|mon)\s+(?:daughter|son|tochter|sohn|fille|fils)(?![\p{L}])(?!\s*\(|\s*,?\s*(?:aged|age|von|de|d['’]|who|qui|die|der|of)?\s*\d)/iu.test(text);
}
