import { describe, expect, it } from "vitest";
import { extractGuestCounts } from "./counts";

/**
 * Every pricing boundary (2/3 baby, 5/6 small child, 16/17 adult), in digits and in words, in
 * German, English and French: moving a boundary by one year must break one of these.
 */

type Group = "babies" | "children3To5" | "children6To16" | "adults";
const GROUP: Record<number, Group> = { 2: "babies", 3: "children3To5", 5: "children3To5", 6: "children6To16", 16: "children6To16", 17: "adults" };
const WORDS: Record<"de" | "en" | "fr", Record<number, string>> = {
  de: { 2: "zwei", 3: "drei", 5: "fünf", 6: "sechs", 16: "sechzehn", 17: "siebzehn" },
  en: { 2: "two", 3: "three", 5: "five", 6: "six", 16: "sixteen", 17: "seventeen" },
  fr: { 2: "deux", 3: "trois", 5: "cinq", 6: "six", 16: "seize", 17: "dix-sept" },
};
// Two adults and one child of age `n`, in the ways guests write it.
const PHRASES: Record<"de" | "en" | "fr", ((n: string) => string)[]> = {
  de: [
    (n) => `Wir sind 2 Erwachsene und 1 Kind (${n} Jahre).`,
    (n) => `Wir sind zwei Erwachsene mit einem ${n}-jährigen Kind.`,
    (n) => `Zwei Erwachsene und unser Sohn, ${n} Jahre alt.`,
  ],
  en: [
    (n) => `We are 2 adults and one child aged ${n}.`,
    (n) => `Two adults and a ${n}-year-old.`,
    (n) => `Two adults with our daughter (${n} years old).`,
  ],
  fr: [
    (n) => `Nous sommes 2 adultes et un enfant de ${n} ans.`,
    (n) => `Deux adultes et notre fille de ${n} ans.`,
    (n) => `2 adultes + 1 enfant (${n} ans).`,
  ],
};

function expected(age: number) {
  const group = GROUP[age] as Group;
  return {
    adults: group === "adults" ? 3 : 2,
    totalPersons: 3,
    children6To16: group === "children6To16" ? 1 : 0,
    children3To5: group === "children3To5" ? 1 : 0,
    babies: group === "babies" ? 1 : 0,
  };
}

const cases = (["de", "en", "fr"] as const).flatMap((language) =>
  [2, 3, 5, 6, 16, 17].flatMap((age) =>
    PHRASES[language].flatMap((phrase) => [
      { language, age, text: phrase(String(age)) },
      { language, age, text: phrase(WORDS[language][age] ?? "") },
    ]),
  ),
);

describe("age boundaries of the pricing groups", () => {
  it.each(cases)("$language, age $age: $text", ({ age, text }) => {
    const { adults, totalPersons, children6To16, children3To5, babies } = extractGuestCounts(text);
    expect({ adults, totalPersons, children6To16, children3To5, babies }).toEqual(expected(age));
  });

  it.each([
    ["ein 5-jähriges Kind und 2 Erwachsene", "children3To5"],
    ["2 Erwachsene, ein Kind von 6 Jahren", "children6To16"],
    ["two adults and a five-year-old", "children3To5"],
    ["two adults and our 17-year-old son", "adults"],
    ["deux adultes et un enfant de 5 ans", "children3To5"],
    ["deux adultes et un ado de seize ans", "children6To16"],
    ["two adults and a toddler of 3", "children3To5"],
    ["2 Erwachsene und ein Kleinkind (2 Jahre)", "babies"],
    ["2 adultes et un bébé de 3 ans", "children3To5"],
  ] as const)("%s → %s", (text, group) => {
    const counts = extractGuestCounts(text);
    expect(counts.totalPersons).toBe(3);
    if (group === "adults") expect(counts.adults).toBe(3);
    else expect(counts[group]).toBe(1);
  });
});
