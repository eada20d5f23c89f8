import { darken, mix } from "../color";
import type { Season } from "../look";
import type { Colors } from "../palette";
import type { Rng } from "../prng";
import type { Svg } from "../svg/document";
import { terrain } from "./terrain";
import { fir, larch } from "./trees";

export interface HillOpts {
  y: number;
  amp: number;
  fill: string;
  trees: number;
  size: [number, number];
  spread: number;
  /** Where trees may stand (default: the whole width). */
  xRange?: [number, number][];
}

/** A rolling band of hills with a forest on it, trees sorted back to front. */
export function hills(svg: Svg, rng: Rng, c: Colors, season: Season, o: HillOpts): string {
  const ph = [rng.range(0, 6.3), rng.range(0, 6.3)] as const;
  const hillAt = (x: number): number => o.y + o.amp * Math.sin(x / 270 + ph[0]) + o.amp * 0.45 * Math.sin(x / 97 + ph[1]);
  const out: string[] = [];
  out.push(terrain(hillAt, svg.linearUser([[0, o.fill], [1, darken(o.fill, 0.15)]], 0, o.y - o.amp, 0, o.y + 200)));
  const trees: [number, number, number, boolean][] = [];
  const ranges = o.xRange ?? [[-20, 1620]];
  for (let i = 0; i < o.trees; i++) {
    const r = rng.pick(ranges);
    const x = rng.range(r[0], r[1]);
    trees.push([x, hillAt(x) + rng.range(-4, o.spread), rng.range(o.size[0], o.size[1]), rng.chance(0.4)]);
  }
  trees.sort((a, b) => a[1] - b[1]);
  const snow = season === "winter" ? c.snow : null;
  for (const [x, y, h, isLarch] of trees) {
    if (season === "autumn" && isLarch) out.push(larch(x, y, h * 1.05, mix(c.larch, rng.pick(["#f0b440", "#c9822a", "#e8c060"]), 0.35)));
    else out.push(fir(x, y, h, c.forest, c.forestShade, snow));
  }
  return out.join("");
}
