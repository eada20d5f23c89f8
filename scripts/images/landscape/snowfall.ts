import { H, W } from "../canvas";
import type { Rng } from "../prng";
import { op, pathEl } from "../svg/elements";
import { scatterDots } from "./scatter";

/** Falling snow in front of the whole scene: many small flakes and a few big, blurry-looking ones. */
export function snowfall(rng: Rng, w = W, h = H): string {
  const small = scatterDots(rng, 320, [1.2, 3.2], w, h);
  const big = scatterDots(rng, 40, [4, 7], w, h);
  return pathEl(small, "#ffffff", op(0.85)) + pathEl(big, "#ffffff", op(0.45));
}
