import { describe, expect, it } from "vitest";
import { extractName } from "./contact";
import { extractGuestCounts } from "./counts";
import { agesIn, agedPersons } from "./party-ages";
import { babiesBornBy, babiesByCot } from "./party-babies";
import { joiningLater } from "./party-parts";
import { familyAdults } from "./party-total";

const counts = (text: string, checkIn: string | null = null, today = "2026-11-27") => {
  const { adults, totalPersons, children6To16, children3To5, babies } = extractGuestCounts(text, today, checkIn);
  return { adults, totalPersons, children6To16, children3To5, babies };
};
const party = (adults: number | null, totalPersons: number | null, children6To16 = 0, children3To5 = 0, babies = 0) => ({
  adults, totalPersons, children6To16, children3To5, babies,
});

// Rules added for the party4- batch of the development set (issue 23, round 3: babies, teenagers, parties said in parts).
describe("babies told of without a count", () => {
  it("reads a cot asked for by grown-ups as a baby, two cots as two", () => {
    expect(babiesByCot("Könnten Sie uns ein Babybett bereitstellen?")).toBe(1);
    expect(babiesByCot("Could you provide a travel cot and a high chair?")).toBe(1);
    expect(babiesByCot("Vous avez 2 lits bébé ?")).toBe(2);
    expect(babiesByCot("Is there a sauna?")).toBe(0);
    expect(counts("Wir (2 Erwachsene) möchten das Chalet mieten. Hätten Sie ein Babybett?")).toEqual(party(2, 3, 0, 0, 1));
    expect(counts("Pour 2 adultes. Serait-il possible d'avoir un lit parapluie ?")).toEqual(party(2, 3, 0, 0, 1));
    // A child of some age counted already may be the one the cot is for.
    expect(counts("2 adultes, 1 enfant. Notre fille a 4 ans. Avez-vous un lit bébé ?")).toEqual(party(2, 3, 0, 1));
  });

  it("counts a baby born before the stay, not one due after it", () => {
    expect(babiesBornBy("Unser erstes Kind kommt im März zur Welt, wir wären also zu dritt.", "2026-11-27", "2027-07-10")).toBe(1);
    expect(babiesBornBy("Our baby is due in January, so there will be three of us!", "2026-11-27", "2027-08-07")).toBe(1);
    expect(babiesBornBy("Notre bébé doit naître en mars, nous serons donc trois.", "2026-11-27", "2027-07-10")).toBe(1);
    expect(babiesBornBy("Bis dann ist auch unser zweites Kind da (Geburtstermin Mai).", "2026-11-27", "2027-08-21")).toBe(1);
    expect(babiesBornBy("Our twins are due in February.", "2026-11-27", "2027-06-05")).toBe(2);
    // Due after the check-in, a child's birth date gone by, or a deposit: no baby.
    expect(babiesBornBy("ich bin schwanger, Geburtstermin Ende April", "2026-11-27", "2027-02-13")).toBe(0);
    expect(babiesBornBy("with another on the way (due in October!)", "2026-11-27", "2027-07-17")).toBe(0);
    expect(babiesBornBy("Our son was born in May 2019.", "2026-11-27", "2027-07-17")).toBe(0);
    expect(babiesBornBy("The deposit is due in January.", "2026-11-27", "2027-07-17")).toBe(0);
    expect(counts("Mein Mann und ich. Unser erstes Kind kommt im März zur Welt, wir wären also zu dritt.", "2027-07-10")).toEqual(party(2, 3, 0, 0, 1));
    expect(counts("Wir sind zwei Erwachsene, ich bin im fünften Monat schwanger.", "2027-01-15")).toEqual(party(2, 2));
  });
});

describe("babies, toddlers and teenagers in other words", () => {
  it("knows tout-petits, a Buschi, a Schulkind and Jugendlichi", () => {
    expect(counts("Nous serons 6, dont deux tout-petits (1 et 2 ans).")).toEqual(party(4, 6, 0, 0, 2));
    expect(counts("Mir chömed zu föift plus es Buschi (4 Mönet).")).toEqual(party(5, 6, 0, 0, 1));
    expect(counts("Wir wären 5 Personen, davon ein Kleinkind (2) und ein Schulkind (9).")).toEqual(party(3, 5, 1, 0, 1));
    expect(counts("zwöi Erwachseni, zwöi Jugendlichi (16 und 18)")).toEqual(party(3, 4, 1));
  });

  it("reads ages in weeks, halves and a unit said once for a list", () => {
    expect(agesIn("6 und 10 Monate")).toEqual([0, 0]);
    expect(agesIn("1.5 Johr")).toEqual([1]);
    expect(agesIn("2½")).toEqual([2]);
    expect(counts("2 Erwachsene und 2 Babys (6 und 10 Monate)")).toEqual(party(2, 4, 0, 0, 2));
    expect(counts("two adults and a newborn (she'll be about 6 weeks old)")).toEqual(party(2, 3, 0, 0, 1));
    expect(counts("5 adults + a baby (9 mo)")).toEqual(party(5, 6, 0, 0, 1));
    expect(counts("2 adults and 2 kids under 3.")).toEqual(party(2, 4, 0, 0, 2));
  });

  it("reads the age of the little one, the youngest, a sister", () => {
    expect(agedPersons("our little one, who'll be 14 months by then", [])).toEqual([0]);
    expect(agedPersons("and our youngest (10)", [])).toEqual([10]);
    expect(agedPersons("and their big sister (4)", [])).toEqual([4]);
    expect(agedPersons("und s'Nesthäkchen mit 3 Johr", [])).toEqual([3]);
    expect(counts("Famille de 4 : deux parents, une grande de 10 ans et un tout-petit de 20 mois.")).toEqual(party(2, 4, 1, 0, 1));
    // Named, but staying at home.
    expect(agedPersons("our eldest (19) is staying at home this time", [])).toEqual([]);
  });

  it("counts grown-up children as adults and students at 17 as adults", () => {
    expect(counts("Meine Frau und ich mit unseren erwachsenen Kindern (22 und 25).")).toEqual(party(4, 4));
    expect(counts("2 adults, 2 teens (17 and 15)")).toEqual(party(3, 4, 1));
    // The parents' own family words come on top of grown-up children said alone (round 5: en-28's convention).
    expect(counts("my husband and I and our three adult children")).toEqual(party(5, 5));
  });

  it("does not count a child told of again in the guest's message", () => {
    expect(counts("Guests: 2 adults, 2 children (ages 0 and 6)\n\nMessage from guest: Hello, our baby is 8 months, do you have a cot?")).toEqual(party(2, 4, 1, 0, 1));
  });
});

describe("parties said in parts", () => {
  it("adds relatives who join after the party is counted", () => {
    expect(joiningLater(" and my mother-in-law. Chalet Alphubel", 0)).toBe(1);
    expect(joiningLater(". In der zweiten Woche kommen noch meine Eltern dazu.", 0)).toBe(2);
    expect(joiningLater(" und möchten das Chalet, das uns ein Freund empfohlen hat.", 0)).toBe(0);
    expect(joiningLater(" + une amie de ma fille (10 ans).", 0)).toBe(0);
    expect(counts("Wir sind 2 Erwachsene und 2 Kinder (7 und 10). In der zweiten Woche kommen noch meine Eltern dazu.")).toEqual(party(4, 6, 2));
    expect(counts("nous sommes 2 adultes et 2 enfants (8 et 11 ans) ; les grands-parents nous rejoignent pour la 2e semaine.")).toEqual(party(4, 6, 2));
  });

  it("adds two families each said with its own children", () => {
    expect(counts("chez nous 2 adultes et un bébé de 8 mois, chez nos amis 2 adultes et 2 enfants de 5 et 7 ans")).toEqual(party(4, 7, 1, 1, 1));
  });

  it("counts grown-up children with their spouses, partners of children and an au pair", () => {
    expect(familyAdults("My wife and I, our son and his wife")).toBe(4);
    expect(familyAdults("me, my husband, our daughter, her husband and the newborn")).toBe(4);
    expect(familyAdults("meine Frau und ich und die Freundin unseres Sohnes")).toBe(3);
    expect(familyAdults("mein Mann, ich und unsere Au-pair")).toBe(3);
    // A daughter's friend may be a child.
    expect(familyAdults("my wife and I, our daughter and her boyfriend")).toBe(2);
    expect(familyAdults("Me, the wife and the wee one (2)")).toBe(2);
  });

  it("reads Swiss couples and a revised count", () => {
    expect(familyAdults("Mir sind 2 Paar mit Chind")).toBe(4);
    expect(familyAdults("Wir bringen 2 Paar Ski mit")).toBeNull();
    expect(counts("Wir sind 6 Personen. Korrektur: wir sind also nur 5 (3 Erwachsene und 2 Kinder, 6 und 11 Jahre).")).toEqual(party(3, 5, 2));
  });

  it("does not read a school year as a count", () => {
    expect(counts("20 Year 10 students (aged 14-15) and 3 staff")).toEqual(party(3, 23, 20));
    expect(counts("16 joueurs de 12-13 ans, 2 entraîneurs et 1 parent accompagnant")).toEqual(party(3, 19, 16));
  });
});

describe("names after kisses", () => {
  it("reads the name after an x", () => {
    expect(extractName("Hiya\n\nDoable?\n\nx Megan Hall", { name: null }).name).toBe("Megan Hall");
  });
});
