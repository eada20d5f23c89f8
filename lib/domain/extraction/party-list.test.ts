import { describe, expect, it } from "vitest";
import { extractGuestCounts } from "./counts";
import { extractPropertyPreference } from "./property";
import { expandPartyCodes } from "./party-codes";
import { withoutFallbackParty, withoutPastStays } from "./party-context";
import { listedParty, plusOne, unagedChildWithWriter, writerWithFriends } from "./party-list";
import { familyOf, joiningFamily, totalOf } from "./party-total";

const counts = (text: string, today = "2026-11-27") => {
  const { adults, totalPersons, children6To16, children3To5, babies } = extractGuestCounts(text, today);
  return { adults, totalPersons, children6To16, children3To5, babies };
};
const party = (adults: number | null, totalPersons: number | null, children6To16 = 0, children3To5 = 0, babies = 0) => ({
  adults, totalPersons, children6To16, children3To5, babies,
});

// Rules added for the party3- batch of the development set (issue 23, round 2: head counts on unseen mails).
describe("party shorthand", () => {
  it("spells out adult and child codes said as a pair", () => {
    expect(expandPartyCodes("2A+2K (6+9)")).toMatch(/^2 adults\+2 children\s+\(6\+9\)$/);
    expect(counts("Chalet Dom, 2A+2K (6+9)")).toEqual(party(2, 4, 2));
    expect(counts("Party: 2A / 3C (ages 1, 6, 14)")).toEqual(party(2, 5, 2, 0, 1));
    expect(counts("pour 4 ad. 2 enf. (5 et 8 ans)")).toEqual(party(4, 6, 1, 1));
    expect(counts("Pax: 10 (8 ad / 2 ch 12, 14)")).toEqual(party(8, 10, 2));
    // One code alone is no party ("Bahnhofstrasse 2A").
    expect(expandPartyCodes("Bahnhofstrasse 2A, 3930 Visp")).toBe("Bahnhofstrasse 2A, 3930 Visp");
  });

  it("reads table cells, months as 'mos', under-fives and under-2s", () => {
    expect(counts("| Erwachsene | 4 |\n| Kinder (6-16) | 2 |\n| Kinder (3-5) | 1 |")).toEqual(party(4, 7, 2, 1));
    expect(counts("Party: 6 adults, 1 toddler (2 yrs) and 1 infant (5 mos)")).toEqual(party(6, 8, 0, 0, 2));
    expect(counts("There'll be 7 of us, including 2 under-fives (3 and 4)")).toEqual(party(5, 7, 0, 2));
    expect(counts("we are four adults and two under 2s")).toEqual(party(4, 6, 0, 0, 2));
    expect(counts("nous serons 4 adultes + 2 enfants de moins de 2 ans")).toEqual(party(4, 6, 0, 0, 2));
  });

  it("reads form lines with an age band each, not the next line as a name with an age", () => {
    expect(counts("Adultes : 2\nEnfants (3-5 ans) : 1\nEnfants (6-16 ans) : 2\nBébés : 0")).toEqual(party(2, 5, 2, 1));
  });

  it("takes '2 + 1 Kind' after a form's label as adults and a child", () => {
    expect(counts("Belegung: 2 + 1 Kind")).toEqual(party(2, 3, 1));
    expect(counts("On sera 4 + un bébé de 5 mois")).toEqual(party(4, 5, 0, 0, 1));
  });
});

describe("the same child said twice, and children of whom some are babies", () => {
  it("counts a portal's child and the guest's 'Unsere Kleine' once", () => {
    expect(counts("Reisende: 3 Erwachsene, 1 Kind (2 Jahre)\n\nNachricht: Unsere Kleine ist zwei.")).toEqual(party(3, 4, 0, 0, 1));
  });

  it("gives a portal's infant the age the guest tells, without a second baby", () => {
    expect(counts('Chalet Dom · 3 guests, 1 infant, 1 pet\n\n"Hi! Our baby is 9 months old"')).toEqual(party(3, 4, 0, 0, 1));
  });

  it("reads 'davon ein Baby', 'one of them a baby', 'dont un bébé' as part of the children", () => {
    expect(counts("Wir sind 4 Erwachsene und 2 Kinder, davon ein Baby (10 Monate).")).toEqual(party(4, 6, 1, 0, 1));
    expect(counts("We are 2 adults and 3 kids (one of them a baby).")).toEqual(party(2, 5, 2, 0, 1));
    expect(counts("Nous serons 5 adultes et nos 3 enfants, dont un bébé d'un an et deux enfants de 4 et 10 ans.")).toEqual(party(5, 8, 1, 1, 1));
  });
});

describe("totals in other words", () => {
  it("reads ranges after 'we are' and 'a group of' as their upper end", () => {
    expect(totalOf("We're 16-18 depending on who can get time off").value).toBe(18);
    expect(totalOf("nous serons 20 à 25 personnes").value).toBe(25);
    expect(totalOf("Wir sind eine Gruppe von 10-12 Personen.").value).toBe(12);
    // A count followed by a dash and more words is no range.
    expect(totalOf("This time we'll be 12 – can it still take us?").value).toBe(12);
    expect(totalOf("Nous serons dix-neuf personnes").value).toBe(19);
    expect(totalOf("Wir sind 2-3 Familien").value).toBeNull();
  });

  it("reads 'sind wir', approximate words with an adjective, families of N, 'of us (6)', '2+2 for'", () => {
    expect(totalOf("dieses Jahr sind wir nur 8").value).toBe(8);
    expect(totalOf("Nous serons une petite vingtaine").value).toBe(20);
    expect(totalOf("Nous sommes deux familles de quatre").value).toBe(8);
    expect(totalOf("A few of us (6) from the office").value).toBe(6);
    expect(totalOf("Hi there, 2+2 for the Easter week").value).toBe(4);
    expect(totalOf("On sera une bande de 8.").value).toBe(8);
    expect(totalOf("Mir si zu feuft.").value).toBe(5);
    expect(totalOf("mir chömed zu sächst").value).toBe(6);
    expect(totalOf("Mir sind drü Familie mit total 11 Lüt.").value).toBe(11);
    expect(totalOf("Am Freitag sind wir 3 Tage in Zermatt").value).toBeNull();
  });

  it("takes beds asked for as the party, weakly, and a bare count word closing the question", () => {
    expect(totalOf("Il nous faudrait 6 couchages du 26 décembre")).toEqual({ value: 6, weak: true });
    expect(totalOf("Looking for a place for six.")).toEqual({ value: 6, weak: true });
    expect(totalOf("Le chalet a 10 couchages ; nous ne serons que 7").value).toBe(7);
  });

  it("reads 'ppl' and 'lads'", () => {
    expect(counts("avail 20-27 feb? 4 ppl. ta, Jen")).toEqual(party(null, 4));
    expect(counts("Stag do! Me + 5 lads, 11-14 Feb 2027")).toEqual(party(null, 6));
  });
});

describe("counts that are not the party asked for", () => {
  it("blanks a past stay's sentence, or its clause before 'this year'", () => {
    const text = "Letztes Jahr waren wir zu zehnt im Gruppenhaus Weissmies, dieses Jahr sind wir nur 8.";
    const out = withoutPastStays(text);
    expect(out).toHaveLength(text.length);
    expect(out).not.toMatch(/zehnt/);
    expect(out).toMatch(/dieses Jahr sind wir nur 8/);
    expect(counts(text)).toEqual(party(null, 8));
    expect(counts("We stayed at Chalet Allalin last New Year with 10 people. This time we'll be 12 – can it still take us?")).toEqual(party(null, 12));
    // Only last time's count said: it stands.
    expect(counts("Letztes Jahr waren wir 10 Personen.")).toEqual(party(null, 10));
  });

  it("blanks a fallback party with its people when someone may not come", () => {
    const text = "We'd be 8 (or 6 if my parents can't make it in the end).";
    expect(withoutFallbackParty(text)).toHaveLength(text.length);
    expect(withoutFallbackParty(text)).not.toMatch(/parents/);
    expect(counts(text)).toEqual(party(null, 8));
    expect(counts("Wir sind 8 Personen: meine Eltern, wir zwei und unsere 4 Kinder (3, 6, 9, 12). Falls meine Eltern absagen müssen, wären wir nur 6.")).toEqual(party(4, 8, 3, 1));
    // Not a condition about the house: nobody said, nothing blanked.
    expect(withoutFallbackParty("Falls das nicht geht, wäre auch das Chalet Dom gut.")).toBe("Falls das nicht geht, wäre auch das Chalet Dom gut.");
    // (Only the guest-count readers see the blanked text: a date blanked with it costs nothing.)
    expect(counts("Wir sind 6 Personen. Falls das nicht geht, wäre auch der 13.–20.2. möglich.")).toEqual(party(null, 6));
  });

  it("takes a house stayed in before only when the mail names no other", () => {
    const houses = ["Chalet Allalin", "Chalet Dom"];
    expect(extractPropertyPreference("We stayed at Chalet Allalin last year. Can it take us again?", houses).value).toBe("Allalin");
    expect(extractPropertyPreference("Letztes Jahr waren wir im Chalet Allalin, dieses Mal möchten wir ins Chalet Dom.", houses).value).toBe("Dom");
  });
});

describe("a party written out person by person", () => {
  it("reads a list of names after 'we are:', ages in brackets making children", () => {
    expect(listedParty("Wir sind: Hans, Maria, Lisa (8) und Tim (5).")).toEqual({ grownUps: 2, childAges: [8, 5] });
    expect(counts("Wir sind: Hans, Maria, Lisa (8) und Tim (5).")).toEqual(party(2, 4, 1, 1));
    expect(counts("Mir wäred: ich (Reto), mini Frau Nicole, de Luca (8) und d'Anna (5).")).toEqual(party(2, 4, 1, 1));
    expect(counts("Nous sommes : Julien, Céline, Emma (7 ans) et Hugo (3 ans).")).toEqual(party(2, 4, 1, 1));
    // Counted groups are read by the group rules.
    expect(listedParty("Nous sommes : 2 adultes, 1 enfant (4 ans)")).toBeNull();
  });

  it("reads a numbered list of full names, one a line", () => {
    expect(counts("1. Beat Imboden\n2. Ruth Imboden\n3. Nina Imboden (12)\n4. Lars Imboden (9)\n5. Heidi Imboden (74)")).toEqual(party(3, 5, 2));
    expect(counts("Guests:\n1) Mark Ellis\n2) Sue Ellis\n3) Ben Ellis (age 15)\n4) Grace Ellis (age 12)")).toEqual(party(2, 4, 2));
    // A numbered list of questions is no party.
    expect(listedParty("1. Parkplatz\n2. Haustiere")).toBeNull();
  });

  it("counts the writer with friends named or counted next to a partner, adults left open", () => {
    expect(writerWithFriends("Me, my girlfriend and our friends Tom and Anna are planning a ski trip")).toBe(4);
    expect(writerWithFriends("Ich und mini Kollege Marco, Jan und Dario wetted cho skifahre")).toBe(4);
    expect(writerWithFriends("Je viendrai avec mon copain et deux amis du 5 au 12 mars")).toBe(4);
    expect(counts("Me, my girlfriend and our friends Tom and Anna are planning a ski trip.")).toEqual(party(null, 4));
    expect(counts("Ich und mini Kollege Marco, Jan und Dario wetted cho skifahre.")).toEqual(party(null, 4));
  });

  it("counts the writer listed after relatives, and 'us two' next to the grandparents", () => {
    expect(counts("Nous viendrions à quatre : mes parents, ma sœur et moi.")).toEqual(party(4, 4));
    expect(counts("We're three generations: the grandparents, us two and our kids aged 3 and 5.")).toEqual(party(4, 6, 0, 2));
    // The writer already counted with the couples.
    expect(counts("Ein Skiweekend für zwei befreundete Pärchen und mich.")).toEqual(party(5, 5));
  });

  it("counts 'my daughter and I' as one adult and one child of no age said", () => {
    expect(unagedChildWithWriter("My daughter and I would love a quiet week")).toBe(true);
    expect(counts("My daughter and I would love a quiet week.")).toEqual(party(1, 2, 1));
    expect(counts("Meine Tochter und ich möchten wandern.")).toEqual(party(1, 2, 1));
    expect(counts("Ma fille et moi souhaiterions passer une semaine.")).toEqual(party(1, 2, 1));
    // With an age the child is counted by it.
    expect(counts("It'd be just me and my son (9).")).toEqual(party(1, 2, 1));
  });

  it("adds the persons joining a family said by its size", () => {
    expect(joiningFamily(" plus my brother and his wife. Is it free?").count).toBe(2);
    expect(familyOf("We're a family of four plus my brother and his wife.")?.count).toBe(6);
    expect(counts("We're a family of four plus my brother and his wife.")).toEqual(party(null, 6));
    expect(counts("Wir sind eine Familie von vier Personen, dazu kommt die Freundin unserer Tochter.")).toEqual(party(null, 5));
    expect(familyOf("We are a family of 4 and would like to come in July.")?.count).toBe(4);
  });

  it("adds a '+1' after the party, a child when so aged, never a phone's +1", () => {
    expect(counts("for me, my wife +1 (her sister)?")).toEqual(party(3, 3));
    expect(counts("2 adults, 2 kids (9, 12) plus one of the kids' friends (10)")).toEqual(party(2, 5, 3));
    expect(counts("It's 4 adults + 1 (a 10-year-old).")).toEqual(party(4, 5, 1));
    expect(plusOne("on est 3 adultes + 1 enfant 10 ans")).toBeNull();
    expect(plusOne("2 adults. Call me on +1 312 555 0199")).toBeNull();
  });

  it("reads a mountain guide as an adult and a relative's possessive as no relative", () => {
    expect(counts("We are four couples plus our mountain guide, so 9 people.")).toEqual(party(9, 9));
    expect(counts("It's my sister's hen weekend – nine of us, all adults.")).toEqual(party(9, 9));
  });
});
