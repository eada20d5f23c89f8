import type { Pt } from "../geometry";

/** Coordinates are rounded to 0.1 px (and factors to 0.01) to keep the SVG text short and stable. */
export const f = (n: number): string => (Math.round(n * 10) / 10).toString();
export const f2 = (n: number): string => (Math.round(n * 100) / 100).toString();
export const pts = (p: readonly Pt[]): string => p.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
