import { describe, expect, it } from "vitest";
import {
  categoriesPresent,
  fallbackCentreFor,
  groupPoisByCategory,
  MAP_LOAD_RETRIES,
  mapLoadRetryDelay,
  normalizePlaceName,
  normalizePoiCategory,
  parseCoordinate,
  parseLatLng,
  POI_CATEGORIES,
  POI_CATEGORY_COLORS,
  poiCategoryColor,
  PROPERTY_MARKER_COLOR,
  resolveMapCentre,
  toggleSelection,
} from "./map";

describe("parseCoordinate", () => {
  it.each([
    [46.109, 46.109],
    [0, 0],
    [-7.5, -7.5],
    ["46.109", 46.109],
    [" 7.929 ", 7.929],
    ["-12", -12],
    ["+12.5", 12.5],
    [".5", 0.5],
    ["5.", 5],
    ["4.6e1", 46],
  ])("accepts %j as %d", (input, expected) => {
    expect(parseCoordinate(input)).toBe(expected);
  });

  it.each([
    NaN,
    Infinity,
    -Infinity,
    "",
    "   ",
    "abc",
    "46,109",
    "46.1.2",
    "0x1F",
    "1e999",
    "46.1N",
    null,
    undefined,
    true,
    {},
    [46.1],
  ])("rejects %j", (input) => {
    expect(parseCoordinate(input)).toBeNull();
  });
});

describe("parseLatLng", () => {
  it("accepts numbers and numeric strings", () => {
    expect(parseLatLng(46.1, "7.9")).toEqual({ lat: 46.1, lng: 7.9 });
  });

  it("accepts the edges of the globe", () => {
    expect(parseLatLng(90, 180)).toEqual({ lat: 90, lng: 180 });
    expect(parseLatLng(-90, -180)).toEqual({ lat: -90, lng: -180 });
  });

  it.each([
    [90.01, 7],
    [-90.01, 7],
    [46, 180.5],
    [46, -181],
    [null, 7.9],
    [46.1, null],
    ["x", 7.9],
    [46.1, ""],
  ])("rejects (%j, %j)", (lat, lng) => {
    expect(parseLatLng(lat, lng)).toBeNull();
  });
});

describe("normalizePlaceName", () => {
  it("drops case, accents, spaces and dashes", () => {
    expect(normalizePlaceName("Saas-Fee")).toBe("saasfee");
    expect(normalizePlaceName("  SAAS fee ")).toBe("saasfee");
    expect(normalizePlaceName("Sääs–Fée")).toBe("saasfee");
    expect(normalizePlaceName("Saas_Almagell")).toBe("saasalmagell");
  });
});

describe("fallbackCentreFor", () => {
  it.each(["Saas-Fee", "Saas Fee", "saas-fee", "SAAS FEE", "Saas-Fée", "SaasFee", "3906 Saas-Fee, Wallis"])(
    "finds Saas-Fee in %j",
    (text) => {
      expect(fallbackCentreFor(text)).toEqual({ lat: 46.109, lng: 7.929 });
    },
  );

  it.each(["Saas-Grund", "saas grund", "Saas Grund VS"])("finds Saas-Grund in %j", (text) => {
    expect(fallbackCentreFor(text)).toEqual({ lat: 46.138, lng: 7.94 });
  });

  it.each(["Saas-Almagell", "Saas Almagell", "Zermeiggern 18, 3905 SAAS-ALMAGELL"])("finds Saas-Almagell in %j", (text) => {
    expect(fallbackCentreFor(text)).toEqual({ lat: 46.104, lng: 7.957 });
  });

  it.each(["Zermatt", "Saas", "Saas-Balen", "", null, undefined])("has no centre for %j", (text) => {
    expect(fallbackCentreFor(text)).toBeNull();
  });

  it("refuses to guess when two villages are named", () => {
    expect(fallbackCentreFor("Saas-Fee or Saas-Grund")).toBeNull();
  });

  it("returns a copy, so a caller cannot move the village", () => {
    const first = fallbackCentreFor("Saas-Fee");
    if (first) first.lat = 0;
    expect(fallbackCentreFor("Saas-Fee")).toEqual({ lat: 46.109, lng: 7.929 });
  });
});

describe("resolveMapCentre", () => {
  it("uses the property's own coordinates when valid", () => {
    expect(resolveMapCentre({ latitude: 46.1078, longitude: 7.9262, location: "Saas-Fee" })).toEqual({
      position: { lat: 46.1078, lng: 7.9262 },
      source: "property",
    });
  });

  it("accepts numeric strings as coordinates", () => {
    expect(resolveMapCentre({ latitude: "46.1", longitude: "7.9", location: "" })?.source).toBe("property");
  });

  it("falls back to the village when coordinates are missing", () => {
    expect(resolveMapCentre({ latitude: null, longitude: null, location: "Saas-Almagell" })).toEqual({
      position: { lat: 46.104, lng: 7.957 },
      source: "location",
    });
  });

  it("falls back to the village when coordinates are invalid or only one is known", () => {
    expect(resolveMapCentre({ latitude: "n/a", longitude: 7.9, location: "Saas Grund" })?.position).toEqual({ lat: 46.138, lng: 7.94 });
    expect(resolveMapCentre({ latitude: 46.1, longitude: null, location: "saas fee" })?.position).toEqual({ lat: 46.109, lng: 7.929 });
    expect(resolveMapCentre({ latitude: 120, longitude: 7.9, location: "Saas-Fee" })?.source).toBe("location");
  });

  it("reads the village from the address when the location names none", () => {
    expect(
      resolveMapCentre({ latitude: null, longitude: null, location: "Wallis", address: "Dorfstrasse 1, 3905 Saas-Almagell" }),
    ).toEqual({ position: { lat: 46.104, lng: 7.957 }, source: "location" });
  });

  it("prefers the location over the address", () => {
    expect(
      resolveMapCentre({ latitude: null, longitude: null, location: "Saas-Grund", address: "Saas-Fee" })?.position,
    ).toEqual({ lat: 46.138, lng: 7.94 });
  });

  it("is null when nothing places the property", () => {
    expect(resolveMapCentre({ latitude: null, longitude: null, location: "Zermatt", address: "Bahnhofstrasse 1" })).toBeNull();
    expect(resolveMapCentre({ latitude: undefined, longitude: undefined, location: null })).toBeNull();
  });
});

describe("POI categories", () => {
  it.each(POI_CATEGORIES)("keeps the known category %s", (category) => {
    expect(normalizePoiCategory(category)).toBe(category);
  });

  it("tolerates case, spaces and dashes", () => {
    expect(normalizePoiCategory("Ski Facilities")).toBe("ski_facilities");
    expect(normalizePoiCategory(" ski-facilities ")).toBe("ski_facilities");
    expect(normalizePoiCategory("TRANSPORTATION")).toBe("transportation");
  });

  it.each(["museum", "", "  ", null, undefined, "ski"])("maps %j to other", (raw) => {
    expect(normalizePoiCategory(raw)).toBe("other");
  });

  it("gives every category its own colour, none of them the property's", () => {
    const colours = POI_CATEGORIES.map((c) => POI_CATEGORY_COLORS[c]);
    expect(new Set(colours).size).toBe(POI_CATEGORIES.length);
    expect(colours).not.toContain(PROPERTY_MARKER_COLOR);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("colours by normalized category, unknown ones like other", () => {
    expect(poiCategoryColor("medical")).toBe(POI_CATEGORY_COLORS.medical);
    expect(poiCategoryColor("Ski Facilities")).toBe(POI_CATEGORY_COLORS.ski_facilities);
    expect(poiCategoryColor("zoo")).toBe(POI_CATEGORY_COLORS.other);
    expect(poiCategoryColor(null)).toBe(POI_CATEGORY_COLORS.other);
  });
});

describe("groupPoisByCategory", () => {
  const pois = [
    { id: "a", category: "restaurants" },
    { id: "b", category: "transportation" },
    { id: "c", category: "zoo" },
    { id: "d", category: "restaurants" },
    { id: "e", category: "Ski Facilities" },
  ];

  it("groups in the fixed category order, keeping the order within a group", () => {
    expect(groupPoisByCategory(pois).map((g) => [g.category, g.items.map((p) => p.id)])).toEqual([
      ["transportation", ["b"]],
      ["restaurants", ["a", "d"]],
      ["ski_facilities", ["e"]],
      ["other", ["c"]],
    ]);
  });

  it("returns nothing for no points", () => {
    expect(groupPoisByCategory([])).toEqual([]);
    expect(categoriesPresent([])).toEqual([]);
  });

  it("lists the categories present for the legend", () => {
    expect(categoriesPresent(pois)).toEqual(["transportation", "restaurants", "ski_facilities", "other"]);
  });
});

describe("toggleSelection", () => {
  it("selects a chip when none is selected", () => {
    expect(toggleSelection(null, "a")).toBe("a");
  });

  it("deselects the selected chip", () => {
    expect(toggleSelection("a", "a")).toBeNull();
  });

  it("switches to another chip", () => {
    expect(toggleSelection("a", "b")).toBe("b");
  });
});

describe("mapLoadRetryDelay", () => {
  it("waits longer after each failure", () => {
    expect([1, 2, 3].map(mapLoadRetryDelay)).toEqual([1_000, 2_000, 4_000]);
  });

  it("gives up after three retries", () => {
    expect(MAP_LOAD_RETRIES).toBe(3);
    expect(mapLoadRetryDelay(4)).toBeNull();
    expect(mapLoadRetryDelay(10)).toBeNull();
  });

  it.each([0, -1, 1.5, NaN])("has no delay before any failure or for %d", (failures) => {
    expect(mapLoadRetryDelay(failures)).toBeNull();
  });
});
