/**
 * Rules of the location map on the property page: which coordinates can be drawn, where the map
 * is centred when a property has none, how points of interest are coloured and grouped, how a
 * chip toggles, and how long the script loader waits between attempts. No I/O.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export const MAP_ZOOM = 15;
export const MAP_HEIGHT_PX = 400;

// A decimal number, optionally signed and with an exponent. Stricter than Number(): Number("")
// is 0 and Number("0x1F") is 31, neither of which is a coordinate anyone typed.
const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** A coordinate from the database or an import: a finite number or a numeric string, else null. */
export function parseCoordinate(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (!NUMERIC.test(trimmed)) return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A drawable position: both parts numeric and on the globe (|lat| ≤ 90, |lng| ≤ 180), else null. */
export function parseLatLng(latitude: unknown, longitude: unknown): LatLng | null {
  const lat = parseCoordinate(latitude);
  const lng = parseCoordinate(longitude);
  if (lat === null || lng === null) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Village centres used when a property has no usable coordinates of its own. */
export const LOCATION_CENTRES: readonly { key: string; centre: LatLng }[] = [
  { key: "saasfee", centre: { lat: 46.109, lng: 7.929 } },
  { key: "saasgrund", centre: { lat: 46.138, lng: 7.94 } },
  { key: "saasalmagell", centre: { lat: 46.104, lng: 7.957 } },
];

/** "Saas-Fee", "saas fee", "SAAS–FÉE" all become "saasfee": no case, accents, spaces or dashes. */
export function normalizePlaceName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/**
 * The centre of the village named in `text` ("Saas-Fee", "3906 Saas Fee, Wallis"), or null.
 * A text naming two villages matches none: guessing would put the pin in the wrong place.
 */
export function fallbackCentreFor(text: string | null | undefined): LatLng | null {
  if (!text) return null;
  const normalized = normalizePlaceName(text);
  const matches = LOCATION_CENTRES.filter((c) => normalized.includes(c.key));
  return matches.length === 1 && matches[0] ? { ...matches[0].centre } : null;
}

export type MapCentre = { position: LatLng; source: "property" | "location" };

/**
 * Where the map is centred: the property's own coordinates when valid, else the centre of its
 * village (by `location`, then by the village in `address`), else null (no map at all).
 */
export function resolveMapCentre(property: {
  latitude: unknown;
  longitude: unknown;
  location: string | null | undefined;
  address?: string | null;
}): MapCentre | null {
  const own = parseLatLng(property.latitude, property.longitude);
  if (own) return { position: own, source: "property" };
  const fallback = fallbackCentreFor(property.location) ?? fallbackCentreFor(property.address);
  return fallback ? { position: fallback, source: "location" } : null;
}

export const POI_CATEGORIES = [
  "transportation",
  "shopping",
  "restaurants",
  "ski_facilities",
  "medical",
  "entertainment",
  "services",
  "other",
] as const;
export type PoiCategory = (typeof POI_CATEGORIES)[number];

/** A stored category ("ski_facilities", "Ski Facilities", "ski-facilities") or "other". */
export function normalizePoiCategory(raw: string | null | undefined): PoiCategory {
  const key = (raw ?? "").trim().toLowerCase().replace(/[\s-]+/g, "_");
  return (POI_CATEGORIES as readonly string[]).includes(key) ? (key as PoiCategory) : "other";
}

/** Marker and legend colours; each keeps ≥ 3:1 contrast against the white marker outline. */
export const POI_CATEGORY_COLORS: Record<PoiCategory, string> = {
  transportation: "#1d4ed8",
  shopping: "#7e22ce",
  restaurants: "#c2410c",
  ski_facilities: "#0e7490",
  medical: "#b91c1c",
  entertainment: "#be185d",
  services: "#4d7c0f",
  other: "#4b5563",
};

/** The property marker is larger and in the brand green, which no category uses. */
export const PROPERTY_MARKER_COLOR = "#14532d";

export function poiCategoryColor(raw: string | null | undefined): string {
  return POI_CATEGORY_COLORS[normalizePoiCategory(raw)];
}

/** Points grouped by category in the fixed category order; empty groups are left out. */
export function groupPoisByCategory<T extends { category: string }>(
  pois: readonly T[],
): { category: PoiCategory; items: T[] }[] {
  return POI_CATEGORIES.map((category) => ({
    category,
    items: pois.filter((p) => normalizePoiCategory(p.category) === category),
  })).filter((group) => group.items.length > 0);
}

/** The categories present among `pois`, in the fixed order (for the legend). */
export function categoriesPresent(pois: readonly { category: string }[]): PoiCategory[] {
  return groupPoisByCategory(pois).map((g) => g.category);
}

/** Selecting the selected chip again deselects it; selecting another one switches to it. */
export function toggleSelection(current: string | null, id: string): string | null {
  return current === id ? null : id;
}

/** How often a failed script load is tried again before the map gives up. */
export const MAP_LOAD_RETRIES = 3;
const MAP_RETRY_BASE_MS = 1_000;

/**
 * The pause before the next attempt after `failures` failed loads (1, 2, 3 → 1 s, 2 s, 4 s), or
 * null when every retry is used up and the failure should be shown.
 */
export function mapLoadRetryDelay(failures: number): number | null {
  if (!Number.isInteger(failures) || failures < 1 || failures > MAP_LOAD_RETRIES) return null;
  return MAP_RETRY_BASE_MS * 2 ** (failures - 1);
}
