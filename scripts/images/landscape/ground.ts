import { H } from "../canvas";
import { darken } from "../color";
import type { Season } from "../look";
import type { Colors } from "../palette";
import type { Rng } from "../prng";
import type { Svg } from "../svg/document";
import { ellipse, op, pathEl } from "../svg/elements";
import { f } from "../svg/format";
import { dot } from "../svg/paths";
import { terrain } from "./terrain";

/** Alpine meadow flowers. */
export const FLOWER_COLORS = ["#ffffff", "#f6d548", "#b77cf2", "#ff6f91", "#7aa6ff", "#ff9f43"];

/** Foreground ground from y = top down: snow drifts and sparkles in winter, grass and flowers otherwise. */
export function groundLayer(svg: Svg, rng: Rng, c: Colors, season: Season, top: number): string {
  const ph = [rng.range(0, 6.3), rng.range(0, 6.3)] as const;
  const gAt = (x: number): number => top + 16 * Math.sin(x / 310 + ph[0]) + 9 * Math.sin(x / 120 + ph[1]);
  const out: string[] = [];
  out.push(terrain(gAt, svg.linearUser([[0, c.ground1], [1, c.ground2]], 0, top - 20, 0, H)));
  if (season === "winter") {
    for (let i = 0; i < 7; i++) {
      const x = rng.range(0, 1600);
      const y = rng.range(top + 30, H);
      out.push(ellipse(x, y, rng.range(120, 320), rng.range(10, 24), c.shadow, `${op(0.07)} ${svg.blur(6)}`));
    }
    let d = "";
    for (let i = 0; i < 60; i++) {
      const x = rng.range(0, 1600);
      const y = rng.range(top + 10, H);
      d += `M${f(x)} ${f(y)}h2.4v2.4h-2.4Z`;
    }
    out.push(pathEl(d, "#ffffff", op(0.9)));
  } else {
    let grass = "";
    for (let i = 0; i < 260; i++) {
      const x = rng.range(-10, 1610);
      const y = gAt(x) + Math.pow(rng.next(), 0.7) * (H - top);
      const s = 0.5 + (y - top) / (H - top);
      grass += `M${f(x)} ${f(y)}l${f(-4 * s)} ${f(-12 * s)}M${f(x)} ${f(y)}l${f(1 * s)} ${f(-15 * s)}M${f(x)} ${f(y)}l${f(5 * s)} ${f(-11 * s)}`;
    }
    out.push(pathEl(grass, "none", `stroke="${darken(c.ground2, 0.12)}" stroke-width="2" stroke-linecap="round" ${op(0.55)}`));
    const flowers = season === "autumn" ? ["#f6d548", "#ffffff", "#c77d3a"] : FLOWER_COLORS;
    for (const col of flowers) {
      let d = "";
      for (let i = 0; i < (season === "autumn" ? 25 : 45); i++) {
        const x = rng.range(0, 1600);
        const y = gAt(x) + 8 + Math.pow(rng.next(), 0.6) * (H - top);
        const r = 1.5 + ((y - top) / (H - top)) * 3.5;
        d += dot(x, y, r);
      }
      out.push(pathEl(d, c.tint(col)));
    }
  }
  return out.join("");
}
