import { describe, expect, it } from "vitest";
import { extractGuestCounts } from "./counts";
import { parseCount } from "./numbers";
import { agesIn, birthYearsAsAges, setReferenceYear } from "./party-ages";
import { agesByParts, agesLater, restatedAdultsAt, spousesOf } from "./party-breakdown";
import { listedParty } from "./party-list";
import { withoutStayingElsewhere } from "./party-stays";
import { tableAsLabels } from "./party-table";

const counts = (text: string, today = "2026-11-27") => {
  const { adults, totalPersons, children6To16, children3To5, babies } = extractGuestCounts(text, today);
  return { adults, totalPersons, children6To16, children3To5, babies };
};
const party = (adults: number | null, totalPersons: number | null, children6To16 = 0, children3To5 = 0, babies = 0) => ({
  adults, totalPersons, children6To16, children3To5, babies,
});

// Rules added for the party5- batch and round 3's leftovers (issue 23, head counts on unseen mails).
describe("a group taken apart or restated in the same sentence", () => {
  it("reads ages in a bracket later in the sentence, one per member", () => {
    const text = "Unsere drei Kinder studieren inzwischen alle (20, 22, 24) – wir sind also 5 Erwachsene.";
    expect(agesLater(text, text.indexOf("Kinder") + 6, 3)).toEqual([20, 22, 24]);
    // Not as many ages, or another person in between: not theirs.
    expect(agesLater(text, text.indexOf("Kinder") + 6, 2)).toBeNull();
    expect(agesLater("3 Kinder und die Oma (72)", 8, 1)).toBeNull();
    expect(counts(text)).toEqual(party(5, 5));
  });

  it("reads a group split by age after a colon", () => {
    const text = "Mir sind 2 Paar mit insgesamt 3 Chind: zwöi under 3 und eis vo 7.";
    expect(agesByParts(text, text.indexOf("3 Chind"), 3)?.ages).toEqual([0, 0, 7]);
    // "under 6" is no pricing group; parts that do not add up say nothing.
    expect(agesByParts("3 kids: two under 6 and one of 7", 0, 3)).toBeNull();
    expect(agesByParts("3 kids: one of 4 and one of 7", 0, 3)).toBeNull();
    expect(counts(text)).toEqual(party(4, 7, 1, 0, 2));
  });

  it("counts the spouses of grown-up children and the family words next to them", () => {
    const text = "my husband and I, our three adult children with their spouses, and five grandchildren aged 6 to 12";
    expect(spousesOf(text, { start: text.indexOf("three"), end: text.indexOf(" with"), count: 3 })).toBe(3);
    expect(counts(text)).toEqual(party(8, 13, 5));
    expect(counts("My wife and I would like to bring our grown-up children and their partners: our son and his wife, and our daughter and her boyfriend.")).toEqual(party(6, 6));
  });

  it("knows adults summed up again", () => {
    const text = "(20, 22, 24) – wir sind also 5 Erwachsene";
    expect(restatedAdultsAt(text, text.indexOf("5 "))).toBe(true);
    expect(restatedAdultsAt("so we're 6 adults", 9)).toBe(true);
    expect(restatedAdultsAt("wir sind 5 Erwachsene", 9)).toBe(false);
  });
});

describe("a party listed by first names without a colon", () => {
  it("reads names with ages, a baby's months among them", () => {
    expect(listedParty("We're Jenny and Matt, plus Oliver (3) and baby Isla (18 months).")).toEqual({ grownUps: 2, childAges: [3, 0] });
    expect(counts("We're Jenny and Matt, plus Oliver (3) and baby Isla (18 months).")).toEqual(party(2, 4, 0, 1, 1));
    // No age at all, or not names: no list.
    expect(listedParty("We are Swiss and Dutch and British.")).toBeNull();
  });
});

describe("people who sleep elsewhere", () => {
  it("blanks a driver, a guide or parents who need no bed, keeping positions", () => {
    const text = "21 Schüler und 2 Lehrpersonen. Der Buschauffeur übernachtet im Hotel und braucht kein Bett.";
    const out = withoutStayingElsewhere(text);
    expect(out.text).toHaveLength(text.length);
    expect(out.text).not.toMatch(/Buschauffeur/);
    expect(counts("We're 6 climbers (all adults) coming with our mountain guide, who stays in the valley – beds for 6.")).toEqual(party(6, 6));
    expect(counts("15 players and 3 coaches from our U12 team. Some parents will come too but they're staying at the campsite.").adults).toBe(3);
    expect(counts("vingt-huit collaborateurs, plus notre chauffeur de car qui dormira à l'hôtel du village.")).toEqual(party(null, 28));
  });

  it("takes those of a group counted before off it", () => {
    expect(withoutStayingElsewhere("30 Jugendliche und 5 Leitende. Zwei der Leitenden schlafen zu Hause.").away).toBe(2);
    expect(counts("30 Jugendliche (13–16) und 5 Leitende. Zwei der Leitenden schlafen zu Hause, brauchen also kein Bett.")).toEqual(party(3, 33, 30));
  });
});

describe("a party in a table", () => {
  it("reads headings over counts, with a separator row or without", () => {
    expect(tableAsLabels("| Guests | Adults | Children | Infants |\n|---|---|---|---|\n| 7 | 4 | 2 | 1 |")).toBe("Guests: 7\nAdults: 4\nChildren: 2\nInfants: 1");
    expect(counts("| Guests | Adults | Children | Infants |\n|---|---|---|---|\n| 7 | 4 | 2 | 1 |\n\nChildren are 8 and 11, the infant is 6 months.")).toEqual(party(4, 7, 2, 0, 1));
    expect(counts("Adultes | Enfants (6-16 ans) | Enfants (3-5 ans) | Bébés\n4 | 3 | 1 | 1")).toEqual(party(4, 9, 3, 1, 1));
  });

  it("reads one person a row under name and age", () => {
    expect(tableAsLabels("Name | Alter\nAndrea Zurbriggen | 44\nLena | 15")).toBe("1. Andrea Zurbriggen (44)\n2. Lena (15)");
    expect(counts("Name        Age\nRobert Hall  52\nLinda Hall   50\nEmma Hall    19\nJack Hall    16\nOscar Hall    9")).toEqual(party(3, 5, 2));
    // Prose is no table.
    expect(tableAsLabels("Wir sind 4 Erwachsene.\nDanke")).toBe("Wir sind 4 Erwachsene.\nDanke");
  });
});

describe("counts and ages in other words", () => {
  it("reads compound number words up to forty", () => {
    expect(parseCount("vierundzwanzig")).toBe(24);
    expect(parseCount("twenty-four")).toBe(24);
    expect(parseCount("thirty two")).toBe(32);
    expect(parseCount("vingt-huit")).toBe(28);
    expect(parseCount("trente et un")).toBe(31);
    expect(counts("Wir sind vierundzwanzig Sängerinnen und Sänger.")).toEqual(party(null, 24));
    expect(counts("twenty-four players and three coaches, all adults")).toEqual(party(27, 27));
    expect(counts("vingt-deux élèves de 14-15 ans et deux enseignants")).toEqual(party(2, 24, 22));
  });

  it("reads birth years in brackets and after 'Jg.'", () => {
    setReferenceYear(2026);
    expect(birthYearsAsAges("our son (born 2015)")).toBe("our son (11)");
    expect(birthYearsAsAges("(Jg. 2027)")).toBe("(Jg. 2027)");
    expect(counts("zwei Erwachsene und unsere Kinder Jg. 2015, 2019 und 2024")).toEqual(party(2, 5, 2, 0, 1));
    expect(counts("We are: my husband and I, our daughters (born 2007 and 2010) and our son (born 2015).")).toEqual(party(3, 5, 2));
  });

  it("does not take 'deux de' for an age, and a baby with its months for two", () => {
    expect(agesIn("un bébé de 8 mois, et deux de 4 et 7 ans")).toEqual([0, 4, 7]);
    expect(agesIn("Baby, 4 und 7")).toEqual([0, 4, 7]);
    expect(counts("trois couples d'amis et nos trois enfants (un bébé de 8 mois, et deux de 4 et 7 ans)")).toEqual(party(6, 9, 1, 1, 1));
  });

  it("does not read a count of the next group as an age", () => {
    expect(counts("University field trip: 18 students, 2 postdocs and myself.")).toEqual(party(21, 21));
  });
});

describe("totals and adults said in other ways", () => {
  it("reads a total with its noun before 'in total' or 'altogether'", () => {
    expect(counts("12 staff and their partners, so 24 people in total")).toEqual(party(24, 24));
    expect(counts("8 families, 30 people altogether, 14 of them children between 6 and 15")).toEqual(party(16, 30, 14));
  });

  it("takes children said as part of a total off it, whatever family words say", () => {
    expect(counts("Pour les 70 ans de ma mère, nous serons une vingtaine de personnes, dont 4 enfants de moins de 10 ans.")).toEqual(party(16, 20, 4));
    expect(counts("wir sind 22 Personen inkl. 3 Leiter, die Kinder sind 9 bis 14 Jahre alt")).toEqual(party(3, 22, 19));
  });

  it("reads a household's size in its signature", () => {
    expect(counts("Freundliche Grüsse\nFamilie Müller (2+3)\nThomas Müller")).toEqual(party(null, 5));
  });

  it("knows more ways of saying everyone is grown up", () => {
    expect(counts("24 Teilnehmende + 3 Begleitpersonen, alle im Pensionsalter")).toEqual(party(27, 27));
    expect(counts("Mir chömed zu acht (alles Erwachseni).")).toEqual(party(8, 8));
    expect(counts("There'll be nine of us including me, all in our late twenties.")).toEqual(party(9, 9));
    expect(counts("We're a book club of eleven women (ages 45 to 70).")).toEqual(party(11, 11));
    expect(counts("Nous sommes 7 randonneurs adultes.")).toEqual(party(7, 7));
  });

  it("counts a part said with 'inkl.' once, the writer closing a list, and an au pair with two families", () => {
    expect(counts("16 Erwachsene inkl. 2 Tourenleiter")).toEqual(party(16, 16));
    expect(counts("20 élèves de 10-11 ans, une collègue, deux parents accompagnants et moi-même")).toEqual(party(4, 24, 20));
    expect(counts("chez nous 2 adultes, 2 enfants (6 et 9 ans) et notre jeune fille au pair ; chez eux 2 adultes et un bébé de 10 mois")).toEqual(party(5, 8, 2, 0, 1));
  });

  it("reads 'nous ne serons plus que', 'à deux adultes', couples with a friend and Swiss 'Paar'", () => {
    expect(counts("nous ne serons plus que cinq").totalPersons).toBe(5);
    expect(counts("Nous venons à deux adultes avec notre fille de 10 ans.")).toEqual(party(2, 3, 1));
    expect(counts("Nous sommes deux couples de retraités et une amie veuve.")).toEqual(party(5, 5));
    expect(counts("Mir sind zwöi Paar und drü Singles, alles Erwachseni.")).toEqual(party(7, 7));
  });

  it("adds relatives after the party: the grandmother, the grandparents of families of four, an aunt", () => {
    expect(counts("2 adultes, 2 enfants (4 et 9 ans) und die Grossmutter")).toEqual(party(3, 5, 1, 1));
    expect(counts("Je réserve pour mes parents et pour ma tante.")).toEqual(party(3, 3));
    expect(counts("Ich möchte meinen Eltern und der Familie meiner Schwester (2 Erwachsene, 2 Kinder von 5 und 9 Jahren) eine Woche schenken.")).toEqual(party(4, 6, 1, 1));
  });
});
