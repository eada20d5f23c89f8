/**
 * Amenities are stored as JSON: legacy rows hold plain strings, newer ones objects with a
 * label and an icon name. These helpers read both shapes without trusting them.
 */

export type Amenity = string | { label?: string; icon?: string; [k: string]: unknown };

function nonBlank(x: unknown): x is string {
  return typeof x === "string" && x.trim() !== "";
}

function asObject(a: unknown): Record<string, unknown> | null {
  return typeof a === "object" && a !== null && !Array.isArray(a) ? (a as Record<string, unknown>) : null;
}

/**
 * The text to show for an amenity: a string is itself; an object uses its `label`, else its
 * first other string value (never `icon`, which is an icon name, not text). Null when nothing
 * usable is found, so the UI shows its own translated fallback ("Amenity").
 */
export function amenityLabel(a: unknown): string | null {
  if (typeof a === "string") return nonBlank(a) ? a : null;
  const obj = asObject(a);
  if (!obj) return null;
  if (nonBlank(obj.label)) return obj.label;
  for (const [key, value] of Object.entries(obj)) {
    if (key !== "icon" && key !== "label" && nonBlank(value)) return value;
  }
  return null;
}

/** The icon name of an amenity object, or null (plain strings have none). */
export function amenityIcon(a: unknown): string | null {
  const obj = asObject(a);
  return obj && nonBlank(obj.icon) ? obj.icon : null;
}

/** Splits a list for a two-column layout; the first column gets the extra item of an odd count. */
export function splitInTwoColumns<T>(items: readonly T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}
