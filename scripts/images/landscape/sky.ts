import { H, W } from "../canvas";
import type { Colors } from "../palette";
import type { Rng } from "../prng";
import type { Svg } from "../svg/document";
import { glow } from "../svg/effects";
import { circle, ellipse, group, op, pathEl, rect } from "../svg/elements";
import { scatterDots } from "./scatter";

function cloud(x: number, y: number, s: number, c: Colors, opacity: number): string {
  const puffs: [number, number, number][] = [
    [-70, -8, 34], [-28, -30, 50], [28, -22, 44], [70, -6, 30], [0, -4, 40],
  ];
  const shade = puffs.map(([dx, dy, r]) => circle(x + dx * s, y + (dy + 9) * s, r * s, c.cloudShade)).join("");
  const lit = puffs.map(([dx, dy, r]) => circle(x + dx * s, y + dy * s, r * s, c.cloud)).join("");
  return group(
    ellipse(x, y + 8 * s, 110 * s, 20 * s, c.cloudShade) + shade + lit + ellipse(x, y + 2 * s, 100 * s, 16 * s, c.cloud),
    op(opacity),
  );
}

/** Gradient sky with stars, moon or sun, and clouds. */
export function skyLayer(svg: Svg, rng: Rng, c: Colors, w = W, h = H): string {
  const out: string[] = [];
  out.push(rect(0, 0, w, h, svg.linearUser([[0, c.skyTop], [0.55, c.skyMid], [1, c.skyHorizon]], 0, 0, 0, 680)));
  if (c.stars) {
    out.push(pathEl(scatterDots(rng, 110, [0.6, 1.9], w, 430), "#ffffff", op(0.8)));
  }
  if (c.moon) {
    out.push(glow(svg, c.sunX, c.sunY, 170, "#e9e6ff", 0.35));
    out.push(circle(c.sunX, c.sunY, c.sunR, "#f6f2dc"));
    out.push(circle(c.sunX - 9, c.sunY - 6, 7, "#e2dcc0"), circle(c.sunX + 10, c.sunY + 8, 5, "#e2dcc0"));
  }
  if (c.sun) {
    out.push(glow(svg, c.sunX, c.sunY, 360, c.sunGlow, 0.6));
    out.push(circle(c.sunX, c.sunY, c.sunR, c.sun));
  }
  for (let i = 0; i < c.clouds; i++) {
    out.push(cloud(rng.range(60, w - 60), rng.range(60, c.snowfall ? 260 : 330), rng.range(0.6, 1.5), c, rng.range(0.75, 0.95)));
  }
  return out.join("");
}
