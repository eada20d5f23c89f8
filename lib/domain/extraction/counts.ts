/**
 * Guest counts in an inquiry. Children are sorted into the pricing groups by the ages the guest
 * gives (0-2 babies, 3-5, 6-16, 17 and over adults); children without an age count as 6-16, the
 * group that pays tourist tax, so an offer never comes out too cheap. A total without a word
 * about who is an adult ("wir sind 12 Personen") leaves adults unknown.
 */

import { COUNT_SOURCE, parseCount } from "./numbers";

export interface GuestCounts {
  adults: number | null;
  totalPersons: number | null;
  children6To16: number;
  children3To5: number;
  babies: number;
}

export type CountField = keyof GuestCounts;

const ADULTS =
  "(?:(?:membres|members|personnes|personen|people|persons|mitglieder)\\s+(?:adultes?|adults?|erwachsene)|erwachsenen?|erwachsener|erwachsenes|erwachseni|erwachsni|erw\\.?|adults?|adultes?|grown[- ]?ups|eltern(?:teile)?|parents|grosse|grossi|leiter(?:innen)?|leaders?|begleitpersonen|accompagnants?(?:\\s+adultes)?|accompagnateurs?(?:\\s+adultes)?|staff|teachers?|lehrer(?:innen)?|lehrpersonen|betreuer(?:innen)?|moniteurs?|chaperones?)";
const CHILDREN =
  "(?:ki\\.|boys|girls|sons|daughters|söhne|töchter|buben|jungs|mädchen|enkelkinder|enkel|grandchildren|grandkids|petits-enfants|garçons|filles|nephews|nieces|gamins?|gosses|mômes|bambins?|goofen?|kleine|chlini|chline|schülern|enkeln|enkelkindern|töchtern|söhnen|kinder|kindern|kind|chind|chinder|chindli|kids?|children|child|childs|enfants?|jugendlichen?|jugendlicher|teenagers?|teens?|schüler(?:innen)?(?:\\s+und\\s+schüler)?|pupils?|students?|élèves?|eleves?|ados?|adolescents?|youngsters?|twins|zwillinge|jumeaux|jumelles)";
const BABIES = "(?:kleinkindern|säuglinge?n?|neugeborene[sn]?|nourrissons?|newborns?|babys?|babies|kleinkinder|kleinkind|bébés?|bebes?|infants?|toddlers?)";
const PERSONS =
  "(?:personen|person|pers\\.?|people|persons|guests|personnes|leute|leuten|lüt|lüüt|gäste|gästen|teilnehmende|teilnehmenden|teilnehmer(?:innen|n)?|participants|members|membres|mitglieder|mitgliedern|friends|freunde|freunden|freundinnen|amis|amies|potes|copains|copines|mates|kollegen|kolleginnen|colleagues|collègues|skiers|skifahrer(?:innen)?|skieurs|hikers|wanderer|wanderinnen|randonneurs|sportler(?:innen)?|players|spieler(?:innen)?|joueurs|singers|sänger(?:innen)?|choristes|musicians|musiker(?:innen)?|employees|mitarbeitende[n]?|mitarbeiter(?:innen|n)?|collaborateurs|pax)";
const FILLER = "(?:(?:small|young|little|kleine|kleinen|petits?|petites?|jeunes?|teenage)\\s+)?";
const AGE_UNIT = "(?:jahren?|jahre|j\\.|johr|jöhrig|years?|yrs?|y\\.?o\\.?|ans?)";
const MONTH_UNIT = "(?:monate?n?|mönet|months?|mois)";
const AGE_WORD_OR_DIGIT = "(\\d{1,2}|\\p{L}+(?:-(?:sept|huit|neuf))?)";

interface Span {
  start: number;
  end: number;
}

interface Group extends Span {
  count: number;
  ages: number[];
  labelled?: boolean;
  range?: [number, number];
  explicitRange?: boolean;
}

function overlaps(a: Span, spans: readonly Span[]): boolean {
  return spans.some((b) => a.start < b.end && b.start < a.end);
}

/** Number words become digits in an age list, except the ones meaning "a" ("un de cinq ans"). */
/** The year ages are counted in; birth years ("Jahrgang 2018") become ages against it. */
let referenceYear = new Date().getUTCFullYear();

function agesIn(window: string): number[] {
  const one = /^(?:un|une|ein|eine|einen|einem|one|a|an|es)$/i;
  const withDigits = window.replace(/[\p{L}-]+/gu, (w) => {
    const n = parseCount(w);
    return n !== null && !one.test(w) ? String(n) : w;
  });
  const years = withDigits.replace(/(?<!\d)(20[0-2]\d|19\d\d)(?!\d)/g, (y) => String(Math.max(0, referenceYear - Number(y))));
  const cleaned = years.replace(/(?:between|zwischen|entre)\s+\d{1,2}\s+(?:and|und|et)\s+\d{1,2}/gi, " ");
  return [...cleaned.matchAll(new RegExp(`(?<![\\d.])(\\d{1,2})(?![\\d.]\\d)(\\s*${MONTH_UNIT}(?![\\p{L}]))?`, "giu"))].map((m) =>
    m[2] ? 0 : Number(m[1]),
  );
}

const NUMBER_WORDS = "zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|un|une|one|ein|eine";

const NOUN_AHEAD = new RegExp(`(?<![\\p{L}])(?:${ADULTS}|${BABIES}|${PERSONS}|${CHILDREN})(?![\\p{L}])`, "iu");

/** Ages right after a group: "(4, 8 und 12)", "aged 4, 8 and 12", "de 5 et 13 ans". */
/** "de 2 à 12 ans", "zwischen 8 und 12", "(12-15 Jahre)": an age range, not two children. */
const AGE_RANGE = new RegExp(
  `^\\s*(?:(?:aged|ages?|age|of|von|vo|de|from|im alter von|âgés de|agés de)\\s+)?(\\d{1,2})\\s*(?:-|–|à|a|bis|to)\\s*(\\d{1,2})\\s*(?:${AGE_UNIT})?(?:\\s*alt|\\s*old)?(?![\\d,])|^\\s*(?:zwischen|between|entre)\\s+(\\d{1,2})\\s*(?:and|und|et)\\s*(\\d{1,2})`,
  "iu",
);

function agesAfter(text: string, start: number): { ages: number[]; end: number; range?: [number, number]; explicitRange?: boolean } {
  let from = start;
  // "2 kids under 5 (ages 1 and 4)": the bound is not an age.
  const bound = /^\s*(?:under|unter|below|moins de|über|over|plus de)\s+\d{1,2}(?:\s*(?:years?|jahren?|ans))?/i.exec(text.slice(from, from + 30));
  if (bound) from += bound[0].length;
  const rest = text.slice(from, from + 70);
  const paren = /^\s*[:,]?\s*\(([^)]*)\)/.exec(rest);
  if (paren?.[1] !== undefined) return { ...rangeOf(paren[1]), ages: agesIn(paren[1]), end: from + paren[0].length };
  let window = rest.split(/[.;!?]\s|\n|\)|\(/)[0] ?? "";
  // Ages follow at once ("aged 4 and 8", "de 5 et 13 ans", ", 4 and 8"), not a date later on.
  const lead = new RegExp(
    `^\\s*[,:]?\\s*(?:(?:aged|ages?|age of|of|von|vo|de|d['’]|im alter von|alter|âgée?s? de|agée?s? de|zwischen|between|entre|jeweils|who are|die|qui ont|jahrgang|jahrgänge|born(?: in)?|nés? en)\\s*)?(?=\\d|(?:${NUMBER_WORDS})(?![\\p{L}]))`,
    "iu",
  );
  if (!lead.test(window)) {
    // "Kinder: Jonas (7), Lea (4)": names with their ages.
    const named = new RegExp(`^[\\s:,-]*(?:\\p{Lu}\\p{Ll}+\\s*\\(\\s*\\d{1,2}[^)]*\\)\\s*(?:,|und|and|et|&)?\\s*)+`, "u").exec(rest);
    if (!named) return { ages: [], end: from };
    return { ages: [...named[0].matchAll(/\((\s*\d{1,2}[^)]*)\)/g)].flatMap((a) => agesIn(a[1] ?? "")), end: from + named[0].length };
  }
  // Stop before the next group ("… 2 Kinder und 2 Erwachsene", "…, avec 2 accompagnants").
  const next = NOUN_AHEAD.exec(window);
  if (next) window = window.slice(0, next.index);
  window = window.split(/,?\s(?:avec|with|mit|plus|sowie|ainsi que|as well as)\s/i)[0] ?? "";
  const lastAge = [...window.matchAll(new RegExp(`\\d{1,2}\\s*(?:${AGE_UNIT}|${MONTH_UNIT})?`, "giu"))].pop();
  return { ...rangeOf(window), ages: agesIn(window), end: from + (lastAge ? lastAge.index + lastAge[0].length : 0) };
}

function rangeOf(window: string): { range?: [number, number]; explicitRange?: boolean } {
  const m = AGE_RANGE.exec(window);
  if (!m) return {};
  const lo = Number(m[1] ?? m[3]);
  const hi = Number(m[2] ?? m[4]);
  if (hi <= lo) return {};
  return { range: [lo, hi], explicitRange: !/^\s*\d/.test(window) || /à|bis|to/i.test(m[0]) };
}

/** Ages said elsewhere: "Les enfants ont 4, 9 et 12 ans", "Children's ages: 0, 7", "the kids are 1, 5 and 16". */
function agesElsewhere(text: string): number[] {
  const list = "(\\d{1,2}(?:\\s*(?:,|and|und|et|&)\\s*\\d{1,2})+|\\d{1,2})";
  const patterns = [
    new RegExp(`(?:ages?|alter|âges?)[^:\\n]{0,25}:\\s*${list}`, "i"),
    new RegExp(`(?:kids|children|kinder|enfants)\\s+(?:are|sind|ont)\\s+(?:aged\\s+)?${list}`, "i"),
    new RegExp(`${list}\\s*(?:ans|jahre|years)`, "i"),
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (m?.[1] && /\D/.test(m[1])) return agesIn(m[1]);
    if (m?.[1] && re !== patterns[2]) return agesIn(m[1]);
  }
  return [];
}

const ARTICLE = /^(?:a|an|ein|eine|einen|einem|un|une|es|our|my|unser|unsere|unserem|unseren|notre|mon|ma|äs|üses|eis)$/i;

/** Mentions of a group: "3 Kinder (4, 8, 12)", "Kinder: 3", "+ Baby". Adults carry no ages. */
function groups(text: string, noun: string, adults = false, single = false): Group[] {
  const found: Group[] = [];
  const agesOf = (from: number) => (adults ? { ages: [], end: from } : agesAfter(text, from));
  const counted = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}[ \\t]+${FILLER}${noun}(?![\\p{L}])`, "giu");
  for (const m of text.matchAll(counted)) {
    let count = parseCount(m[1] ?? "");
    // "I am a teacher" is the writer, counted elsewhere, not one more adult.
    if (count === null || (adults && ARTICLE.test(m[1] ?? ""))) continue;
    if (/twins|zwillinge|jumeaux|jumelles/i.test(m[0]) && count === 1) count = 2;
    const { ages, end, range, explicitRange } = agesOf(m.index + m[0].length);
    // "2 Familien mit je 2 Kindern (3, 6, 9, 11)": the ages say how many.
    if (/(?:je|each|chacune?|jeweils|à chaque fois)\s+$/i.test(text.slice(Math.max(0, m.index - 12), m.index)) && ages.length > count) count = ages.length;
    found.push({ start: m.index, end: Math.max(end, m.index + m[0].length), count, range, explicitRange, ages: count === 2 && ages.length === 1 && /twins|zwillinge|jumeaux|jumelles/i.test(m[0]) ? [ages[0] ?? 0, ages[0] ?? 0] : ages });
  }
  // "Kinder: 3", "Adults: 2" in a form-like mail or a portal's summary.
  const labelled = new RegExp(`^[ \\t*-]*(?:anzahl[ \\t]+|number of[ \\t]+|nombre d['’][ \\t]*)?${noun}[ \\t]*:[ \\t]*(\\d{1,3})(?![\\d.])`, "gimu");
  for (const m of text.matchAll(labelled)) {
    const { ages, end, range, explicitRange } = agesOf(m.index + m[0].length);
    found.push({ start: m.index, end: Math.max(end, m.index + m[0].length), count: Number(m[1]), ages, range, explicitRange, labelled: true });
  }
  // "Kinder: Jonas (7), Lea (4)": a labelled list of names with ages.
  const labelledNames = new RegExp(`^[ \\t*-]*${noun}[ \\t]*:(?=[ \\t]*\\p{Lu}\\p{Ll}+[ \\t]*\\()`, "gimu");
  for (const m of adults ? [] : text.matchAll(labelledNames)) {
    const { ages, end } = agesAfter(text, m.index + m[0].length);
    if (ages.length > 0) found.push({ start: m.index, end, count: ages.length, ages, labelled: true });
  }
  // "our twins (18 months)", "+ Baby", "and kids 5 and 6": a group without a count word.
  const bare = new RegExp(`(?:\\+|plus|and|und|et|with|mit|avec|&|,)[ \\t]+(?:(?:a|an|ein|eine|einem|einen|our|unser|unsere|unserem|un|une|notre|nos|the|das|le|la|les|die)\\s+)?${FILLER}(${noun})(?![\\p{L}])`, "giu");
  for (const m of text.matchAll(bare)) {
    const at = m.index + m[0].length;
    const word = m[1] ?? "";
    const { ages, end } = agesOf(at);
    const plural = /(?:s|er|ern|ren|lis?|inge|eaux|elles)$/i.test(word) && !/^(?:kid|child|kind|chind|baby|bébé)$/i.test(word);
    const twins = /twins|zwillinge|jumeaux|jumelles/i.test(word);
    const count = twins ? 2 : plural ? ages.length : 1;
    if (twins && ages.length === 1) ages.push(ages[0] ?? 0);
    if (count > 0) found.push({ start: m.index, end: Math.max(end, at), count, ages });
  }
  found.sort((a, b) => a.start - b.start);
  const kept: Group[] = [];
  for (const g of found) {
    if (overlaps(g, kept)) continue;
    // The same children said twice (a portal's summary and the guest's message, "our newborn …
    // plus baby") count once.
    const referring = /(?:nos|our|unsere[n]?|die|the|les|ces|these|diese[n]?|mes|my|meine[n]?)\s+$/i.test(text.slice(Math.max(0, g.start - 12), g.start));
    const far = kept.some((k) => g.start - k.end > 60);
    const twin = kept.find(
      (k) =>
        k.count === g.count &&
        (k.labelled || g.labelled || (referring && (k.ages.length === 0 || g.ages.length === 0)) || (single && k.count === 1 && ((k.ages.length === 0 && g.ages.length === 0) || (far && (k.ages.length === 0 || g.ages.length === 0))))),
    );
    if (twin) {
      if (twin.ages.length < g.ages.length) twin.ages = g.ages;
      continue;
    }
    kept.push(g);
  }
  return kept;
}

const KIN =
  "(?:sohn|tochter|bub|buben|meitli|mädchen|junge|knabe|enkel|enkelin|neffe|nichte|son|daughter|boy|girl|child|kid|baby|toddler|teen|teenager|nephew|niece|grandson|granddaughter|fils|fille|garçon|enfant|bébé|ado|jeune|neveu|nièce|petit-fils|petite-fille|oma|opa|grossmutter|grossvater|grosi|grosspapi|grandma|grandpa|grandmother|grandfather|granny|grand-mère|grand-père|mamie|papi|papy|mutter|vater|mother|father|mère|père|schwiegermutter|schwiegervater)";

/** One person with an age: "a 17-year-old son", "unser siebzehnjähriger Sohn", "die Oma (72)", "notre fils de seize ans". */
function agedPersons(text: string, taken: readonly Span[]): number[] {
  const ages: { at: Span; age: number }[] = [];
  const adjective = new RegExp(
    `(?<![\\p{L}\\d])${AGE_WORD_OR_DIGIT}[- ]?(?:(?:year|yr)s?[- ]old|jährige[nrms]?|jährig|jöhrige[nrms]?|month[- ]old)(?:\\s+${KIN})?(?![\\p{L}])`,
    "giu",
  );
  for (const m of text.matchAll(adjective)) {
    const n = parseCount(m[1] ?? "");
    if (n !== null) ages.push({ at: { start: m.index, end: m.index + m[0].length }, age: /month/i.test(m[0]) ? 0 : n });
  }
  const following = new RegExp(
    `(?<![\\p{L}])${KIN}\\s*(?:\\(\\s*${AGE_WORD_OR_DIGIT}\\s*(${AGE_UNIT}|${MONTH_UNIT})?[^)]*\\)|,\\s*${AGE_WORD_OR_DIGIT}\\s+(${AGE_UNIT}|${MONTH_UNIT})|\\s+(?:of|von|vo|de|d['’]|aged|age|im alter von|âgée? de|agé de)\\s*${AGE_WORD_OR_DIGIT}(?:\\s*(${AGE_UNIT}|${MONTH_UNIT}))?)(?![\\p{L}])`,
    "giu",
  );
  for (const m of text.matchAll(following)) {
    const token = m[1] ?? m[3] ?? m[5] ?? "";
    const unit = m[2] ?? m[4] ?? m[6] ?? "";
    const n = parseCount(token);
    if (n === null || (m[5] !== undefined && !unit && !/\d/.test(token))) continue;
    ages.push({ at: { start: m.index, end: m.index + m[0].length }, age: new RegExp(MONTH_UNIT, "i").test(unit) ? 0 : n });
  }
  const kept: { at: Span; age: number }[] = [];
  for (const a of ages.sort((x, y) => x.at.start - y.at.start)) {
    if (overlaps(a.at, taken) || overlaps(a.at, kept.map((k) => k.at))) continue;
    kept.push(a);
  }
  return kept.map((k) => k.age);
}

/** Adults implied by family words: "my wife and I", "meine Eltern", "mon mari et moi", "two couples". */
function familyAdults(text: string): number | null {
  const partner = "(?:wife|husband|partner|partnerin|frau|mann|femme|mari|conjoint|conjointe|compagne|compagnon|copine|copain|freundin|freund|girlfriend|boyfriend|fiancée?)";
  let adults = 0;
  if (
    new RegExp(`(?:my|meine?|ma|mon)\\s+${partner}\\s+(?:and|und|et|&)\\s+(?:i|me|ich|moi)(?![\\p{L}])|(?:(?<![\\p{L}])(?:i|me|ich|moi)\\s*(?:,|and|und|et|&|with|mit|avec)\\s*(?:my|meine?|ma|mon)\\s+${partner})|(?:my|meine?|ma|mon)\\s+${partner}\\s+(?:and|und|et)\\s+(?:myself|moi-même)|(?:mit|with|avec)\\s+(?:my|meiner|meinem|ma|mon)\\s+${partner}`, "iu").test(text)
  )
    adults += 2;
  const couples = new RegExp(`(?<![\\p{L}])${COUNT_SOURCE}\\s+(?:couples|paare|pärchen)(?![\\p{L}])`, "iu").exec(text);
  if (couples?.[1]) adults += 2 * (parseCount(couples[1]) ?? 0);
  else if (/(?<![\p{L}])(?:wir beide|wir zwei|mir zwöi|nous deux|both of us|the two of us|just the two of us)(?![\p{L}])/iu.test(text) && adults === 0) adults += 2;
  else if (/(?<![\p{L}])(?:un couple|a couple|ein ehepaar|als paar|an elderly couple)(?![\p{L}])(?!\s+(?:of (?:days|nights|weeks|months|years|questions|things|hours)|de (?:jours|nuits|semaines|mois|questions)))/iu.test(text) && adults === 0) adults += 2;
  if (new RegExp(`(?<![\\p{L}])(?:ich|me|i|moi|je)(?:\\s+\\p{L}+){0,2}\\s+(?:mit|and|und|et|with|avec)\\s+(?:meinen|meiner|meinem|my|mes|ma|mon|meine)\\s+(?:${COUNT_SOURCE}\\s+)?${FILLER}(?:${CHILDREN}|${BABIES})|single (?:mum|mom|dad|parent)|alleinerziehende?r?|maman solo|papa solo`, "iu").test(text)) return 1;
  if (/(?:grandma|granny|oma|grosi|grand-mère|mamie|grandmother)\s+(?:and|und|et|&)\s+(?:grandpa|opa|grosspapi|grand-père|papi|papy|grandfather)|(?:grandpa|opa|grand-père|papi|grandfather)\s+(?:and|und|et|&)\s+(?:grandma|oma|grand-mère|mamie|grandmother)/i.test(text)) adults += 2;
  if (/(?:my|our|meine|unsere|mes|nos)\s+(?:parents(?:-in-law)?|eltern|schwiegereltern|grandparents|grosseltern|grands-parents|beaux-parents|in-laws)/i.test(text)) adults += 2;
  return adults > 0 ? adults : null;
}

/** "just the two of us plus baby", "zu zweit mit Baby", "à deux avec un bébé": the adults. */
function usPlus(text: string): number | null {
  const m = new RegExp(
    `(?:(?:the\\s+)?${COUNT_SOURCE}\\s+of us|zu\\s+(zweit|dritt|viert|fünft|sechst)|à\\s+(deux|trois|quatre|cinq|six))\\s*,?\\s*(?:plus|and|with|\\+|mit|und|avec|et)\\s`,
    "iu",
  ).exec(text);
  if (!m) return null;
  if (m[1]) return parseCount(m[1]);
  if (m[2]) return GROUP_ORDINAL[m[2].toLowerCase()] ?? null;
  return m[3] ? parseCount(m[3]) : null;
}

const ALL_ADULTS =
  /(?:all|alle|tous|toutes|que des|nur|only)\s+(?:adults|erwachsene|erwachsen|adultes|majeurs|majeures|volljährig|over 18|über 18|in our (?:twenties|thirties|forties|fifties|sixties|20s|30s|40s|50s|60s))|(?:adults|erwachsene|adultes)\s+(?:only|uniquement|seulement)/i;
const GROUP_ORDINAL: Record<string, number> = {
  zweit: 2, dritt: 3, viert: 4, fünft: 5, sechst: 6, siebt: 7, acht: 8, neunt: 9, zehnt: 10, elft: 11, zwölft: 12,
};

function totalOf(text: string): number | null {
  const labelled = new RegExp(
    `^[\\s*-]*(?:anzahl\\s+|number of\\s+|nombre de\\s+|total\\s+)?(?:personen|persons|guests|personnes|gäste|teilnehmende|participants|pers\\.?|personenzahl|teilnehmerzahl|anzahl|gruppe|group size|group|groupe|belegung|occupancy|pax)[ \\t]*:?[ \\t]*(\\d{1,3})(?!\\d)(?![ \\t]*(?:${ADULTS}|${CHILDREN}))`,
    "imu",
  ).exec(text);
  if (labelled?.[1]) return Number(labelled[1]);
  const family = new RegExp(`(?:family|familie|famille|group|gruppe|groupe|grüppli|party)\\s+(?:of|von|vo|de)\\s+${COUNT_SOURCE}(?![\\p{L}])`, "iu").exec(text);
  if (family?.[1]) return parseCount(family[1]);
  const meAnd = new RegExp(`(?<![\\p{L}])(?:me|i|ich|moi)\\s+(?:and|und|et|\\+)\\s+${COUNT_SOURCE}\\s+${FILLER}${PERSONS}`, "iu").exec(text);
  if (meAnd?.[1]) return (parseCount(meAnd[1]) ?? 0) + 1;
  const zu = /(?:zu|à)\s+(zweit|dritt|viert|fünft|sechst|siebt|acht|neunt|zehnt|elft|zwölft)(?![\p{L}])(?!\s*,?\s*(?:mit|with|plus|und|\+|avec|et)\s)/iu.exec(text);
  if (zu?.[1]) return GROUP_ORDINAL[zu[1].toLowerCase()] ?? null;
  // "Wir sind 6", "we'll be 5", "nous serons 8", "three of us", "4 pax".
  const weAre = new RegExp(
    `(?:wir sind|wir wären|wir werden|mir sind|mir wäred|mir chömed|we are|we're|we'll be|we will be|there will be|there are|nous serons|nous sommes|on sera|on est|nous venons à)\\s+(?:insgesamt\\s+|total\\s+|au total\\s+)?${COUNT_SOURCE}(?![\\p{L}\\d.:/])(?!\\s*(?:-|–|${ADULTS}|${CHILDREN}|${BABIES}|${PERSONS}|x|mal|fois|times|jahre|ans|years|nights|nächte|nuits|couples|paare|familien|families|familles|generations|générations|generationen|groups|gruppen|groupes|\\p{L}+\\s+(?:${ADULTS}|${CHILDREN}|${PERSONS})))`,
    "iu",
  ).exec(text);
  if (weAre?.[1] && !/^(?:a|an|un|une|ein|eine|es|our|my|unser|notre|mon|ma)$/i.test(weAre[1])) return parseCount(weAre[1]);
  // "eine 12-köpfige Gruppe", "unsere 4-köpfige Familie".
  const heads = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}-?köpfige[nr]?(?![\\p{L}])`, "iu").exec(text);
  if (heads?.[1]) return parseCount(heads[1]);
  const ofUs = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}\\s+(?:of us|pax)(?![\\p{L}])(?!\\s*,?\\s*(?:plus|and|with|\\+)\\s)`, "iu").exec(text);
  if (ofUs?.[1]) return parseCount(ofUs[1]);
  const counted = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}[ \\t]+${FILLER}${PERSONS}(?![\\p{L}])`, "iu").exec(text);
  return counted?.[1] ? parseCount(counted[1]) : null;
}

export interface CountsFound extends GuestCounts {
  /** Fields worth a look: nobody counted, children without ages, a total that does not add up. */
  uncertain: CountField[];
}

export function extractGuestCounts(text: string, today?: string): CountsFound {
  if (today) referenceYear = Number(today.slice(0, 4));
  const adultGroups = groups(text, ADULTS, true);
  const childGroups = groups(text, CHILDREN);
  const babyGroups = groups(text, BABIES, false, true);
  const taken = [...adultGroups, ...childGroups, ...babyGroups];
  const uncertain = new Set<CountField>();

  let children6To16 = 0;
  let children3To5 = 0;
  let babies = 0;
  let agedAdults = 0;
  const place = (age: number | undefined, fallback: "child" | "baby") => {
    if (age === undefined) {
      if (fallback === "baby") babies++;
      else children6To16++;
    } else if (age <= 2) babies++;
    else if (age <= 5) children3To5++;
    else if (age <= 16) children6To16++;
    else agedAdults++;
  };
  const elsewhere = agesElsewhere(text);
  const groupOf = (age: number) => (age <= 2 ? 0 : age <= 5 ? 1 : age <= 16 ? 2 : 3);
  for (const g of childGroups) {
    let ages = g.ages;
    // An age range speaks for all of them when its ends fall in one pricing group, else for none.
    if (g.range && (g.count > 2 || g.explicitRange)) {
      const [lo, hi] = g.range;
      ages = groupOf(lo) === groupOf(hi) ? Array<number>(g.count).fill(lo) : [];
    }
    if (ages.length < g.count && elsewhere.length === g.count) ages = elsewhere;
    if (ages.length < g.count) uncertain.add("children6To16");
    for (let i = 0; i < g.count; i++) place(ages[i], "child");
  }
  for (const g of babyGroups) for (let i = 0; i < g.count; i++) place(g.ages[i], "baby");
  for (const age of agedPersons(text, taken)) place(age, "child");

  const young = children6To16 + children3To5 + babies;
  let totalPersons: number | null = totalOf(text);
  // "2 Personen + 1 Kind": the persons counted before the children are the adults.
  const personsThenChildren = new RegExp(
    `(?<![\\p{L}\\d])${COUNT_SOURCE}[ \\t]+${PERSONS}\\s*(?:\\+|plus|und|and|et|mit|with|avec|,)\\s*(?:${COUNT_SOURCE}\\s+)?${FILLER}(?:${CHILDREN}|${BABIES})(?![\\p{L}])`,
    "iu",
  ).exec(text);
  const familyTotal = personsThenChildren && /(?:family|familie|famille|group|gruppe|groupe|party)\s+(?:of|von|vo|de|mit)\s+$/i.test(text.slice(0, personsThenChildren.index));
  const explicit = adultGroups[0]?.count ?? (personsThenChildren?.[1] && !familyTotal ? parseCount(personsThenChildren[1]) : null);
  if (personsThenChildren && !familyTotal && explicit !== null && adultGroups.length === 0) totalPersons = null;
  let adults: number | null = explicit ?? familyAdults(text) ?? usPlus(text);
  if (adults === null && totalPersons !== null && ALL_ADULTS.test(text)) adults = totalPersons - young - agedAdults;
  if (adults === null && totalPersons !== null && young + agedAdults > 0 && totalPersons > young + agedAdults) {
    adults = totalPersons - young - agedAdults;
  }
  if (adults !== null || agedAdults > 0) adults = (adults ?? 0) + agedAdults;
  if (totalPersons === null && adults !== null) totalPersons = adults + young;
  if (adults === null && (totalPersons !== null || young > 0)) uncertain.add("adults");
  if (totalPersons !== null && adults !== null && adults + young !== totalPersons) {
    uncertain.add("adults").add("totalPersons");
  }
  return { adults, totalPersons, children6To16, children3To5, babies, uncertain: [...uncertain] };
}
