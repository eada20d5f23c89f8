import { H } from "./canvas";
import { chalet } from "./chalet/chalet";
import { chaletOptsFor } from "./chalet/options";
import { darken, mix } from "./color";
import { alpineBackdrop } from "./landscape/backdrop";
import { groundLayer } from "./landscape/ground";
import { hills } from "./landscape/hills";
import { snowfall } from "./landscape/snowfall";
import { fir } from "./landscape/trees";
import { colorsFor } from "./palette";
import type { Rng } from "./prng";
import type { Property } from "./properties";
import type { Svg } from "./svg/document";
import { vignette } from "./svg/effects";
import { group, op, pathEl, place, poly, polyline } from "./svg/elements";
import { f } from "./svg/format";

/** The property's chalet in its landscape: the first photo of every property (and the default social image). */
export function exteriorScene(svg: Svg, rng: Rng, p: Property): string {
  const look = p.look;
  const c = colorsFor(look, rng);
  const parts: string[] = [];
  parts.push(alpineBackdrop(svg, rng, c, look, { trees: 120, hillY: 640 }).el);
  // a few tiny chalets on the far slope
  for (let i = 0; i < 3; i++) {
    const x = rng.pick([rng.range(120, 420), rng.range(1180, 1500)]);
    const tiny = chaletOptsFor(p, { floors: 1, hw: 200, woodpile: false, detail: false, smoke: false, flowers: null });
    parts.push(group(chalet(svg, rng, c, tiny), place(x, rng.range(672, 690), rng.range(0.09, 0.12))));
  }
  const nearHill = look.season === "winter" ? mix(c.snow, c.shadow, 0.06) : mix(c.ground2, c.forest, 0.25);
  parts.push(hills(svg, rng, c, look.season, { y: 700, amp: 14, fill: nearHill, trees: 26, size: [40, 90], spread: 20, xRange: [[-20, 330], [1280, 1620]] }));
  parts.push(groundLayer(svg, rng, c, look.season, 748));
  const cx = rng.range(640, 800);
  const baseY = rng.range(812, 836);
  const s = p.floors >= 3 ? 0.8 : rng.range(0.86, 0.94);
  // path to the door
  const doorX = cx - p.hw * 0.45 * s;
  parts.push(poly([[doorX - 30 * s, baseY], [doorX + 30 * s, baseY], [doorX + 140, H + 5], [doorX - 60, H + 5]], look.season === "winter" ? mix(c.snow, c.shadow, 0.18) : c.tint("#c9b38c"), op(0.85)));
  parts.push(group(chalet(svg, rng, c, chaletOptsFor(p)), place(cx, baseY, s)));
  // big foreground firs
  const snow = look.season === "winter" ? c.snow : null;
  const fg: [number, number, number][] = [
    [rng.range(40, 140), rng.range(880, 905), rng.range(380, 460)],
    [rng.range(190, 280), rng.range(860, 880), rng.range(250, 320)],
    [rng.range(1450, 1560), rng.range(880, 905), rng.range(360, 450)],
  ];
  for (const [x, y, h] of fg) parts.push(fir(x, y, h, darken(c.forest, 0.1), c.forestShade, snow));
  if (look.season === "summer") {
    // fence in the foreground
    let fence = "";
    for (let x = 1040; x < 1640; x += 70) fence += `M${f(x)} ${f(890 - (x - 1040) * 0.05)}v-70h9v70Z`;
    parts.push(pathEl(fence, c.tint("#8a6240")));
    parts.push(polyline([[1030, 840], [1640, 810]], c.tint("#a47a52"), 8), polyline([[1030, 868], [1640, 838]], c.tint("#a47a52"), 8));
  }
  if (c.snowfall) parts.push(snowfall(rng));
  parts.push(vignette(svg, 0.3));
  return parts.join("");
}
