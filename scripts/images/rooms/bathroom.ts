import { darken } from "../color";
import { steps } from "../geometry";
import { glow } from "../svg/effects";
import { ellipse, line, op, pathEl, poly, rect } from "../svg/elements";
import { f } from "../svg/format";
import type { Ctx } from "./context";
import { plant } from "./decor";
import { columnJoints, rowJoints } from "./joints";
import { roomShell } from "./shell";
import { wallBand } from "./walls";
import { warmth } from "./warmth";
import { backWindow } from "./windows";

/** Tiled bathroom: bathtub under the window, towel ladder, vanity with mirror on the right. */
export function bathroom(ctx: Ctx): string {
  const { R, p, svg, c } = ctx;
  const out: string[] = [roomShell(ctx, { style: "plaster", beams: false, floor: darken(p.tile, 0.25), tiles: true })];
  // tiled lower walls
  const tile = p.tile;
  out.push(wallBand(R, 420, R.yf, tile, [0.08, 0.16]));
  const tl = columnJoints(R, steps(R.xl, R.xr, 60), 420, R.yf) + rowJoints(R, R.xl, R.xr, steps(420, R.yf, 60), true);
  out.push(pathEl(tl, "none", `stroke="${darken(tile, 0.14)}" stroke-width="1.5"`));
  out.push(backWindow(ctx, 280, 820, 150, 470, { panes: 2 }));
  // bathtub
  out.push(R.shadow(svg, 240, 880, 0.72, 0.96, 0.25));
  const [t0x, t0y] = R.p(240, 700, 0.72);
  const [t1x, t1y] = R.p(880, R.yf - 20, 0.72);
  const rim0 = R.p(240, 700, 0.95);
  const rim1 = R.p(880, 700, 0.95);
  out.push(pathEl(`M${f(t0x)} ${f(t0y)}L${f(rim0[0])} ${f(rim0[1])}H${f(rim1[0])}L${f(t1x)} ${f(t0y)}Z`, "#ffffff"));
  const w0 = R.p(270, 700, 0.75);
  const w1 = R.p(850, 700, 0.75);
  const w2 = R.p(850, 700, 0.93);
  const w3 = R.p(270, 700, 0.93);
  out.push(poly([w0, w1, w2, w3], c.tint("#a9d6e0")));
  out.push(pathEl(`M${f(t0x)} ${f(t0y)}H${f(t1x)}V${f(t1y - 60)}Q${f(t1x)} ${f(t1y)} ${f(t1x - 80)} ${f(t1y)}H${f(t0x + 80)}Q${f(t0x)} ${f(t1y)} ${f(t0x)} ${f(t1y - 60)}Z`, svg.linear([[0, "#ffffff"], [1, "#d9dee3"]])));
  for (const x of [t0x + 60, t1x - 60]) out.push(rect(x - 12, t1y - 4, 24, 24, c.tint("#b08d57"), 'rx="4"'));
  // towels & ladder
  const lx0 = R.p(930, 300, 0.98);
  const lx1 = R.p(1010, R.yf, 0.9);
  out.push(line(lx0[0], lx0[1], lx1[0] - 30, lx1[1], darken(p.interiorWood, 0.2), 8), line(lx0[0] + 50, lx0[1], lx1[0] + 20, lx1[1], darken(p.interiorWood, 0.2), 8));
  out.push(rect(lx0[0] - 6, lx0[1] + 90, 74, 130, p.accent, 'rx="6"'), rect(lx0[0] - 6, lx0[1] + 90, 74, 16, darken(p.accent, 0.2)));
  out.push(rect(lx0[0] - 10, lx0[1] + 250, 80, 90, p.accent2, 'rx="6"'));
  // vanity + mirror on the right
  out.push(R.face(1080, 1460, 180, 520, 1, darken(p.interiorWood, 0.3)));
  out.push(R.face(1100, 1440, 200, 500, 1, svg.linear([[0, "#e9f1f5"], [1, "#aebfca"]], 0, 0, 1, 1)));
  out.push(poly([R.p(1150, 500, 1), R.p(1300, 200, 1), R.p(1360, 200, 1), R.p(1210, 500, 1)], "#ffffff", op(0.35)));
  for (const X of [1060, 1480]) {
    const [sx, sy] = R.p(X, 260, 1);
    out.push(glow(svg, sx, sy, 90, "#ffe3a6", 0.6), rect(sx - 8, sy - 30, 16, 60, "#fff6dc", 'rx="8"'));
  }
  out.push(R.box(1040, 1500, 600, 780, 0.82, 1, darken(p.interiorWood, 0.05)));
  out.push(R.box(1030, 1510, 580, 600, 0.8, 1, "#f3f1ec"));
  const [sx, sy] = R.p(1270, 580, 0.9);
  const ss = R.s(0.9);
  out.push(ellipse(sx, sy - 4 * ss, 110 * ss, 24 * ss, "#ffffff"), pathEl(`M${f(sx - 110 * ss)} ${f(sy - 4 * ss)}Q${f(sx)} ${f(sy + 70 * ss)} ${f(sx + 110 * ss)} ${f(sy - 4 * ss)}Z`, "#eef0f2"));
  out.push(ellipse(sx, sy - 6 * ss, 90 * ss, 16 * ss, "#dfe4e8"));
  // stool with candles + bath mat
  out.push(R.flat(360, 760, R.yf - 1, 0.5, 0.66, p.accent2));
  out.push(R.box(940, 1060, 760, R.yf, 0.62, 0.72, darken(p.interiorWood, 0.1)));
  const [cx, cy] = R.p(1000, 760, 0.67);
  out.push(rect(cx - 14, cy - 44, 14, 44, "#fbf4e2"), rect(cx + 4, cy - 30, 14, 30, "#fbf4e2"), glow(svg, cx, cy - 56, 60, "#ffd27a", 0.7));
  out.push(plant(ctx, 160, R.yf, 0.8, 1.1));
  out.push(warmth(ctx, 0.05));
  return out.join("");
}
