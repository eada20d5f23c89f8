import { at } from "../array";
import type { Pt } from "../geometry";
import { f } from "./format";

/** Path-data pieces; many shapes are batched into one <path> to keep the documents small. */
export const seg = (a: Pt, b: Pt): string => `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
export const vseg = (a: Pt, b: Pt): string => `M${f(a[0])} ${f(a[1])}V${f(b[1])}`;
export const hseg = (a: Pt, b: Pt): string => `M${f(a[0])} ${f(a[1])}H${f(b[0])}`;

/** A full circle as two arcs, so that many dots fit into one path. */
export const dot = (x: number, y: number, r: number): string =>
  `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothLine(p: readonly Pt[]): string {
  if (p.length < 2) return "";
  let d = `M${f(at(p, 0)[0])} ${f(at(p, 0)[1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? at(p, i);
    const p1 = at(p, i);
    const p2 = at(p, i + 1);
    const p3 = p[i + 2] ?? p2;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}
