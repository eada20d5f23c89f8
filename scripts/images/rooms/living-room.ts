import { darken, lighten } from "../color";
import { ellipse, rect } from "../svg/elements";
import { f } from "../svg/format";
import type { Ctx } from "./context";
import { cushion, lamp, plant } from "./decor";
import { fireplace } from "./fireplace";
import { roomShell } from "./shell";
import { warmth } from "./warmth";
import { backWindow } from "./windows";

/** Sofa under a big window, coffee table, armchair facing the fire. */
export function livingRoom(ctx: Ctx): string {
  const { R, p, svg } = ctx;
  const out: string[] = [roomShell(ctx)];
  out.push(backWindow(ctx, 110, 790, 150, 520, { panes: 3 }));
  out.push(fireplace(ctx));
  // rug
  out.push(R.flat(200, 1000, R.yf - 1, 0.36, 0.8, p.accent2));
  out.push(R.flat(235, 965, R.yf - 2, 0.39, 0.77, "none", `stroke="${p.accent}" stroke-width="8"`));
  // floor lamp beside the sofa
  out.push(lamp(ctx, 40, 560, 0.95, 1.0, p.accent2));
  const [lx, ly] = R.p(40, 560, 0.95);
  out.push(rect(lx - 3, ly, 6, R.p(40, R.yf, 0.95)[1] - ly, "#3a3028"));
  // sofa against the back wall, under the window
  const sofa = p.accent;
  out.push(R.shadow(svg, 110, 790, 0.76, 0.99));
  for (const X of [140, 750]) out.push(R.box(X, X + 16, 860, R.yf, 0.8, 0.82, "#2b2622"));
  out.push(R.box(110, 790, 560, 860, 0.925, 0.99, darken(sofa, 0.12), { r: 16 }));
  out.push(R.box(110, 790, 730, 860, 0.78, 0.97, sofa));
  for (const [X0, X1] of [[185, 450], [450, 715]] as const) out.push(R.box(X0 + 3, X1 - 3, 690, 735, 0.785, 0.925, lighten(sofa, 0.1), { r: 14 }));
  for (const X of [110, 720]) out.push(R.box(X, X + 70, 645, 860, 0.78, 0.985, darken(sofa, 0.06), { r: 14 }));
  out.push(cushion(ctx, 260, 640, 0.93, 1.05, p.accent2), cushion(ctx, 385, 645, 0.93, 0.95, lighten(sofa, 0.4)), cushion(ctx, 620, 640, 0.93, 1.05, p.accent2));
  // knitted throw over the right arm
  out.push(R.box(700, 800, 640, 790, 0.83, 0.9, lighten(p.accent2, 0.2), { r: 10 }));
  // coffee table
  out.push(R.shadow(svg, 300, 760, 0.5, 0.68, 0.2));
  for (const [X, d] of [[320, 0.52], [720, 0.52], [320, 0.66], [720, 0.66]] as const) out.push(R.box(X, X + 22, 780, R.yf, d, d + 0.02, darken(p.interiorWood, 0.35)));
  out.push(R.box(300, 760, 760, 782, 0.5, 0.68, darken(p.interiorWood, 0.25)));
  out.push(R.box(360, 520, 740, 760, 0.55, 0.62, p.accent, { top: lighten(p.accent, 0.2) }));
  out.push(R.box(372, 505, 722, 740, 0.56, 0.61, p.accent2));
  for (const [X, col] of [[620, "#f6f1e7"], [680, p.accent2]] as const) {
    const [mx, my] = R.p(X, 760, 0.58);
    const ms = R.s(0.58);
    out.push(rect(mx - 14 * ms, my - 34 * ms, 28 * ms, 34 * ms, col, `rx="${f(4 * ms)}"`), ellipse(mx, my - 34 * ms, 14 * ms, 4 * ms, "#6b3f22"));
  }
  // armchair on the right, facing the sofa
  const chairCol = p.accent2;
  out.push(R.shadow(svg, 1110, 1420, 0.3, 0.58));
  out.push(R.box(1110, 1420, 740, 870, 0.32, 0.56, chairCol));
  out.push(R.box(1120, 1360, 705, 745, 0.34, 0.54, lighten(chairCol, 0.15), { r: 12 }));
  out.push(R.box(1350, 1430, 520, 870, 0.3, 0.58, darken(chairCol, 0.1), { r: 14 }));
  out.push(R.box(1110, 1430, 640, 870, 0.55, 0.6, darken(chairCol, 0.05), { r: 14 }));
  out.push(cushion(ctx, 1300, 640, 0.45, 1.1, p.accent));
  out.push(R.box(1110, 1430, 640, 870, 0.27, 0.32, darken(chairCol, 0.02), { r: 14 }));
  out.push(plant(ctx, 880, R.yf, 0.97, 1.1));
  out.push(warmth(ctx));
  return out.join("");
}
