import { darken, lighten } from "../color";
import { steps } from "../geometry";
import { glow } from "../svg/effects";
import { circle, ellipse, line, pathEl } from "../svg/elements";
import { f } from "../svg/format";
import type { Ctx } from "./context";
import { columnJoints } from "./joints";

/** Island with a fruit bowl, three bar stools and pendant lights above; top is the worktop colour. */
export function kitchenIsland(ctx: Ctx, top: string): string {
  const { R, p, svg, rng, c } = ctx;
  const cab = p.cabinet;
  const out: string[] = [];
  out.push(R.shadow(svg, 420, 1180, 0.44, 0.64, 0.3));
  out.push(R.box(440, 1160, 595, R.yf, 0.46, 0.62, darken(cab, 0.08)));
  const il = columnJoints(R, steps(440, 1160, 120, false), 610, R.yf - 10, 0.46);
  out.push(pathEl(il, "none", `stroke="${darken(cab, 0.35)}" stroke-width="2"`));
  out.push(R.box(410, 1190, 575, 598, 0.43, 0.64, lighten(top, 0.55), { top: lighten(top, 0.7) }));
  // fruit bowl
  const [fbx, fby] = R.p(700, 575, 0.54);
  const fbs = R.s(0.54);
  for (const [dx, dy, col] of [[-22, -20, "#e63946"], [18, -22, "#f4a261"], [0, -36, "#9bc53d"], [-8, -18, "#f6d548"]] as const) out.push(circle(fbx + dx * fbs, fby + dy * fbs, 17 * fbs, c.tint(col)));
  out.push(pathEl(`M${f(fbx - 60 * fbs)} ${f(fby - 18 * fbs)}Q${f(fbx)} ${f(fby + 40 * fbs)} ${f(fbx + 60 * fbs)} ${f(fby - 18 * fbs)}Z`, "#f5f1ea"));
  // stools
  for (const X of [560, 800, 1040]) {
    out.push(R.box(X - 50, X + 50, 660, 680, 0.33, 0.4, p.accent2, { r: 8 }));
    const a = R.p(X - 35, 680, 0.34);
    const b = R.p(X + 35, 680, 0.34);
    out.push(pathEl(`M${f(a[0])} ${f(a[1])}L${f(a[0] - 8)} ${f(R.p(0, R.yf, 0.33)[1])}M${f(b[0])} ${f(b[1])}L${f(b[0] + 8)} ${f(R.p(0, R.yf, 0.33)[1])}`, "none", `stroke="${darken(p.interiorWood, 0.45)}" stroke-width="7"`));
  }
  // pendant lights
  for (const X of [600, 800, 1000]) {
    const [px, py] = R.p(X, 330, 0.53);
    const top2 = R.p(X, 0, 0.53);
    const s = R.s(0.53);
    out.push(line(px, top2[1], px, py, "#2b2b2b", 2));
    out.push(glow(svg, px, py + 30 * s, 200 * s, "#ffd27a", 0.45));
    out.push(pathEl(`M${f(px - 50 * s)} ${f(py + 40 * s)}Q${f(px - 46 * s)} ${f(py)} ${f(px)} ${f(py)}Q${f(px + 46 * s)} ${f(py)} ${f(px + 50 * s)} ${f(py + 40 * s)}Z`, rng.pick([p.accent, "#2f2f2f", darken(p.cabinet, 0.3)])));
    out.push(ellipse(px, py + 40 * s, 38 * s, 6 * s, "#fff1c4"));
  }
  return out.join("");
}
