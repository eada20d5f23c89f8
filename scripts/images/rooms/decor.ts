import { darken, lighten, mix } from "../color";
import { glow } from "../svg/effects";
import { circle, ellipse, op, pathEl, poly, rect } from "../svg/elements";
import { f } from "../svg/format";
import type { Ctx } from "./context";

/** Framed mountain painting on a wall parallel to the picture plane. */
export function painting(ctx: Ctx, X0: number, X1: number, Y0: number, Y1: number, d = 1): string {
  const { R, p, c } = ctx;
  const [x0, y0] = R.p(X0, Y0, d);
  const [x1, y1] = R.p(X1, Y1, d);
  const w = x1 - x0;
  const h = y1 - y0;
  return (
    rect(x0 + 6, y0 + 8, w, h, "#000000", op(0.2)) +
    rect(x0, y0, w, h, darken(p.interiorWood, 0.45)) +
    rect(x0 + w * 0.06, y0 + h * 0.08, w * 0.88, h * 0.84, lighten(p.accent2, 0.45)) +
    poly([[x0 + w * 0.06, y0 + h * 0.92], [x0 + w * 0.35, y0 + h * 0.3], [x0 + w * 0.55, y0 + h * 0.6], [x0 + w * 0.72, y0 + h * 0.38], [x0 + w * 0.94, y0 + h * 0.92]], mix(p.accent, "#ffffff", 0.2)) +
    poly([[x0 + w * 0.35, y0 + h * 0.3], [x0 + w * 0.29, y0 + h * 0.44], [x0 + w * 0.41, y0 + h * 0.42]], "#ffffff") +
    circle(x0 + w * 0.78, y0 + h * 0.24, h * 0.08, c.tint("#f2b134"))
  );
}

/** Table lamp standing at (X, Y, d), lit. */
export function lamp(ctx: Ctx, X: number, Y: number, d: number, size: number, shadeCol: string): string {
  const { R, svg } = ctx;
  const [x, y] = R.p(X, Y, d);
  const s = R.s(d) * size;
  return (
    glow(svg, x, y - 20 * s, 260 * s, "#ffcf7a", 0.45) +
    rect(x - 3 * s, y - 60 * s, 6 * s, 60 * s, "#3a3028") +
    ellipse(x, y, 26 * s, 7 * s, "#3a3028") +
    poly([[x - 36 * s, y - 50 * s], [x + 36 * s, y - 50 * s], [x + 24 * s, y - 104 * s], [x - 24 * s, y - 104 * s]], shadeCol) +
    poly([[x - 36 * s, y - 50 * s], [x + 36 * s, y - 50 * s], [x + 30 * s, y - 60 * s], [x - 30 * s, y - 60 * s]], "#fff1c9", op(0.5))
  );
}

/** Potted plant standing at (X, Y, d). */
export function plant(ctx: Ctx, X: number, Y: number, d: number, size: number): string {
  const { R, c } = ctx;
  const [x, y] = R.p(X, Y, d);
  const s = R.s(d) * size;
  const leaf = c.tint("#3f7d3a");
  let leaves = "";
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.32;
    const len = (90 + (i % 3) * 25) * s;
    const ex2 = x + Math.cos(a) * len;
    const ey = y - 70 * s + Math.sin(a) * len;
    leaves += `M${f(x)} ${f(y - 60 * s)}Q${f(x + Math.cos(a - 0.5) * len * 0.6)} ${f(y - 60 * s + Math.sin(a - 0.5) * len * 0.6)} ${f(ex2)} ${f(ey)}Q${f(x + Math.cos(a + 0.5) * len * 0.6)} ${f(y - 60 * s + Math.sin(a + 0.5) * len * 0.6)} ${f(x)} ${f(y - 60 * s)}Z`;
  }
  return (
    pathEl(leaves, leaf) +
    pathEl(leaves, "none", `stroke="${darken(leaf, 0.3)}" stroke-width="${f(1.5 * s)}"`) +
    poly([[x - 38 * s, y - 70 * s], [x + 38 * s, y - 70 * s], [x + 28 * s, y], [x - 28 * s, y]], c.tint("#c46a44")) +
    rect(x - 40 * s, y - 74 * s, 80 * s, 10 * s, c.tint("#a9573a"))
  );
}

/** Soft cushion seen from the front, centred on (X, Y, d). */
export function cushion(ctx: Ctx, X: number, Y: number, d: number, size: number, col: string): string {
  const { R } = ctx;
  const [x, y] = R.p(X, Y, d);
  const s = R.s(d) * size;
  return (
    pathEl(`M${f(x - 40 * s)} ${f(y - 38 * s)}Q${f(x)} ${f(y - 48 * s)} ${f(x + 40 * s)} ${f(y - 38 * s)}Q${f(x + 48 * s)} ${f(y)} ${f(x + 40 * s)} ${f(y + 38 * s)}Q${f(x)} ${f(y + 46 * s)} ${f(x - 40 * s)} ${f(y + 38 * s)}Q${f(x - 48 * s)} ${f(y)} ${f(x - 40 * s)} ${f(y - 38 * s)}Z`, col) +
    pathEl(`M${f(x - 30 * s)} ${f(y - 26 * s)}L${f(x + 30 * s)} ${f(y + 28 * s)}`, "none", `stroke="${darken(col, 0.15)}" stroke-width="${f(3 * s)}"`)
  );
}
