import { describe, expect, it } from "vitest";
import { extractGuestCounts } from "./counts";
import { adultsAsPart, groupAgesSaid, otherFamilies, withoutLinkingVerbs } from "./party-parts";

const counts = (text: string, today = "2026-11-27") => {
  const { adults, totalPersons, children6To16, children3To5, babies } = extractGuestCounts(text, today);
  return { adults, totalPersons, children6To16, children3To5, babies };
};
const party = (adults: number | null, totalPersons: number | null, children6To16 = 0, children3To5 = 0, babies = 0) => ({
  adults, totalPersons, children6To16, children3To5, babies,
});

// Rules added for the party2- batch of the development set (issue 23, head counts on unseen mails).
describe("party helpers", () => {
  it("blanks the verb between a part's count and its noun, keeping positions", () => {
    const text = "12 in total, of which 4 are children (6, 8)";
    const out = withoutLinkingVerbs(text);
    expect(out).toHaveLength(text.length);
    expect(out).toMatch(/of which 4\s+children/);
    expect(withoutLinkingVerbs("davon sind 4 Kinder")).toMatch(/^davon\s+4 Kinder$/);
    expect(withoutLinkingVerbs("dont 3 sont des enfants")).toMatch(/^dont 3\s+enfants$/);
    // Not without a noun of people after it.
    expect(withoutLinkingVerbs("of which 4 are free")).toBe("of which 4 are free");
  });

  it("knows adults said as a part of the whole", () => {
    const text = "Nous sommes 9, dont 7 adultes";
    expect(adultsAsPart(text, [{ start: text.indexOf("7"), end: text.length }])).toBe(true);
    expect(adultsAsPart("Nous sommes 7 adultes", [{ start: 12, end: 21 }])).toBe(false);
  });

  it("finds another family's parenthesis", () => {
    expect(otherFamilies("und die Familie meines Bruders (2 Erwachsene, 1 Kind)")).toHaveLength(1);
    expect(otherFamilies("and my sister's family (2 adults, 2 kids)")).toHaveLength(1);
    expect(otherFamilies("Wir sind eine Familie (2 Erwachsene, 2 Kinder)")).toHaveLength(0);
  });

  it("reads a group's ages from a sentence of their own", () => {
    expect(groupAgesSaid("18 Teilnehmer. Die Teilnehmer sind zwischen 12 und 15 Jahre alt.", "teilnehmer")).toEqual([12, 15]);
    expect(groupAgesSaid("The participants are aged 15-13 years.", "participants")).toEqual([13, 15]);
    expect(groupAgesSaid("18 Teilnehmer", "teilnehmer")).toBeNull();
  });
});

describe("head counts said as a whole and its parts", () => {
  it.each([
    // A total with its children as a part, the verb between count and noun.
    ["We're 12 in total, of which 4 are children (ages 6, 8, 10 and 13).", party(8, 12, 4)],
    // The adults as a part: the others are children without an age.
    ["Nous sommes 9, dont 7 adultes, et cherchons un chalet.", party(7, 9, 2)],
    // Another family's adults in their parenthesis, the writer's own family words outside it.
    [
      "meine Eltern, mein Mann und ich, unsere beiden Kinder (8 und 12) und die Familie meines Bruders (2 Erwachsene, 1 Kind von 4 Jahren).",
      party(6, 9, 2, 1),
    ],
    // A counted group's ages in a sentence of their own.
    ["für 18 Teilnehmer und 3 Leiter. Die Teilnehmer sind zwischen 12 und 15 Jahre alt.", party(3, 21, 18)],
    // Counts of families and friends in a parenthesis are no ages.
    ["Wir sind eine Gruppe von ca. 20 Personen (3 Familien und ein paar Freunde), davon 6 Kinder.", party(14, 20, 6)],
  ])("%s", (text, expected) => {
    expect(counts(text)).toEqual(expected);
  });

  it("counts one more than the family for a grandparent after plus", () => {
    expect(counts("We're a family of 4 plus grandma.").totalPersons).toBe(5);
    expect(counts("We're a family of 4 with two kids.").totalPersons).toBe(4);
  });
});

describe("families, couples and the writer", () => {
  it.each([
    // Per family: adults and children each ("each with", "jeweils", "chacune").
    ["Two families – each with two adults and three kids (aged 2 to 10) – are looking for a house.", party(4, 10, 6)],
    ["Wir sind drei Familien à je 4 Personen (jeweils 2 Erwachsene und 2 Kinder zwischen 7 und 14).", party(6, 12, 6)],
    ["Nous sommes deux familles de quatre personnes (chacune deux adultes et deux enfants de 7 à 12 ans).", party(4, 8, 4)],
    // Two parents per family when the children are counted per family.
    ["Zwei befreundete Familien mit je zwei Kindern (alle zwischen 8 und 13) suchen ein Chalet.", party(4, 8, 4)],
    // More than two adults after "mit je … Kindern und" are all of them, not per family.
    ["Wir sind 2 Familien mit je 2 Kindern (3, 6, 9, 11) und 4 Erwachsenen.", party(4, 8, 3, 1)],
    // The writer on top of the couples or friends.
    ["Ich organisiere ein Skiweekend für zwei befreundete Pärchen und mich.", party(5, 5)],
    ["Me and my three mates are after a chalet, all over 25.", party(4, 4)],
    ["Trois amis et moi cherchons un chalet.", party(null, 4)],
    // "myself" next to the partner; the 17-year-old counts as an adult.
    ["It will be my husband, myself, our son (17) and our daughter (15).", party(3, 4, 1)],
    // Grandparents on top of "Eltern + Kinder".
    ["Wir sind 3 Generationen: Grosseltern, wir als Eltern und unsere Kinder (12, 9 und 1).", party(4, 7, 2, 0, 1)],
    // A baby each, said again in a portal's summary, counts once.
    ["4 guests · 2 infants\nCheck-in: Sat, 9 Jan 2027\nCheckout: Sat, 16 Jan 2027\n\n\"Hi, we're two couples with a baby each. Thanks!\"", party(4, 6, 0, 0, 2)],
  ])("%s", (text, expected) => {
    expect(counts(text)).toEqual(expected);
  });

  it.each([
    // The writer alone with the children, said after them.
    ["mes 2 enfants et moi", party(1, 3, 2)],
    // Swiss German couples and children; married couples.
    ["Mir sind es Paar mit zwöi Chind.", party(2, 4, 2)],
    ["Mir sind 2 Erwachseni und 3 Chinde.", party(2, 5, 3)],
    ["Wir sind 4 Ehepaare.", party(8, 8)],
    // Grandparents with their grandchildren.
    ["grandparents + 2 grandchildren (8, 10)", party(2, 4, 2)],
  ])("%s", (text, expected) => {
    expect(counts(text)).toEqual(expected);
  });

  it("does not read \"es paar Kollege\" (a few friends) as a couple", () => {
    expect(counts("Mir sind es paar Kollege (8 Lüt)")).toEqual(party(null, 8));
  });

  it("does not take family words that name only some of a changed total for the adults", () => {
    expect(counts("wir sind jetzt doch 9 Personen statt 7, meine Schwester und ihr Mann kommen auch mit.")).toEqual(party(null, 9));
    // Without a word of change, the family words stand (a total read wrong must not take them along).
    expect(counts("Wir sind 9 Personen, meine Eltern kommen auch mit.").adults).toBe(2);
    expect(counts("Actually we'll be 9 now – my parents have decided to come along too.")).toEqual(party(null, 9));
    expect(counts("Finalement nous ne serons que 6 et non 8 : mes beaux-parents ne peuvent pas venir.")).toEqual(party(null, 6));
  });
});

describe("totals in other words", () => {
  it.each([
    // Swiss German teens.
    ["Mir sind zwöif Lüt, drunter drü Chind (6, 9 und 12).", party(9, 12, 3)],
    // "zu zehnt und suchen": not "zu zweit und ein Baby".
    ["Wir wären zu zehnt und suchen ein Chalet.", party(null, 10)],
    ["Wir kommen zu zweit und unser Baby (8 Monate).", party(2, 3, 0, 0, 1)],
    // French "à six" after a verb of coming, not "à trois générations".
    ["On part à six, que des adultes.", party(6, 6)],
    ["Nous partons à trois générations : mes parents, mon mari et moi, et nos deux enfants de 10 et 12 ans.", party(4, 6, 2)],
    // Approximate counts.
    ["We're a dozen or so friends planning a weekend.", party(null, 12)],
    ["Nous serons une dizaine.", party(null, 10)],
    // Revised counts said with an adverb.
    ["Wir sind jetzt doch 9 Personen.", party(null, 9)],
    // Labelled participants.
    ["Anzahl Teilnehmer: 15", party(null, 15)],
    // Pets are no guests.
    ["hey, 4 of us + 2 dogs, chalet dom?", party(null, 4)],
    // University students are adults; "petits" with their ages are children.
    ["A field trip of the University of Leeds: 30 students and 2 lecturers.", party(32, 32)],
    ["On sera 4 adultes + 2 petits (3 ans et 18 mois).", party(4, 6, 0, 1, 1)],
  ])("%s", (text, expected) => {
    expect(counts(text)).toEqual(expected);
  });

  it("counts one more than the family for a grandparent after plus", () => {
    expect(counts("We're a family of 4 plus grandma.").totalPersons).toBe(5);
    expect(counts("We're a family of 4 with two kids.").totalPersons).toBe(4);
  });
});
