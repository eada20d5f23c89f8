import { H, W } from "../canvas";
import { vignette } from "../svg/effects";
import { op, rect } from "../svg/elements";
import type { Ctx } from "./context";

/** Final colour grade of an interior: warm light (stronger when lamps glow) and a vignette. */
export function warmth(ctx: Ctx, strength = 0.12): string {
  const { svg, c } = ctx;
  return (
    rect(0, 0, W, H, c.glow ? "#ff9f43" : "#ffd9a0", op(c.glow ? strength * 1.4 : strength * 0.6)) + vignette(svg, 0.38)
  );
}
