import { H, W } from "../canvas";
import type { Svg } from "./document";
import { circle, rect } from "./elements";

/** Soft radial light: sun halo, lamp light, fire glow. */
export function glow(svg: Svg, x: number, y: number, r: number, color: string, strength: number): string {
  return circle(x, y, r, svg.radial([[0, color, strength], [0.45, color, strength * 0.4], [1, color, 0]]));
}

/** Darkened corners, like a real lens. */
export function vignette(svg: Svg, strength: number, w = W, h = H): string {
  return rect(0, 0, w, h, svg.radial([[0.55, "#000000", 0], [1, "#000000", strength]], 0.5, 0.5, 0.75));
}
