import { H } from "../canvas";
import { chalet } from "../chalet/chalet";
import { chaletOptsFor } from "../chalet/options";
import { darken, mix } from "../color";
import { lerp } from "../geometry";
import { alpineBackdrop } from "../landscape/backdrop";
import { snowfall } from "../landscape/snowfall";
import type { Ctx } from "../rooms/context";
import { glow, vignette } from "../svg/effects";
import { circle, ellipse, group, op, pathEl, place, poly, rect } from "../svg/elements";
import { f } from "../svg/format";

/** The village street near the property: chalets on both sides receding to a church, street lamps, passers-by. */
export function villageStreet(ctx: Ctx): string {
  const { svg, rng, p, c } = ctx;
  const look = p.look;
  const out: string[] = [];
  out.push(alpineBackdrop(svg, rng, c, look, { trees: 80, hillY: 600, baseY: 620 }).el);
  const vpx = 800;
  const vpy = 640;
  const winter = look.season === "winter";
  // street
  const street = winter ? mix(c.snow, c.shadow, 0.12) : c.tint("#b9ab98");
  out.push(poly([[vpx - 60, vpy], [vpx + 60, vpy], [1700, H], [-100, H]], street));
  let cob = "";
  for (let i = 1; i < 18; i++) {
    const t = Math.pow(i / 18, 2);
    const y = vpy + (H - vpy) * t;
    const half = 60 + (900 - 60) * t;
    cob += `M${f(vpx - half)} ${f(y)}H${f(vpx + half)}`;
  }
  for (let k = -6; k <= 6; k++) cob += `M${f(vpx + k * 10)} ${vpy}L${f(vpx + k * 150)} ${H}`;
  out.push(pathEl(cob, "none", `stroke="${darken(street, 0.2)}" stroke-width="2" ${op(winter ? 0.3 : 0.5)}`));
  // church at the end of the street
  const ch = c.tint("#f1ede4");
  out.push(rect(vpx - 40, vpy - 190, 80, 190, ch), poly([[vpx - 48, vpy - 190], [vpx, vpy - 290], [vpx + 48, vpy - 190]], c.tint("#4a4a52")));
  out.push(rect(vpx - 16, vpy - 160, 32, 40, darken(ch, 0.35), 'rx="16"'), circle(vpx, vpy - 215, 12, c.tint("#d4a84a")));
  if (winter) out.push(poly([[vpx - 48, vpy - 190], [vpx, vpy - 290], [vpx + 10, vpy - 272], [vpx - 38, vpy - 186]], c.snow));
  // chalets along both sides, far to near
  const woods = [p.wood, "#5a3a24", "#4a2f1c", "#66432a", "#3f2817"];
  const shutters = [p.shutter ?? "#7a1f2b", "#2f5d3a", "#9f1d1d", "#234e70", null];
  const rows = 5;
  for (let i = rows - 1; i >= 0; i--) {
    const t = i / (rows - 1);
    const scale = lerp(0.7, 0.12, Math.pow(t, 0.8));
    const y = lerp(H + 40, vpy + 6, Math.pow(t, 0.7));
    for (const side of [-1, 1]) {
      const x = vpx + side * lerp(820, 120, Math.pow(t, 0.7));
      const o = chaletOptsFor(p, {
        wood: rng.pick(woods), shutter: rng.pick(shutters), floors: rng.int(2, 3), hw: rng.range(220, 270),
        woodpile: false, detail: scale > 0.3, smoke: winter && rng.chance(0.4),
      });
      out.push(group(chalet(svg, rng, c, o), place(x, y, [side * scale, scale])));
    }
    // street lamps
    if (i > 0 && i < rows - 1) {
      for (const side of [-1, 1]) {
        const x = vpx + side * lerp(560, 90, Math.pow(t, 0.7));
        const ly = lerp(H, vpy + 10, Math.pow(t, 0.7));
        const s = scale * 1.4;
        out.push(rect(x - 3 * s, ly - 200 * s, 6 * s, 200 * s, "#2f3033"), rect(x - 12 * s, ly - 228 * s, 24 * s, 30 * s, "#2f3033"));
        out.push(rect(x - 8 * s, ly - 222 * s, 16 * s, 20 * s, c.glow ? "#ffe08a" : "#f4efe0"));
        if (c.glow) out.push(glow(svg, x, ly - 212 * s, 80 * s, "#ffcf5e", 0.6));
      }
    }
  }
  // a couple of people strolling
  for (const [x, y, s, col] of [[720, 760, 0.9, p.accent], [900, 705, 0.6, "#2f5d8a"], [830, 690, 0.5, p.accent2]] as const) {
    out.push(ellipse(x, y, 22 * s, 6 * s, "#000000", op(0.2)));
    out.push(rect(x - 10 * s, y - 50 * s, 8 * s, 50 * s, "#2d2d34"), rect(x + 2 * s, y - 50 * s, 8 * s, 50 * s, "#2d2d34"));
    out.push(rect(x - 18 * s, y - 120 * s, 36 * s, 76 * s, c.tint(col), `rx="${f(12 * s)}"`));
    out.push(circle(x, y - 136 * s, 16 * s, c.tint("#f0c8a0")), pathEl(`M${f(x - 17 * s)} ${f(y - 140 * s)}q17 -30 34 0Z`, c.tint(darken(col, 0.3))));
  }
  if (c.snowfall) out.push(snowfall(rng));
  out.push(vignette(svg, 0.3));
  return out.join("");
}
