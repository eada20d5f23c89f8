import { describe, expect, it } from "vitest";
import { extractPropertyPreference } from "./property";

const houses = ["Chalet Allalin", "Chalet Dom", "Gruppenhaus Mischabel", "Gruppenhaus Weissmies", "Chalet Mattmark"];
const wanted = (text: string) => extractPropertyPreference(text, houses).value;

describe("extractPropertyPreference", () => {
  it("reads a three-letter name after a house word, never the bare mountain", () => {
    expect(wanted("Isch s'Chalet Dom no frei?")).toBe("Dom");
    expect(wanted("chalet dom dispo ?")).toBe("dom");
    expect(wanted("Chalet : Dom")).toBe("Dom");
    expect(wanted("Wir möchten den Dom besteigen.")).toBeNull();
  });

  it("takes the house asked for over a club, hut, hotel or address of the same name", () => {
    expect(wanted("Der Skiclub Allalin Bern möchte das Gruppenhaus Weissmies mieten.")).toBe("Weissmies");
    expect(wanted("The Mischabel Alpine Club would like Gruppenhaus Weissmies.")).toBe("Weissmies");
    expect(wanted("We stayed at Hotel Allalin last winter; now Chalet Mattmark please.")).toBe("Mattmark");
    expect(wanted("praesident@skiclub-allalin.ch: Gruppenhaus Mischabel")).toBe("Mischabel");
    expect(wanted("Letztes Jahr waren wir im Chalet Allalin, dieses Jahr möchten wir das Chalet Dom.")).toBe("Dom");
  });

  it("passes over a house the guest rules out", () => {
    expect(wanted("Das Gruppenhaus Weissmies ist für uns zu gross, wir sind nur 9. Wäre das Chalet Mattmark frei?")).toBe("Mattmark");
    expect(wanted("Gruppenhaus Mischabel sleeps 30, which is too big – could Chalet Allalin work?")).toBe("Allalin");
    expect(wanted("Le Gruppenhaus Mischabel est trop grand pour nous.")).toBe("Mischabel");
  });

  it("takes the first of two houses and marks the choice", () => {
    expect(extractPropertyPreference("Chalet Mattmark oder Chalet Dom", houses)).toEqual({ value: "Mattmark", ambiguous: true });
  });

  it("reports nothing for a house that is not ours, but marks it", () => {
    expect(extractPropertyPreference("Ist das Chalet Edelweiss frei?", houses)).toEqual({ value: null, ambiguous: true });
  });
});
