import { darken, lighten } from "../color";
import { masonry } from "../masonry";
import { glow } from "../svg/effects";
import { ellipse, pathEl, rect } from "../svg/elements";
import { f } from "../svg/format";
import type { Ctx } from "./context";
import { painting } from "./decor";

/** Stone chimney breast against the back wall (X 960–1420) with a burning fire, mantel, painting and candles. */
export function fireplace(ctx: Ctx): string {
  const { R, p, svg, rng, c } = ctx;
  const out: string[] = [];
  const stone = c.tint("#b9b2a6");
  out.push(R.box(960, 1420, R.yc, R.yf, 0.86, 1, stone));
  const opts = { y0: 20, yEnd: R.yf - 20, course: 48, x0: 960, jitter: 30, xEnd: 1410, width: [60, 120] as const, gap: 6 };
  const stones = masonry(rng, opts, (X, w, Y) => {
    const a = R.p(Math.max(X, 966), Y, 0.86);
    const b = R.p(Math.min(X + w, 1414), Y + 42, 0.86);
    return b[0] - a[0] > 8 ? `M${f(a[0] + 3)} ${f(a[1])}H${f(b[0] - 3)}V${f(b[1])}H${f(a[0] + 3)}Z` : "";
  });
  out.push(pathEl(stones, lighten(stone, 0.12), `stroke="${darken(stone, 0.25)}" stroke-width="2"`));
  out.push(R.face(1060, 1320, 600, 860, 0.86, "#1b1512"));
  const [fx, fy] = R.p(1190, 860, 0.9);
  const fs = R.s(0.9);
  out.push(glow(svg, fx, fy - 60 * fs, 500 * fs, "#ff8c2a", 0.5));
  out.push(ellipse(fx - 30 * fs, fy - 12 * fs, 70 * fs, 16 * fs, "#5b3a22"), ellipse(fx + 40 * fs, fy - 16 * fs, 66 * fs, 15 * fs, "#6b4428"));
  for (const [dx, h, col] of [[-50, 150, "#ff7b22"], [10, 200, "#ff9a2e"], [60, 140, "#ff7b22"], [-10, 120, "#ffd25a"], [30, 90, "#fff0a8"]] as const) {
    const x = fx + dx * fs;
    const y = fy - 20 * fs;
    out.push(pathEl(`M${f(x - 36 * fs)} ${f(y)}Q${f(x - 40 * fs)} ${f(y - h * 0.5 * fs)} ${f(x)} ${f(y - h * fs)}Q${f(x + 10 * fs)} ${f(y - h * 0.45 * fs)} ${f(x + 36 * fs)} ${f(y)}Z`, col));
  }
  // hearth and mantel
  out.push(R.box(1020, 1360, 860, R.yf, 0.78, 0.86, lighten(stone, 0.1)));
  out.push(R.box(990, 1390, 570, 600, 0.82, 0.86, darken(p.interiorWood, 0.35)));
  out.push(painting(ctx, 1060, 1320, 230, 470, 0.86));
  for (const X of [1030, 1350]) {
    const [cx, cy] = R.p(X, 570, 0.84);
    out.push(rect(cx - 7, cy - 46, 14, 46, "#f4ead2"), glow(svg, cx, cy - 56, 40, "#ffd27a", 0.7), ellipse(cx, cy - 54, 4, 8, "#ffcf57"));
  }
  out.push(glow(svg, fx, fy, 900 * fs, "#ff9a3c", 0.18));
  return out.join("");
}
