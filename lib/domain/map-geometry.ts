/**
 * Geometry of the drawn (fallback) location map: distances and bearings on the globe, an
 * equirectangular projection around the property, fitting a box, clamping far points to its
 * edge, and a "nice" scale bar. At valley scale (a few km) the projection errs by well under a
 * pixel, which is why no real map projection is needed. No I/O.
 */
import type { LatLng } from "./map";

/** Mean Earth radius (IUGG), in metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** Great-circle distance in metres (haversine: stable for the short distances drawn here). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from `from` to `to`, clockwise from north, in [0, 360); 0 for the same point. */
export function bearingDegrees(from: LatLng, to: LatLng): number {
  const φ1 = toRad(from.lat);
  const φ2 = toRad(to.lat);
  const Δλ = toRad(to.lng - from.lng);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  if (x === 0 && y === 0) return 0;
  return (toDeg(Math.atan2(y, x)) + 360) % 360;
}

export const COMPASS_POINTS = ["n", "ne", "e", "se", "s", "sw", "w", "nw"] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** The nearest of the eight compass points (each covers 45°, north from 337.5° to 22.5°). */
export function compassPoint(bearing: number): CompassPoint {
  const normalized = ((bearing % 360) + 360) % 360;
  return COMPASS_POINTS[Math.round(normalized / 45) % 8] ?? "n";
}

/** Metres east and north of the centre. */
export interface Offset {
  east: number;
  north: number;
}

/** Equirectangular projection around `centre`: longitude shrinks with the cosine of the latitude. */
export function localOffset(centre: LatLng, point: LatLng): Offset {
  return {
    east: EARTH_RADIUS_M * toRad(point.lng - centre.lng) * Math.cos(toRad(centre.lat)),
    north: EARTH_RADIUS_M * toRad(point.lat - centre.lat),
  };
}

/** The largest 1, 2 or 5 × 10ⁿ metres not above `maxMeters` (10 m at least): 100 m, 200 m, 500 m, 1 km… */
export function niceScaleLength(maxMeters: number): number {
  if (!Number.isFinite(maxMeters) || maxMeters < 10) return 10;
  const power = 10 ** Math.floor(Math.log10(maxMeters));
  const step = [5, 2, 1].find((s) => s * power <= maxMeters) ?? 1;
  return step * power;
}

/** A distance as shown: whole tens of metres below 1 km, tenths of km below 10 km, whole km above. */
export function roundDistance(meters: number): { unit: "m" | "km"; value: number } {
  const m = Math.max(0, meters);
  if (m < 995) return { unit: "m", value: Math.max(10, Math.round(m / 10) * 10) };
  if (m < 9_950) return { unit: "km", value: Math.round(m / 100) / 10 };
  return { unit: "km", value: Math.round(m / 1000) };
}

export interface ViewOptions {
  /** The map shows at least this radius around the property, so close points do not sit on the house. */
  minRadius: number;
  /** A distance more than this multiple of the one before it starts the far points drawn at the edge. */
  gapFactor: number;
}

export const DEFAULT_VIEW: ViewOptions = { minRadius: 150, gapFactor: 3 };

/**
 * How far from the property the box must reach. The sorted distances are cut at the first jump
 * by more than `gapFactor` (looked for from the median on, so at least half the points are drawn
 * in place); the points beyond are drawn at the edge. One far lake must not shrink the bakery next
 * door into the house marker. At least `minRadius`.
 */
export function viewRadiusMeters(distances: readonly number[], options: ViewOptions = DEFAULT_VIEW): number {
  const sorted = distances.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return options.minRadius;
  let radius = sorted.at(-1) ?? 0;
  for (let i = Math.ceil(sorted.length / 2) - 1; i < sorted.length - 1; i++) {
    const here = sorted[i] ?? 0;
    const next = sorted[i + 1] ?? 0;
    if (next > options.gapFactor * Math.max(here, options.minRadius)) {
      radius = here;
      break;
    }
  }
  return Math.max(options.minRadius, radius);
}

/** A drawing area in SVG units; `padding` keeps markers and their labels off the edge. */
export interface Box {
  width: number;
  height: number;
  padding: number;
}

const halfExtents = (box: Box) => ({ hx: box.width / 2 - box.padding, hy: box.height / 2 - box.padding });

/**
 * Metres per SVG unit so that every offset within `radius` of the centre fits inside the padded
 * box (the centre stays in the middle), and the whole radius fits at least along the shorter side.
 */
export function metersPerUnit(offsets: readonly Offset[], radius: number, box: Box): number {
  const { hx, hy } = halfExtents(box);
  if (hx <= 0 || hy <= 0) throw new Error("The box is smaller than its padding.");
  let mpu = radius / Math.min(hx, hy);
  for (const o of offsets) {
    if (Math.hypot(o.east, o.north) > radius) continue;
    mpu = Math.max(mpu, Math.abs(o.east) / hx, Math.abs(o.north) / hy);
  }
  return mpu;
}

export interface Projected {
  x: number;
  y: number;
  /** True when the point lay outside the padded box and was moved to its edge along its direction. */
  clamped: boolean;
  /** Direction on the drawing, clockwise from up (north), in degrees: where an edge arrow points. */
  angle: number;
}

/** An offset in box units (y grows downwards), clamped to the padded box along the ray from the centre. */
export function projectToBox(offset: Offset, mpu: number, box: Box): Projected {
  const cx = box.width / 2;
  const cy = box.height / 2;
  const { hx, hy } = halfExtents(box);
  const dx = offset.east / mpu;
  const dy = -offset.north / mpu;
  const angle = dx === 0 && dy === 0 ? 0 : (toDeg(Math.atan2(dx, -dy)) + 360) % 360;
  const t = Math.min(dx === 0 ? Infinity : hx / Math.abs(dx), dy === 0 ? Infinity : hy / Math.abs(dy));
  if (t >= 1) return { x: cx + dx, y: cy + dy, clamped: false, angle };
  return { x: cx + dx * t, y: cy + dy * t, clamped: true, angle };
}
