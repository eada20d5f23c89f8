import { describe, expect, it } from "vitest";
import { ARGUMENT, BRANCH, flatMessages, literalText } from "./messages-support";

// French puts a narrow no-break space (U+202F) before : ; ? ! and inside « »: "Adresse : …",
// "« Visible »". A plain space lets the sign wrap onto the next line alone; none at all is wrong.

const NARROW = "\u202f";

/** Every place in a French message where the typography above is broken, described for the failure list. */
export function frenchTypographyProblems(message: string): string[] {
  const text = literalText(message).replace(/(?:https?|mailto):\/\/?\S*/g, "URL");
  const problems: string[] = [];
  for (let i = 1; i < text.length; i++) {
    const sign = text[i] as string;
    if (!":;?!".includes(sign)) continue;
    const before = text[i - 1] as string;
    const after = text[i + 1] ?? "";
    if (sign === ":" && /\d/.test(before) && /\d/.test(after)) continue; // a time: 10:00
    if ("?!".includes(before)) continue; // "?!" is one sign
    if (before !== NARROW) problems.push(`${JSON.stringify(before)} before "${sign}"`);
  }
  if (/«(?!\u202f)/.test(text)) problems.push("no narrow space after «");
  if (/(?<!\u202f)»/.test(text)) problems.push("no narrow space before »");
  return problems;
}

describe("the typography check", () => {
  it.each([
    "Adresse : rue",
    "Adresse:rue",
    "Oups !",
    "Vraiment?",
    "{name} : {value}",
    "{count, plural, one {# nuit} other {# nuits}} : total",
    "« Visible\u202f»",
    "«\u202fVisible »",
    "Texte\u00a0; suite",
  ])("flags %j", (message) => {
    expect(frenchTypographyProblems(message)).not.toEqual([]);
  });

  it.each([
    "Adresse\u202f: rue",
    "Oups\u202f!",
    "Vraiment\u202f?!",
    "{name}\u202f: {value}",
    "Arrivée à partir de 16:00",
    "Saisissez une adresse commençant par https://",
    "Voir https://example.com/a?b=1 puis\u202f!",
    "«\u202fVisible\u202f»",
    "{count, plural, one {# nuit} other {# nuits}}\u202f: total",
    "Logement '{'brut'}'",
  ])("accepts %j", (message) => {
    expect(frenchTypographyProblems(message)).toEqual([]);
  });

  it("reads the text of plural branches and leaves out the ICU syntax", () => {
    expect(literalText("{n, plural, one {# nuit} other {# nuits}}")).toBe(`${BRANCH}${ARGUMENT} nuit${BRANCH}${ARGUMENT} nuits${BRANCH}`);
    expect(literalText("{a, select, yes {d’} other {de }}{name}")).toBe(`${BRANCH}d’${BRANCH}de ${BRANCH}${ARGUMENT}`);
  });
});

describe("messages/fr.json", () => {
  it("has a narrow no-break space before : ; ? ! and inside « » in every message", () => {
    const broken = [...flatMessages("fr")]
      .map(([key, message]) => [key, frenchTypographyProblems(message)] as const)
      .filter(([, problems]) => problems.length > 0)
      .map(([key, problems]) => `${key}: ${problems.join(", ")}`);
    expect(broken).toEqual([]);
  });
});
