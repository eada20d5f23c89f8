import { darken } from "../color";
import { steps } from "../geometry";
import { ellipse, op, pathEl, rect } from "../svg/elements";
import { f } from "../svg/format";
import type { Ctx } from "./context";
import { plant } from "./decor";
import { columnJoints, rowJoints } from "./joints";
import { kitchenIsland } from "./kitchen-island";
import { roomShell } from "./shell";
import { warmth } from "./warmth";
import { backWindow } from "./windows";

/** Fitted kitchen along the back wall with the sink under the window; the island stands in front. */
export function kitchen(ctx: Ctx): string {
  const { R, p, c } = ctx;
  const out: string[] = [roomShell(ctx, { style: p.wallStyle === "wood" ? "mixed" : p.wallStyle, beams: true })];
  const cab = p.cabinet;
  const top = c.tint("#4a4744");
  // backsplash tiles
  out.push(R.face(60, 1540, 380, 580, 1, p.tile));
  const tl = columnJoints(R, steps(60, 1540, 40), 380, 580) + rowJoints(R, 60, 1540, steps(380, 580, 40));
  out.push(pathEl(tl, "none", `stroke="${darken(p.tile, 0.15)}" stroke-width="1.5"`));
  out.push(backWindow(ctx, 620, 980, 150, 500, { panes: 2 }));
  // upper cabinets
  for (const [X0, X1] of [[60, 560], [1040, 1540]] as const) {
    out.push(R.box(X0, X1, 120, 370, 0.93, 1, cab));
    const dl = columnJoints(R, steps(X0 + 125, X1, 125, false), 124, 366, 0.93);
    out.push(pathEl(dl, "none", `stroke="${darken(cab, 0.3)}" stroke-width="2"`));
    out.push(R.face(X0, X1, 370, 378, 0.93, "#fff2cf", op(0.7)));
  }
  // base cabinets + counter
  out.push(R.box(60, 1540, 590, R.yf - 10, 0.88, 1, cab));
  const doors = steps(60, 1540, 148, false);
  const dl = columnJoints(R, doors, 600, R.yf - 14, 0.88);
  let handles = "";
  for (const X of doors) {
    const h = R.p(X + 74, 640, 0.88);
    handles += `M${f(h[0] - 14)} ${f(h[1])}h28`;
  }
  out.push(pathEl(dl, "none", `stroke="${darken(cab, 0.3)}" stroke-width="2"`), pathEl(handles, "none", `stroke="#8b8b8b" stroke-width="4" stroke-linecap="round"`));
  out.push(R.box(50, 1550, 570, 592, 0.87, 1, top));
  // sink + tap under window
  out.push(R.flat(680, 920, 570, 0.9, 0.97, darken(top, 0.4)));
  const [tx, ty] = R.p(800, 570, 0.985);
  const ts = R.s(0.985);
  out.push(pathEl(`M${f(tx)} ${f(ty)}V${f(ty - 80 * ts)}Q${f(tx)} ${f(ty - 110 * ts)} ${f(tx + 30 * ts)} ${f(ty - 110 * ts)}Q${f(tx + 60 * ts)} ${f(ty - 110 * ts)} ${f(tx + 60 * ts)} ${f(ty - 80 * ts)}`, "none", `stroke="#a7adb3" stroke-width="${f(8 * ts)}" stroke-linecap="round"`));
  // hob
  out.push(R.flat(1180, 1420, 570, 0.9, 0.98, "#1f2124"));
  // items on the counter
  out.push(plant(ctx, 180, 570, 0.95, 0.65));
  const [kx, ky] = R.p(1300, 570, 0.94);
  const ks = R.s(0.94);
  out.push(pathEl(`M${f(kx - 40 * ks)} ${f(ky)}L${f(kx - 30 * ks)} ${f(ky - 70 * ks)}H${f(kx + 30 * ks)}L${f(kx + 40 * ks)} ${f(ky)}Z`, c.tint(p.accent)), ellipse(kx, ky - 72 * ks, 30 * ks, 8 * ks, darken(p.accent, 0.3)));
  const [bx, by] = R.p(430, 570, 0.95);
  const bs = R.s(0.95);
  out.push(rect(bx - 60 * bs, by - 150 * bs, 120 * bs, 150 * bs, c.tint("#c79a63"), `rx="${f(18 * bs)}"`));
  out.push(kitchenIsland(ctx, top));
  out.push(warmth(ctx, 0.08));
  return out.join("");
}
