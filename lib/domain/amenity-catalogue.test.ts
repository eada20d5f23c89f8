import { describe, expect, it } from "vitest";
import { AMENITY_CATALOGUE, AMENITY_GROUPS, amenityKeyForText, catalogueAmenity, isAmenityKey, normalizeAmenityText } from "./amenity-catalogue";
import { AMENITY_ICON_NAMES } from "./amenity-icons";
import { LOCALES } from "./localized";

const texts = (a: (typeof AMENITY_CATALOGUE)[number]): string[] => [a.label.de, a.label.en, a.label.fr, ...("aliases" in a ? a.aliases : [])];

describe("AMENITY_CATALOGUE", () => {
  it("covers what chalets in the Alps commonly list", () => {
    expect(AMENITY_CATALOGUE.length).toBeGreaterThanOrEqual(40);
    const keys = AMENITY_CATALOGUE.map((a) => a.key);
    for (const key of ["ski-room", "boot-dryer", "sauna", "fireplace", "wifi", "parking", "garage", "dishwasher", "washing-machine", "balcony", "terrace", "garden", "barbecue", "cot", "high-chair", "pets-allowed", "non-smoking", "mountain-view", "tv", "lift"]) {
      expect(keys).toContain(key);
    }
  });

  it("has unique kebab-case keys", () => {
    const keys = AMENITY_CATALOGUE.map((a) => a.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("uses only icons the page can draw and groups the editor shows, each group with entries", () => {
    for (const a of AMENITY_CATALOGUE) {
      expect(AMENITY_ICON_NAMES, a.key).toContain(a.icon);
      expect(AMENITY_GROUPS, a.key).toContain(a.group);
    }
    for (const group of AMENITY_GROUPS) expect(AMENITY_CATALOGUE.some((a) => a.group === group), group).toBe(true);
  });

  it("has a trimmed, one-line label in every language, unique within each language", () => {
    for (const locale of LOCALES) {
      const labels = AMENITY_CATALOGUE.map((a) => a.label[locale]);
      for (const label of labels) expect(label).toMatch(/^\S(.*\S)?$/);
      expect(new Set(labels.map(normalizeAmenityText)).size, locale).toBe(labels.length);
    }
  });

  it("writes Swiss German (ss, never ß) and French typography (’, no plain space before : ; ? !)", () => {
    for (const a of AMENITY_CATALOGUE) {
      expect(a.label.de, a.key).not.toMatch(/ß/);
      expect(a.label.fr, a.key).not.toMatch(/'/);
      expect(a.label.fr, a.key).not.toMatch(/[ \u00a0][:;?!]|[^\u202f][;?!]/);
    }
  });
});

describe("amenityKeyForText", () => {
  it("finds every entry by each of its labels and aliases (no text names two entries)", () => {
    for (const a of AMENITY_CATALOGUE) for (const text of texts(a)) expect(amenityKeyForText(text), text).toBe(a.key);
  });

  it("ignores case, surrounding and repeated spaces and the Unicode form", () => {
    expect(amenityKeyForText("  WASHING   machine ")).toBe("washing-machine");
    expect(amenityKeyForText("Lave-vaisselle".normalize("NFD"))).toBe("dishwasher");
    expect(amenityKeyForText("Sèche-linge".normalize("NFD"))).toBe("tumble-dryer");
  });

  it.each(["", "  ", "Ski room with boot warmers", "Wi", "Saunas"])("finds nothing for %j", (text) => {
    expect(amenityKeyForText(text)).toBeNull();
  });
});

describe("isAmenityKey and catalogueAmenity", () => {
  it("know the catalogue's keys", () => {
    expect(isAmenityKey("sauna")).toBe(true);
    expect(catalogueAmenity("sauna")?.label).toEqual({ de: "Sauna", en: "Sauna", fr: "Sauna" });
  });

  it.each(["Sauna", "sauna ", "", "constructor", "__proto__", "toString", 1, null, undefined, { key: "sauna" }])("refuse %j", (value) => {
    expect(isAmenityKey(value)).toBe(false);
    expect(catalogueAmenity(value)).toBeUndefined();
  });
});
