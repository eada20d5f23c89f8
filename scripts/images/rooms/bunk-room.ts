import { darken, lighten } from "../color";
import type { Ctx } from "./context";
import { lamp, painting } from "./decor";
import { roomShell } from "./shell";
import { warmth } from "./warmth";
import { backWindow } from "./windows";

/** Children's room: bunk bed along the left wall, single bed on the right, chest under the window. */
export function bunkRoom(ctx: Ctx): string {
  const { R, p, svg } = ctx;
  const out: string[] = [roomShell(ctx)];
  out.push(backWindow(ctx, 600, 1000, 220, 560));
  out.push(painting(ctx, 1120, 1320, 300, 460));
  out.push(R.flat(420, 1140, R.yf - 1, 0.3, 0.8, p.accent2));
  const frame = darken(p.interiorWood, 0.3);
  // bunk bed along the left wall
  out.push(R.shadow(svg, 20, 440, 0.35, 0.95, 0.3));
  for (const d of [0.36, 0.94]) for (const X of [30, 410]) out.push(R.box(X, X + 28, 180, R.yf, d, d + 0.03, frame));
  for (const Y of [760, 420]) {
    out.push(R.box(40, 430, Y, Y + 40, 0.37, 0.95, frame));
    out.push(R.box(50, 420, Y - 50, Y, 0.38, 0.94, "#f5f1ea", { r: 8 }));
    out.push(R.box(48, 422, Y - 56, Y - 10, 0.38, 0.76, Y > 500 ? p.accent : p.accent2, { r: 8 }));
    out.push(R.box(70, 400, Y - 80, Y - 46, 0.84, 0.92, "#fbf8f3", { r: 14 }));
  }
  out.push(R.box(30, 438, 300, 318, 0.36, 0.39, frame));
  // ladder
  for (const Y of [520, 600, 680]) out.push(R.box(438, 456, Y, Y + 12, 0.37, 0.5, frame));
  // single bed on the right
  out.push(R.shadow(svg, 1160, 1580, 0.4, 0.95, 0.3));
  out.push(R.box(1160, 1580, 560, R.yf, 0.94, 0.97, frame));
  out.push(R.box(1170, 1570, 790, 870, 0.45, 0.94, frame));
  out.push(R.box(1175, 1565, 720, 790, 0.45, 0.94, "#f5f1ea", { r: 8 }));
  out.push(R.box(1172, 1568, 712, 780, 0.45, 0.8, p.accent, { r: 10 }));
  out.push(R.box(1190, 1550, 660, 720, 0.85, 0.92, "#fbf8f3", { r: 16 }));
  // chest
  out.push(R.box(640, 960, 760, R.yf, 0.86, 0.98, darken(p.accent2, 0.2)));
  out.push(R.box(630, 970, 740, 762, 0.85, 0.98, darken(p.accent2, 0.35)));
  out.push(lamp(ctx, 800, 740, 0.92, 0.9, lighten(p.accent2, 0.3)));
  out.push(warmth(ctx, 0.1));
  return out.join("");
}
