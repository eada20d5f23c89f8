import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { POI_CATEGORY_COLORS } from "@/lib/domain/map";
import { FALLBACK_SPECS, layoutFallbackMap } from "@/lib/domain/map-fallback";
import { DrawnMapSvg } from "./drawn-map-svg";
import { MapSelectionContext } from "./map-selection";

// The drawn map as the server renders it (the points are a client component, rendered here the
// way server-side rendering does): names, roles, and the highlight of the selected point.

const CENTRE = { lat: 46.1092, lng: 7.9281 };
const POIS = [
  { id: "coop", name: "Coop Saas-Fee", position: { lat: 46.1091, lng: 7.9274 } },
  { id: "lake", name: "Stausee Mattmark", position: { lat: 46.0489, lng: 7.9641 } },
  { id: "church", name: "Pfarrkirche Saas-Fee", position: { lat: 46.1089, lng: 7.9284 } },
];
const spec = FALLBACK_SPECS.compact;
const layout = layoutFallbackMap(CENTRE, "Chalet Dom", POIS, spec, (m) => `${Math.round(m)} m`);

function render(selectedId: string | null): string {
  const svg = createElement(DrawnMapSvg, {
    layout,
    spec,
    points: {
      coop: { color: POI_CATEGORY_COLORS.shopping, name: "Coop Saas-Fee, 60 m west" },
      lake: { color: POI_CATEGORY_COLORS.other, name: "Stausee Mattmark, 7 km south" },
      church: { color: POI_CATEGORY_COLORS.other, name: "Pfarrkirche Saas-Fee, 40 m south-east" },
    },
    houseName: "Chalet Dom (this property)",
    scaleText: "100 m",
    northLetter: "N",
    captionId: "caption",
  });
  return renderToStaticMarkup(createElement(MapSelectionContext, { value: { selectedId, toggle: () => {}, detailsId: "details" } }, svg));
}

const buttons = (html: string) => [...html.matchAll(/<g role="button"[^>]*>/g)].map((m) => m[0]);

describe("DrawnMapSvg", () => {
  it("is a group named by the caption, scaled by its viewBox", () => {
    const html = render(null);
    expect(html).toMatch(/^<svg viewBox="0 0 340 300" role="group" aria-labelledby="caption"/);
    expect(html).toContain('role="img" aria-label="Chalet Dom (this property)"');
    expect(html).toContain(">100 m</text>");
    expect(html).toContain(">N</text>");
  });

  it("draws one focusable toggle per point, named with distance and direction, none pressed", () => {
    const html = render(null);
    const points = buttons(html);
    expect(points).toHaveLength(3);
    for (const point of points) {
      expect(point).toContain('tabindex="0"');
      expect(point).toContain('aria-pressed="false"');
      expect(point).toContain('aria-controls="details"');
    }
    expect(points[0]).toContain('aria-label="Coop Saas-Fee, 60 m west"');
    expect(html).not.toContain("map-point-highlight");
  });

  it("draws the far lake with an arrow at the edge, labelled with its whole name when its distance does not fit after it", () => {
    const html = render(null);
    const lake = html.slice(html.indexOf('data-poi-id="lake"'), html.indexOf('data-poi-id="church"'));
    expect(lake).toMatch(/<path d="M0 [^"]+" transform="translate\(\d+(\.\d)? \d+(\.\d)?\) rotate\(\d+(\.\d)?\)"/);
    // "Stausee Mattmark · 7123 m" is over the compact map's 20 characters; a shortened name before
    // the distance would not be part of the point's name (tests/unit/map-point-label-in-name.test.ts).
    expect(lake).toMatch(/>Stausee Mattmark<\/text>/);
  });

  it("presses and highlights the selected point, drawing its label on top", () => {
    const html = render("church");
    const church = buttons(html).find((b) => b.includes('data-poi-id="church"'));
    expect(church).toContain('aria-pressed="true"');
    expect(church).toContain('data-selected="true"');
    expect(buttons(html).filter((b) => b.includes('aria-pressed="true"'))).toHaveLength(1);
    const highlight = html.slice(html.indexOf('data-testid="map-point-highlight"'));
    expect(highlight).toContain('data-poi-id="church"');
    expect(highlight).toContain("Pfarrkirche Saas-Fee</text>");
    // The highlight comes after every point, so it is drawn on top of them.
    expect(html.lastIndexOf('role="button"')).toBeLessThan(html.indexOf('data-testid="map-point-highlight"'));
  });
});
