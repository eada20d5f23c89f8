import type { Rng } from "../prng";
import { dot } from "../svg/paths";

/** Path data for count dots spread uniformly over [0, w] x [0, h], radii drawn from r (stars, snow). */
export function scatterDots(rng: Rng, count: number, r: readonly [number, number], w: number, h: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    d += dot(x, y, rng.range(r[0], r[1]));
  }
  return d;
}
