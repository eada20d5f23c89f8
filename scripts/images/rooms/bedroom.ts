import { darken, lighten } from "../color";
import { pathEl } from "../svg/elements";
import { seg } from "../svg/paths";
import type { Ctx } from "./context";
import { lamp, painting, plant } from "./decor";
import { roomShell } from "./shell";
import { warmth } from "./warmth";
import { sideWindow } from "./windows";

/** Double bed between two nightstands, window in the left wall, wardrobe on the right. */
export function bedroom(ctx: Ctx): string {
  const { R, p, svg, c } = ctx;
  const out: string[] = [roomShell(ctx, { beams: true })];
  out.push(sideWindow(ctx, R.xl, 0.32, 0.72, 190, 600));
  out.push(painting(ctx, 620, 980, 290, 500));
  const frame = darken(p.interiorWood, 0.28);
  // rug
  out.push(R.flat(360, 1240, R.yf - 1, 0.3, 0.86, lighten(p.accent2, 0.2)));
  // nightstands + lamps
  for (const X of [270, 1200]) {
    out.push(R.box(X, X + 130, 720, R.yf, 0.85, 0.97, frame));
    out.push(R.face(X + 14, X + 116, 760, 800, 0.85, "none", `stroke="${darken(frame, 0.3)}" stroke-width="3"`));
    out.push(lamp(ctx, X + 65, 720, 0.91, 1.0, lighten(p.accent2, 0.3)));
  }
  // bed
  out.push(R.shadow(svg, 420, 1180, 0.42, 0.96, 0.3));
  out.push(R.box(420, 1180, 500, R.yf, 0.955, 0.985, frame));
  out.push(R.face(450, 1150, 530, 690, 0.955, lighten(frame, 0.12)));
  out.push(R.box(440, 1160, 800, 880, 0.44, 0.955, darken(frame, 0.1)));
  out.push(R.box(445, 1155, 690, 800, 0.44, 0.955, "#f5f1ea", { r: 10 }));
  for (const X of [480, 810]) out.push(R.box(X, X + 290, 610, 690, 0.9, 0.94, "#fbf8f3", { r: 30 }));
  out.push(R.box(470, 1130, 640, 698, 0.87, 0.9, p.accent2, { r: 20 }));
  out.push(R.box(440, 1160, 680, 790, 0.44, 0.85, lighten(p.accent2, 0.55), { r: 14 }));
  out.push(R.box(438, 1162, 676, 760, 0.44, 0.6, p.accent, { r: 10 }));
  out.push(R.box(438, 1162, 676, 682, 0.53, 0.55, lighten(p.accent, 0.3)));
  // bench at the foot of the bed
  out.push(R.box(500, 1100, 770, 800, 0.34, 0.4, darken(p.interiorWood, 0.15)));
  for (const X of [510, 1070]) out.push(R.box(X, X + 20, 800, R.yf, 0.35, 0.39, darken(p.interiorWood, 0.35)));
  // wardrobe on the right
  const wcol = darken(p.interiorWood, 0.08);
  out.push(R.box(1420, 1660, 140, R.yf, 0.5, 0.9, wcol));
  let wd = "";
  // door gaps, then the handles
  for (const dd of [0.63, 0.76]) wd += seg(R.p(1420, 160, dd), R.p(1420, R.yf - 20, dd));
  for (const dd of [0.6, 0.66, 0.73, 0.79]) wd += seg(R.p(1420, 480, dd), R.p(1420, 560, dd));
  out.push(pathEl(wd, "none", `stroke="${darken(wcol, 0.35)}" stroke-width="3"`));
  out.push(plant(ctx, 1360, R.yf, 0.95, 0.9));
  out.push(warmth(ctx, c.glow ? 0.14 : 0.1));
  return out.join("");
}
