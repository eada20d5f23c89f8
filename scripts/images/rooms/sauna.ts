import { H, W } from "../canvas";
import { darken, lighten, mix } from "../color";
import { steps } from "../geometry";
import { variant } from "../scene-order";
import { vignette } from "../svg/effects";
import { circle, line, op, pathEl, rect } from "../svg/elements";
import { f } from "../svg/format";
import { seg } from "../svg/paths";
import type { Ctx } from "./context";
import { columnJoints, rowJoints } from "./joints";
import { Room } from "./room";
import { saunaStove } from "./sauna-stove";
import { roomShell } from "./shell";
import { backWindow, sideWindow } from "./windows";

/** Slatted bench across the whole room at height Y, from depth d0 to d1, with its boarded front. */
function bench(R: Room, wood: string, Y: number, d0: number, d1: number): string {
  const parts = [R.box(R.xl, R.xr, Y, Y + 26, d0, d1, lighten(wood, 0.05))];
  let sl = "";
  for (let t = d0 + 0.035; t < d1; t += 0.035) sl += seg(R.p(R.xl, Y, t), R.p(R.xr, Y, t));
  parts.push(pathEl(sl, "none", `stroke="${darken(wood, 0.3)}" stroke-width="2.5"`));
  parts.push(R.box(R.xl, R.xr, Y + 26, R.yf, d0 + 0.01, d0 + 0.02, darken(wood, 0.15)));
  const vb = columnJoints(R, steps(R.xl, R.xr, 40, false), Y + 26, R.yf, d0 + 0.01);
  parts.push(pathEl(vb, "none", `stroke="${darken(wood, 0.35)}" stroke-width="2"`));
  return parts.join("");
}

/** Sauna with two benches and a stove; each property with a sauna gets one of three wood styles in turn. */
export function sauna(ctx: Ctx): string {
  const { R, p, svg, rng, c } = ctx;
  // per-property sauna style: pale aspen, honey pine or dark thermo-wood
  const style = variant(p, "sauna") % 3;
  const wood = c.tint([mix(p.interiorWood, "#e8cfa0", 0.6), mix(p.interiorWood, "#d69a55", 0.4), mix(p.interiorWood, "#6e4528", 0.6)][style] ?? p.interiorWood);
  // a sauna is smaller than the other rooms: same vanishing point, nearer back wall
  const R2 = new Room(R.vx, R.vy, [0.5, 0.56, 0.46][style] ?? 0.5);
  const ctx2 = { ...ctx, R: R2 };
  const out: string[] = [];
  // walls with horizontal boards
  out.push(roomShell(ctx2, { wall: wood, style: "wood", beams: false, floor: darken(wood, 0.35), planks: false }));
  const hb = rowJoints(R2, R2.xl, R2.xr, steps(30, R2.yf, 42, false), true);
  out.push(pathEl(hb, "none", `stroke="${darken(wood, 0.28)}" stroke-width="2" ${op(0.6)}`));
  if (style === 1) out.push(backWindow(ctx2, 300, 700, 150, 340, { panes: 1, frame: darken(wood, 0.2) }));
  else out.push(sideWindow(ctx2, R2.xl, 0.5, 0.8, 200, 440));
  // backrest slats with hidden LED strip
  for (let Y = 380; Y < 520; Y += 34) out.push(R2.box(R2.xl, R2.xr, Y, Y + 22, 0.975, 0.99, darken(wood, 0.08)));
  out.push(R2.face(R2.xl, R2.xr, 520, 560, 0.995, svg.linear([[0, "#ffcf7a", 0.9], [1, "#ffcf7a", 0]])));
  out.push(bench(R2, wood, 560, 0.74, 1));
  out.push(bench(R2, wood, 720, 0.5, 0.74));
  // towel on the upper bench
  out.push(R2.box(300, 560, 540, 560, 0.8, 0.94, p.accent, { r: 6 }));
  out.push(R2.box(310, 550, 526, 540, 0.82, 0.92, p.accent2, { r: 6 }));
  // bucket & ladle
  const [bx, by] = R2.p(620, 720, 0.6);
  const bs = R2.s(0.6);
  out.push(pathEl(`M${f(bx - 60 * bs)} ${f(by - 110 * bs)}H${f(bx + 60 * bs)}L${f(bx + 48 * bs)} ${f(by)}H${f(bx - 48 * bs)}Z`, darken(wood, 0.2)));
  out.push(rect(bx - 58 * bs, by - 90 * bs, 116 * bs, 10 * bs, "#8a8f96"), rect(bx - 52 * bs, by - 30 * bs, 104 * bs, 10 * bs, "#8a8f96"));
  out.push(line(bx + 10 * bs, by - 100 * bs, bx + 110 * bs, by - 230 * bs, darken(wood, 0.4), 10 * bs));
  // thermometer
  const [hx, hy] = R2.p(style === 1 ? 1000 : 760 + rng.range(0, 300), 260, 1);
  out.push(circle(hx, hy, 40, darken(wood, 0.4)), circle(hx, hy, 32, "#f6efe2"), line(hx, hy, hx + 18, hy - 18, "#b91c1c", 4), circle(hx, hy, 4, "#333333"));
  out.push(saunaStove(ctx2, style, wood));
  out.push(rect(0, 0, W, H, "#ff9a3c", op(style === 2 ? 0.16 : 0.1)));
  out.push(vignette(svg, style === 2 ? 0.55 : 0.45));
  return out.join("");
}
