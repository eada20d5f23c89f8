import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, isLocale, localize, localizeWithLanguage, dateLocaleTag } from "./localized";

describe("locales", () => {
  it("lists de, en, fr with German as default", () => {
    expect(LOCALES).toEqual(["de", "en", "fr"]);
    expect(DEFAULT_LOCALE).toBe("de");
  });

  it.each(["de", "en", "fr"])("accepts %j", (x) => {
    expect(isLocale(x)).toBe(true);
  });

  it.each(["it", "DE", "de-CH", "", " de", null, undefined, 1, {}, ["de"]])("rejects %j", (x) => {
    expect(isLocale(x)).toBe(false);
  });
});

describe("localize", () => {
  const full = { de: "Haus", en: "House", fr: "Maison" };

  it("returns the visitor's language", () => {
    expect(localize(full, "de")).toBe("Haus");
    expect(localize(full, "en")).toBe("House");
    expect(localize(full, "fr")).toBe("Maison");
  });

  it("falls back to German when the language is missing, empty or blank", () => {
    expect(localize({ de: "Haus", en: "House" }, "fr")).toBe("Haus");
    expect(localize({ de: "Haus", fr: "" }, "fr")).toBe("Haus");
    expect(localize({ de: "Haus", fr: "   " }, "fr")).toBe("Haus");
    expect(localize({ de: "Haus", fr: null }, "fr")).toBe("Haus");
    expect(localize({ de: "Haus", fr: 42 }, "fr")).toBe("Haus");
  });

  it("falls back to any other language without German", () => {
    expect(localize({ en: "House" }, "fr")).toBe("House");
    expect(localize({ fr: "Maison" }, "en")).toBe("Maison");
    expect(localize({ de: " ", en: "", fr: "Maison" }, "de")).toBe("Maison");
    expect(localize({ en: "House", fr: "Maison" }, "de")).toBe("House"); // LOCALES order
  });

  it("returns an empty string when no language has text", () => {
    expect(localize({ de: "", en: " ", fr: "\n" }, "en")).toBe("");
    expect(localize({}, "de")).toBe("");
    expect(localize({ it: "Casa" }, "de")).toBe("");
  });

  it("uses a legacy plain string for every language", () => {
    expect(localize("Chalet", "de")).toBe("Chalet");
    expect(localize("Chalet", "fr")).toBe("Chalet");
    expect(localize("  ", "fr")).toBe("");
  });

  it.each([null, undefined, 5, true, ["Haus"]])("returns an empty string for %j", (value) => {
    expect(localize(value, "de")).toBe("");
  });
});

describe("dateLocaleTag", () => {
  const dayName = (locale: string) => new Intl.DateTimeFormat(dateLocaleTag(locale), { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date("2027-03-01T00:00:00Z"));

  it("English day names are British: the day before the month, no US comma", () => {
    expect(dayName("en")).toMatch(/^Monday,? 1 March 2027$/);
    expect(dayName("en")).not.toContain("March 1");
  });

  it("German and French day names in their Swiss forms; another tag is kept", () => {
    expect(dayName("de")).toBe("Montag, 1. März 2027");
    expect(dayName("fr")).toMatch(/^lundi,? 1 mars 2027$/);
    expect(dateLocaleTag("en-US")).toBe("en-US");
  });
});

describe("localizeWithLanguage", () => {
  it("names the language of the text it returns", () => {
    expect(localizeWithLanguage({ de: "Haus", fr: "Maison" }, "fr")).toEqual({ text: "Maison", language: "fr" });
    expect(localizeWithLanguage({ de: "Haus", fr: " " }, "fr")).toEqual({ text: "Haus", language: "de" });
    expect(localizeWithLanguage({ en: "House" }, "fr")).toEqual({ text: "House", language: "en" });
  });

  it("knows no language for a plain string or a missing text", () => {
    expect(localizeWithLanguage("Haus", "fr")).toEqual({ text: "Haus", language: null });
    expect(localizeWithLanguage(null, "fr")).toEqual({ text: "", language: null });
    expect(localizeWithLanguage({ de: "" }, "fr")).toEqual({ text: "", language: null });
  });
});
