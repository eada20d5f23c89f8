import { darken, lighten, mix } from "../color";
import { lerp } from "../geometry";
import { glow } from "../svg/effects";
import { line, op, pathEl, poly, rect } from "../svg/elements";
import { f } from "../svg/format";
import type { Ctx } from "./context";
import type { P3 } from "./room";

/** Window in the back wall showing the full landscape view, with sill and light spilling onto the floor. */
export function backWindow(ctx: Ctx, X0: number, X1: number, Y0: number, Y1: number, o: { panes?: number; frame?: string } = {}): string {
  const { svg, R } = ctx;
  const d = 1;
  const frame = o.frame ?? lighten(ctx.p.interiorWood, 0.1);
  const [x0, y0] = R.p(X0, Y0, d);
  const [x1, y1] = R.p(X1, Y1, d);
  const s = R.s(d);
  const out: string[] = [];
  out.push(rect(x0 - 16 * s, y0 - 16 * s, x1 - x0 + 32 * s, y1 - y0 + 32 * s, darken(frame, 0.35)));
  out.push(`<svg x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(y1 - y0)}" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">${ctx.view()}</svg>`);
  out.push(poly([[x0, y1 - (y1 - y0) * 0.35], [x0 + (x1 - x0) * 0.35, y0], [x0 + (x1 - x0) * 0.55, y0], [x0, y1 - (y1 - y0) * 0.05]], "#ffffff", op(0.1)));
  out.push(rect(x0, y0, x1 - x0, y1 - y0, "none", `stroke="${frame}" stroke-width="${f(14 * s)}"`));
  const panes = o.panes ?? 2;
  let m = "";
  for (let i = 1; i < panes; i++) m += `M${f(lerp(x0, x1, i / panes))} ${f(y0)}V${f(y1)}`;
  out.push(pathEl(m, "none", `stroke="${frame}" stroke-width="${f(12 * s)}"`));
  out.push(R.box(X0 - 40, X1 + 40, Y1 + 16, Y1 + 36, d - 0.04, d, frame));
  // light spill on the floor
  out.push(R.quad([[X0, R.yf, d], [X1, R.yf, d], [X1 + 260, R.yf, d * 0.35], [X0 + 260, R.yf, d * 0.35]], "#fff6dc", `${op(0.08)} ${svg.blur(12)}`));
  return out.join("");
}

/** Window in a side wall at X between depths d0 and d1: too oblique for the full view, so a simplified one. */
export function sideWindow(ctx: Ctx, X: number, d0: number, d1: number, Y0: number, Y1: number): string {
  const { svg, R, c, p } = ctx;
  const frame = lighten(p.interiorWood, 0.1);
  const sky = svg.linear([[0, c.skyTop], [0.7, c.skyHorizon], [1, lighten(c.snow, 0.2)]]);
  const out: string[] = [];
  const g = (dd: number, y: number): P3 => [X, y, dd];
  out.push(R.quad([g(d0 - 0.02, Y0 - 16), g(d1 + 0.02, Y0 - 16), g(d1 + 0.02, Y1 + 16), g(d0 - 0.02, Y1 + 16)], darken(frame, 0.35)));
  out.push(R.quad([g(d0, Y0), g(d1, Y0), g(d1, Y1), g(d0, Y1)], sky));
  // distant peaks through the window
  const peaks: P3[] = [g(d0, Y1), g(d0, lerp(Y0, Y1, 0.62))];
  const n = 6;
  for (let i = 1; i < n; i++) peaks.push(g(lerp(d0, d1, i / n), lerp(Y0, Y1, i % 2 === 0 ? 0.6 : 0.42)));
  peaks.push(g(d1, lerp(Y0, Y1, 0.6)), g(d1, Y1));
  out.push(R.quad(peaks, mix(c.snow, c.haze, 0.3)));
  out.push(R.quad([g(d0, Y1), g(d0, lerp(Y0, Y1, 0.82)), g(d1, lerp(Y0, Y1, 0.8)), g(d1, Y1)], p.look.season === "winter" ? mix(c.snow, c.shadow, 0.15) : c.forest));
  out.push(R.quad([g(d0, Y0), g(d1, Y0), g(d1, Y1), g(d0, Y1)], "none", `stroke="${frame}" stroke-width="12"`));
  const m0 = R.p(X, Y0, (d0 + d1) / 2);
  const m1 = R.p(X, Y1, (d0 + d1) / 2);
  out.push(line(m0[0], m0[1], m1[0], m1[1], frame, 10));
  out.push(R.quad([[X, R.yf, d0], [X, R.yf, d1], [X + 500, R.yf, d1 - 0.1], [X + 500, R.yf, d0 - 0.15]], "#fff6dc", `${op(0.1)} ${svg.blur(14)}`));
  out.push(glow(svg, ...R.p(X, (Y0 + Y1) / 2, (d0 + d1) / 2), 380, "#fff4d8", 0.16));
  return out.join("");
}
