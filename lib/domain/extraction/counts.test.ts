import { describe, expect, it } from "vitest";
import { extractGuestCounts } from "./counts";

const counts = (text: string, today = "2026-11-24") => {
  const { adults, totalPersons, children6To16, children3To5, babies } = extractGuestCounts(text, today);
  return { adults, totalPersons, children6To16, children3To5, babies };
};
const party = (adults: number | null, totalPersons: number | null, children6To16 = 0, children3To5 = 0, babies = 0) => ({
  adults, totalPersons, children6To16, children3To5, babies,
});

describe("extractGuestCounts", () => {
  it("sorts children by age into the pricing groups", () => {
    expect(counts("two adults and 3 kids aged 4, 8 and 12")).toEqual(party(2, 5, 2, 1, 0));
    expect(counts("2 adultes et 4 enfants de 1, 4, 6 et 17 ans")).toEqual(party(3, 6, 1, 1, 1));
  });

  it("reads number words and counts children without an age as 6-16, marking them for a check", () => {
    expect(counts("zwei Erwachsene und drei Kinder und ein Baby")).toEqual(party(2, 6, 3, 0, 1));
    expect(extractGuestCounts("zwei Erwachsene und drei Kinder").uncertain).toContain("children6To16");
  });

  it("derives adults from a total only when children are counted", () => {
    expect(counts("a family of five with three kids (ages 2, 6 and 9)")).toEqual(party(2, 5, 2, 0, 1));
    expect(counts("6 Personen, davon 2 Kinder (11, 15)")).toEqual(party(4, 6, 2));
    // A total alone says nothing about who is an adult.
    expect(counts("für 14 Personen")).toEqual(party(null, 14));
    expect(counts("Wir sind 6 und möchten kommen")).toEqual(party(null, 6));
    expect(extractGuestCounts("wir sind 12 Personen").uncertain).toContain("adults");
  });

  it("leaves everything unknown when nobody is counted", () => {
    expect(counts("Is the house free?")).toEqual(party(null, null));
  });

  it.each([
    ["2 adults + baby", party(2, 3, 0, 0, 1)],
    ["2 Erwachsene mit Baby (8 Monate)", party(2, 3, 0, 0, 1)],
    ["We are 2 adults travelling with our twins (18 months)", party(2, 4, 0, 0, 2)],
    ["a toddler of 3 and 2 adults", party(2, 3, 0, 1, 0)],
    ["2 adults, a child of 16", party(2, 3, 1, 0, 0)],
    ["Adults: 2\nChildren: 2\nChildren's ages: 0, 7", party(2, 4, 1, 0, 1)],
    ["Erwachsene: 2\nKinder: Jonas (7), Lea (4), Mia (1)", party(2, 5, 1, 1, 1)],
    ["my wife and I, our two kids (6, 9) and my parents", party(4, 6, 2)],
    ["meine Frau und ich, unsere zwei Kinder (10 und 13) und die Oma (72)", party(3, 5, 2)],
    ["On est 4 potes (tous adultes)", party(4, 4)],
    ["22 élèves (12-13 ans) et 3 accompagnants adultes", party(3, 25, 22)],
    ["18 Jugendliche (12-15 Jahre) und 4 Leiter", party(4, 22, 18)],
    ["5 enfants de 2 à 12 ans et 4 adultes", party(4, 9, 5)],
    ["Mir sind zwöi Erwachseni, es Chind vo 7 Johr und üses Baby (8 Mönet)", party(2, 4, 1, 0, 1)],
    ["Ich komme mit meinen zwei Kindern (7 und 12)", party(1, 3, 2)],
    ["2 Familien mit je 2 Kindern (3, 6, 9, 11) und 4 Erwachsenen", party(4, 8, 3, 1, 0)],
    ["Me and 5 mates (all adults)", party(6, 6)],
    ["We are two couples from Utrecht", party(4, 4)],
    ["with our newborn, just the two of us plus baby", party(2, 3, 0, 0, 1)],
    ["2 Erwachsene, 2 Kinder (Jahrgang 2018 und 2023)", party(2, 4, 1, 1, 0)],
  ])("%s", (text, expected) => {
    expect(counts(text)).toEqual(expected);
  });

  it("counts the same children said twice once (a portal's summary and the message)", () => {
    expect(counts("Erwachsene: 10\nKinder: 2\n\nNachricht: wir sind Freunde mit zwei Kindern (7 und 9).")).toEqual(party(10, 12, 2));
    expect(counts("avec 3 enfants (6, 10 et 14 ans) … pour 2 adultes et nos 3 enfants")).toEqual(party(2, 5, 3));
  });

  it("marks a total that does not add up", () => {
    expect(extractGuestCounts("Wir sind 10 Personen: 4 Erwachsene und 2 Kinder (5, 8)").uncertain).toEqual(
      expect.arrayContaining(["adults", "totalPersons"]),
    );
  });
});
