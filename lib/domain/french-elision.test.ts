import { describe, expect, it } from "vitest";
import { elision } from "./french-elision";

describe("elision", () => {
  it.each(["Andrea", "Alpenrose", "Ute", "Éloïse", "Île", "Œil", "adultes", "enfants", "Yves", "hôtel", "heure", "Hélène", "Henri", "  Anna Zurbriggen"])(
    "elides before %j",
    (word) => {
      expect(elision(word)).toBe("yes");
    },
  );

  it.each(["Beat", "Chalet Dom", "bébés", "Maria", "yaourt", "Hans", "Heidi", "Hohsaas", "Hugo", "hockey", "hall", "halls", "haut", "", "   ", "4 Vallées"])(
    "keeps de before %j",
    (word) => {
      expect(elision(word)).toBe("no");
    },
  );

  it("decides on the first word only", () => {
    expect(elision("Chalet Allalin")).toBe("no");
    expect(elision("Allalin Chalet")).toBe("yes");
    expect(elision("Anne-Marie")).toBe("yes");
  });

  it("treats an aspirated word's derivatives by their own sound", () => {
    expect(elision("hallucination")).toBe("yes");
  });
});
