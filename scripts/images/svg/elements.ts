import type { Pt } from "../geometry";
import { f, f2, pts } from "./format";

const ex = (extra?: string): string => (extra ? ` ${extra}` : "");

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra?: string): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${ex(extra)}/>`;
export const poly = (p: readonly Pt[], fill: string, extra?: string): string =>
  `<polygon points="${pts(p)}" fill="${fill}"${ex(extra)}/>`;
export const pathEl = (d: string, fill: string, extra?: string): string =>
  `<path d="${d}" fill="${fill}"${ex(extra)}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra?: string): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${ex(extra)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra?: string): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${ex(extra)}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w: number, extra?: string): string =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(w)}"${ex(extra)}/>`;
export const polyline = (p: readonly Pt[], stroke: string, w: number, extra?: string): string =>
  `<polyline points="${pts(p)}" fill="none" stroke="${stroke}" stroke-width="${f(w)}"${ex(extra)}/>`;
export const group = (content: string, extra?: string): string => `<g${ex(extra)}>${content}</g>`;
export const op = (o: number): string => `opacity="${f2(o)}"`;

/** transform attribute that places a drawing at (x, y), scaled uniformly or by [sx, sy]. */
export function place(x: number, y: number, scale: number | readonly [number, number], extra?: string): string {
  const s = typeof scale === "number" ? f2(scale) : `${f2(scale[0])} ${f2(scale[1])}`;
  return `transform="translate(${f(x)} ${f(y)}) scale(${s})${ex(extra)}"`;
}
