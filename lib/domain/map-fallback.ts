/**
 * The drawn location map, laid out: the property in the middle of the box, each point of interest
 * at its bearing and distance (far ones at the edge, pointing outwards), labels placed, a scale
 * bar and a north arrow. Two sizes are laid out, as SVG text scales with its drawing: a compact
 * one for narrow columns and a wide one, shown by a container query. No I/O.
 */
import type { LatLng } from "./map";
import {
  bearingDegrees,
  type Box,
  distanceMeters,
  localOffset,
  metersPerUnit,
  niceScaleLength,
  projectToBox,
  viewRadiusMeters,
} from "./map-geometry";
import { type PlacedLabel, placeLabels, type Rect, shortenToWords, truncateLabel } from "./map-labels";

export interface FallbackSpec {
  box: Box;
  fontSize: number;
  markerRadius: number;
  selectedRadius: number;
  /** Invisible circle that takes taps and clicks: at least 24 CSS px at the narrowest width shown. */
  hitRadius: number;
  houseRadius: number;
  maxLabelChars: number;
}

/**
 * Compact: columns of 288 to 511 px (scale 0.85 to 1.5), so 13 units of text are 11 to 19 px and a
 * 15-unit hit circle is ≥ 25 px. Wide: 512 to ~900 px (scale 0.71 to 1.25), 16 units of text are
 * 11.4 to 20 px and an 18-unit hit circle is ≥ 25 px.
 */
export const FALLBACK_SPECS = {
  compact: {
    box: { width: 340, height: 300, padding: 26 },
    fontSize: 13,
    markerRadius: 7,
    selectedRadius: 10,
    hitRadius: 15,
    houseRadius: 13,
    maxLabelChars: 20,
  },
  wide: {
    box: { width: 720, height: 400, padding: 34 },
    fontSize: 16,
    markerRadius: 8,
    selectedRadius: 11,
    hitRadius: 18,
    houseRadius: 16,
    maxLabelChars: 28,
  },
} as const satisfies Record<string, FallbackSpec>;

export type FallbackSize = keyof typeof FALLBACK_SPECS;

export interface FallbackPoiInput {
  id: string;
  name: string;
  position: LatLng;
}

export interface FallbackPoint {
  id: string;
  x: number;
  y: number;
  clamped: boolean;
  /** Drawing direction from the house, clockwise from north (edge arrows point this way). */
  angle: number;
  distance: number;
  bearing: number;
  label: PlacedLabel;
}

export interface FallbackLayout {
  width: number;
  height: number;
  house: { x: number; y: number; label: PlacedLabel };
  points: FallbackPoint[];
  scale: { meters: number; length: number; x: number; y: number };
  /** Radii (in units) of the distance rings, at multiples of the scale bar. */
  rings: number[];
  north: { x: number; y: number };
}

export const HOUSE_ID = "property";
const MAX_RINGS = 6;

/**
 * Lays out the map for `spec`. `formatDistance` turns metres into the shown text ("3.7 km"): far
 * points drawn at the edge carry their distance in the label.
 */
export function layoutFallbackMap(
  centre: LatLng,
  propertyName: string,
  pois: readonly FallbackPoiInput[],
  spec: FallbackSpec,
  formatDistance: (meters: number) => string,
): FallbackLayout {
  const { box } = spec;
  const measured = pois.map((poi) => ({
    poi,
    offset: localOffset(centre, poi.position),
    distance: distanceMeters(centre, poi.position),
    bearing: bearingDegrees(centre, poi.position),
  }));
  const radius = viewRadiusMeters(measured.map((m) => m.distance));
  // With far points, the points in view are fitted a hit circle further in than the edge where
  // the far ones are clamped, so that a far point never lands on a near one at the edge.
  const anyFar = measured.some((m) => m.distance > radius);
  const mpu = metersPerUnit(
    measured.map((m) => m.offset),
    radius,
    anyFar ? { ...box, padding: box.padding + spec.hitRadius } : box,
  );
  const projected = measured.map((m) => {
    const p = projectToBox(m.offset, mpu, box);
    return { ...m, ...p, x: tenth(p.x), y: tenth(p.y), angle: tenth(p.angle) };
  });

  const cx = box.width / 2;
  const cy = box.height / 2;
  const scaleMeters = niceScaleLength(mpu * box.width * 0.28);
  const scale = { meters: scaleMeters, length: tenth(scaleMeters / mpu), x: 12, y: box.height - 14 };
  const north = { x: box.width - 22, y: 30 };
  const obstacles: Rect[] = [
    { x: 4, y: scale.y - spec.fontSize - 10, width: scale.length + 16, height: spec.fontSize + 20 },
    { x: north.x - 16, y: 4, width: 32, height: 46 },
  ];

  // House first, then the nearest points: the crowded middle gets the first pick of spots.
  const order = [...projected].sort((a, b) => Number(a.clamped) - Number(b.clamped) || a.distance - b.distance);
  const labels = placeLabels(
    [
      { id: HOUSE_ID, x: cx, y: cy, r: spec.houseRadius, text: truncateLabel(propertyName, spec.maxLabelChars) },
      ...order.map((p) => ({ id: p.poi.id, x: p.x, y: p.y, r: spec.markerRadius, text: labelText(p, spec, formatDistance) })),
    ],
    { x: 0, y: 0, width: box.width, height: box.height },
    spec.fontSize,
    obstacles,
  );
  const labelOf = new Map(labels.map((l) => [l.id, roundLabel(l)]));
  const houseLabel = labelOf.get(HOUSE_ID);
  if (!houseLabel) throw new Error("The house label was not placed.");

  const rings: number[] = [];
  const reach = Math.hypot(box.width, box.height) / 2;
  for (let r = scale.length; r < reach && rings.length < MAX_RINGS; r += scale.length) rings.push(tenth(r));

  return {
    width: box.width,
    height: box.height,
    house: { x: cx, y: cy, label: houseLabel },
    points: projected.map((p) => {
      const label = labelOf.get(p.poi.id);
      if (!label) throw new Error(`No label for ${p.poi.id}.`);
      return { id: p.poi.id, x: p.x, y: p.y, clamped: p.clamped, angle: p.angle, distance: p.distance, bearing: p.bearing, label };
    }),
    scale,
    rings,
    north,
  };
}

// Tenths of a unit are far below a pixel at any size shown, and keep the HTML short.
const tenth = (n: number) => Math.round(n * 10) / 10;

function roundLabel(label: PlacedLabel): PlacedLabel {
  const { rect } = label;
  return {
    ...label,
    x: tenth(label.x),
    y: tenth(label.y),
    rect: { x: tenth(rect.x), y: tenth(rect.y), width: tenth(rect.width), height: tenth(rect.height) },
  };
}

function labelText(
  p: { poi: FallbackPoiInput; clamped: boolean; distance: number },
  spec: FallbackSpec,
  formatDistance: (meters: number) => string,
): string {
  if (!p.clamped) return shortenToWords(p.poi.name, spec.maxLabelChars);
  // The distance follows the whole name only: after a shortened name its words would no longer be
  // a run of the point's accessible name ("name, distance direction"), as Label in Name asks.
  const withDistance = `${shortenToWords(p.poi.name, Number.POSITIVE_INFINITY)} · ${formatDistance(p.distance)}`;
  return [...withDistance].length <= spec.maxLabelChars ? withDistance : shortenToWords(p.poi.name, spec.maxLabelChars);
}

/** "Open in Google Maps": a search for the coordinates, which works without an API key. */
export function googleMapsUrl(position: LatLng): string {
  return `https://www.google.com/maps/search/?api=1&query=${position.lat},${position.lng}`;
}

/** "Open in OpenStreetMap": a marker at the position, zoomed to street level. */
export function openStreetMapUrl(position: LatLng): string {
  const { lat, lng } = position;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}
