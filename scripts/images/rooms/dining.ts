import { darken, lighten } from "../color";
import { glow } from "../svg/effects";
import { circle, ellipse, line, op, pathEl, rect } from "../svg/elements";
import { f } from "../svg/format";
import type { Ctx } from "./context";
import { plant } from "./decor";
import { roomShell } from "./shell";
import { warmth } from "./warmth";
import { backWindow } from "./windows";

/** Long laid table in front of a panorama window; chairs are drawn back to front around it. */
export function dining(ctx: Ctx): string {
  const { R, p, svg, rng, c } = ctx;
  const out: string[] = [roomShell(ctx)];
  out.push(backWindow(ctx, 180, 1420, 150, 620, { panes: 3 }));
  const wood = darken(p.interiorWood, 0.25);
  const chair = (X: number, d: number, side: "l" | "r"): string => {
    const parts: string[] = [];
    parts.push(R.box(X - 60, X + 60, 720, 745, d - 0.06, d + 0.06, p.accent, { r: 6 }));
    for (const [dx, dd] of [[-55, -0.055], [45, -0.055], [-55, 0.045], [45, 0.045]] as const) parts.push(R.box(X + dx, X + dx + 10, 745, R.yf, d + dd, d + dd + 0.01, wood));
    const bx = side === "l" ? X - 70 : X + 58;
    for (const dd of [-0.055, 0.045]) parts.push(R.box(bx, bx + 12, 500, 745, d + dd, d + dd + 0.012, wood));
    parts.push(R.box(bx, bx + 12, 500, 600, d - 0.06, d + 0.06, wood));
    return parts.join("");
  };
  const ds = [0.78, 0.6, 0.42];
  for (const d of ds.filter((d) => d >= 0.55)) out.push(chair(430, d, "l"), chair(1170, d, "r"));
  out.push(chair(800, 0.9, "l"));
  // table
  out.push(R.shadow(svg, 500, 1100, 0.32, 0.86, 0.3));
  for (const [X, d] of [[520, 0.35], [1060, 0.35], [520, 0.82], [1060, 0.82]] as const) out.push(R.box(X, X + 24, 630, R.yf, d, d + 0.02, wood));
  out.push(R.box(490, 1110, 606, 632, 0.32, 0.86, wood, { top: lighten(p.interiorWood, 0.05) }));
  // runner
  out.push(R.flat(740, 860, 605, 0.32, 0.86, p.accent2));
  // place settings
  for (const d of [0.42, 0.6, 0.78]) {
    for (const X of [600, 1000]) {
      const [x, y] = R.p(X, 605, d);
      const s = R.s(d);
      out.push(ellipse(x, y, 46 * s, 14 * s, "#ffffff"), ellipse(x, y, 30 * s, 9 * s, "#eef0f2"));
      out.push(rect(x + 50 * s, y - 40 * s, 14 * s, 36 * s, "#dfeff5", op(0.8)));
    }
  }
  // vase + candles
  const [vx, vy] = R.p(800, 605, 0.6);
  const vs = R.s(0.6);
  for (let i = 0; i < 9; i++) out.push(circle(vx + rng.range(-40, 40) * vs, vy - rng.range(70, 130) * vs, rng.range(10, 16) * vs, c.tint(rng.pick(p.flowers.concat(["#ffffff", "#f6d548"])))));
  out.push(pathEl(`M${f(vx - 20 * vs)} ${f(vy)}Q${f(vx - 34 * vs)} ${f(vy - 40 * vs)} ${f(vx - 10 * vs)} ${f(vy - 70 * vs)}H${f(vx + 10 * vs)}Q${f(vx + 34 * vs)} ${f(vy - 40 * vs)} ${f(vx + 20 * vs)} ${f(vy)}Z`, p.accent));
  for (const d of [0.45, 0.75]) {
    const [x, y] = R.p(800, 605, d);
    const s = R.s(d);
    out.push(rect(x - 7 * s, y - 70 * s, 14 * s, 70 * s, "#fbf4e2"), glow(svg, x, y - 82 * s, 60 * s, "#ffd27a", 0.8), ellipse(x, y - 80 * s, 4 * s, 9 * s, "#ffcf57"));
  }
  for (const d of ds.filter((d) => d < 0.55)) out.push(chair(430, d, "l"), chair(1170, d, "r"));
  // pendant lamp
  const [px, py] = R.p(800, 300, 0.6);
  const ps = R.s(0.6);
  out.push(line(px - 200 * ps, R.p(0, 0, 0.6)[1], px - 200 * ps, py, "#2b2b2b", 2), line(px + 200 * ps, R.p(0, 0, 0.6)[1], px + 200 * ps, py, "#2b2b2b", 2));
  out.push(glow(svg, px, py + 30 * ps, 360 * ps, "#ffd27a", 0.35));
  out.push(rect(px - 260 * ps, py, 520 * ps, 30 * ps, darken(p.interiorWood, 0.4), `rx="${f(8 * ps)}"`), rect(px - 250 * ps, py + 26 * ps, 500 * ps, 8 * ps, "#fff1c4"));
  out.push(plant(ctx, 1500, R.yf, 0.7, 1.3));
  out.push(warmth(ctx, 0.09));
  return out.join("");
}
