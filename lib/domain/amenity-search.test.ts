import { describe, expect, it } from "vitest";
import { AMENITY_CATALOGUE, AMENITY_GROUPS } from "./amenity-catalogue";
import { foldForSearch, groupCatalogue, searchCatalogue } from "./amenity-search";

const keys = (query: string) => searchCatalogue(query).map((a) => a.key);

describe("foldForSearch", () => {
  it("drops case, accents and extra spaces", () => {
    expect(foldForSearch("  Sèche-Chaussures  de  SKI ")).toBe("seche-chaussures de ski");
    expect(foldForSearch("Küche")).toBe("kuche");
  });
});

describe("searchCatalogue", () => {
  it("gives the whole catalogue, in order, for a blank query", () => {
    expect(keys("")).toEqual(AMENITY_CATALOGUE.map((a) => a.key));
    expect(keys("   ")).toHaveLength(AMENITY_CATALOGUE.length);
  });

  it("finds an entry by its label in any language, whatever the editor's language", () => {
    expect(keys("skiraum")).toEqual(["ski-room"]);
    expect(keys("Local à skis")).toEqual(["ski-room"]);
    expect(keys("wlan")).toEqual(["wifi"]);
    expect(keys("ascenseur")).toEqual(["lift"]);
  });

  it("ignores accents and finds English aliases", () => {
    expect(keys("kuche")).toContain("kitchen");
    expect(keys("cheminee")).toEqual(["fireplace"]);
    expect(keys("dogs")).toEqual(["pets-allowed"]);
  });

  it("needs every word of the query", () => {
    expect(keys("ski")).toEqual(expect.arrayContaining(["ski-room", "boot-dryer", "ski-in-ski-out"]));
    expect(keys("ski boot")).toEqual(["boot-dryer"]);
  });

  it("finds nothing for an unknown word", () => {
    expect(keys("helipad")).toEqual([]);
  });
});

describe("groupCatalogue", () => {
  it("groups in the catalogue's group order and leaves empty groups out", () => {
    const groups = groupCatalogue(searchCatalogue("sauna garage"));
    expect(groups).toEqual([]);
    const some = groupCatalogue(AMENITY_CATALOGUE.filter((a) => ["garage", "sauna", "cot"].includes(a.key)));
    expect(some.map((g) => [g.group, g.entries.map((e) => e.key)])).toEqual([
      ["wellness", ["sauna"]],
      ["family", ["cot"]],
      ["access", ["garage"]],
    ]);
  });

  it("keeps every entry of the full catalogue exactly once", () => {
    const all = groupCatalogue(AMENITY_CATALOGUE);
    expect(all.map((g) => g.group)).toEqual([...AMENITY_GROUPS]);
    expect(all.flatMap((g) => g.entries)).toHaveLength(AMENITY_CATALOGUE.length);
  });
});
