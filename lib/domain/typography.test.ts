import { describe, expect, it } from "vitest";
import { labelled, withColon } from "./typography";

describe("withColon", () => {
  it("puts a narrow no-break space before the colon in French only", () => {
    expect(withColon("Adresse", "fr")).toBe("Adresse\u202f:");
    expect(withColon("Adresse", "fr-CH")).toBe("Adresse\u202f:");
    expect(withColon("Adresse", "de")).toBe("Adresse:");
    expect(withColon("Address", "en")).toBe("Address:");
  });
});

describe("labelled", () => {
  it("joins a label and a value with the colon of the language", () => {
    expect(labelled("Téléphone", "+41 27 957 00 00", "fr")).toBe("Téléphone\u202f: +41 27 957 00 00");
    expect(labelled("Telefon", "+41 27 957 00 00", "de")).toBe("Telefon: +41 27 957 00 00");
    expect(labelled("Phone", "+41 27 957 00 00", "en")).toBe("Phone: +41 27 957 00 00");
  });

  it("never leaves a plain space before the French colon", () => {
    expect(labelled("Adresse", "x", "fr")).not.toMatch(/ :/);
  });
});
