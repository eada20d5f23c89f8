import { mix } from "../color";
import type { Look } from "../look";
import type { Colors } from "../palette";
import type { Rng } from "../prng";
import type { Svg } from "../svg/document";
import { hills } from "./hills";
import { mountainRange, type Range } from "./mountains";
import { skyLayer } from "./sky";

export interface BackdropOpts {
  trees: number;
  hillY: number;
  /** Foot of the main range (default 650). */
  baseY?: number;
}

/** Sky, two mountain ranges, forested hills. Returns the content plus the main ridge. */
export function alpineBackdrop(svg: Svg, rng: Rng, c: Colors, look: Look, opts: BackdropOpts): Range {
  const baseY = opts.baseY ?? 650;
  const parts: string[] = [skyLayer(svg, rng, c)];
  parts.push(
    mountainRange(svg, rng, c, look.season, {
      style: look.peaks === "pyramid" || look.peaks === "plateau" ? "sharp" : look.peaks,
      baseY: baseY - 50, top: [baseY - 450, baseY - 340], count: 6, haze: 0.55, snowline: baseY - 380, detail: false, jag: 2,
    }).el,
  );
  const main = mountainRange(svg, rng, c, look.season, {
    style: look.peaks, baseY, top: [baseY - 540, baseY - 400], count: 4, haze: 0.06, snowline: baseY - 400, detail: true, jag: 3,
  });
  parts.push(main.el);
  const hillFill =
    look.season === "winter" ? mix(c.snow, c.shadow, 0.12) : mix(mix(c.ground2, c.forest, 0.45), c.haze, 0.15);
  parts.push(hills(svg, rng, c, look.season, { y: opts.hillY, amp: 22, fill: hillFill, trees: opts.trees, size: [16, 34], spread: 26 }));
  return { el: parts.join(""), ridge: main.ridge };
}
