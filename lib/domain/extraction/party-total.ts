/**
 * What an inquiry says about the whole party rather than its groups: totals ("wir sind 12
 * Personen", "une vingtaine, exactement 22", "zu viert") and adults implied by family words
 * ("my wife and I", "meine Eltern", "papa, maman et deux enfants").
 */

import { COUNT_SOURCE, parseCount } from "./numbers";
import { ADULTS, AGE_UNIT, BABIES, CHILDREN, FILLER, KIN, NUMBER_WORDS, PERSONS, type Span } from "./party-words";

/** Adults implied by family words: "my wife and I", "meine Eltern", "mon mari et moi", "two couples". */
export function familyAdults(text: string): number | null {
  const partner = "(?:wife|husband|spouse|partner|partnerin|frau|ehefrau|mann|maa|frou|ehemann|gattin|femme|épouse|époux|mari|conjoint|conjointe|compagne|compagnon|copine|copain|freundin|freund|girlfriend|boyfriend|fiancée?)";
  let adults = 0;
  if (
    new RegExp(`(?:my|meine?|ma|mon)\\s+${partner}\\s*(?:,|and|und|et|&)\\s*(?:i|me|ich|moi|myself|moi-même|mich)(?![\\p{L}])|(?:(?<![\\p{L}])(?:i|me|myself|ich|moi|moi-même)\\s*(?:,|and|und|et|&|with|mit|avec)\\s*(?:my|meine?|ma|mon|the)\\s+${partner})|(?:my|meine?|ma|mon)\\s+${partner}\\s+(?:and|und|et)\\s+(?:myself|moi-même)|(?:my|meine?|ma|mon)\\s+${partner}\\s*,[^.!?\\n]{0,60}\\s(?:and|und|et)\\s+(?:i|me|ich|moi|moi-même|myself)(?![\\p{L}])|(?:mit|with|avec)\\s+(?:my|meiner|meinem|mim|minere|ma|mon)\\s+${partner}`, "iu").test(text)
  )
    adults += 2;
  const partnered = adults > 0;
  const couples = new RegExp(`(?<![\\p{L}])${COUNT_SOURCE}\\s+(?:befreundete\\s+|verheiratete\\s+|married\\s+)?(?:couples|paare|pärchen|ehepaare)(?![\\p{L}])|(?<![\\p{L}])(\\d|zwei|zwöi|drei|drü|vier)\\s+paar(?![\\p{L}])`, "iu").exec(text);
  // "Mir sind 2 Paar": Swiss and colloquial German count couples in the singular.
  // ("2 Paar Ski" are skis: a noun after "Paar" says what the pairs are.)
  const skis = couples?.[2] !== undefined && /^\s+\p{Lu}/u.test(text.slice(couples.index + couples[0].length));
  const coupleCount = couples?.[1] ?? (skis ? undefined : couples?.[2]);
  if (coupleCount) adults += 2 * (parseCount(coupleCount) ?? 0);
  // "für zwei befreundete Pärchen und mich": the writer is one more.
  const coupledWithMe = couples !== null && /^\s+(?:und|and|et|\+|plus)\s+(?:mich|me|myself|moi|moi-même)(?![\p{L}])/iu.test(text.slice(couples.index + couples[0].length));
  // "deux couples de retraités et une amie", "zwei Paare und eine Freundin": one more.
  const coupledWithFriend =
    couples !== null && /^\s+(?:de retraités|d['’]amis|de\s+\p{L}+)?\s*(?:et|und|and|plus|\+)\s+(?:une?|eine[n]?|a|an)\s+(?:amie?|freundin|freund|friend|kollegin|kollege|colleague|collègue|cousine?)(?![\p{L}])/iu.test(text.slice(couples.index + couples[0].length));
  if (coupledWithMe || coupledWithFriend) adults += 1;
  else if (/(?<![\p{L}])(?:wir beide|wir zwei|mir zwöi|nous deux|both of us|the two of us|just the two of us|us two|we two)(?![\p{L}])/iu.test(text) && adults === 0) adults += 2;
  // "Mir sind es Paar mit zwöi Chind"; "es paar Kollege" (a few friends) is no couple.
  else if (/(?:sind|als|si|sy) (?:ein|es|äs|e) Paar(?![\p{L}])(?!\s+(?:[Kk]olleg|[Ff]ründ|[Ff]reund|[Ll]üt|[Ll]eute|[Tt]äg|[Tt]age|[Nn]ächt|[Ww]uche))/u.test(text) && adults === 0) adults += 2;
  else if (/(?<![\p{L}])(?:un (?:jeune )?couple|a (?:young |married |retired )?couple|(?:ein (?:junges )?)?ehepaar|rentnerpaar|als paar|an elderly couple)(?![\p{L}])(?!\s+(?:of (?:days|nights|weeks|months|years|questions|things|hours)|de (?:jours|nuits|semaines|mois|questions)))/iu.test(text) && adults === 0) adults += 2;
  // Relatives without an age ("meiner Mutter", "my mum and dad"); with one they are counted by age.
  let relatives = [
    ...text.matchAll(
      /(?<![\p{L}])(?:my|meine[rnm]?|ma|mon|mes|our|unsere[rnm]?|notre)\s+(?:mum|mom|mother|dad|father|mutter|mami|vater|brother|sister|bruder|schwester|mère|père|frère|sœur|soeur|schwiegermutter|schwiegervater|mother-in-law|father-in-law|belle-mère|beau-père|aunt|uncle|tante|onkel|oncle|cousin|cousine)(?:\s+(?:and|und|et|&)\s+(?:dad|father|vater|papa|père|mum|mom|mother|mutter|mère))?(?![\p{L}])(?!['’]s(?![\p{L}]))(?!\s*\(\s*\d|\s*,?\s*(?:aged|age|of|von|de|d['’])\s*\d)/giu,
    ),
  ].reduce((n, m) => n + (/\s(?:and|und|et|&)\s/i.test(m[0]) ? 2 : 1), 0);
  // "our son and his wife", "our daughter, her husband": a grown-up child and a partner, two adults.
  const childCouples = [...text.matchAll(CHILD_WITH_PARTNER)].length + (GROWN_CHILDREN.test(text) ? [...text.matchAll(CHILD_WITH_FRIEND)].length : 0);
  // "die Freundin unseres Sohnes", "our son's girlfriend", "la copine de notre fils", "our au pair": one more adult.
  const joiningAdults = childCouples * 2 + [...text.matchAll(PARTNER_OF_CHILD)].length + (HELPER.test(text) ? 1 : 0);
  // "meine Schwester mit ihrem Mann": a relative's partner comes too (not the child's, counted above).
  const theirPartners =
    relatives > 0 ? Math.max(0, [...text.matchAll(/(?<![\p{L}])(?:ihrem|ihrer|seinem|seiner|her|his|son|sa)\s+(?:mann|frau|partner|partnerin|husband|wife|mari|femme|compagnon|compagne)(?![\p{L}])/giu)].length - childCouples) : 0;
  relatives += joiningAdults;
  if (new RegExp(`(?<![\\p{L}])(?:ich|me|i|i['’]ll|i['’]m|moi|je)(?:\\s+\\p{L}+){0,3}\\s+(?:mit|and|und|et|with|avec)\\s+(?:meinen|meiner|meinem|mein|my|mes|ma|mon|meine)\\s+(?:${COUNT_SOURCE}\\s+)?${FILLER}(?:${CHILDREN}|${BABIES}|daughter|son|tochter|sohn|fils|fille)(?![\\p{L}])|single (?:mum|mom|dad|parent|mother|father)|alleinerziehende?r?|maman solo|papa solo|maman seule|papa seul|mère seule|père seul`, "iu").test(text)) return 1 + relatives + theirPartners;
  // "mes 2 enfants et moi", "meine zwei Kinder und ich", "my daughter and I": the writer alone with the children.
  if (new RegExp(`(?:my|meine[n]?|mes|our|unsere[n]?|nos|mini|mis|ma|mon)\\s+(?:${COUNT_SOURCE}\\s+)?${FILLER}(?:${CHILDREN}|daughter|son|tochter|sohn|fille|fils)(?:\\s*\\([^)]*\\))?\\s*(?:and|und|et|&)\\s+(?:i|me|myself|ich|moi|moi-même)(?![\\p{L}])`, "iu").test(text) && adults === 0) return 1 + relatives + theirPartners;
  adults += relatives + theirPartners;
  // A party listed by family roles: "s'Mami, de Papi, üsi Zwilling (4) und d'Grossmami", "papa, maman et deux enfants".
  const roles = new Set(
    [...text.matchAll(/(?<![\p{L}])(?<!(?:my|our|meine[rnm]?|ma|mon|mes|unsere[rnm]?|notre)\s+)(?:s['’]|d['’])?(mami|mama|mum|mom|maman|papi|papa|dad|daddy|grossmami|grosspapi|grossmueti|grossvati|grosi|oma|opa|grandma|grandpa|granny|grandmother|grandfather|grand-mère|grand-père|mamie|papy)(?![\p{L}])(?!\s+solo)(?!\s*\(\s*\d)/giu)].map((m) => (m[1] ?? "").toLowerCase()),
  );
  if (roles.size >= 2) adults += roles.size;
  // "Wir sind eine Familie mit zwei Kindern", "a family with two teenagers": the parents and the children.
  if (new RegExp(`(?<![\\p{L}])(?:(?:eine|a|une|die|the|la|unsere|our|notre|meine|my|ma)\\s+)?(?:familie|family|famille)(?:\\s+[\\p{L}-]+){0,3}\\s+(?:mit|with|avec)\\s+(?:${COUNT_SOURCE}\\s+)?${FILLER}(?:${CHILDREN}|${BABIES})`, "iu").test(text) && adults === 0) adults += 2;
  // "Zwei Familien mit je zwei Kindern", "two families with three kids each": two parents per family,
  // when the mail counts the children per family (a bare "wir sind zwei Familien, 9 Personen" says less).
  const families = new RegExp(`(?<![\\p{L}])${COUNT_SOURCE}\\s+(?:befreundete\\s+|friendly\\s+|amies\\s+)?(?:familien|families|familles)(?![\\p{L}])[^.!?\\n]{0,40}?(?<![\\p{L}])(?:je(?=\\s+${COUNT_SOURCE})|jeweils|each|chacune?)(?![\\p{L}])`, "iu").exec(text);
  if (families?.[1] && adults === 0) adults += 2 * (parseCount(families[1]) ?? 0);
  // "Eltern + 3 Kinder", "les parents et trois ados"; "Grosseltern, wir als Eltern und unsere Kinder"
  // are three generations: the grandparents come on top.
  if (/(?:^|[\s:(])(?:eltern|parents|die eltern|les parents|the parents)\s*(?:\+|und|and|et|mit|with|avec|&|,)\s*(?:\d+\s+|\p{L}+\s+)?(?:kinder|children|kids|enfants|ados)/iu.test(text)) {
    adults += 2;
    if (/(?<![\p{L}])(?:grosseltern|grosseltere|grandparents|grands-parents)(?![\p{L}])/iu.test(text)) adults += 2;
  }
  // "Wir Grosseltern (beide über 70)", "we are grandparents", "nous sommes grands-parents", "grandparents + 2 grandchildren".
  else if (/(?:^|[\s:(])(?:grosseltern|grosseltere|grandparents|grands-parents)\s*(?:\+|und|and|et|mit|with|avec|&|,)\s*(?:\d+\s+|\p{L}+\s+)?(?:enkel|enkelkinder|änkelchind|grandchildren|grandkids|petits-enfants|kinder|children|kids|enfants)/iu.test(text)) adults += 2;
  else if (/(?:wir|we are|we're|nous sommes|nous)\s+(?:die\s+|the\s+|les\s+)?(?:grosseltern|grandparents|grands-parents)/i.test(text)) adults += 2;
  else if (/(?:my|our|meine[nm]?|unsere[nm]?|mes|nos|d['’]|üsi|the|die|den|les)\s*(?:parents(?:-in-law)?|eltern|eltere|schwiegereltern|grandparents|grosseltern|grosseltere|grands-parents|beaux-parents|in-laws)/i.test(text)) adults += 2;
  // "mes parents, ma sœur et moi", "my parents and I": relatives listed with the writer, who comes too.
  if (!partnered && !coupledWithMe && adults > 0 && WRITER_LAST.test(text)) adults += 1;
  return adults > 0 ? adults : null;
}

/** A spouse: "Freundin", "girlfriend", "copine" may be a child's friend of the same age. */
const SPOUSE = "(?:wife|husband|partner|fiancée?|spouse|frau|mann|ehefrau|ehemann|partnerin|verlobte[rn]?|femme|mari|compagne|compagnon|épouse|époux)";
const CHILD_PARTNER = `(?:${SPOUSE.slice(3, -1)}|girlfriend|boyfriend|freundin|freund|copine|copain)`;
/** "our son and his wife", "our daughter, her husband", "notre fille et son mari", "unser Sohn mit seiner Freundin". */
const CHILD_WITH_PARTNER = new RegExp(
  `(?<![\\p{L}])(?:our|my|unser|unsere[nmr]?|mein|meine[nmr]?|notre|mon|ma)\\s+(?:son|daughter|sohn|tochter|fils|fille)\\s*(?:,|and|und|et|with|mit|avec|&)\\s*(?:his|her|sein|seine[nmr]?|ihr|ihre[nmr]?|son|sa)\\s+${SPOUSE}(?![\\p{L}])`,
  "giu",
);
/** "our daughter and her boyfriend" is a couple of adults only where the children are said to be grown up
 * ("our grown-up children and their partners"); elsewhere a daughter's friend may be a child. */
const CHILD_WITH_FRIEND = new RegExp(CHILD_WITH_PARTNER.source.replace(SPOUSE, "(?:girlfriend|boyfriend|freundin|freund|copine|copain)"), "giu");
const GROWN_CHILDREN =
  /(?<![\p{L}])(?:grown[- ]up|adult)\s+(?:children|kids|sons|daughters)|erwachsene[n]?\s+(?:kinder|kindern|söhne|töchter)|enfants\s+(?:adultes|majeurs)|(?:their|ihren|leurs)\s+(?:partners|partnern|conjoints)(?![\p{L}])/iu;
/** "die Freundin unseres Sohnes", "our son's girlfriend", "la copine de notre fils": the partner alone (the child is counted as a child). */
const PARTNER_OF_CHILD = new RegExp(
  `(?<![\\p{L}])(?:(?:son|daughter)['’]s\\s+${CHILD_PARTNER}|(?:die|der|den|dem)\\s+${CHILD_PARTNER}\\s+(?:unseres|unserer|meines|meiner)\\s+(?:sohnes|sohns|tochter)|(?:la|le|l['’])\\s*${CHILD_PARTNER}\\s+de\\s+(?:notre|mon|ma)\\s+(?:fils|fille))(?![\\p{L}])(?!\\s*,?\\s*\\(?\\s*(?:aged\\s+|de\\s+)?\\d)`,
  "giu",
);
/** An au pair or a nanny the family brings. */
const HELPER = /(?<![\p{L}])(?:au[- ]pair|nanny|nounou|babysitter(?:in)?|kindermädchen)(?![\p{L}])/iu;

/** The writer last in a list of persons: "…, ma sœur et moi", "… and I would like", "… und ich." */
const WRITER_LAST =
  /(?:,|and|und|et|&)\s+(?:moi|moi-même|ich|myself|i|me)(?=\s*(?:[.,;:!?)]|$)|\s+(?:would|will|are|want|wish|möchten|würden|wollen|kommen|sind|souhaiterions|aimerions|viendrons|serons|venons)(?![\p{L}]))/imu;

/** "just the two of us plus baby", "zu zweit mit Baby", "à deux avec un bébé": the adults. */
export function usPlus(text: string): number | null {
  const m = new RegExp(
    `(?:(?:the\\s+)?${COUNT_SOURCE}\\s+of us|zu\\s+(${ORDINALS})|à\\s+(deux|trois|quatre|cinq|six))\\s*(?:\\([^)]*\\))?\\s*,?\\s*(?:plus|and|with|\\+|mit|und|avec|et)\\s${NOT_PETS}`,
    "iu",
  ).exec(text);
  if (!m) return null;
  if (m[1]) return parseCount(m[1]);
  // "zu föift plus es Buschi" (the five are the adults); "zu zehnt und suchen …" says nothing of them.
  // (The small ordinals keep the reading they had before: "zu viert und" counted the four as adults.)
  if (m[2] && /^(?:zweit|dritt|viert|fünft|sechst)$/i.test(m[2])) return GROUP_ORDINAL[m[2].toLowerCase()] ?? null;
  if (m[2]) return new RegExp(`^(?:[\\p{L}'’]+\\s+){0,2}${FILLER}(?:${CHILDREN}|${BABIES}|${KIN})(?![\\p{L}])`, "iu").test(text.slice(m.index + m[0].length)) ? (GROUP_ORDINAL[m[2].toLowerCase()] ?? null) : null;
  return m[3] ? parseCount(m[3]) : null;
}

/** Everyone is grown up: "all over 18", "nur Erwachsene", "alle im Pensionsalter", "tous retraités", "all in our late
 * twenties", "eleven women (ages 45 to 70)", "un groupe de jeunes (18 à 25 ans)". */
export const ALL_ADULTS =
  /(?:all|alle|tous|toutes)\s+(?:aged\s+|über\s+|over\s+|âgés de\s+)?(?:1[89]|[2-9]\d)(?!\d|\.\d)|(?:all|alle|tous|toutes|que des|nur|only)\s+(?:adults|erwachsene|erwachsen|adultes|majeurs|majeures|volljährig|over 18|über 18|in our (?:twenties|thirties|forties|fifties|sixties|20s|30s|40s|50s|60s))|(?:adults|erwachsene|adultes)\s+(?:only|uniquement|seulement)|(?:all|alle|tous|toutes|alles)\s+(?:im pensionsalter|pensioniert|retired|pensioners|retraité(?:e)?s|erwachseni|erwachsne)|(?:tous|toutes)\s+(?:des\s+)?retraités|in our (?:late|early|mid)[- ]?(?:twenties|thirties|forties|fifties|sixties|20s|30s|40s|50s|60s)|\((?:ages?\s+|aged\s+|âgés de\s+|alter\s+)?(?:1[89]|[2-9]\d)\s*(?:-|–|to|bis|à)\s*[2-9]\d(?:\s*(?:ans|jahre|years))?\)|(?:ages?|aged|âgés de|im alter von)\s+(?:1[89]|[2-9]\d)\s*(?:-|–|to|bis|à|and|und|et)\s*[2-9]\d(?!\d)/i;
/** "4 of us + 2 dogs", "zu zweit mit Hund": the animals are no guests. */
const NOT_PETS = "(?!\\s*(?:[\\p{L}\\d]+\\s+){0,2}(?:dogs?|hunde?n?|hündin|chiens?|chiennes?|cats?|katzen?|chats?|pets?|haustiere?n?|animaux)(?![\\p{L}]))";

/** Not "… mit Baby", "… et un bébé": a count said with more persons after it is only some of them. */
const NOT_PLUS_PERSONS = `(?!\\s*,?\\s*(?:mit|with|plus|und|\\+|avec|et)\\s+(?:[\\p{L}\\d]+\\s+){0,2}${FILLER}(?:${CHILDREN}|${BABIES}|${ADULTS}|${KIN})(?![\\p{L}]))`;

/** The writer speaking for the party: "wir sind", "we'll be", "nous serons", "mir sind". */
const WE_ARE =
  "(?:nous ne serons plus que|nous ne sommes plus que|on ne sera plus que|wir sind nur noch|wir sind noch|we['’]re now only|wir sind|wir wären|wir werden|sind wir|wären wir|werden wir|mir sind|mir si|mir sy|mir wäre|mir wäred|mir wäret|mir chömed|we are|we're|we'll be|we will be|we'd be|we would be|there will be|there are|nous serons|nous serions|nous sommes|nous ne sommes que|nous ne serons que|on sera|on serait|on est|on n['’]est que|nous venons à)";

/** "wir sind jetzt doch 9", "we'll now be 9", "nous serons finalement 7": the head count as it stands now. */
const REVISED = "(?:(?:also|donc|alors|so|jetzt|nun|doch|neu|definitiv|wahrscheinlich|voraussichtlich|now|actually|probably|definitely|finalement|maintenant|probablement|désormais)\\s+){0,2}";

const ARTICLE_ONE = /^(?:a|an|un|une|ein|eine|es|our|my|unser|notre|mon|ma)$/i;

const GROUP_ORDINAL: Record<string, number> = {
  zweit: 2, dritt: 3, viert: 4, fünft: 5, sechst: 6, siebt: 7, acht: 8, neunt: 9, zehnt: 10, elft: 11, zwölft: 12,
  // Swiss German: "mir chömed zu sächst", "mir si zu föift".
  zwöit: 2, föift: 5, feuft: 5, füft: 5, sächst: 6, sibt: 7, sibet: 7, nünt: 9, zäht: 10,
};
const ORDINALS = Object.keys(GROUP_ORDINAL).sort((a, b) => b.length - a.length).join("|");

const APPROX: Record<string, number> = { dizaine: 10, douzaine: 12, dozen: 12, dutzend: 12, quinzaine: 15, vingtaine: 20, trentaine: 30, quarantaine: 40 };

/** "nous serons une dizaine", "une petite vingtaine", "we're a dozen": an approximate count without a noun after "we are". */
function approximateUs(text: string): number | null {
  const m = new RegExp(`(?:nous serons|nous sommes|nous serions|on sera|on est|on serait|we are|we're|we'll be|we will be|wir sind|wir wären|wir werden)\\s+(?:${REVISED})?(?:une|a|ein|eine|en)\\s+(?:(?:petite|bonne|grosse|good|small|kleines?|gutes?)\\s+)?(${Object.keys(APPROX).join("|")})(?![\\p{L}])`, "iu").exec(text);
  return m?.[1] ? (APPROX[m[1].toLowerCase()] ?? null) : null;
}

/** "une vingtaine de personnes, exactement 22", "around 20 people – 22 at the last count", "a dozen or so friends". */
function approximateTotal(text: string): number | null {
  const about = new RegExp(
    `(?<![\\p{L}])(?:ungefähr|ca\\.?|circa|rund|etwa|um die|around|about|approximately|roughly|environ|(?:une|a|ein|eine)\\s+(?:${Object.keys(APPROX).join("|")})(?:\\s+(?:or so|odd|give or take|oder so|et quelques))?(?:\\s+(?:(?:de|d['’]|of|von)\\s*)?${PERSONS}))(?![\\p{L}])`,
    "iu",
  ).exec(text);
  if (!about) return null;
  const after = text.slice(about.index, about.index + 120).split(/[.!?]\s|\n/)[0] ?? "";
  const exact =
    /(?:genau|exakt|exactement|exactly|precisely|précisément|plus précisément)\s+(\d{1,3})(?!\d|\.\d)|\(?(\d{1,3})\s+(?:exactement|exactly|genau|at the last count|à ce jour|au dernier décompte)/i.exec(after);
  if (exact) return Number(exact[1] ?? exact[2]);
  const word = new RegExp(`(?:une|a|ein|eine)\\s+(${Object.keys(APPROX).join("|")})`, "iu").exec(about[0]);
  return word?.[1] ? (APPROX[word[1].toLowerCase()] ?? null) : null;
}

const ONE_RELATIVE =
  "(?:grandma|grandpa|granny|oma|opa|grosi|grossmami|grosspapi|grossmutter|grossvater|grand-maman|grand-papa|mamie|papy|grand-mère|grand-père|nanny|au[- ]pair|kindermädchen|nounou|brother|sister|mother|father|mum|mom|dad|friend|girlfriend|boyfriend|cousin|cousine|aunt|uncle|bruder|schwester|mutter|vater|freundin|freund|tante|onkel|frère|sœur|soeur|mère|père|ami|amie|copain|copine|tante|oncle|mother-in-law|father-in-law|schwiegermutter|schwiegervater|belle-mère|beau-père)";
const TWO_RELATIVES = "(?:parents|eltern|grandparents|grosseltern|in-laws|schwiegereltern|grands-parents|beaux-parents)";

/**
 * Persons joining a family said by its size: "a family of four plus my brother and his wife" (2),
 * "eine Familie von vier Personen, dazu kommt die Freundin unserer Tochter" (1), "… + Oma" (1).
 * Children after "with" are often the family's own ("a family of 4 with two kids"): not counted.
 */
export function joiningFamily(after: string): { count: number; length: number } {
  const lead = new RegExp(`^\\s*(?:\\([^)]*\\))?\\s*(?:${PERSONS}\\s*)?,?\\s*(?:plus|\\+|sowie|ainsi que|and|und|et|dazu kommt|dazu kommen|together with)\\s+`, "iu").exec(after);
  if (!lead) return { count: 0, length: 0 };
  const clause = after.slice(lead[0].length).split(/[.!?;\n]|,\s*(?:and|und|et)?\s*(?:we|wir|nous|is|ist|est)\s/iu)[0] ?? "";
  const det = "(?:my|our|his|her|their|the|a|an|meine[nrms]?|unsere[nrms]?|seine[nrms]?|ihre[nrms]?|die|der|den|eine[nr]?|ma|mon|mes|nos|notre|sa|son|ses|leur|une?)";
  let count = 0;
  // "die Freundin unserer Tochter" is one person: the daughter is the family's own (no relative word).
  for (const m of clause.matchAll(new RegExp(`(?<![\\p{L}])(?:${det}\\s+)?(?:(${TWO_RELATIVES})|${ONE_RELATIVE}|(?:wife|husband|partner|frau|mann|femme|mari))(?![\\p{L}'’])`, "giu"))) count += m[1] ? 2 : 1;
  return { count, length: lead[0].length + clause.length };
}

/**
 * "a family of five", "a family of four plus my brother and his wife": the size, and where the persons
 * joining it are said (their family words are theirs, not the family's). "party of 2 adults, 1 teen …"
 * counts adults, not everyone.
 */
export function familyOf(text: string): { count: number; joining: Span | null } | null {
  const family = new RegExp(`(?:family|familie|famille|group|gruppe|groupe|grüppli|party|bande|gang|bunch|clique|truppe)\\s+(?:of|von|vo|de)\\s+(?:(?:about|around|approximately|roughly|ca\\.?|circa|environ|rund|etwa|ungefähr)\\s+)?${COUNT_SOURCE}(?![\\p{L}\\d])(?:\\s*(?:-|–|bis|à|to|or|oder|ou)\\s*(\\d{1,3})(?!\\d))?(?!\\s+(?:${ADULTS}|${CHILDREN}|${BABIES})(?![\\p{L}]))`, "iu").exec(text);
  if (!family?.[1]) return null;
  const end = family.index + family[0].length;
  const joining = joiningFamily(text.slice(end));
  // "eine Gruppe von 10-12 Personen": a range is its upper end.
  const size = family[2] && Number(family[2]) > (parseCount(family[1]) ?? 0) ? Number(family[2]) : (parseCount(family[1]) ?? 0);
  return { count: size + joining.count, joining: joining.count > 0 ? { start: end, end: end + joining.length } : null };
}

/**
 * The party's size as the guest says it. `weak` when it is only a count of persons somewhere in
 * the mail ("das Chalet für 8 Personen"), which may be the house's size rather than the party's.
 */
export function totalOf(text: string): { value: number | null; weak?: boolean } {
  const value = strongTotal(text);
  if (value !== null) return { value };
  const counted = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}[ \\t]+${FILLER}${PERSONS}(?![\\p{L}])`, "iu").exec(text);
  // "Wir sind 10 Personen" is the party; "das Chalet für 8 Personen" may be the house.
  const ours = counted && /(?:wir sind|wir wären|mir sind|we are|we're|we'll be|we will be|nous sommes|nous serons|on est|on sera|insgesamt|total|in total|au total)\s+(?:\p{L}+\s+){0,2}$/iu.test(text.slice(Math.max(0, counted.index - 30), counted.index));
  if (counted?.[1]) return { value: parseCount(counted[1]), weak: !ours };
  // "Il nous faudrait 6 couchages", "we need beds for 6", "wir bräuchten 8 Betten": the beds asked for are the party
  // (the house's own beds, "das Chalet hat 10 Betten", are not).
  const beds = /(?:need|needs|brauchen|bräuchten|benötigen|faut|faudrait|besoin de|looking for|suchen)\s+(?:\p{L}+\s+){0,2}?(?:(\d{1,2})\s+(?:beds|betten|schlafplätze|couchages|lits|places)|(?:beds|betten|schlafplätze|couchages|lits)\s+(?:for|für|pour)\s+(\d{1,2}))(?![\p{L}\d])/iu.exec(text);
  if (beds) return { value: Number(beds[1] ?? beds[2]), weak: true };
  // "Haben Sie etwas für 8?", "a chalet for 8.", "ein Haus für ca. 12?", "a place for six.": a bare count closing the question.
  const forN = new RegExp(`(?:für|for|pour)\\s+(?:(?:ca\\.?|circa|about|around|environ|etwa|rund)\\s*)?(\\d{1,2}|${NUMBER_WORDS})(?=\\s*(?:\\?|\\.?[ \\t]*$))`, "imu").exec(text);
  const forCount = forN?.[1] && !ARTICLE_ONE.test(forN[1]) ? parseCount(forN[1]) : null;
  return { value: forCount !== null && forCount > 1 ? forCount : null, weak: true };
}

function strongTotal(text: string): number | null {
  const approximate = approximateTotal(text) ?? approximateUs(text);
  if (approximate !== null) return approximate;
  // "4 guests · 2 infants" (Airbnb's summary): the guests it counts leave out the infants.
  const withInfants = /(?<![\p{L}\d])(\d{1,2})\s+guests?\s*[·,|]\s*(\d{1,2})\s+infants?(?![\p{L}])/iu.exec(text);
  if (withInfants?.[1] && withInfants[2]) return Number(withInfants[1]) + Number(withInfants[2]);
  const labelled = new RegExp(
    `^[\\s*-]*(?:our\\s+|unsere\\s+|notre\\s+)?(?:anzahl\\s+|gesamtanzahl\\s+|number of\\s+|total number of\\s+|nombre de\\s+|nombre total de\\s+|total\\s+)?(?:personen|persons|people|guests|personnes|gäste|teilnehmende|teilnehmer(?:innen)?|participants|reisende|travell?ers|voyageurs|invités|leute|pers\\.?|personenzahl|personenanzahl|teilnehmerzahl|gesamtanzahl|anzahl|gruppengrösse|gruppe|party size|total|gesamt|insgesamt|group size|taille du groupe|group|groupe|belegung|occupancy|pax)[ \\t]*:?[ \\t]*(?:(?:ca\\.?|circa|env\\.?|environ|approx\\.?|about|ungefähr|rund|~)[ \\t]*)?(\\d{1,3})(?!\\d)(?![ \\t]*(?:${ADULTS}|${CHILDREN}|nächte|nights|nuits|tage|days|jours|wochen|weeks|semaines|chf|fr\\.|€|eur))(?![ \\t]*\\+[ \\t]*(?:${COUNT_SOURCE}[ \\t]+)?${FILLER}(?:${CHILDREN}|${BABIES})(?![\\p{L}]))`,
    "imu",
  ).exec(text);
  if (labelled?.[1]) return Number(labelled[1]);
  // "deux familles de quatre", "two families of 4", "zwei Familien à 4 Personen": so many times so many.
  const familiesOf = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}\\s+(?:befreundete\\s+|amies\\s+)?(?:familles|families|familien)\\s+(?:de|of|von|à|a|mit je|zu je|zu)\\s+${COUNT_SOURCE}(?![\\p{L}\\d])(?:\\s+${PERSONS}(?![\\p{L}]))?(?!\\s+(?:${ADULTS}|${CHILDREN}|${BABIES})(?![\\p{L}]))`, "iu").exec(text);
  const families = familiesOf?.[1] ? parseCount(familiesOf[1]) : null;
  const perFamily = familiesOf?.[2] ? parseCount(familiesOf[2]) : null;
  // "deux familles de quatre personnes (…), plus les grands-parents": the relatives come on top.
  if (families !== null && perFamily !== null && families > 1 && perFamily > 1) return families * perFamily + joiningFamily(text.slice((familiesOf?.index ?? 0) + (familiesOf?.[0].length ?? 0))).count;
  const family = familyOf(text);
  if (family) return family.count;
  // "Familie Müller (2+3)", "Famille Rey (4+1)", "The Wilsons (2+2)": a household signs with its size.
  const signed = /(?:^|\n)[ \t]*(?:familie|famille|family|fam\.|the)[ \t]+\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+)?[ \t]*\((\d{1,2})[ \t]*\+[ \t]*(\d{1,2})\)/iu.exec(text);
  if (signed?.[1] && signed[2]) return Number(signed[1]) + Number(signed[2]);
  // "me and 5 mates", "me and my three mates", "I'm travelling with three friends", "3 Freunde und ich": the writer plus them.
  const meAnd = new RegExp(
    `(?<![\\p{L}])(?:(?:me|i|ich|moi|myself|moi-même)\\s+(?:and|und|et|\\+|plus)\\s+(?:(?:my|meine[n]?|mes|mini|mis)\\s+)?${COUNT_SOURCE}\\s+${FILLER}${PERSONS}|(?:i'm|i am|i'll be|ich bin|ich komme|ich reise|je suis|je viens|je pars)\\s+(?:\\p{L}+\\s+){0,2}(?:with|mit|avec)(?:\\s+(?:my|meinen|mes))?\\s+${COUNT_SOURCE}\\s+${FILLER}(?:friends|freunden|freundinnen|amis|amies|potes|copains|copines|mates|colleagues|kollegen|kolleginnen|collègues))`,
    "iu",
  ).exec(text);
  const meAndCount = meAnd?.[1] ?? meAnd?.[2];
  if (meAndCount) return (parseCount(meAndCount) ?? 0) + 1;
  const andMe = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}\\s+${FILLER}${PERSONS}\\s+(?:and|und|et|\\+|plus)\\s+(?:me|mich|moi|myself|moi-même)(?![\\p{L}])`, "iu").exec(text);
  if (andMe?.[1] && !ARTICLE_ONE.test(andMe[1])) return (parseCount(andMe[1]) ?? 0) + 1;
  // "Wir sind 2+2", "for 4 + 1": the parts of a party, summed.
  const plus = new RegExp(`(?:wir sind|wir wären|mir sind|we are|we're|we'll be|nous sommes|nous serons|on est|on sera|für|for|pour)\\s+(\\d{1,2})\\s*\\+\\s*(\\d{1,2})(?!\\d)(?!\\s*(?:${ADULTS}|${CHILDREN}|${BABIES})(?![\\p{L}]))`, "iu").exec(text);
  if (plus?.[1] && plus[2]) return Number(plus[1]) + Number(plus[2]);
  // "2+2 for the Easter week", "4+1 für Ostern": the parts said first, without "we are".
  const plusFor = /(?<![\d.,+/(-])(\d{1,2})\s*\+\s*(\d{1,2})(?![\d.,+/)])(?=\s+(?:for|für|pour)\s)/iu.exec(text);
  if (plusFor?.[1] && plusFor[2]) return Number(plusFor[1]) + Number(plusFor[2]);
  // "Wir kommen zu 6", "nous sommes à 6": a total in digits.
  const zuDigits = /(?:kommen|sind|reisen|wären|chömed|sommes|serons|serions|venons|viendrons|sera|serait)\s+(?:zu|à)\s+(\d{1,2})(?!\d|[.:]\d)(?!\s*(?:uhr|h|heures)(?![\p{L}]))/iu.exec(text);
  if (zuDigits?.[1] && !new RegExp(`^\\s*(?:${ADULTS})(?![\\p{L}])`, "iu").test(text.slice(zuDigits.index + zuDigits[0].length))) return Number(zuDigits[1]);
  // "zu zweit mit Baby" leaves the baby to be added (usPlus); "zu zehnt und suchen …" is everyone.
  const zu = new RegExp(`(?:zu|à)\\s+(${ORDINALS})(?![\\p{L}])${NOT_PLUS_PERSONS}`, "iu").exec(text);
  if (zu?.[1]) return GROUP_ORDINAL[zu[1].toLowerCase()] ?? null;
  // "On part à six", "nous viendrons à huit": French says the head count with "à" after a verb of coming.
  const aWord = new RegExp(
    `(?:part|partons|partirons|partira|vient|venons|viendrons|viendra|sera|serons|serions|serait|sommes|voyage|voyageons|arrivons|montons|monterons)\\s+à\\s+(deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt)(?![\\p{L}-])(?!\\s+(?:générations?|familles?|groupes?|couples?|voitures?|chambres?|nuits?|jours?|semaines?|heures?|${ADULTS})(?![\\p{L}]))${NOT_PLUS_PERSONS}`,
    "iu",
  ).exec(text);
  if (aWord?.[1]) return parseCount(aWord[1]);
  // "Wir sind 6", "we'll be 5", "nous serons 8", "three of us", "4 pax".
  // "We're 16-18 depending on …", "nous serons 20 à 25 personnes": a range is its upper end.
  const range = new RegExp(`${WE_ARE}\\s+${REVISED}(?:(?:ca\\.?|circa|about|around|environ|etwa)\\s*)?(\\d{1,3})\\s*(?:-|–|à|bis|to|or|oder|ou)\\s*(\\d{1,3})(?![\\d.:/])(?!\\s*(?:${AGE_UNIT}|nights|nächte|nuits|tage|days|jours|wochen|weeks|semaines|uhr|h|heures|familien|families|familles|couples|paare|${ADULTS}|${CHILDREN}|${BABIES})(?![\\p{L}]))`, "iu").exec(text);
  if (range?.[1] && range[2] && Number(range[2]) > Number(range[1]) && Number(range[2]) - Number(range[1]) <= 10) return Number(range[2]);
  const weAre = new RegExp(
    `${WE_ARE}\\s+${REVISED}(?:insgesamt\\s+|total\\s+|au total\\s+|nur\\s+|only\\s+|just\\s+|seulement\\s+|bloss\\s+)?${COUNT_SOURCE}(?![\\p{L}\\d])(?![.:/]\\d)(?![-–]\\S)(?!\\s*(?:[-–]\\s*\\d|\\+|${ADULTS}|${CHILDREN}|${BABIES}|${PERSONS}|x|mal|fois|times|jahre|ans|years|nights|nächte|nuits|tage|days|jours|wochen|weeks|semaines|uhr|couples|paare?|ehepaare|familien|familie|family|famille|families|familles|generations|générations|generationen|groups|gruppen|groupes|\\p{L}+\\s+(?:${ADULTS}|${CHILDREN}|${PERSONS}|paare|ehepaare|couples|familien|families|familles)))`,
    "iu",
  ).exec(text);
  if (weAre?.[1] && !/^(?:a|an|un|une|ein|eine|es|our|my|unser|notre|mon|ma)$/i.test(weAre[1])) return parseCount(weAre[1]);
  // "eine 12-köpfige Gruppe", "unsere 4-köpfige Familie".
  const heads = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}-?köpfige[nr]?(?![\\p{L}])`, "iu").exec(text);
  if (heads?.[1]) return parseCount(heads[1]);
  const ofUs = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}\\s+(?:of us|pax)(?![\\p{L}])(?!\\s*(?:\\([^)]*\\))?\\s*,?\\s*(?:plus|and|with|\\+)\\s${NOT_PETS})`, "iu").exec(text);
  if (ofUs?.[1]) return parseCount(ofUs[1]);
  // "A few of us (6) from the office", "a bunch of us (8)": the count in brackets.
  const fewOfUs = /(?<![\p{L}])of us\s*\((\d{1,3})\)/iu.exec(text);
  if (fewOfUs?.[1]) return Number(fewOfUs[1]);
  return null;
}
