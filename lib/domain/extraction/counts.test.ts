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

  // Phrasings added from issue 23's fresh dev batches (guests' own wording, each failed before).
  it.each([
    // staff and leaders of groups are adults, and different kinds of them add up
    ["19 Schülerinnen und Schüler, dazu kommen zwei Lehrpersonen und ein Koch", party(3, 22, 19)],
    ["20 players (U15) plus 3 coaches and 2 parents as chaperones", party(5, 25, 20)],
    ["pour 23 élèves, accompagnés de trois enseignants et d'une cuisinière", party(4, 27, 23)],
    ["30 enfants de 8 à 12 ans, 5 moniteurs et monitrices et une directrice", party(6, 36, 30)],
    ["16 Spieler (Jahrgang 2013/2014), 3 Trainer und 1 Betreuerin", party(4, 20, 16)],
    ["16 Guides aged 10-14, plus 3 adult volunteers", party(3, 19, 16)],
    ["15 jeunes nés entre 2010 et 2014, encadrés par 4 moniteurs", party(4, 19, 15)],
    ["20 élèves de 9 à 11 ans, accompagnés de leur maîtresse et de 2 parents", party(3, 23, 20)],
    ["Je suis enseignante et j'accompagne 19 élèves avec une collègue et un stagiaire", party(3, 22, 19)],
    ["25 Chind und Jugendliche (10–15 Johr) und 5 Leitende", party(5, 30, 25)],
    // university students are adults; "4 adults: 2 parents and …" is said twice, not added
    ["14 Studierende und 2 Dozierende", party(16, 16)],
    ["16 students (all 19-23) and two staff members", party(18, 18)],
    ["8 guests and 4 support workers, all adults", party(12, 12)],
    // totals: approximate then exact, words, "in total", "me and my friends"
    ["Wir sind ungefähr 20 Leute, nach heutigem Stand genau 22.", party(null, 22)],
    ["Nous serons une trentaine de musiciens (31 exactement, tous adultes).", party(31, 31)],
    ["Nous sommes une douzaine de personnes", party(null, 12)],
    ["We are thirty singers", party(null, 30)],
    ["Nous serons dix-neuf personnes", party(null, 19)],
    ["Teilnehmende: ca. 30 (davon 25 Kinder von 8–12 Jahren)", party(5, 30, 25)],
    ["I'm travelling with three friends (we're all in our thirties)", party(4, 4)],
    ["Myself plus 3 colleagues", party(null, 4)],
    ["my parents, my brother's family (2 adults, 2 kids aged 7 and 9) and us (2 adults, 1 kid aged 4) – 9 in total", party(6, 9, 2, 1)],
    // families, couples and family words
    ["Zwei Familien mit je zwei Kindern (insgesamt 8 Personen)", party(4, 8, 4)],
    ["Two families with three kids each (ages 3 to 12). That's 4 adults and 6 children.", party(4, 10, 6)],
    ["drei befreundete Familien, jeweils 2 Erwachsene und 2 Kinder, also 12 Personen", party(6, 12, 6)],
    ["Wir sind vier befreundete Paare", party(8, 8)],
    ["A young couple with a 6-month-old baby", party(2, 3, 0, 0, 1)],
    ["Wir sind ein Paar mit Hund", party(2, 2)],
    ["We're a family with two teenagers (14 and 16)", party(2, 4, 2)],
    ["Mein Mann, ich und unsere drei Kinder (3, 7 und 10)", party(2, 5, 2, 1)],
    ["Mir sind s'Mami, de Papi, üsi Zwilling (4) und d'Grossmami", party(3, 5, 0, 2)],
    ["Eltern + 3 Kinder (1, 3 und 6)", party(2, 5, 1, 1, 1)],
    ["Ich (alleinerziehend) komme mit meinen Zwillingen (7) und meiner Mutter", party(2, 4, 2)],
    ["Just me and my daughter (8)", party(1, 2, 1)],
    ["There'll be seven of us: my partner and me, my mum and dad, two teenagers (14 and 17) and a baby of 10 months", party(5, 7, 1, 0, 1)],
    ["Mein Vater (78), meine Mutter (75), ich und mein Sohn (12)", party(3, 4, 1)],
    ["Grandma and Grandpa, the two of us (parents) and our baby (7 months)", party(4, 5, 0, 0, 1)],
    ["2 adults + 2 children (8 & 11) + grandma", party(3, 5, 2)],
    // ages: months, birth years, multiplied, described one by one, not a date
    ["Mir si zwe Erwachseni mit emne Baby (6 Mönet) und emne Chlinkind vo 2 Jahr", party(2, 4, 0, 0, 2)],
    ["davon 2 Babys (6 Mt. und 1 J.), insgesamt 9 Personen", party(7, 9, 0, 0, 2)],
    ["5 Erwachsene und 3 Kinder (2x 7 J., 1x 13 J.)", party(5, 8, 3)],
    ["nos deux petits-enfants, un bébé de 14 mois et une fillette de 6 ans", party(null, null, 1, 0, 1)],
    ["our twin girls who will be 18 months old, and our son (5)", party(null, null, 0, 1, 2)],
    ["one 15-year-old and two 3-year-olds", party(null, null, 1, 2)],
    ["Family of 4 (kids are 3 and 6)", party(2, 4, 1, 1)],
    ["Two families: 4 adults and 5 kids. Their ages are 1, 3, 5, 7 and 9.", party(4, 9, 2, 2, 1)],
    ["Adults: 2\nChildren (2-12): 2\nInfants (0-2): 1", party(2, 5, 2, 0, 1)],
    ["I'll be coming with my two children, 10-17 April 2027", party(1, 3, 2)],
    ["On est 8 potes, dont deux qui ont 16 ans, les autres sont majeurs", party(6, 8, 2)],
    ["Mon mari, moi et nos jumelles de 3 ans aimerions venir du 24 au 31 juillet", party(2, 4, 0, 2)],
    // totals said in digits, forms and questions
    ["Wir sind 2+2 und suchen etwas", party(null, 4)],
    ["We'll be 6 + 2 kids (5 and 9)", party(6, 8, 1, 1)],
    ["Wir kommen zu 6.", party(null, 6)],
    ["Nous sommes à 6 et cherchons un chalet", party(null, 6)],
    ["Nous ne sommes que 9.", party(null, 9)],
    ["Das Gruppenhaus für 30 Personen ist zu gross, wir sind nur 9.", party(null, 9)],
    ["Haben Sie das Chalet Dom für 4? Danke", party(null, 4)],
    ["Anfrage für 14.-21. Feb. 2027, 3 Erwachsene und 1 Kind (12).", party(3, 4, 1)],
    ["Party size: 6", party(null, 6)],
    ["Total: 28", party(null, 28)],
    ["Mir si 5 Persone", party(null, 5)],
    ["We're a group of about 15 (hiking club)", party(null, 15)],
    ["we're a group of 12 adults", party(12, 12)],
    ["Party of 2 adults, 1 teen (15) and 1 child (9)", party(2, 4, 2)],
    ["Erwachsene 2\nKinder 1 (5 Jahre)", party(2, 3, 0, 1)],
    ["Chalet Mattmark, 24.–31. Juli 2027. Anzahl Erwachsene: 2, Anzahl Kinder: 2 (4 und 7).", party(2, 4, 1, 1)],
    ["2x Erwachsene, 1x Kind (8), 1x Baby (1)", party(2, 4, 1, 0, 1)],
    ["I would like to book it for myself and my wife", party(2, 2)],
    ["Gruppe von 12 Jugendlichen (13–15 Jahre) und 2 Leitern", party(2, 14, 12)],
    // ages said in a sentence of their own, in a label, or as words
    ["2 Erwachsene. Unser Sohn ist 10, unsere Tochter 7.", party(2, 4, 2)],
    ["Nous sommes 2 adultes. Notre fils a 10 ans et notre fille 7 ans.", party(2, 4, 2)],
    ["Adults: 2\nKids: 7 and 9", party(2, 4, 2)],
    ["Erwachsene: 2\nKinder: 8 und 10 Jahre", party(2, 4, 2)],
    ["We're a family of five. Ages of the kids: 2, 6 and 11.", party(2, 5, 2, 0, 1)],
    ["Familie mit 3 Kindern (Baby, 4 und 7)", party(2, 5, 1, 1, 1)],
    ["2 Erwachsene, 2 Kinder – 4-jährig und 9-jährig", party(2, 4, 1, 1)],
    ["Two adults and a kid who is 4", party(2, 3, 0, 1)],
    ["2 adults and our baby girl (6 months)", party(2, 3, 0, 0, 1)],
    ["Gäste: 2 Erwachsene, 1 Kind\n\nNachricht: Unsere Tochter ist 4 Jahre alt.", party(2, 3, 0, 1)],
    ["Gäste: 4 Erwachsene, 1 Kind\n\nNachricht: Guten Tag, unser Sohn ist 7 Jahre alt.", party(4, 5, 1)],
    // the house's size is not the party's; couples, singles and "of them"
    ["Wir sind 4 Erwachsene und 2 Kinder (5 und 8). Das Chalet für 8 Personen wäre ideal.", party(4, 6, 1, 1)],
    ["Is the chalet for 6 persons free? We are 2 adults and 2 children (3, 6).", party(2, 4, 1, 1)],
    ["Wir sind 3 Paare und 2 Singles", party(8, 8)],
    ["Nous sommes 3 couples et 2 célibataires, tous adultes", party(8, 8)],
    ["We would like to come with 10 people, 4 of them kids", party(6, 10, 4)],
    ["8 ladies on a girls' trip", party(null, 8)],
    ["Haben Sie ein Haus für ca. 12?", party(null, 12)],
    ["Ich chume mit mim Maa und üsne zwöi Meitli (6 und 9)", party(2, 4, 2)],
    ["my wife and me with our two grown-up sons (19 and 22)", party(4, 4)],
    ["Nous sommes deux adultes avec notre fils de seize ans et notre fille de cinq ans.", party(2, 4, 1, 1)],
    ["two adults and our three children – Emily is 12, Jack is 9 and little Rosie is 3.", party(2, 5, 2, 1)],
    ["deux adultes et nos trois enfants : Léa a 12 ans, Tom 9 ans et la petite Inès 3 ans.", party(2, 5, 2, 1)],
    ["Opa und Oma, meine Schwester mit ihrem Mann, mein Mann und ich sowie unsere drei Kinder (2, 6 und 10)", party(6, 9, 2, 0, 1)],
    ["21 Kinder (10–11 Jahre) mit 2 Lehrerinnen und einer Mutter als Begleitung", party(3, 24, 21)],
    ["30 pupils aged 11-12, 3 teachers and 1 school nurse", party(4, 34, 30)],
    ["Erwachsene: 2\nKinder 6-16: 1\nKinder 3-5: 1\nBabys: 0", party(2, 4, 1, 1)],
    ["Wir Grosseltern (beide über 70) kommen mit unseren vier Enkeln im Alter von 5, 7, 10 und 13 Jahren", party(2, 6, 3, 1)],
    ["My wife, our three kids (ages 4, 8, and 11) and I", party(2, 5, 2, 1)],
    ["Papa seul avec trois enfants de six, neuf et quatorze ans", party(1, 4, 3)],
  ])("%s", (text, expected) => {
    expect(counts(text.replace(/\\n/g, "\n"), "2026-11-27")).toEqual(expected);
  });

  it("does not read a portal's label or an address as ages", () => {
    // "Voyageurs" contains "age"; "Fwd: 4-year-olds" elsewhere is not a child in the party.
    expect(counts("Voyageurs : 2 adultes, 2 enfants\n\nMessage : nos enfants ont 3 et 8 ans.")).toEqual(party(2, 4, 1, 1));
    expect(counts("2 adults and 3 children aged 4, 9 and 11. Is there a ski school for 4-year-olds nearby?")).toEqual(party(2, 5, 2, 1));
  });

  it("counts the same children said twice once (a portal's summary and the message)", () => {
    expect(counts("Erwachsene: 10\nKinder: 2\n\nNachricht: wir sind Freunde mit zwei Kindern (7 und 9).")).toEqual(party(10, 12, 2));
    expect(counts("avec 3 enfants (6, 10 et 14 ans) … pour 2 adultes et nos 3 enfants")).toEqual(party(2, 5, 3));
  });

  it("marks a total that does not add up, and a house's size taken for the party's", () => {
    expect(extractGuestCounts("Wir sind 2 Erwachsene und 1 Kind (5). Das Chalet für 6 Personen?").uncertain).toEqual(
      expect.arrayContaining(["adults", "totalPersons"]),
    );
    expect(extractGuestCounts("Wir sind 10 Personen: 4 Erwachsene und 2 Kinder (5, 8)").uncertain).toEqual(
      expect.arrayContaining(["adults", "totalPersons"]),
    );
  });
});
