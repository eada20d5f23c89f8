import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language, flatMessages, translator } from "./messages-support";

// Counts are written with ICU plural forms, never "{count} nights": "1 Kinder 3–5" and "1 Babys"
// were seen on the offer page. Each case gives a message's text for one and for two of a thing
// (with # for the number); 0 takes the singular in French and the plural in German and English
// (CLDR), 5 takes the plural.

type Forms = { one: string; other: string };
type Case = { key: string; values: (n: number) => Record<string, number | string>; zero?: Record<Language, string> } & Record<Language, Forms>;

const CASES: Case[] = [
  {
    key: "offerPage.guestBreakdown",
    values: (n) => ({ adults: n, children6To16: n, children3To5: n, babies: n }),
    // Groups with nobody in them are left out.
    zero: { de: "0 Erwachsene", en: "0 adults", fr: "0 adulte" },
    de: { one: "# Erwachsener, # Kind 6–16 Jahre, # Kind 3–5 Jahre, # Baby", other: "# Erwachsene, # Kinder 6–16 Jahre, # Kinder 3–5 Jahre, # Babys" },
    en: { one: "# adult, # child aged 6–16, # child aged 3–5, # baby", other: "# adults, # children aged 6–16, # children aged 3–5, # babies" },
    fr: { one: "# adulte, # enfant de 6–16 ans, # enfant de 3–5 ans, # bébé", other: "# adultes, # enfants de 6–16 ans, # enfants de 3–5 ans, # bébés" },
  },
  {
    key: "myBookings.guestsValue",
    values: (n) => ({ adults: n, children: n }),
    de: { one: "# Erwachsener, # Kind", other: "# Erwachsene, # Kinder" },
    en: { one: "# adult, # child", other: "# adults, # children" },
    fr: { one: "# adulte, # enfant", other: "# adultes, # enfants" },
  },
  {
    key: "instantBooking.maxGuests",
    values: (n) => ({ max: n }),
    de: { one: "Höchstens # Gast", other: "Höchstens # Gäste" },
    en: { one: "At most # guest", other: "At most # guests" },
    fr: { one: "Au maximum # voyageur", other: "Au maximum # voyageurs" },
  },
  {
    key: "instantBooking.errors.tooManyGuests",
    values: (n) => ({ max: n }),
    de: { one: "Höchstens # Gast.", other: "Höchstens # Gäste." },
    en: { one: "At most # guest.", other: "At most # guests." },
    fr: { one: "Au maximum # voyageur.", other: "Au maximum # voyageurs." },
  },
  {
    key: "quote.tooManyGuests",
    values: (n) => ({ max: n }),
    de: { one: "Diese Unterkunft bietet Platz für höchstens # Gast.", other: "Diese Unterkunft bietet Platz für höchstens # Gäste." },
    en: { one: "This property sleeps at most # guest.", other: "This property sleeps at most # guests." },
    fr: { one: "Ce logement peut accueillir au maximum # personne.", other: "Ce logement peut accueillir au maximum # personnes." },
  },
  {
    key: "instantBooking.errors.rateLimited",
    values: (n) => ({ minutes: n }),
    de: { one: "Zu viele Anfragen. Bitte versuchen Sie es in # Minute erneut.", other: "Zu viele Anfragen. Bitte versuchen Sie es in # Minuten erneut." },
    en: { one: "Too many requests. Please try again in # minute.", other: "Too many requests. Please try again in # minutes." },
    fr: { one: "Trop de demandes. Veuillez réessayer dans # minute.", other: "Trop de demandes. Veuillez réessayer dans # minutes." },
  },
  {
    key: "instantBooking.nights",
    values: (n) => ({ count: n }),
    de: { one: "# Nacht", other: "# Nächte" },
    en: { one: "# night", other: "# nights" },
    fr: { one: "# nuit", other: "# nuits" },
  },
  {
    key: "adminDashboard.cleanings.title",
    values: (n) => ({ days: n }),
    de: { one: "Reinigungen ohne Reinigungskraft (nächster # Tag)", other: "Reinigungen ohne Reinigungskraft (nächste # Tage)" },
    en: { one: "Cleanings without a cleaner (next # day)", other: "Cleanings without a cleaner (next # days)" },
    fr: { one: "Ménages sans personne attribuée (# prochain jour)", other: "Ménages sans personne attribuée (# prochains jours)" },
  },
  {
    key: "adminDashboard.guestLists.title",
    values: (n) => ({ days: n }),
    de: { one: "Fehlende Gästelisten (Anreisen des nächsten # Tages)", other: "Fehlende Gästelisten (Anreisen der nächsten # Tage)" },
    en: { one: "Guest lists missing (arrivals in the next # day)", other: "Guest lists missing (arrivals in the next # days)" },
    fr: { one: "Listes des hôtes manquantes (arrivées du # prochain jour)", other: "Listes des hôtes manquantes (arrivées des # prochains jours)" },
  },
  {
    key: "adminDashboard.occupancy.nights",
    values: (n) => ({ sold: n, available: n }),
    de: { one: "#/# Nacht", other: "#/# Nächte" },
    en: { one: "#/# night", other: "#/# nights" },
    fr: { one: "#/# nuit", other: "#/# nuits" },
  },
  {
    key: "adminDashboard.occupancy.cell",
    values: (n) => ({ house: "Haus", month: "März", sold: n, available: n, percent: 50, revenue: "CHF 1.00" }),
    de: { one: "Haus, März: # von # Nacht verkauft (50 %), Umsatz CHF 1.00. Aufenthalte anzeigen.", other: "Haus, März: # von # Nächten verkauft (50 %), Umsatz CHF 1.00. Aufenthalte anzeigen." },
    en: { one: "Haus, März: # of # night sold (50 %), revenue CHF 1.00. Show the stays.", other: "Haus, März: # of # nights sold (50 %), revenue CHF 1.00. Show the stays." },
    fr: {
      one: "Haus, März\u202f: # nuit vendue sur # (50 %), chiffre d’affaires CHF 1.00. Afficher les séjours.",
      other: "Haus, März\u202f: # nuits vendues sur # (50 %), chiffre d’affaires CHF 1.00. Afficher les séjours.",
    },
  },
];

/** The expected text for n: the singular for 1 (and for 0 in French), else the plural. */
function expected(forms: Forms, language: Language, n: number): string {
  const singular = n === 1 || (n === 0 && language === "fr");
  return (singular ? forms.one : forms.other).replaceAll("#", String(n));
}

describe.each(LANGUAGES)("plural forms in %s", (language) => {
  const t = translator(language);
  describe.each(CASES)("$key", (c) => {
    it.each([0, 1, 2, 5])("for %i", (n) => {
      expect(t(c.key, c.values(n))).toBe(n === 0 && c.zero ? c.zero[language] : expected(c[language], language, n));
    });
  });

  it("leaves out a group of children or babies when there are none", () => {
    const text = t("offerPage.guestBreakdown", { adults: 2, children6To16: 0, children3To5: 1, babies: 0 });
    expect(text).toBe({ de: "2 Erwachsene, 1 Kind 3–5 Jahre", en: "2 adults, 1 child aged 3–5", fr: "2 adultes, 1 enfant de 3–5 ans" }[language]);
  });
});

// Argument names that always hold a count: a message that shows one without `plural` would say
// "1 Kinder" or "1 nights" for some value.
const COUNT_ARGUMENTS = ["count", "adults", "children", "children6To16", "children3To5", "babies", "nights", "minutes", "days", "max", "guests", "photos", "reviews", "bookings", "persons"];

// A number shown without a noun needs no plural form.
const NUMBER_ONLY = ["teamArea.moreAssignees"];

describe.each(LANGUAGES)("messages/%s.json", (language) => {
  it("writes every count with a plural form", () => {
    const bare = [...flatMessages(language)]
      .filter(([key, message]) => !NUMBER_ONLY.includes(key) && COUNT_ARGUMENTS.some((name) => message.includes(`{${name}}`)))
      .map(([key]) => key);
    expect(bare).toEqual([]);
  });
});
