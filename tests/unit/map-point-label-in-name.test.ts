import { describe, expect, it } from "vitest";
import type { LatLng } from "@/lib/domain/map";
import { FALLBACK_SPECS, type FallbackPoiInput, layoutFallbackMap } from "@/lib/domain/map-fallback";
import { EARTH_RADIUS_M } from "@/lib/domain/map-geometry";
import { LANGUAGES, translator } from "./messages-support";

/**
 * WCAG 2.5.3 Label in Name on the drawn map: each point is a button whose visible label (the
 * name, shortened, and for a point beyond the edge its distance) must be part of its accessible
 * name (map.pointLabel: name, distance, direction), word for word, as a speech user says it.
 * Words are compared as axe's label-content-name-mismatch compares them (ACT rule 2ee8b8):
 * letters and digits, case and punctuation ignored.
 */

const words = (text: string) =>
  text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);

function containsRun(name: string[], label: string[]): boolean {
  for (let i = 0; i + label.length <= name.length; i++) if (label.every((w, j) => name[i + j] === w)) return true;
  return false;
}

const CENTRE: LatLng = { lat: 46.1092, lng: 7.9281 };
const M_PER_DEG_LAT = (EARTH_RADIUS_M * Math.PI) / 180;
const M_PER_DEG_LNG = M_PER_DEG_LAT * Math.cos((CENTRE.lat * Math.PI) / 180);
const at = (id: string, north: number, east: number, name: string): FallbackPoiInput => ({
  id,
  name,
  position: { lat: CENTRE.lat + north / M_PER_DEG_LAT, lng: CENTRE.lng + east / M_PER_DEG_LNG },
});

// Near and far points, short names, names cut inside a long word, names with commas and hyphens.
const POIS = [
  at("near-short", 200, 0, "Coop"),
  at("near-long-word", 0, 250, "Eispavillon Mittelallalin"),
  at("near-compound", -300, 0, "Bushaltestelle Saas-Grund, Post"),
  at("near-one-word", 0, -260, "Gemeindeverwaltungsgebäude"),
  at("far-short", -6000, 0, "Mattmarksee"),
  at("far-long", 5000, 4000, "Freizeitzentrum Aqua Allalin"),
  at("far-long-word", -4000, 5000, "Eispavillon Mittelallalin"),
];

describe("the drawn map's point labels are part of the points' names", () => {
  for (const language of LANGUAGES) {
    const t = translator(language);
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const formatDistance = (m: number) =>
      m < 1000 ? t("map.distanceMeters", { value: number.format(Math.round(m / 10) * 10) }) : t("map.distanceKilometers", { value: number.format(m / 1000) });

    for (const [size, spec] of Object.entries(FALLBACK_SPECS)) {
      it(`in ${language}, ${size}: every label's words are a run of the point's name`, () => {
        const layout = layoutFallbackMap(CENTRE, "Chalet Allalin", POIS, spec, formatDistance);
        const failures = layout.points.flatMap((p) => {
          const poi = POIS.find((x) => x.id === p.id);
          if (!poi) return [`${p.id}: unknown`];
          const name = t("map.pointLabel", { name: poi.name, distance: formatDistance(p.distance), direction: "n" });
          return containsRun(words(name), words(p.label.text)) ? [] : [`${p.id}: "${p.label.text}" is not in "${name}"`];
        });
        expect(failures).toEqual([]);
        // The far points are still drawn with their distance when the name leaves room for it.
        const far = layout.points.find((p) => p.id === "far-short");
        expect(far?.clamped).toBe(true);
        expect(far?.label.text).toContain(formatDistance(far?.distance ?? 0));
      });
    }
  }
});
