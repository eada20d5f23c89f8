import { H, W } from "../canvas";
import { mix } from "../color";
import { alpineBackdrop } from "../landscape/backdrop";
import { fir } from "../landscape/trees";
import type { Look } from "../look";
import { colorsFor } from "../palette";
import { Rng } from "../prng";
import { Svg } from "../svg/document";
import { vignette } from "../svg/effects";
import { ellipse, op, pathEl, poly, rect } from "../svg/elements";
import { f } from "../svg/format";
import { cableCar, slopeEdgeY } from "./cable-car";
import { skier } from "./figures";

/** Blog photo 1: ski slopes with pistes, a cable car and skiers on a sunny winter day. */
export function blogSki(): string {
  const svg = new Svg();
  const rng = new Rng("blog/1");
  const look: Look = { season: "winter", time: "day", peaks: "sharp" };
  const c = colorsFor(look, rng);
  const out: string[] = [];
  out.push(alpineBackdrop(svg, rng, c, look, { trees: 90, hillY: 600, baseY: 620 }).el);
  // big slope rising to the right
  const slope = "M-20 900L-20 700C300 640 700 560 1000 470C1200 410 1400 380 1620 360L1620 900Z";
  out.push(pathEl(slope, svg.linear([[0, "#ffffff"], [1, mix(c.snow, c.shadow, 0.2)]], 0, 0, 0.3, 1)));
  out.push(pathEl("M-20 760C400 700 800 650 1620 560L1620 600C900 690 400 740 -20 800Z", c.shadow, op(0.08)));
  // pistes
  const piste = (d: string): string => pathEl(d, "none", `stroke="#ffffff" stroke-width="90" stroke-linecap="round" ${op(0.9)}`) + pathEl(d, "none", `stroke="${mix(c.snow, c.shadow, 0.1)}" stroke-width="90" stroke-dasharray="3 9" stroke-linecap="butt" ${op(0.35)}`);
  out.push(piste("M1450 420C1200 520 1300 600 1000 650C700 700 800 800 500 900"));
  out.push(piste("M1150 470C1000 560 800 560 700 620C560 700 300 720 150 900"));
  // tracks
  let tracks = "";
  for (let i = 0; i < 5; i++) {
    let x = rng.range(900, 1500);
    let y = rng.range(460, 560);
    tracks += `M${f(x)} ${f(y)}`;
    for (let j = 0; j < 6; j++) {
      const nx = x - rng.range(80, 160);
      const ny = y + rng.range(40, 80);
      tracks += `Q${f(x - 20 + (j % 2 ? 60 : -60))} ${f((y + ny) / 2)} ${f(nx)} ${f(ny)}`;
      x = nx;
      y = ny;
    }
  }
  out.push(pathEl(tracks, "none", `stroke="${mix(c.snow, c.shadow, 0.35)}" stroke-width="2.5" ${op(0.5)}`));
  // trees on the slope edges
  const trees: [number, number, number][] = [];
  for (let i = 0; i < 40; i++) {
    const x = rng.range(-20, 1620);
    trees.push([x, slopeEdgeY(x) + rng.range(-10, 30), rng.range(50, 110)]);
  }
  trees.sort((a, b) => a[1] - b[1]);
  for (const [x, y, h] of trees) out.push(fir(x, y, h, c.forest, c.forestShade, c.snow));
  out.push(cableCar());
  // valley station
  out.push(rect(0, 740, 150, 90, "#e9e4da"), poly([[-10, 740], [160, 740], [130, 700], [-10, 700]], "#3b3b40"), rect(20, 760, 100, 30, "#5f84a8"));
  // skiers
  for (const [x, y, s, col, dir] of [[1040, 640, 0.9, "#d62828", -1], [760, 700, 1.1, "#1d6fb8", 1], [1280, 540, 0.7, "#f4a100", -1], [420, 790, 1.3, "#2f855a", 1], [1380, 470, 0.55, "#7b2cbf", 1]] as const) {
    out.push(ellipse(x, y + 8 * s, 40 * s, 6 * s, c.shadow, op(0.2)), skier(x, y, s, col, dir));
  }
  out.push(vignette(svg, 0.25));
  return svg.doc(W, H, out.join(""));
}
