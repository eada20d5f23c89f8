import { H, W } from "../canvas";
import { darken, lighten, mix } from "../color";
import type { Pt } from "../geometry";
import { FLOWER_COLORS } from "../landscape/ground";
import { mountainRange } from "../landscape/mountains";
import { skyLayer } from "../landscape/sky";
import type { Look } from "../look";
import { colorsFor } from "../palette";
import { Rng } from "../prng";
import { Svg } from "../svg/document";
import { vignette } from "../svg/effects";
import { group, op, pathEl, poly, rect } from "../svg/elements";
import { f } from "../svg/format";
import { dot } from "../svg/paths";
import { hiker } from "./figures";

/** Short white glints on the lake surface below y = lakeTop. */
function ripples(rng: Rng, lakeTop: number): string {
  let ripple = "";
  for (let i = 0; i < 40; i++) {
    const x = rng.range(0, 1600);
    const y = rng.range(lakeTop + 4, 700);
    ripple += `M${f(x)} ${f(y)}h${f(rng.range(30, 110))}`;
  }
  return pathEl(ripple, "none", `stroke="#ffffff" stroke-width="2" ${op(0.35)}`);
}

/** Blog photo 2: summer hike above a turquoise reservoir, with a trail, signpost and two hikers. */
export function blogHike(): string {
  const svg = new Svg();
  const rng = new Rng("blog/2");
  const look: Look = { season: "summer", time: "day", peaks: "rounded" };
  const c = colorsFor(look, rng);
  const out: string[] = [skyLayer(svg, rng, c)];
  out.push(mountainRange(svg, rng, c, "summer", { style: "sharp", baseY: 560, top: [160, 260], count: 6, haze: 0.5, snowline: 240, detail: false, jag: 2 }).el);
  const main = mountainRange(svg, rng, c, "summer", { style: "rounded", baseY: 600, top: [110, 220], count: 4, haze: 0.05, snowline: 250, detail: true, jag: 3 });
  out.push(main.el);
  // lake
  const lakeTop = 590;
  const lake = "M-20 600C300 585 700 580 1000 588C1250 594 1450 590 1620 584L1620 700C1300 690 900 700 500 690C250 684 100 690 -20 700Z";
  const lakeClip = svg.clip(pathEl(lake, "#000"));
  const lakeCol = c.tint("#5fb6b9");
  out.push(pathEl(lake, svg.linear([[0, lighten(lakeCol, 0.2)], [1, darken(lakeCol, 0.15)]])));
  // reflection of the main ridge
  const refl: Pt[] = main.ridge.map(([x, y]) => [x, lakeTop + (lakeTop - y) * 0.45]);
  out.push(group(poly([[-60, lakeTop], ...refl, [1660, lakeTop]], mix(c.rock, lakeCol, 0.55), op(0.5)) + ripples(rng, lakeTop), lakeClip));
  // dam at the far left end
  out.push(poly([[-20, 596], [230, 586], [260, 612], [-20, 626]], c.tint("#9c968c")), poly([[-20, 586], [230, 578], [230, 586], [-20, 596]], c.tint("#c9c3b8")));
  // meadow slopes in front
  out.push(pathEl("M-20 690C200 670 420 690 640 700C900 712 1200 690 1620 660L1620 900L-20 900Z", svg.linear([[0, c.tint("#8fc05a")], [1, c.tint("#4d8a2c")]])));
  out.push(pathEl("M900 900C1000 780 1250 720 1620 700L1620 900Z", c.tint("#5c9a36"), op(0.7)));
  // trail
  const trail = "M560 900C620 820 760 800 820 770C900 730 760 720 700 708C640 697 600 695 520 692";
  out.push(pathEl(trail, "none", `stroke="${c.tint("#d9c59a")}" stroke-width="46" stroke-linecap="round"`));
  out.push(pathEl(trail, "none", `stroke="${c.tint("#e8d9b3")}" stroke-width="22" stroke-linecap="round" ${op(0.7)}`));
  // rocks
  for (let i = 0; i < 14; i++) {
    const x = rng.range(0, 1600);
    const y = rng.range(720, 900);
    const s = 0.4 + ((y - 700) / 200) * 1.2;
    const col = rng.pick(["#8f8d88", "#a29f98", "#7c7a76"]);
    out.push(pathEl(`M${f(x - 40 * s)} ${f(y)}L${f(x - 30 * s)} ${f(y - 26 * s)}L${f(x + 6 * s)} ${f(y - 40 * s)}L${f(x + 38 * s)} ${f(y - 18 * s)}L${f(x + 44 * s)} ${f(y)}Z`, c.tint(col)), pathEl(`M${f(x + 6 * s)} ${f(y - 40 * s)}L${f(x + 38 * s)} ${f(y - 18 * s)}L${f(x + 44 * s)} ${f(y)}L${f(x + 10 * s)} ${f(y)}Z`, darken(col, 0.2)));
  }
  // flowers & grass
  for (const col of FLOWER_COLORS) {
    let d = "";
    for (let i = 0; i < 40; i++) {
      const x = rng.range(0, 1600);
      const y = rng.range(710, 900);
      const r = 1.5 + ((y - 700) / 200) * 4;
      d += dot(x, y, r);
    }
    out.push(pathEl(d, col));
  }
  // signpost (yellow hiking signs, no text)
  out.push(rect(1180, 600, 12, 220, "#6b5a48"));
  out.push(pathEl("M1110 610H1250L1274 628L1250 646H1110Z", "#f2c230"), pathEl("M1262 656H1122L1098 674L1122 692H1262Z", "#f2c230"));
  out.push(pathEl("M1110 610H1250L1274 628L1250 646H1110ZM1262 656H1122L1098 674L1122 692H1262Z", "none", `stroke="#b88a12" stroke-width="3"`));
  // hikers
  out.push(hiker(800, 772, 0.9, "#d62828", "#2f5d8a"), hiker(722, 712, 0.7, "#2f855a", "#f4a100"));
  out.push(vignette(svg, 0.25));
  return svg.doc(W, H, out.join(""));
}
