import { H, W } from "../canvas";
import { chalet } from "../chalet/chalet";
import { chaletOptsFor } from "../chalet/options";
import { darken, lighten } from "../color";
import { alpineBackdrop } from "../landscape/backdrop";
import { groundLayer } from "../landscape/ground";
import { snowfall } from "../landscape/snowfall";
import type { Ctx } from "../rooms/context";
import { vignette } from "../svg/effects";
import { circle, ellipse, group, op, pathEl, place, rect } from "../svg/elements";
import { f } from "../svg/format";

/** View from the balcony: the valley with its village, framed by the roof overhang, a post and the railing. */
export function balconyView(ctx: Ctx): string {
  const { svg, rng, p, c } = ctx;
  const look = p.look;
  const out: string[] = [];
  out.push(alpineBackdrop(svg, rng, c, look, { trees: 150, hillY: 590, baseY: 610 }).el);
  out.push(groundLayer(svg, rng, c, look.season, 650));
  // village in the valley below
  const houses: [number, number, number][] = [];
  for (let i = 0; i < 14; i++) houses.push([rng.range(60, 1540), rng.range(660, 712), 0]);
  houses.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of houses) {
    const s = 0.08 + (y - 650) * 0.0011;
    const house = chaletOptsFor(p, { floors: rng.int(1, 2), hw: rng.range(180, 260), woodpile: false, detail: false, smoke: false, flowers: null });
    out.push(group(chalet(svg, rng, c, house), place(x, y, s)));
  }
  // roof overhang at the top
  const beam = darken(c.tint(p.wood), 0.15);
  out.push(rect(0, 0, W, 70, darken(beam, 0.2)));
  let rafters = "";
  for (let x = 40; x < W; x += 190) rafters += `M${f(x)} 0h46v110h-46Z`;
  out.push(pathEl(rafters, beam), rect(0, 64, W, 18, beam));
  // corner post
  out.push(rect(0, 0, 70, H, beam), rect(58, 0, 12, H, darken(beam, 0.3)));
  // railing
  const rail = c.tint(lighten(p.wood, 0.3));
  const railTop = 720;
  out.push(rect(0, railTop, W, 28, darken(rail, 0.1)));
  let bal = "";
  let edge = "";
  let holes = "";
  for (let x = 70; x < W; x += 62) {
    bal += `M${f(x)} ${railTop + 28}h48v${H - railTop - 28}h-48Z`;
    edge += `M${f(x + 42)} ${railTop + 28}h6v${H - railTop - 28}h-6Z`;
    holes += `M${f(x + 14)} 820q10 -22 20 0q-10 30 -20 0Z`;
  }
  out.push(pathEl(bal, rail), pathEl(edge, darken(rail, 0.25)), pathEl(holes, darken(rail, 0.5)));
  if (look.season === "winter") {
    out.push(rect(-4, railTop - 20, W + 8, 26, c.snow, 'rx="12"'));
  } else {
    for (const x0 of [140, 560, 980]) {
      const y = railTop - 40;
      out.push(rect(x0, y, 300, 44, darken(c.tint(p.wood), 0.2)));
      for (let i = 0; i < 26; i++) out.push(circle(x0 + rng.range(10, 290), y - 8 - rng.range(0, 30), rng.range(9, 15), c.tint("#3f7d2c")));
      for (let i = 0; i < 34; i++) out.push(circle(x0 + rng.range(10, 290), y - 15 - rng.range(0, 34), rng.range(6, 11), c.tint(rng.pick(p.flowers))));
      for (let i = 0; i < 6; i++) out.push(circle(x0 + rng.range(20, 280), y + 52 + rng.range(0, 40), rng.range(7, 11), c.tint("#3f7d2c")));
    }
  }
  // small table with mugs
  const tw = c.tint(lighten(p.interiorWood, 0.1));
  out.push(ellipse(1370, 810, 210, 42, darken(tw, 0.2)), ellipse(1370, 800, 210, 42, tw));
  out.push(rect(1360, 840, 22, 70, darken(tw, 0.35)));
  for (const [x, col] of [[1300, p.accent], [1440, "#f5f1ea"]] as const) {
    out.push(rect(x - 26, 730, 52, 60, col, 'rx="6"'), ellipse(x, 730, 26, 7, darken(col, 0.3)), pathEl(`M${x + 26} 742q24 0 24 17t-24 17`, "none", `stroke="${col}" stroke-width="7"`));
    out.push(pathEl(`M${x - 8} 710q-12 -20 0 -40t0 -40M${x + 8} 714q-12 -20 0 -40`, "none", `stroke="#ffffff" stroke-width="5" stroke-linecap="round" ${op(0.45)}`));
  }
  if (c.snowfall) out.push(snowfall(rng));
  out.push(vignette(svg, 0.3));
  return out.join("");
}
