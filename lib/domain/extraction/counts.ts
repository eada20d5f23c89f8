/**
 * Guest counts in an inquiry. Children are sorted into the pricing groups by the ages the guest
 * gives (0-2 babies, 3-5, 6-16, 17 and over adults); children without an age count as 6-16, the
 * group that pays tourist tax, so an offer never comes out too cheap. A total without a word
 * about who is an adult ("wir sind 12 Personen") leaves adults unknown.
 */

import { COUNT_SOURCE, parseCount } from "./numbers";
import { expandPartyCodes } from "./party-codes";
import { listedParty, plusOne, unagedChildWithWriter, writerWithFriends } from "./party-list";
import { withoutFallbackParty, withoutPastStays } from "./party-context";
import { agedPersonSpans, agesElsewhere, agesIn, birthYearsAsAges, setReferenceYear } from "./party-ages";
import { adultsSaid, described, groups } from "./party-groups";
import { adultsAsPart, groupAgesSaid, joiningLater, otherFamilies, withoutBabiesAmong, withoutLinkingVerbs } from "./party-parts";
import { ALL_ADULTS, familyAdults, familyOf, totalOf, usPlus } from "./party-total";
import { ADULT_FILLER, ADULTS, AGE_UNIT, BABIES, CHILDREN, FILLER, type Group, PERSONS, type Span, TEAM, overlaps } from "./party-words";
import { babiesBornBy, babiesByCot } from "./party-babies";
import { agesByParts, agesLater, restatedAdultsAt, spousesOf } from "./party-breakdown";
import { withoutStayingElsewhere } from "./party-stays";
import { tableAsLabels } from "./party-table";

export interface GuestCounts {
  adults: number | null;
  totalPersons: number | null;
  children6To16: number;
  children3To5: number;
  babies: number;
}

export type CountField = keyof GuestCounts;

export interface CountsFound extends GuestCounts {
  /** Fields worth a look: nobody counted, children without ages, a total that does not add up. */
  uncertain: CountField[];
}

/** The text with the spans blanked out (same length). */
function blank(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const s of spans) out = out.slice(0, s.start) + " ".repeat(s.end - s.start) + out.slice(s.end);
  return out;
}

export function extractGuestCounts(mail: string, today?: string, checkIn?: string | null): CountsFound {
  if (today) setReferenceYear(Number(today.slice(0, 4)));
  // "12 in total, of which 4 are children" read as "… of which 4 children".
  // "We'd be 8 (or 6 if my parents can't make it)": the fallback's people and count are not the party.
  // "our son (born 2015)": the birth year read as an age.
  // A table of the party is read as labelled lines; people who sleep elsewhere (a driver at the hotel) are no guests.
  const stays = withoutStayingElsewhere(birthYearsAsAges(withoutLinkingVerbs(expandPartyCodes(withoutFallbackParty(tableAsLabels(mail))))));
  const text = stays.text;
  const adultGroups = groups(text, ADULTS, true);
  // "30 students and 2 lecturers" of a university are adults; school students stay children (ages decide when said).
  const academic = /universit|hochschule|(?<![\p{L}])uni(?![\p{L}])|lecturers?(?![\p{L}])|professors?(?![\p{L}])|faculty|undergraduate|postgraduate/iu.test(text);
  const students = (g: Group) => academic && g.ages.length === 0 && /^(?:students?|student)$/i.test(g.noun ?? "");
  // "our three adult children", "nos deux enfants adultes" without ages are adults; with ages ("erwachsene Kinder (22, 25)") their ages say so.
  const grownChildren = (g: Group) => g.ages.length === 0 && new RegExp(`^${ADULT_FILLER}\\s|\\s(?:adultes|majeurs)$`, "iu").test(g.noun ?? "");
  const kidGroups = groups(text, CHILDREN).filter((g) => !students(g) && !grownChildren(g));
  // "our three adult children with their spouses": the spouses are as many adults again.
  const grownGroups = groups(text, CHILDREN)
    .filter((g) => students(g) || grownChildren(g))
    .map((g) => (grownChildren(g) ? { ...g, count: g.count + spousesOf(text, g) } : g));
  if (grownGroups.length > 0) {
    adultGroups.push(...grownGroups);
    adultGroups.sort((a, b) => a.start - b.start);
  }
  // "accompagnés de leur maîtresse et de 2 parents": the class's own teacher is one more.
  const ownTeacher = /(?:leur|their|ihrer|ihrem|ihre)\s+(maîtresse|maître|enseignante?|institutrice|instituteur|teacher|class teacher|lehrerin|lehrer|lehrperson|klassenlehrerin|klassenlehrer)(?![\p{L}])/iu.exec(text);
  if (ownTeacher && (adultGroups.length > 0 || kidGroups.length > 0)) {
    adultGroups.push({ start: ownTeacher.index, end: ownTeacher.index + ownTeacher[0].length, count: 1, ages: [], noun: `own ${ownTeacher[1]}` });
    adultGroups.sort((a, b) => a.start - b.start);
  }
  // Players are children when their ages say so ("16 Spieler (Jahrgang 2013/2014)", "20 players (U15)").
  const counted = [...kidGroups, ...groups(text, BABIES, false, true), ...adultGroups];
  // Only ages said as ages ("(U15)", "aged 10-14", "Jahrgang 2014"), not "10 people, 4 of them kids".
  const agesMarked = (g: Group) => new RegExp(`\\(|aged|ages?\\s|âgés|alter|jahrgang|jahrgänge|nés|born|\\d\\s*${AGE_UNIT}(?![\\p{L}])|u\\d\\d`, "iu").test(text.slice(g.start, g.end));
  // "18 Teilnehmer und 3 Leiter … Die Teilnehmer sind zwischen 12 und 15 Jahre alt": their ages in a sentence of their own.
  const agesApart = new Set<Group>();
  const withAgesSaid = (g: Group): Group => {
    const said = g.ages.length === 0 && g.noun ? groupAgesSaid(text, g.noun) : null;
    if (!said || said[1] > 16) return g;
    const aged = { ...g, ages: said, range: said, explicitRange: true };
    agesApart.add(aged);
    return aged;
  };
  const teamGroups = groups(text, TEAM)
    .map(withAgesSaid)
    .filter((g) => g.ages.length > 0 && g.ages.every((a) => a <= 16) && (agesMarked(g) || agesApart.has(g)) && !overlaps(g, counted));
  // "Guests: 2 adults, 2 children (ages 0 and 6) … Message: Hello, our baby is 8 months": the baby among the
  // children, whose ages are all said, told of again in another sentence.
  const apart = (a: Span, b: Span) => /[.!?\n]/.test(text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start)));
  const babyAgain = (b: Group) =>
    b.bare === true && b.count === 1 && /^[^\p{L}]*(?:\p{L}+\s+)?(?:our|unser|unsere[nm]?|notre|my|mein|meine[nm]?|mon|ma)\s/iu.test(text.slice(b.start, b.end)) &&
    kidGroups.some((k) => k.ages.length === k.count && k.ages.some((a) => a <= 2) && apart(k, b));
  // "nos trois enfants (un bébé de 8 mois, et deux de 4 et 7 ans)": the baby inside the children's bracket is one of them.
  const insideAgedKids = (b: Group) => kidGroups.some((k) => k.ages.length === k.count && b.start > k.start && b.end <= k.end);
  const babyGroups = groups(text, BABIES, false, true).filter((b) => !babyAgain(b) && !insideAgedKids(b));
  // "nos deux petits-enfants, un bébé de 14 mois et une fillette de 6 ans": the two are described next.
  // "2 Kinder, davon ein Baby": the baby is one of the two.
  const childGroups = withoutBabiesAmong(text, [...kidGroups, ...teamGroups].filter((g) => !described(text, g, [...kidGroups, ...babyGroups])), babyGroups);
  const taken: Span[] = [...adultGroups, ...childGroups, ...babyGroups];
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
  let unaged = 0;
  const saidElsewhere: number[] = [];
  const groupOf = (age: number) => (age <= 2 ? 0 : age <= 5 ? 1 : age <= 16 ? 2 : 3);
  for (const g of childGroups) {
    let ages = g.ages;
    // An age range speaks for all of them when its ends fall in one pricing group, else for none.
    if (g.range && (g.count > 2 || g.explicitRange)) {
      const [lo, hi] = g.range;
      ages = groupOf(lo) === groupOf(hi) ? Array<number>(g.count).fill(lo) : [];
    }
    // "3 Chind: zwöi under 3 und eis vo 7": the group taken apart by age (this reading wins over ages read
    // from the same words); "Unsere drei Kinder studieren inzwischen alle (20, 22, 24)": ages later in the sentence.
    const parts = agesByParts(text, g.start, g.count);
    if (parts) ages = parts.ages;
    else if (ages.length === 0) ages = agesLater(text, g.end, g.count) ?? ages;
    if (ages.length < g.count && elsewhere.length === g.count) {
      ages = elsewhere;
      saidElsewhere.push(...elsewhere);
    }
    if (ages.length < g.count) uncertain.add("children6To16");
    for (let i = 0; i < g.count; i++) place(ages[i], "child");
    unaged += Math.max(0, g.count - ages.length);
  }
  for (const g of babyGroups) for (let i = 0; i < g.count; i++) place(g.ages[i], "baby");
  // "3 guests, 1 infant … Our baby is 9 months old": the infant counted, now with an age.
  let unagedBabies = babyGroups.reduce((n, g) => n + Math.max(0, g.count - g.ages.length), 0);
  // "Family of 4 (kids are 3 and 6)": children counted by their ages alone.
  const kidsAre = new RegExp(
    `(?:(?:kids|children|kinder|enfants)\\s+(?:are|sind|ont)\\s+(?:aged\\s+)?|(?:(?<![\\p{L}])|(?<=kinder))(?:ages?|alter|âges?)(?:\\s+(?:der kinder|of (?:the )?(?:kids|children)|des enfants))?\\s*:\\s*)(\\d{1,2}(?:\\s*(?:,|and|und|et|&)\\s*\\d{1,2})*)(?!\\d|\\s*(?:-|–|bis|to|à)\\s*\\d)`,
    "iu",
  ).exec(text);
  if (childGroups.length === 0 && babyGroups.length === 0 && kidsAre?.[1]) {
    for (const age of agesIn(kidsAre[1])) place(age, "child");
    taken.push({ start: kidsAre.index, end: kidsAre.index + kidsAre[0].length });
  }
  // "Guests: 2 adults, 2 children (ages 0 and 6) … Message: our baby is 8 months": a child of the
  // group, with all its ages said, told of again in another sentence ("our", "unser", "notre").
  const groupAges = childGroups.filter((g) => g.ages.length === g.count).flatMap((g) => g.ages.map((age) => ({ age, at: g as Span })));
  const sameSentence = (a: Span, b: Span) => !/[.!?\n]/.test(text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start)));
  for (const { age, at } of agedPersonSpans(text, taken)) {
    // "1 Kind … unser Sohn ist 7 Jahre alt" read as the child's age already.
    const again = saidElsewhere.indexOf(age);
    if (again >= 0) {
      saidElsewhere.splice(again, 1);
      continue;
    }
    const told = groupAges.findIndex((g) => g.age === age && !sameSentence(g.at, at));
    if (told >= 0 && /(?:our|unser|unsere|unseren|notre|my|mein|meine|mon|ma)\s+$/i.test(text.slice(Math.max(0, at.start - 10), at.start))) {
      groupAges.splice(told, 1);
      continue;
    }
    if (age <= 2 && unagedBabies > 0) {
      unagedBabies--;
      continue;
    }
    // "1 Kind … unser Sohn ist 7 Jahre alt": the child counted without an age, now with one.
    if (age <= 16 && unaged > 0) {
      unaged--;
      children6To16--;
    }
    place(age, "child");
  }
  // "8 potes, dont deux qui ont 16 ans": some of a group with their age.
  const some = new RegExp(`(?:dont|davon|of whom|including)\\s+${COUNT_SOURCE}\\s+(?:qui ont|who are|sind|die)\\s+(\\d{1,2})\\s*(?:ans|years|jahre)`, "iu").exec(text);
  const someCount = some?.[1] ? parseCount(some[1]) : null;
  if (some && someCount !== null && !overlaps({ start: some.index, end: some.index + some[0].length }, taken)) for (let i = 0; i < someCount; i++) place(Number(some[2]), "child");

  // "Wir sind: Hans, Maria, Lisa (8) und Tim (5)", a numbered list of names: nobody counted otherwise.
  const nothingCounted = counted.length === 0 && teamGroups.length === 0 && children6To16 + children3To5 + babies + agedAdults === 0;
  // "We're Jenny and Matt, plus Oliver (3) and baby Isla (18 months)": a baby read as a bare group, and a list
  // that counts everyone. The list is the party, the baby read once.
  const onlyBareBabies =
    kidGroups.length === 0 && adultGroups.length === 0 && teamGroups.length === 0 && babyGroups.length > 0 && babyGroups.every((b) => b.bare) && children6To16 + children3To5 + agedAdults === 0;
  const listed = nothingCounted ? listedParty(text) : onlyBareBabies ? listedParty(text) : null;
  if (listed && onlyBareBabies) babies = 0;
  for (const age of listed?.childAges ?? []) place(age, "child");
  // "My daughter and I", "ich komme mit meinem Sohn": one child, of no age said (so 6-16, as above).
  if (nothingCounted && !listed && unagedChildWithWriter(text)) {
    children6To16++;
    uncertain.add("children6To16");
  }

  // "Unser erstes Kind kommt im März zur Welt" (a stay in July): a baby by then, if none is counted.
  const born = babies === 0 ? babiesBornBy(text, today, checkIn) : 0;
  // "2 Erwachsene … ein Babybett?": the cot is for a baby no one counted (no child of any age is).
  const cot = born === 0 && children6To16 + children3To5 + babies === 0 ? babiesByCot(text) : 0;
  if (born + cot > 0) {
    babies += born + cot;
    uncertain.add("babies");
  }

  let young = children6To16 + children3To5 + babies;
  // "… and us (2 adults, 1 kid aged 4) – 9 in total": the guest's own sum of everyone.
  // "24 people in total", "onze personnes en tout", "30 people altogether": a noun of persons may stand between.
  const summed = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}\\s+(?:${PERSONS}\\s+)?(?:in total|insgesamt|au total|en tout|altogether|all told|im ganzen)(?![\\p{L}])`, "iu").exec(text);
  const inTotal = summed?.[1] ? parseCount(summed[1]) : null;
  // "Letztes Jahr waren wir zu zehnt, dieses Jahr nur 8": last time's count only when nothing else is said.
  const statedNow = totalOf(withoutPastStays(text));
  const stated = statedNow.value !== null ? statedNow : totalOf(text);
  let totalPersons: number | null = inTotal ?? stated.value;
  // "16 Spieler" counted as persons are the children above, not everyone.
  if (teamGroups.some((t) => t.count === totalPersons)) totalPersons = null;
  // "2 Personen + 1 Kind": the persons counted before the children are the adults.
  const personsThenChildren = new RegExp(
    `(?<![\\p{L}\\d])${COUNT_SOURCE}[ \\t]+${PERSONS}\\s*(?:\\+|plus|und|and|et|mit|with|avec|,)\\s*(?:${COUNT_SOURCE}\\s+)?${FILLER}(?:${CHILDREN}|${BABIES})(?![\\p{L}])`,
    "iu",
  ).exec(text);
  const familyTotal = personsThenChildren && /(?:family|familie|famille|group|gruppe|groupe|party)\s+(?:of|von|vo|de|mit)\s+$/i.test(text.slice(0, personsThenChildren.index));
  // "Je suis enseignante et j'accompagne 19 élèves avec une collègue et un stagiaire": she comes too.
  const writerTeaches = /(?:je suis|i am|i'm|ich bin)\s+(?:une?\s+|an?\s+)?(?:enseignante?|institutrice|instituteur|ma[iî]tresse|teacher|lehrerin|lehrer|lehrperson)(?![\p{L}])/iu.test(text);
  const companions = adultGroups.length > 0 && adultGroups.every((g) => /accompagn|collègue|colleague|kolleg|stagiaire|praktikant|intern/i.test(g.noun ?? ""));
  // "chez nous 2 adultes et un bébé …, chez nos amis 2 adultes et 2 enfants": two families, each said with
  // children of its own, add up (a restated "Erwachsene: 4, Kinder: 2" has its children dropped as said twice).
  const youngGroups = [...childGroups, ...babyGroups];
  // "16 Erwachsene inkl. 2 Tourenleiter", "20 people including 2 drivers": the later group is part of the first.
  const partOf = (g: Group, i: number) => i > 0 && /(?:inkl\.?|inklusive|including|incl\.?|dont|davon|darunter|y compris|of whom)\s+$/iu.test(text.slice(Math.max(0, g.start - 16), g.start));
  const ownAdults = adultGroups.filter((g, i) => !partOf(g, i));
  // The same noun twice with children after each ("chez nous 2 adultes, 2 enfants …; chez eux 2 adultes et un bébé"),
  // and maybe one of another noun with them ("… et notre jeune fille au pair"): two families, all added up.
  const [firstAdults, secondAdults] = ownAdults.filter((g, _i, all) => all.filter((o) => o.noun === g.noun).length === 2);
  const twoFamilies =
    firstAdults !== undefined && secondAdults !== undefined && firstAdults.noun === secondAdults.noun &&
    youngGroups.some((g) => g.start >= firstAdults.end && g.end <= secondAdults.start) && youngGroups.some((g) => g.start >= secondAdults.end);
  // "my husband and I, our three adult children with their spouses": grown-up children alone leave the
  // family words to say who else comes.
  const grownOnly = grownGroups.length > 0 && adultGroups.every((g) => grownGroups.includes(g)) ? familyAdults(blank(text, grownGroups)) : null;
  // "20 élèves, une collègue, deux parents et moi-même", "18 students, 2 postdocs and myself": the writer closes the list
  // (a teacher with only companions is counted below).
  const closingAdults = ownAdults[ownAdults.length - 1];
  const writerLast =
    closingAdults !== undefined && !(writerTeaches && companions) &&
    /^[^.!?\n]{0,40}?(?:,|and|und|et|&|\+|plus)\s+(?:moi-même|myself|mich selbst|ich selbst|moi)(?![\p{L}])/iu.test(text.slice(closingAdults.end));
  const saidGroups = twoFamilies ? ownAdults.reduce((n, g) => n + g.count, 0) : adultsSaid(ownAdults);
  const said = saidGroups === null ? null : saidGroups + (grownOnly ?? 0) + (writerLast ? 1 : 0);
  // "We'll be 6 + 2 kids", "on sera 4 + un bébé", "Belegung: 2 + 1 Kind": the six, the four, the two are the adults.
  const plusKids = new RegExp(`(?:wir sind|wir wären|we are|we're|we'll be|nous serons|nous sommes|on sera|^[ \\t*-]*(?:belegung|occupancy|gäste|guests|personen|persons|pax|party|voyageurs|personnes|reisende)[ \\t]*:)\\s*(\\d{1,2})\\s*\\+\\s*(?:${COUNT_SOURCE}\\s+)?${FILLER}(?:${CHILDREN}|${BABIES})(?![\\p{L}])`, "imu").exec(text);
  // "3 Paare und 2 Singles": the couples are adults too, unless they restate them ("4 adults (2 couples)").
  // ("zwöi Paar und drü Singles": Swiss German counts couples in the singular, "2 Paar Ski" are skis.)
  const couples = new RegExp(`(?<![\\p{L}\\d])${COUNT_SOURCE}\\s+(?:befreundete\\s+)?(?:paare|couples|pärchen|ehepaare|paar(?!\\s+(?:ski|skis|schuhe|skischuhe|stöcke|socken|handschuhe)(?![\\p{L}])))(?![\\p{L}])`, "iu").exec(text);
  const coupled = couples?.[1] ? 2 * (parseCount(couples[1]) ?? 0) : 0;
  const withCouples = said !== null && coupled > 0 && said !== coupled ? said + coupled : said;
  const explicitSaid =
    (withCouples !== null && writerTeaches && companions ? withCouples + 1 : withCouples) ??
    (personsThenChildren?.[1] && !familyTotal ? parseCount(personsThenChildren[1]) : null) ??
    (plusKids?.[1] ? Number(plusKids[1]) : null);
  // "meine Eltern, mein Mann und ich … und die Familie meines Bruders (2 Erwachsene, 1 Kind)": the
  // adults counted are the brother's family's; the family words outside its parenthesis come on top.
  const others = otherFamilies(text);
  const ownToo = explicitSaid !== null && others.length > 0 && adultGroups.every((g) => overlaps(g, others)) ? familyAdults(blank(text, others)) : null;
  const explicitOwn = explicitSaid !== null && ownToo !== null ? explicitSaid + ownToo : explicitSaid;
  // "… 2 Kinder (7 und 10). In der zweiten Woche kommen noch meine Eltern dazu": relatives after the counted party come on top.
  const partyEnd = Math.max(0, ...[...adultGroups, ...childGroups, ...babyGroups].map((g) => g.end));
  const later = explicitOwn !== null && partyEnd > 0 ? joiningLater(text, partyEnd) : 0;
  const explicit = explicitOwn !== null ? explicitOwn + later : null;
  if (personsThenChildren && !familyTotal && explicit !== null && adultGroups.length === 0) totalPersons = null;
  // "a family of four plus my brother and his wife": the brother and his wife are no family words of the party's.
  const joining = familyOf(text)?.joining;
  const family = familyAdults(joining ? blank(text, [joining]) : text);
  // "Grandma and Grandpa, the two of us (parents) and our baby": a bare "and Grandpa" says less than the family words.
  const onlyBare = adultGroups.length > 0 && adultGroups.every((g) => g.bare);
  let adults: number | null = (onlyBare && family !== null && explicit !== null && family > explicit ? family : explicit) ?? family ?? usPlus(text);
  // A changed head count ("wir sind jetzt doch 9 Personen statt 7, meine Schwester und ihr Mann kommen
  // auch mit", "nous ne serons que 6 et non 8 : mes beaux-parents ne peuvent pas venir"): the family
  // words tell the change, not who the party is. Only in such mails: elsewhere a total read wrong
  // would take right family words with it (held-out evaluation 1 of this rework).
  const strongTotal = inTotal ?? (stated.weak ? null : stated.value);
  const changed = /(?<![\p{L}])(?:statt|anstatt|instead of|rather than|et non|au lieu de|not \d|nicht \d|actually|jetzt doch|nun doch|finalement|en fait|désormais)(?![\p{L}])/iu.test(text);
  if (changed && explicit === null && family !== null && adults === family && strongTotal !== null && family + young + agedAdults < strongTotal) adults = null;
  if (listed && explicit === null) {
    adults = listed.grownUps;
    totalPersons ??= adults + young;
  }
  // "Me, my girlfriend and our friends Tom and Anna": the party's size; friends say nothing of who is an adult.
  // ("und mini Kollege Marco, …" reads as one bare colleague before: the list says more.)
  const withFriends = (explicit === null || onlyBare) && young === 0 && strongTotal === null ? writerWithFriends(text) : null;
  if (withFriends !== null) {
    totalPersons = withFriends;
    adults = null;
  }
  if (adults === null && totalPersons !== null && ALL_ADULTS.test(text)) adults = totalPersons - young - agedAdults;
  if (adults === null && totalPersons !== null && young + agedAdults > 0 && totalPersons > young + agedAdults) {
    adults = totalPersons - young - agedAdults;
  }
  // "8 Bewohnerinnen und Bewohner sowie 4 Betreuungspersonen, alle erwachsen": everyone counted is an adult.
  if (explicit !== null && young === 0 && agedAdults === 0 && ALL_ADULTS.test(text)) {
    // Only persons said in the same sentence as the staff; "14 friends … Guests: 14 adults" is one group said twice.
    const sameSentence = (g: Group) => adultGroups.some((a) => !/[.!?\n]/.test(text.slice(Math.min(a.end, g.end), Math.max(a.start, g.start))));
    const persons = groups(text, PERSONS).filter((g) => !overlaps(g, adultGroups) && sameSentence(g)).reduce((n, g) => n + g.count, 0);
    if (persons > 0 && persons !== explicit) {
      adults = explicit + persons;
      totalPersons = adults;
    }
  }
  // "(20, 22, 24) – wir sind also 5 Erwachsene": the adults summed up again, those aged ones among them.
  const lastAdults = adultGroups[adultGroups.length - 1];
  const restated = lastAdults !== undefined && restatedAdultsAt(text, lastAdults.start);
  if (restated) adults = lastAdults.count;
  else if (adults !== null || agedAdults > 0) adults = (adults ?? 0) + agedAdults;
  // Adults named in parts ("my parents, my brother's family (2 adults …) and us (2 adults …)") add up to the sum said.
  if (inTotal !== null && adults !== null && adults + young !== inTotal && inTotal > young) adults = inTotal - young;
  // "Wir sind 4 Erwachsene und 2 Kinder. Das Chalet für 8 Personen wäre ideal": the party, not the house.
  if (inTotal === null && stated.weak && explicit !== null && adults !== null && totalPersons !== null && totalPersons !== adults + young) {
    totalPersons = adults + young;
    uncertain.add("adults").add("totalPersons");
  }
  // "Nous sommes 9, dont 7 adultes": the others are children, of no age said (so 6-16, as above).
  if (young === 0 && agedAdults === 0 && strongTotal !== null && adults !== null && adults < strongTotal && adultsAsPart(text, adultGroups)) {
    children6To16 += strongTotal - adults;
    young = children6To16;
    totalPersons = strongTotal;
    uncertain.add("children6To16");
  }
  // "une vingtaine de personnes, dont 4 enfants", "30 people, 14 of them children": the rest are the adults,
  // whatever family words say ("pour les 70 ans de ma mère").
  const kidsAsPart =
    childGroups.length > 0 && childGroups.every((g) => /(?:dont|davon|darunter|of whom|of which|including|inkl\.?|y compris)\s+$/iu.test(text.slice(Math.max(0, g.start - 16), g.start)) || /of them/i.test(text.slice(g.start, g.end)));
  if (kidsAsPart && explicit === null && strongTotal !== null && strongTotal > young + agedAdults) {
    adults = strongTotal - young;
    totalPersons = strongTotal;
  }
  // "me, my wife +1 (her sister)", "… plus one of the kids' friends (10)": one more, a child when so aged.
  const extra = totalPersons === null && adults !== null ? plusOne(text) : null;
  // "4 adults + 1 (a 10-year-old)": that one is counted by age already.
  if (extra && adults !== null && !agedPersonSpans(text, []).some((a) => overlaps(a.at, [extra]))) {
    if (extra.age !== null && extra.age <= 16) {
      place(extra.age, "child");
      young++;
    } else adults++;
  }
  if (totalPersons === null && adults !== null) totalPersons = adults + young;
  // "30 Jugendliche und 5 Leitende. Zwei der Leitenden schlafen zu Hause": they are no guests.
  if (stays.away > 0 && adults !== null && adults > stays.away) {
    adults -= stays.away;
    if (totalPersons !== null) totalPersons -= stays.away;
  }
  if (adults === null && (totalPersons !== null || young > 0)) uncertain.add("adults");
  if (totalPersons !== null && adults !== null && adults + young !== totalPersons) {
    uncertain.add("adults").add("totalPersons");
  }
  return { adults, totalPersons, children6To16, children3To5, babies, uncertain: [...uncertain] };
}
