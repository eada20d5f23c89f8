import { describe, expect, it } from "vitest";
import { elision } from "@/lib/domain/french-elision";
import { flatMessages, translator } from "./messages-support";

// French elides "de" before a vowel or a mute h: "profil d’Andrea", not "profil de Andrea". The
// messages choose with a select on the `elision` argument that lib/domain/french-elision computes;
// German and English ignore it.

const fr = translator("fr");
const withName = (name: string) => ({ name, elision: elision(name) });

describe("French messages with a name after de", () => {
  it.each([
    ["team.linkedinOf", "Andrea", "profil d’Andrea (s’ouvre dans un nouvel onglet)"],
    ["team.linkedinOf", "Hélène", "profil d’Hélène (s’ouvre dans un nouvel onglet)"],
    ["team.linkedinOf", "Hans", "profil de Hans (s’ouvre dans un nouvel onglet)"],
    ["team.linkedinOf", "Beat", "profil de Beat (s’ouvre dans un nouvel onglet)"],
    ["team.photoAlt", "Ursula", "Portrait d’Ursula"],
    ["team.photoAlt", "Marco", "Portrait de Marco"],
    ["property.imageAlt", "Alpenrose", "Photo d’Alpenrose"],
    ["property.imageAlt", "Chalet Dom", "Photo de Chalet Dom"],
    ["property.imageAlt", "Haus Mischabel", "Photo de Haus Mischabel"],
    ["myBookings.imageAlt", "Allalin", "Photo d’Allalin"],
    ["myBookings.imageAlt", "Chalet Dom", "Photo de Chalet Dom"],
    ["property.viewDetailsOf", "Egginer", "d’Egginer"],
    ["property.viewDetailsOf", "Chalet Portjengrat", "de Chalet Portjengrat"],
  ])("%s with %j → %j", (key, name, text) => {
    expect(fr(key, withName(name))).toBe(text);
  });

  it.each(["de", "en"] as const)("%s ignores the elision argument", (language) => {
    const t = translator(language);
    expect(t("team.linkedinOf", withName("Andrea"))).toBe(t("team.linkedinOf", { name: "Andrea", elision: "no" }));
    expect(t("property.imageAlt", withName("Alpenrose"))).toContain("Alpenrose");
  });
});

describe("French labels after moins de / plus de", () => {
  it.each([
    ["instantBooking.decrease", "adults", "Moins d’adultes"],
    ["instantBooking.increase", "adults", "Plus d’adultes"],
    ["instantBooking.decrease", "children6To16", "Moins d’enfants de 6–16 ans"],
    ["instantBooking.increase", "children3To5", "Plus d’enfants de 3–5 ans"],
    ["instantBooking.decrease", "babies", "Moins de bébés"],
    ["instantBooking.increase", "babies", "Plus de bébés"],
  ])("%s for %s → %j (lower case, elided)", (key, group, text) => {
    expect(fr(key, { group, label: "ignored" })).toBe(text);
  });

  it("says the group in lower case in English", () => {
    expect(translator("en")("instantBooking.decrease", { group: "children3To5", label: "ignored" })).toBe("Fewer children aged 3–5");
  });
});

describe("messages/fr.json", () => {
  it("elides only through the known selector, in the messages whose callers pass it", () => {
    // A French message that selects on an argument the other languages lack fails at runtime when
    // a caller does not pass it: this list names each one, and its callers were checked.
    const selecting = [...flatMessages("fr")]
      .filter(([, message]) => /\{\s*(?:elision|group)\s*,\s*select\s*,/.test(message))
      .map(([key]) => key)
      .sort();
    expect(selecting).toEqual([
      "instantBooking.decrease",
      "instantBooking.increase",
      "myBookings.imageAlt",
      "property.imageAlt",
      "property.viewDetailsOf",
      "team.linkedinOf",
      "team.photoAlt",
    ]);
  });

  it("has no de, le, la or que left before a vowel in its fixed text", () => {
    const wrong = [...flatMessages("fr")].filter(([, message]) => /(?:^|[\s(])(?:de|le|la|que|ne|je|me|se) [aeiouéèêàâîôûœ]/i.test(message)).map(([key]) => key);
    expect(wrong).toEqual([]);
  });
});
