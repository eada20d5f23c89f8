import { at } from "../array";
import { mix } from "../color";
import type { Pt } from "../geometry";
import type { PeakStyle, Season } from "../look";
import type { Colors } from "../palette";
import type { Rng } from "../prng";
import type { Svg } from "../svg/document";
import { group, op, pathEl, poly, rect } from "../svg/elements";
import { rockBands, shadedFaces, snowField } from "./mountain-surface";

export interface RangeOpts {
  style: PeakStyle;
  baseY: number;
  top: [number, number];
  count: number;
  /** 0 = crisp foreground range, towards 1 = faded into the haze. */
  haze: number;
  snowline: number;
  detail: boolean;
  jag: number;
}

export interface Range {
  el: string;
  ridge: Pt[];
}

interface Peak {
  x: number;
  y: number;
  slope: number;
  plateau: number;
}

function placePeaks(rng: Rng, o: RangeOpts): Peak[] {
  const style = o.style;
  const n = style === "jagged" ? Math.round(o.count * 1.7) : o.count;
  const peaks: Peak[] = [];
  for (let i = 0; i < n; i++) {
    const slope =
      style === "sharp" ? rng.range(0.95, 1.35)
      : style === "jagged" ? rng.range(1.0, 1.6)
      : style === "rounded" ? rng.range(0.9, 1.3)
      : rng.range(0.8, 1.15);
    peaks.push({ x: -140 + (i + rng.range(0.25, 0.75)) * (1880 / n), y: rng.range(o.top[0], o.top[1]), slope, plateau: 0 });
  }
  // the signature styles lower the other peaks and add one landmark mountain
  if (style === "pyramid") {
    for (const pk of peaks) pk.y += 70;
    peaks.push({ x: rng.range(560, 1040), y: o.top[0] - 30, slope: 0.74, plateau: 0 });
  } else if (style === "twin") {
    for (const pk of peaks) pk.y += 50;
    const cx = rng.range(420, 980);
    peaks.push({ x: cx, y: o.top[0] - 20, slope: 1.05, plateau: 0 });
    peaks.push({ x: cx + rng.range(190, 250), y: o.top[0] - 8, slope: 1.0, plateau: 0 });
  } else if (style === "plateau") {
    for (const pk of peaks) pk.y += 40;
    peaks.push({ x: rng.range(520, 1080), y: o.top[0] - 10, slope: 0.78, plateau: rng.range(100, 170) });
  }
  return peaks;
}

/** Skyline sampled every 10 px: the lowest envelope of all peak profiles plus some roughness. */
function ridgeLine(rng: Rng, peaks: readonly Peak[], o: RangeOpts): Pt[] {
  const prof = (pk: Peak, x: number): number => {
    const d = Math.max(0, Math.abs(x - pk.x) - pk.plateau);
    return o.style === "rounded" ? (pk.slope * d * d) / (d + 170) : pk.slope * d;
  };
  const ph = [rng.range(0, 6.3), rng.range(0, 6.3), rng.range(0, 6.3)] as const;
  const amp = o.style === "jagged" ? ([12, 8, 4] as const) : ([7, 4, 2] as const);
  const ridge: Pt[] = [];
  for (let x = -60; x <= 1660; x += 10) {
    let y = Infinity;
    for (const pk of peaks) y = Math.min(y, pk.y + prof(pk, x));
    y += amp[0] * Math.sin(x / 61 + ph[0]) + amp[1] * Math.sin(x / 23 + ph[1]) + amp[2] * Math.sin(x / 8.5 + ph[2]);
    y += rng.range(-o.jag, o.jag);
    ridge.push([x, Math.min(y, o.baseY)]);
  }
  return ridge;
}

/** A range of mountains across the whole width (1600x900 coordinates), with snow, rock and shaded faces. */
export function mountainRange(svg: Svg, rng: Rng, c: Colors, season: Season, o: RangeOpts): Range {
  const peaks = placePeaks(rng, o);
  const ridge = ridgeLine(rng, peaks, o);
  const ridgeAt = (x: number): number => at(ridge, Math.max(0, Math.min(ridge.length - 1, Math.round((x + 60) / 10))))[1];

  const hz = (col: string): string => mix(col, c.haze, o.haze);
  const bottom = o.baseY + 300;
  const shape: Pt[] = [...ridge, [1660, bottom], [-60, bottom]];
  const winter = season === "winter";
  const out: string[] = [];
  const bodyFill = winter
    ? svg.linearUser([[0, hz(c.snow)], [1, hz(mix(c.snow, c.shadow, 0.22))]], 0, o.top[0], 0, o.baseY)
    : svg.linearUser(
        [[0, hz(c.rock)], [0.65, hz(mix(c.rock, c.forest, 0.35))], [1, hz(mix(c.rock, c.forest, 0.75))]],
        0, o.top[0], 0, o.baseY,
      );
  out.push(poly(shape, bodyFill));

  const inner: string[] = [];
  const xs: number[] = [];
  for (let x = -60; x <= 1660; x += 8) xs.push(x);
  const wob = [rng.range(0, 6.3), rng.range(0, 6.3)] as const;
  if (!winter) {
    const snowline = season === "autumn" ? o.snowline - 40 : o.snowline;
    inner.push(snowField(rng, xs, snowline, o.detail, wob, hz(c.snow)));
  } else if (o.detail) {
    inner.push(rockBands(rng, xs, ridgeAt, wob, hz(mix(c.rock, c.shadow, 0.15))));
  }
  inner.push(pathEl(shadedFaces(rng, peaks, ridge, bottom), c.shadow, op(c.shadowOpacity * (1 - o.haze * 0.5))));
  out.push(group(inner.join(""), svg.clip(poly(shape, "#000"))));
  // valley mist
  out.push(rect(-60, o.baseY - 150, 1720, 170, svg.linear([[0, c.haze, 0], [1, c.haze, 0.75]])));
  return { el: out.join(""), ridge };
}
