/**
 * The words guests count their party with (de incl. Swiss German, en, fr), as regex sources, and
 * the spans the guest-count modules mark what they have read with.
 */

export const PERSONS =
  "(?:personen|persone|person|pers\\.?|people|persons|guests|personnes|leute|leuten|lüt|lüüt|gäste|gästen|teilnehmende|teilnehmenden|teilnehmer(?:innen|n)?|participants|members|membres|mitglieder|mitgliedern|friends|freunde|freunden|freundinnen|amis|amies|potes|copains|copines|mates|kollegen|kolleginnen|colleagues|collègues|skiers|skifahrer(?:innen)?|skieurs|hikers|wanderer|wanderinnen|randonneurs|sportler(?:innen)?|players|spieler(?:innen)?|joueurs|singers|sänger(?:innen)?|choristes|musicians|musiker(?:innen)?|employees|mitarbeitende[n]?|mitarbeiter(?:innen|n)?|collaborateurs|musiciens|marcheurs|chanteurs|chanteuses|frauen|männer|damen|herren|women|men|ladies|gentlemen|guys|femmes|hommes|dames|messieurs|mecs|nanas|bewohner(?:innen)?(?:\\s+und\\s+bewohner)?|residents|résident(?:e)?s|pax|ppl|lads|blokes)";
/** "7 randonneurs adultes", "6 climbers, adults": persons said to be grown up are adults. */
export const ADULTS =
  `(?:${PERSONS}\\s+(?:adultes?|adults?|erwachsene)(?![\\p{L}])|(?:membres|members|personnes|personen|people|persons|mitglieder)\\s+(?:adultes?|adults?|erwachsene)|(?:erwachsenen?|erwachsener|erwachsenes|erwachseni|erwachsni|erw\\.?|adults?|adultes?)(?!\\s+(?:kinder|kindern|children|kids|sons|daughters|söhne|töchter|töchtern|söhnen))|grown[- ]?ups(?!\\s+(?:sons|daughters|kids|children))|eltern(?:teile)?|parents?(?!\\s+solo)|(?:jeune fille\\s+)?au[- ]pairs?|nannys?|nannies|nounous?|babysitter(?:in|s)?|kindermädchen|grosse|grossi|leiter(?:n|in|innen)?|\\p{L}{3,}(?:leiter|trainer|betreuer)(?:n|in|innen)?|chefs|cheffes|leaders?|begleitperson(?:en)?|accompagnants?(?:\\s+adultes)?|accompagnateurs?(?:\\s+adultes)?|staff|teachers?|lehrer(?:innen)?|lehrpersonen|lehrkräfte|betreuer(?:in|innen)?|begleiter(?:in|innen)?|moniteurs?|monitrices?|chaperones?|coach(?:es)?|trainer(?:in|innen)?|entra[iî]neurs?|entra[iî]neuses?|instructors?|supervisors?|cooks?|(?:lager)?(?:koch|köchin|köche)|teaching assistants?|classroom assistants?|helpers|helfer(?:innen)?|praktikant(?:in|en|innen)?|stagiaires?|interns?|collègue|colleague|kollegin|kollege|materialwart|(?:bus|car|reise)?chauffeur(?:e|s|in)?|drivers?|busfahrer(?:in)?|responsables|volunteers?|bénévoles|(?:school\\s+)?nurses?|(?:mountain|ski|tour|hiking)\\s+guide|bergführer(?:in)?|guide de montagne|skilehrer(?:in)?|ski instructor|infirmi(?:er|ère)s?|krankenschwester|(?:mutter|vater|mother|father|mum|mom|dad|mama|papa|mami|papi|maman|mère|père)(?!\\s*\\(\\s*\\d)(?!\\s+solo)|singles|célibataires|alleinstehende|betreuungspersonen|support workers?|carers?|éducat(?:eur|rice)s?|aides?|(?:grandma|granny|grandpa|oma|opa|grosi|mamie|papy|grand-mère|grand-père|grossmami|grosspapi)(?!\\s*\\(\\s*\\d)|cuisini(?:er|ère)s?|physios?|leitende[n]?|leiterin|dozierende[n]?|dozent(?:en|innen)?|lecturers?|tutors?|postdocs?|doktorand(?:en|innen)?|doctorant(?:e)?s|researchers|forschende[n]?|studierende[n]?|studenten|studentinnen|étudiant(?:e)?s?|enseignant(?:e)?s?|professeurs?|directeur|directrice|animat(?:eur|rice)s?)`;
export const CHILDREN =
  "(?:enfants\\s+(?:adultes|majeurs)|(?:kinder|kindern|chind|children|kids|enfants)\\s+(?:und|and|et|&)\\s+(?:jugendliche[n]?|teenagers|teens|ados|adolescents|jeunes)|twin\\s+(?:girls|boys|sons|daughters|babies|brothers|sisters)|ki\\.|boys|girls|sons|daughters|söhne|töchter|buben|jungs|mädchen|enkelkinder|enkel|grandchildren|grandkids|petits-enfants|garçons|filles|nephews|nieces|gamins?|gosses|mômes|bambins?|goofen?|teenagern|teenies|fils|meitli|buebe|giele|little ones|wee ones|kiddos|kiddies|under[- ](?![23]s)\\d{1,2}s|under[- ](?:fours|fives|sixes|tens|twelves)|kleinen|kleine|chlini|chline|(?:petits|petites|p['’]tits)(?=\\s*[(,.;!?]|\\s*$|\\s+(?:de|d['’]|âgés|et|\\+)(?![\\p{L}]))|schülern|enkeln|enkelkindern|töchtern|söhnen|kinder|kindern|kind|chind|chinder|chinde|chindli|kids?|children|child|childs|enfants?|jugendlichen?|jugendlicher|jugendlichi|(?:schul|kindergarten|vorschul)kind(?:er|ern)?|teenagers?|teens?|schüler(?:innen)?(?:\\s+und\\s+schüler)?|pupils?|students?|élèves?|eleves?|ados?|adolescents?|youngsters?|scouts|pfadfinder(?:innen)?|wölfli|louveteaux|änkelchind(?:er)?|enkelchind(?:er)?|zwilling|jeunes(?!\\s+(?:adultes?|gens|enfants?|filles|garçons))|twins|zwillingen|zwillinge|jumeaux|jumelles)";
export const BABIES = "(?:tout[- ]petit(?:e)?s?|buschis?|under[- ](?:2|3|two|three)s|under[- ](?:twos|threes)|bab(?:y|ies)\\s+(?:girls?|boys?|daughters?|sons?)|baby(?:mädchen|junge|bub)|nouveaux?-nés?|nouveau-née?s?|chlinkind|chliikind|chliichind|kleinkindern|säuglinge?n?|neugeborene[sn]?|nourrissons?|newborns?|babys?|babies|kleinkinder|kleinkind|bébés?|bebes?|infants?|toddlers?)";
/** "adult children", "erwachsene Kinder" are read as children and counted as adults (counts.ts). */
export const ADULT_FILLER = "(?:adult|grown[- ]up|erwachsenen?|erwachsene)";
export const FILLER = "(?:(?:small|young|little|grown[- ]up|kleine|kleinen|petits?|petites?|jeunes?|teenage|adult|erwachsenen?|erwachsene)\\s+)?";
export const AGE_UNIT = "(?:jahren?|jahre|jahr|j\\.|johr|jöhrig|years?|yrs?|y\\.?o\\.?|ans?)";
/** A baby's age in months or weeks ("9 mo", "6 Wochen alt", "8 semaines"): under a year, so 0. */
export const MONTH_UNIT = "(?:monate?n?|mönet|months?|mois|mte?\\.?|mos?\\.|mos?(?![\\p{L}])|wochen|weeks?|wks?\\.?|semaines?)";
export const AGE_WORD_OR_DIGIT = "(\\d{1,2}|\\p{L}+(?:-(?:sept|huit|neuf))?)";
export const NUMBER_WORDS = "zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|un|une|one|ein|eine";

export const KIN =
  "(?:little one|wee one|youngest|eldest|oldest|jüngste[rn]?|älteste[rn]?|cadet(?:te)?|aînée?|benjamine?|petit dernier|petite dernière|nesthäkchen|chlii|chliini?|chline|kleine[r]?|grande|big sister|big brother|little sister|little brother|sister|brother|schwester|bruder|sœur|soeur|frère|fillette|garçonnet|sohn|tochter|bub|buben|meitli|mädchen|junge|knabe|enkel|enkelin|neffe|nichte|son|daughter|boy|girl|child|kid|baby|toddler|teen|teenager|nephew|niece|grandson|granddaughter|fils|fille|garçon|enfant|bébé|ado|jeune|neveu|nièce|petit-fils|petite-fille|oma|opa|grossmutter|grossvater|grosi|grosspapi|grandma|grandpa|grandmother|grandfather|granny|grand-mère|grand-père|mamie|papi|papy|mutter|vater|mother|father|mère|père|schwiegermutter|schwiegervater)";

/** Groups that are children when their ages say so: "16 Spieler (Jahrgang 2013/2014)", "16 Guides aged 10-14". */
export const TEAM = `(?:spieler(?:innen)?\\s+und\\s+spieler|guides|brownies|cubs|juniors|junioren|juniorinnen|${PERSONS})`;

export const TWINS = /twins?(?![\p{L}])|zwilling|jumeaux|jumelles/iu;

export interface Span {
  start: number;
  end: number;
}

export interface Group extends Span {
  count: number;
  /** The noun as written ("Lehrpersonen"), so that two different adult groups add up. */
  noun?: string;
  ages: number[];
  labelled?: boolean;
  /** Said without a count ("+ grandma", "und ein Koch"). */
  bare?: boolean;
  range?: [number, number];
  explicitRange?: boolean;
  /** Counted per family or couple ("2 Familien mit je 2 Kindern", "two couples with a baby each"). */
  perFamily?: boolean;
}

export function overlaps(a: Span, spans: readonly Span[]): boolean {
  return spans.some((b) => a.start < b.end && b.start < a.end);
}

