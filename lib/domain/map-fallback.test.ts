import { describe, expect, it } from "vitest";
import type { LatLng } from "./map";
import { FALLBACK_SPECS, type FallbackLayout, type FallbackPoiInput, googleMapsUrl, HOUSE_ID, layoutFallbackMap, openStreetMapUrl } from "./map-fallback";
import { distanceMeters, EARTH_RADIUS_M } from "./map-geometry";
import { rectsOverlap } from "./map-labels";

const CENTRE: LatLng = { lat: 46.1092, lng: 7.9281 };
const M_PER_DEG_LAT = (EARTH_RADIUS_M * Math.PI) / 180;
const M_PER_DEG_LNG = M_PER_DEG_LAT * Math.cos((CENTRE.lat * Math.PI) / 180);
/** A point `north` and `east` metres from the centre. */
const at = (id: string, north: number, east: number, name = id): FallbackPoiInput => ({
  id,
  name,
  position: { lat: CENTRE.lat + north / M_PER_DEG_LAT, lng: CENTRE.lng + east / M_PER_DEG_LNG },
});
const km = (m: number) => `${(m / 1000).toFixed(1)} km`;

const point = (layout: FallbackLayout, id: string) => {
  const p = layout.points.find((x) => x.id === id);
  if (!p) throw new Error(`no point ${id}`);
  return p;
};

describe.each(Object.entries(FALLBACK_SPECS))("layoutFallbackMap (%s)", (_, spec) => {
  const { width, height, padding } = spec.box;
  const pois = [
    at("north", 200, 0, "Parkhaus Saas-Fee"),
    at("east", 0, 100, "Coop Saas-Fee"),
    at("south-west", -150, -150, "Dorfbäckerei Supersaxo"),
    at("south", -300, 0, "Alpin Express"),
    at("near", 30, 20, "Pfarrkirche Saas-Fee"),
    at("lake", -6_000, 1_000, "Stausee Mattmark"),
  ];
  const layout = layoutFallbackMap(CENTRE, "Chalet Dom", pois, spec, km);

  it("puts the property in the middle with its name", () => {
    expect(layout.house).toMatchObject({ x: width / 2, y: height / 2 });
    expect(layout.house.label).toMatchObject({ id: HOUSE_ID, text: "Chalet Dom", visible: true });
    expect(layout.width).toBe(width);
    expect(layout.height).toBe(height);
  });

  it("places each point by its bearing: north up, east right", () => {
    const { x: cx, y: cy } = layout.house;
    expect(point(layout, "north").x).toBeCloseTo(cx, 6);
    expect(point(layout, "north").y).toBeLessThan(cy);
    expect(point(layout, "east").x).toBeGreaterThan(cx);
    expect(point(layout, "east").y).toBeCloseTo(cy, 6);
    expect(point(layout, "south-west").x).toBeLessThan(cx);
    expect(point(layout, "south-west").y).toBeGreaterThan(cy);
    expect(point(layout, "south-west").angle).toBeCloseTo(225, 0);
    expect(point(layout, "east").bearing).toBeCloseTo(90, 0);
  });

  it("places each point at its distance, to one scale", () => {
    const { x: cx, y: cy } = layout.house;
    const units = (id: string) => Math.hypot(point(layout, id).x - cx, point(layout, id).y - cy);
    // Positions are rounded to tenths of a unit.
    expect(units("north") / units("east")).toBeCloseTo(2, 2);
    expect(units("south") / units("north")).toBeCloseTo(1.5, 2);
    const metersPerUnit = layout.scale.meters / layout.scale.length;
    expect(units("south") * metersPerUnit).toBeCloseTo(300, 0);
    expect(point(layout, "south").distance).toBeCloseTo(distanceMeters(CENTRE, pois[3]?.position ?? CENTRE), 6);
  });

  it("draws the far lake at the edge, pointing its way, with its distance after its whole name where there is room", () => {
    const lake = point(layout, "lake");
    expect(lake.clamped).toBe(true);
    expect(lake.y).toBeCloseTo(height - padding, 6);
    expect(lake.angle).toBeGreaterThan(170);
    expect(lake.angle).toBeLessThan(180);
    // "Stausee Mattmark · 6.1 km" is 25 characters: the wide map's limit is 28, the compact one's 20,
    // where the name stands alone (a shortened name before the distance would not be part of the
    // point's accessible name, tests/unit/map-point-label-in-name.test.ts).
    expect(lake.label.text).toBe(spec.maxLabelChars >= 25 ? "Stausee Mattmark · 6.1 km" : "Stausee Mattmark");
    expect(layout.points.filter((p) => p.clamped).map((p) => p.id)).toEqual(["lake"]);
  });

  it("keeps the points in view a hit circle away from the edge where far points are clamped", () => {
    const south = point(layout, "south");
    const lake = point(layout, "lake");
    expect(lake.y - south.y).toBeGreaterThanOrEqual(spec.hitRadius - 0.1);
    // Without far points the whole padded box is used.
    const near = layoutFallbackMap(CENTRE, "Chalet Dom", pois.slice(0, 5), spec, km);
    expect(point(near, "south").y).toBeCloseTo(height - padding, 0);
  });

  it("keeps every marker inside the padded box", () => {
    for (const p of layout.points) {
      expect(p.x).toBeGreaterThanOrEqual(padding - 1e-9);
      expect(p.x).toBeLessThanOrEqual(width - padding + 1e-9);
      expect(p.y).toBeGreaterThanOrEqual(padding - 1e-9);
      expect(p.y).toBeLessThanOrEqual(height - padding + 1e-9);
    }
  });

  it("has a nice scale bar of at most 28% of the width, and rings at its multiples", () => {
    expect([50, 100, 200, 500, 1_000, 2_000]).toContain(layout.scale.meters);
    expect(layout.scale.length).toBeLessThanOrEqual(width * 0.28 + 1e-9);
    expect(layout.scale.length).toBeGreaterThan(width * 0.28 * 0.4);
    expect(layout.rings[0]).toBeCloseTo(layout.scale.length, 6);
    expect(layout.rings.length).toBeGreaterThan(0);
    expect(layout.rings.length).toBeLessThanOrEqual(6);
  });

  it("places the visible labels inside the box, apart from each other, the markers and the furniture", () => {
    const labels = [layout.house.label, ...layout.points.map((p) => p.label)];
    const visible = labels.filter((l) => l.visible);
    expect(visible.length).toBeGreaterThanOrEqual(5);
    const markers = [
      { id: HOUSE_ID, x: layout.house.x, y: layout.house.y, r: spec.houseRadius },
      ...layout.points.map((p) => ({ id: p.id, x: p.x, y: p.y, r: spec.markerRadius })),
    ];
    const scaleArea = { x: 4, y: layout.scale.y - 4, width: layout.scale.length + 10, height: 8 };
    for (const [i, a] of visible.entries()) {
      expect(a.rect.x).toBeGreaterThanOrEqual(0);
      expect(a.rect.y).toBeGreaterThanOrEqual(0);
      expect(a.rect.x + a.rect.width).toBeLessThanOrEqual(width);
      expect(a.rect.y + a.rect.height).toBeLessThanOrEqual(height);
      expect(rectsOverlap(a.rect, scaleArea)).toBe(false);
      for (const b of visible.slice(i + 1)) expect(rectsOverlap(a.rect, b.rect)).toBe(false);
      for (const m of markers.filter((m) => m.id !== a.id)) {
        expect(rectsOverlap(a.rect, { x: m.x - m.r, y: m.y - m.r, width: 2 * m.r, height: 2 * m.r })).toBe(false);
      }
    }
  });

  it("shortens long names to the size's limit", () => {
    const long = layoutFallbackMap(CENTRE, "Chalet mit einem sehr, sehr langen Namen im Tal", [at("x", 100, 100, "Ein Ort mit einem wirklich sehr langen Namen")], spec, km);
    expect([...long.house.label.text].length).toBeLessThanOrEqual(spec.maxLabelChars);
    expect([...point(long, "x").label.text].length).toBeLessThanOrEqual(spec.maxLabelChars);
    expect(point(long, "x").label.text.endsWith("…")).toBe(true);
  });

  it("draws the property alone when there are no points, at the minimum radius", () => {
    const alone = layoutFallbackMap(CENTRE, "Chalet Dom", [], spec, km);
    expect(alone.points).toEqual([]);
    expect(alone.house.label.visible).toBe(true);
    // 150 m across the shorter half-side: the bar is a nice length below 28% of the width.
    expect(alone.scale.meters).toBeGreaterThanOrEqual(50);
    expect(alone.scale.meters).toBeLessThanOrEqual(200);
  });

  it("does not zoom in on a point at the door: the minimum radius sets the scale", () => {
    const door = layoutFallbackMap(CENTRE, "Chalet Dom", [at("door", 5, 5)], spec, km);
    // (The bar's length is rounded to a tenth of a unit.)
    expect(door.scale.meters / door.scale.length).toBeGreaterThanOrEqual((150 / Math.min(width / 2 - padding, height / 2 - padding)) * 0.999);
  });
});

describe("map links", () => {
  it("opens Google Maps on a search for the coordinates", () => {
    expect(googleMapsUrl({ lat: 46.1092, lng: 7.9281 })).toBe("https://www.google.com/maps/search/?api=1&query=46.1092,7.9281");
  });

  it("opens OpenStreetMap with a marker, at street zoom", () => {
    expect(openStreetMapUrl({ lat: 46.1092, lng: 7.9281 })).toBe("https://www.openstreetmap.org/?mlat=46.1092&mlon=7.9281#map=16/46.1092/7.9281");
  });
});
