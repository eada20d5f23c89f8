/**
 * Generates every demo image of the site offline, from SVG composed in code and
 * rasterised with sharp. Deterministic: every image draws from its own seeded
 * PRNG, so re-running produces byte-identical files (files whose content did
 * not change are not rewritten).
 *
 *   npx tsx scripts/generate-images.ts
 *
 * Outputs (all under public/):
 *   images/properties/{slug}/{n}.webp  1600x900
 *   images/team/{n}.webp               600x600
 *   images/blog/{n}.webp               1600x900
 *   brand/logo.svg, brand/icon.png (512x512), brand/og-default.webp (1200x630)
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC_DIR = path.join(ROOT, "public");
const WEBP = { quality: 70, effort: 6 } as const;
const W = 1600;
const H = 900;

// ---------------------------------------------------------------------------
// PRNG (FNV-1a seed hash + mulberry32)
// ---------------------------------------------------------------------------

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = hashString(seed) || 1;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(arr: readonly T[]): T {
    return at(arr, Math.floor(this.next() * arr.length));
  }
  shuffle<T>(arr: readonly T[]): T[] {
    const out = [...arr];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = at(out, i);
      out[i] = at(out, j);
      out[j] = tmp;
    }
    return out;
  }
}

function at<T>(arr: readonly T[], i: number): T {
  const v = arr[i];
  if (v === undefined) throw new Error(`index ${i} out of range (${arr.length})`);
  return v;
}

// ---------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------

type Rgb = [number, number, number];

function parseHex(c: string): Rgb {
  const h = c.replace("#", "");
  const full = h.length === 3 ? h.split("").map((ch) => ch + ch).join("") : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return (
    "#" +
    rgb
      .map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0"))
      .join("")
  );
}

function mix(a: string, b: string, t: number): string {
  const A = parseHex(a);
  const B = parseHex(b);
  return toHex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t]);
}
const darken = (c: string, t: number): string => mix(c, "#000000", t);
const lighten = (c: string, t: number): string => mix(c, "#ffffff", t);

// ---------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------

type Pt = [number, number];
type Stop = [offset: number, color: string, opacity?: number];

const f = (n: number): string => (Math.round(n * 10) / 10).toString();
const f2 = (n: number): string => (Math.round(n * 100) / 100).toString();
const pts = (p: readonly Pt[]): string => p.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
const ex = (extra?: string): string => (extra ? ` ${extra}` : "");
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const lerpPt = (a: Pt, b: Pt, t: number): Pt => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra?: string): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${ex(extra)}/>`;
const poly = (p: readonly Pt[], fill: string, extra?: string): string =>
  `<polygon points="${pts(p)}" fill="${fill}"${ex(extra)}/>`;
const pathEl = (d: string, fill: string, extra?: string): string =>
  `<path d="${d}" fill="${fill}"${ex(extra)}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra?: string): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${ex(extra)}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra?: string): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${ex(extra)}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w: number, extra?: string): string =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(w)}"${ex(extra)}/>`;
const polyline = (p: readonly Pt[], stroke: string, w: number, extra?: string): string =>
  `<polyline points="${pts(p)}" fill="none" stroke="${stroke}" stroke-width="${f(w)}"${ex(extra)}/>`;
const group = (content: string, extra?: string): string => `<g${ex(extra)}>${content}</g>`;
const op = (o: number): string => `opacity="${f2(o)}"`;

/** Smooth closed-ish path through points (Catmull-Rom converted to cubic Béziers). */
function smoothLine(p: readonly Pt[]): string {
  if (p.length < 2) return "";
  let d = `M${f(at(p, 0)[0])} ${f(at(p, 0)[1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? at(p, i);
    const p1 = at(p, i);
    const p2 = at(p, i + 1);
    const p3 = p[i + 2] ?? p2;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

class Svg {
  private readonly defs: string[] = [];
  private counter = 0;
  private readonly blurs = new Map<number, string>();

  newId(): string {
    this.counter += 1;
    return `i${this.counter.toString(36)}`;
  }
  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${f2(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${f2(a)}"`}/>`,
      )
      .join("");
  }
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.newId();
    this.defs.push(
      `<linearGradient id="${id}" x1="${f2(x1)}" y1="${f2(y1)}" x2="${f2(x2)}" y2="${f2(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  linearUser(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.newId();
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.newId();
    this.defs.push(
      `<radialGradient id="${id}" cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  radialUser(stops: readonly Stop[], cx: number, cy: number, r: number): string {
    const id = this.newId();
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** Returns a clip-path attribute. */
  clip(content: string): string {
    const id = this.newId();
    this.defs.push(`<clipPath id="${id}">${content}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }
  /** Returns a filter attribute for a gaussian blur. */
  blur(sd: number): string {
    let id = this.blurs.get(sd);
    if (!id) {
      id = this.newId();
      this.blurs.set(sd, id);
      this.defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
      );
    }
    return `filter="url(#${id})"`;
  }
  doc(w: number, h: number, body: string, viewBox = `0 0 ${w} ${h}`): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join("")}</defs>${body}</svg>`
    );
  }
}

function glow(svg: Svg, x: number, y: number, r: number, color: string, strength: number): string {
  return circle(x, y, r, svg.radial([[0, color, strength], [0.45, color, strength * 0.4], [1, color, 0]]));
}

function vignette(svg: Svg, strength: number, w = W, h = H): string {
  return rect(0, 0, w, h, svg.radial([[0.55, "#000000", 0], [1, "#000000", strength]], 0.5, 0.5, 0.75));
}

// ---------------------------------------------------------------------------
// Scene look & colours
// ---------------------------------------------------------------------------

type Season = "winter" | "summer" | "autumn";
type TimeOfDay = "day" | "morning" | "sunset" | "dusk" | "snowfall";
type PeakStyle = "sharp" | "pyramid" | "jagged" | "plateau" | "rounded" | "twin";

interface Look {
  season: Season;
  time: TimeOfDay;
  peaks: PeakStyle;
}

interface Colors {
  skyTop: string;
  skyMid: string;
  skyHorizon: string;
  sun: string | null;
  sunGlow: string;
  sunX: number;
  sunY: number;
  sunR: number;
  cloud: string;
  cloudShade: string;
  clouds: number;
  stars: boolean;
  moon: boolean;
  snowfall: boolean;
  snow: string;
  rock: string;
  shadow: string;
  shadowOpacity: number;
  haze: string;
  ground1: string;
  ground2: string;
  forest: string;
  forestShade: string;
  larch: string;
  glass1: string;
  glass2: string;
  glow: boolean;
  tint: (c: string) => string;
}

function colorsFor(look: Look, rng: Rng): Colors {
  const base = {
    day: {
      skyTop: "#2d6db3", skyMid: "#6fa7da", skyHorizon: "#d8ebf7", sun: "#fffbe8" as string | null,
      sunGlow: "#fff4cc", sunX: rng.range(220, 480), sunY: rng.range(110, 170), sunR: 44,
      cloud: "#ffffff", cloudShade: "#d5e2ee", clouds: rng.int(3, 5), stars: false, moon: false, snowfall: false,
      snow: "#f7faff", rock: "#767a84", shadow: "#22345e", shadowOpacity: 0.3, haze: "#d4e5f2",
      tint: ["#ffffff", 0] as [string, number], glass1: "#d6e9f6", glass2: "#5f84a8", glow: false,
    },
    morning: {
      skyTop: "#5a8ccb", skyMid: "#a8c6e3", skyHorizon: "#fbe1c0", sun: "#fff3d4" as string | null,
      sunGlow: "#ffd998", sunX: rng.range(180, 420), sunY: rng.range(300, 360), sunR: 50,
      cloud: "#fff5ec", cloudShade: "#efcbb4", clouds: rng.int(3, 5), stars: false, moon: false, snowfall: false,
      snow: "#fff6ec", rock: "#78706c", shadow: "#39407a", shadowOpacity: 0.28, haze: "#f0dcc8",
      tint: ["#ffd9a8", 0.07] as [string, number], glass1: "#fbe6cc", glass2: "#6f87a6", glow: false,
    },
    sunset: {
      skyTop: "#33417a", skyMid: "#c46f8b", skyHorizon: "#f9b878", sun: "#ffd57e" as string | null,
      sunGlow: "#ff9d58", sunX: rng.range(1080, 1380), sunY: rng.range(430, 500), sunR: 58,
      cloud: "#f5a48b", cloudShade: "#8f5878", clouds: rng.int(4, 6), stars: false, moon: false, snowfall: false,
      snow: "#ffd6c0", rock: "#6b4f5f", shadow: "#3b2752", shadowOpacity: 0.36, haze: "#eea78c",
      tint: ["#ff8f5a", 0.12] as [string, number], glass1: "#ffd08a", glass2: "#c8607a", glow: true,
    },
    dusk: {
      skyTop: "#111a38", skyMid: "#37396c", skyHorizon: "#b27b98", sun: null as string | null,
      sunGlow: "#f3efd2", sunX: rng.range(1150, 1420), sunY: rng.range(110, 170), sunR: 30,
      cloud: "#6a6690", cloudShade: "#3d3b65", clouds: rng.int(2, 4), stars: true, moon: true, snowfall: false,
      snow: "#c5c8e8", rock: "#3c3e58", shadow: "#0f132d", shadowOpacity: 0.4, haze: "#7b6e9c",
      tint: ["#262a5c", 0.36] as [string, number], glass1: "#ffe08a", glass2: "#ff9d3c", glow: true,
    },
    snowfall: {
      skyTop: "#98a9ba", skyMid: "#c4d0da", skyHorizon: "#e6ecf0", sun: null as string | null,
      sunGlow: "#ffffff", sunX: rng.range(300, 1300), sunY: 150, sunR: 40,
      cloud: "#eef2f5", cloudShade: "#c6d0d9", clouds: rng.int(6, 8), stars: false, moon: false, snowfall: true,
      snow: "#f2f5f8", rock: "#7b848e", shadow: "#4a596c", shadowOpacity: 0.22, haze: "#dde4ea",
      tint: ["#c9d3dd", 0.18] as [string, number], glass1: "#ffe3a3", glass2: "#e7a65a", glow: true,
    },
  }[look.time];
  const [tc, ta] = base.tint;
  const tint = (col: string): string => (ta > 0 ? mix(col, tc, ta) : col);
  const season = {
    winter: { ground1: "#f7fafd", ground2: "#d6e2ee", forest: "#22402f", forestShade: "#15291f", larch: "#22402f" },
    summer: { ground1: "#9cc75a", ground2: "#4e8a2d", forest: "#2b5a33", forestShade: "#1c3e24", larch: "#3f7a3a" },
    autumn: { ground1: "#cdb45e", ground2: "#8b7733", forest: "#2e5032", forestShade: "#1e3822", larch: "#e0a033" },
  }[look.season];
  return {
    ...base,
    ground1: tint(season.ground1),
    ground2: tint(season.ground2),
    forest: tint(season.forest),
    forestShade: tint(season.forestShade),
    larch: tint(season.larch),
    tint,
  };
}

// ---------------------------------------------------------------------------
// Landscape building blocks (all in 1600x900 coordinates)
// ---------------------------------------------------------------------------

function cloud(x: number, y: number, s: number, c: Colors, opacity: number): string {
  const puffs: [number, number, number][] = [
    [-70, -8, 34], [-28, -30, 50], [28, -22, 44], [70, -6, 30], [0, -4, 40],
  ];
  const shade = puffs.map(([dx, dy, r]) => circle(x + dx * s, y + (dy + 9) * s, r * s, c.cloudShade)).join("");
  const lit = puffs.map(([dx, dy, r]) => circle(x + dx * s, y + dy * s, r * s, c.cloud)).join("");
  return group(
    ellipse(x, y + 8 * s, 110 * s, 20 * s, c.cloudShade) + shade + lit + ellipse(x, y + 2 * s, 100 * s, 16 * s, c.cloud),
    op(opacity),
  );
}

function skyLayer(svg: Svg, rng: Rng, c: Colors, w = W, h = H): string {
  const out: string[] = [];
  out.push(rect(0, 0, w, h, svg.linearUser([[0, c.skyTop], [0.55, c.skyMid], [1, c.skyHorizon]], 0, 0, 0, 680)));
  if (c.stars) {
    let d = "";
    for (let i = 0; i < 110; i++) {
      const x = rng.range(0, w);
      const y = rng.range(0, 430);
      const r = rng.range(0.6, 1.9);
      d += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
    }
    out.push(pathEl(d, "#ffffff", op(0.8)));
  }
  if (c.moon) {
    out.push(glow(svg, c.sunX, c.sunY, 170, "#e9e6ff", 0.35));
    out.push(circle(c.sunX, c.sunY, c.sunR, "#f6f2dc"));
    out.push(circle(c.sunX - 9, c.sunY - 6, 7, "#e2dcc0"), circle(c.sunX + 10, c.sunY + 8, 5, "#e2dcc0"));
  }
  if (c.sun) {
    out.push(glow(svg, c.sunX, c.sunY, 360, c.sunGlow, 0.6));
    out.push(circle(c.sunX, c.sunY, c.sunR, c.sun));
  }
  for (let i = 0; i < c.clouds; i++) {
    out.push(cloud(rng.range(60, w - 60), rng.range(60, c.snowfall ? 260 : 330), rng.range(0.6, 1.5), c, rng.range(0.75, 0.95)));
  }
  return out.join("");
}

interface RangeOpts {
  style: PeakStyle;
  baseY: number;
  top: [number, number];
  count: number;
  haze: number;
  snowline: number;
  detail: boolean;
  jag: number;
}

interface Range {
  el: string;
  ridge: Pt[];
}

function mountainRange(svg: Svg, rng: Rng, c: Colors, season: Season, o: RangeOpts): Range {
  interface Peak {
    x: number;
    y: number;
    slope: number;
    plateau: number;
  }
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
  const prof = (pk: Peak, x: number): number => {
    const d = Math.max(0, Math.abs(x - pk.x) - pk.plateau);
    return style === "rounded" ? (pk.slope * d * d) / (d + 170) : pk.slope * d;
  };
  const ph = [rng.range(0, 6.3), rng.range(0, 6.3), rng.range(0, 6.3)] as const;
  const amp = style === "jagged" ? ([12, 8, 4] as const) : ([7, 4, 2] as const);
  const ridge: Pt[] = [];
  for (let x = -60; x <= 1660; x += 10) {
    let y = Infinity;
    for (const pk of peaks) y = Math.min(y, pk.y + prof(pk, x));
    y += amp[0] * Math.sin(x / 61 + ph[0]) + amp[1] * Math.sin(x / 23 + ph[1]) + amp[2] * Math.sin(x / 8.5 + ph[2]);
    y += rng.range(-o.jag, o.jag);
    ridge.push([x, Math.min(y, o.baseY)]);
  }
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
  /** Narrow gaussian bumps: positive h pushes the line down, negative pulls it up. */
  const fingers = (n: number, h: [number, number], w: [number, number]): ((x: number) => number) => {
    const list = Array.from({ length: n }, () => [rng.range(-40, 1640), rng.range(h[0], h[1]), rng.range(w[0], w[1])] as const);
    return (x) => list.reduce((acc, [fx, fh, fw]) => acc + fh * Math.exp(-(((x - fx) / fw) ** 2)), 0);
  };
  const wob = [rng.range(0, 6.3), rng.range(0, 6.3)] as const;
  if (!winter) {
    // snow field above a snowline with gullies reaching down and rock ribs poking up
    const snowline = season === "autumn" ? o.snowline - 40 : o.snowline;
    const down = fingers(o.detail ? 22 : 10, [25, 110], [5, 16]);
    const up = fingers(o.detail ? 12 : 4, [-70, -25], [6, 14]);
    const snowPts: Pt[] = xs.map((x) => {
      const y = snowline + 24 * Math.sin(x / 83 + wob[0]) + 10 * Math.sin(x / 29 + wob[1]) + down(x) + up(x);
      return [x, y];
    });
    inner.push(poly([[-60, -50], [1660, -50], ...snowPts.reverse()], hz(c.snow)));
  } else if (o.detail) {
    // winter: dark rock bands on steep faces, ribs reaching up towards the ridge
    const up = fingers(26, [-90, -30], [4, 12]);
    const down = fingers(20, [20, 80], [5, 14]);
    const ph2 = [rng.range(0, 6.3), rng.range(0, 6.3)] as const;
    const top: Pt[] = [];
    const bot: Pt[] = [];
    for (const x of xs) {
      const r = ridgeAt(x);
      const t = Math.max(r + 10, r + 105 + 55 * Math.sin(x / 97 + wob[0]) + 22 * Math.sin(x / 31 + wob[1]) + up(x));
      const thick = 25 + 75 * Math.sin(x / 113 + ph2[0]) + 25 * Math.sin(x / 41 + ph2[1]) + down(x) - up(x) * 0.5;
      top.push([x, t]);
      bot.push([x, t + Math.max(0, thick)]);
    }
    inner.push(poly([...top, ...bot.reverse()], hz(mix(c.rock, c.shadow, 0.15)), op(0.8)));
  }
  // shaded right-hand faces
  const sorted = [...peaks].sort((a, b) => a.x - b.x);
  let shade = "";
  sorted.forEach((pk, i) => {
    const ai = Math.round((pk.x + 60) / 10);
    if (ai < 0 || ai >= ridge.length) return;
    const apex = at(ridge, ai);
    if (apex[1] > pk.y + 25) return;
    const nextX = sorted[i + 1]?.x ?? 1660;
    const ni = Math.min(ridge.length - 1, Math.round((nextX + 60) / 10));
    let vi = ai;
    for (let j = ai; j <= ni; j++) if (at(ridge, j)[1] > at(ridge, vi)[1]) vi = j;
    if (vi - ai < 3) return;
    const valley = at(ridge, vi);
    const baseX = apex[0] + (valley[0] - apex[0]) * rng.range(0.12, 0.4);
    const poly2: Pt[] = ridge.slice(ai, vi + 1);
    poly2.push([valley[0] + (bottom - valley[1]) * 0.25, bottom]);
    for (const t of [1, 0.72, 0.46, 0.22]) {
      poly2.push([apex[0] + (baseX - apex[0]) * t + (t < 1 ? rng.range(-12, 12) : 0), apex[1] + (bottom - apex[1]) * t]);
    }
    shade += `M${poly2.map(([x, y]) => `${f(x)} ${f(y)}`).join("L")}Z`;
  });
  inner.push(pathEl(shade, c.shadow, op(c.shadowOpacity * (1 - o.haze * 0.5))));
  out.push(group(inner.join(""), svg.clip(poly(shape, "#000"))));
  // valley mist
  out.push(rect(-60, o.baseY - 150, 1720, 170, svg.linear([[0, c.haze, 0], [1, c.haze, 0.75]])));
  return { el: out.join(""), ridge };
}

function fir(x: number, y: number, h: number, col: string, shade: string, snow: string | null): string {
  let body = "";
  let sh = "";
  let sn = "";
  for (let t = 0; t < 3; t++) {
    const yb = y - h * 0.1 - t * h * 0.24;
    const yt = yb - h * (0.5 - t * 0.06);
    const hw = h * 0.3 * (1 - t * 0.24);
    body += `M${f(x - hw)} ${f(yb)}L${f(x)} ${f(yt)}L${f(x + hw)} ${f(yb)}Z`;
    sh += `M${f(x)} ${f(yt)}L${f(x + hw)} ${f(yb)}L${f(x + hw * 0.1)} ${f(yb)}Z`;
    if (snow) {
      const k = yb - yt;
      sn +=
        `M${f(x)} ${f(yt)}L${f(x - hw * 0.55)} ${f(yt + k * 0.56)}L${f(x - hw * 0.22)} ${f(yt + k * 0.46)}` +
        `L${f(x + hw * 0.12)} ${f(yt + k * 0.58)}L${f(x + hw * 0.48)} ${f(yt + k * 0.5)}Z`;
    }
  }
  return (
    rect(x - h * 0.025, y - h * 0.12, h * 0.05, h * 0.13, "#3e2c1f") +
    pathEl(body, col) +
    pathEl(sh, shade) +
    (snow ? pathEl(sn, snow) : "")
  );
}

function larch(x: number, y: number, h: number, col: string): string {
  const hw = h * 0.2;
  return (
    rect(x - h * 0.02, y - h * 0.12, h * 0.04, h * 0.13, "#4a3322") +
    pathEl(`M${f(x - hw)} ${f(y - h * 0.1)}Q${f(x)} ${f(y - h * 0.2)} ${f(x + hw)} ${f(y - h * 0.1)}L${f(x)} ${f(y - h)}Z`, col) +
    pathEl(`M${f(x)} ${f(y - h)}L${f(x + hw)} ${f(y - h * 0.1)}L${f(x + hw * 0.2)} ${f(y - h * 0.12)}Z`, darken(col, 0.2))
  );
}

interface HillOpts {
  y: number;
  amp: number;
  fill: string;
  trees: number;
  size: [number, number];
  spread: number;
  xRange?: [number, number][];
}

function hills(svg: Svg, rng: Rng, c: Colors, season: Season, o: HillOpts): string {
  const ph = [rng.range(0, 6.3), rng.range(0, 6.3)] as const;
  const hillAt = (x: number): number => o.y + o.amp * Math.sin(x / 270 + ph[0]) + o.amp * 0.45 * Math.sin(x / 97 + ph[1]);
  const line: Pt[] = [];
  for (let x = -40; x <= 1640; x += 40) line.push([x, hillAt(x)]);
  const out: string[] = [];
  out.push(
    pathEl(
      `${smoothLine(line)}L1640 ${H + 10}L-40 ${H + 10}Z`,
      svg.linearUser([[0, o.fill], [1, darken(o.fill, 0.15)]], 0, o.y - o.amp, 0, o.y + 200),
    ),
  );
  const trees: [number, number, number, boolean][] = [];
  const ranges = o.xRange ?? [[-20, 1620]];
  for (let i = 0; i < o.trees; i++) {
    const r = rng.pick(ranges);
    const x = rng.range(r[0], r[1]);
    trees.push([x, hillAt(x) + rng.range(-4, o.spread), rng.range(o.size[0], o.size[1]), rng.chance(0.4)]);
  }
  trees.sort((a, b) => a[1] - b[1]);
  const snow = season === "winter" ? c.snow : null;
  for (const [x, y, h, isLarch] of trees) {
    if (season === "autumn" && isLarch) out.push(larch(x, y, h * 1.05, mix(c.larch, rng.pick(["#f0b440", "#c9822a", "#e8c060"]), 0.35)));
    else out.push(fir(x, y, h, c.forest, c.forestShade, snow));
  }
  return out.join("");
}

const FLOWER_COLORS = ["#ffffff", "#f6d548", "#b77cf2", "#ff6f91", "#7aa6ff", "#ff9f43"];

function groundLayer(svg: Svg, rng: Rng, c: Colors, season: Season, top: number): string {
  const ph = [rng.range(0, 6.3), rng.range(0, 6.3)] as const;
  const gAt = (x: number): number => top + 16 * Math.sin(x / 310 + ph[0]) + 9 * Math.sin(x / 120 + ph[1]);
  const line: Pt[] = [];
  for (let x = -40; x <= 1640; x += 40) line.push([x, gAt(x)]);
  const out: string[] = [];
  out.push(pathEl(`${smoothLine(line)}L1640 ${H + 10}L-40 ${H + 10}Z`, svg.linearUser([[0, c.ground1], [1, c.ground2]], 0, top - 20, 0, H)));
  if (season === "winter") {
    for (let i = 0; i < 7; i++) {
      const x = rng.range(0, 1600);
      const y = rng.range(top + 30, H);
      out.push(ellipse(x, y, rng.range(120, 320), rng.range(10, 24), c.shadow, `${op(0.07)} ${svg.blur(6)}`));
    }
    let d = "";
    for (let i = 0; i < 60; i++) {
      const x = rng.range(0, 1600);
      const y = rng.range(top + 10, H);
      d += `M${f(x)} ${f(y)}h2.4v2.4h-2.4Z`;
    }
    out.push(pathEl(d, "#ffffff", op(0.9)));
  } else {
    let grass = "";
    for (let i = 0; i < 260; i++) {
      const x = rng.range(-10, 1610);
      const y = gAt(x) + Math.pow(rng.next(), 0.7) * (H - top);
      const s = 0.5 + (y - top) / (H - top);
      grass += `M${f(x)} ${f(y)}l${f(-4 * s)} ${f(-12 * s)}M${f(x)} ${f(y)}l${f(1 * s)} ${f(-15 * s)}M${f(x)} ${f(y)}l${f(5 * s)} ${f(-11 * s)}`;
    }
    out.push(pathEl(grass, "none", `stroke="${darken(c.ground2, 0.12)}" stroke-width="2" stroke-linecap="round" ${op(0.55)}`));
    const flowers = season === "autumn" ? ["#f6d548", "#ffffff", "#c77d3a"] : FLOWER_COLORS;
    for (const col of flowers) {
      let d = "";
      for (let i = 0; i < (season === "autumn" ? 25 : 45); i++) {
        const x = rng.range(0, 1600);
        const y = gAt(x) + 8 + Math.pow(rng.next(), 0.6) * (H - top);
        const r = 1.5 + ((y - top) / (H - top)) * 3.5;
        d += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
      }
      out.push(pathEl(d, c.tint(col)));
    }
  }
  return out.join("");
}

function snowfall(rng: Rng, w = W, h = H): string {
  let small = "";
  for (let i = 0; i < 320; i++) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    const r = rng.range(1.2, 3.2);
    small += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
  }
  let big = "";
  for (let i = 0; i < 40; i++) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    const r = rng.range(4, 7);
    big += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
  }
  return pathEl(small, "#ffffff", op(0.85)) + pathEl(big, "#ffffff", op(0.45));
}

/** Sky, two mountain ranges, forested hills. Returns the content plus the main ridge. */
function alpineBackdrop(svg: Svg, rng: Rng, c: Colors, look: Look, opts: { trees: number; hillY: number; baseY?: number }): Range {
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

// ---------------------------------------------------------------------------
// Chalet (local coordinates: (0,0) = bottom centre of the front facade)
// ---------------------------------------------------------------------------

interface ChaletOpts {
  wood: string;
  roof: string;
  shutter: string | null;
  trim: string;
  stone: string;
  floors: number;
  hw: number;
  snow: boolean;
  flowers: string[] | null;
  smoke: boolean;
  woodpile: boolean;
  detail: boolean;
}

function chalet(svg: Svg, rng: Rng, c: Colors, o: ChaletOpts): string {
  const T = c.tint;
  const { hw, floors } = o;
  const baseH = 110;
  const floorH = 130;
  const pitch = 0.46;
  const ov = 64;
  const bodyTop = -(baseH + floors * floorH);
  const apexY = bodyTop - hw * pitch;
  const D: Pt = [150, -44];
  const wood = T(o.wood);
  const woodSide = darken(wood, 0.32);
  const woodLight = T(lighten(o.wood, 0.3));
  const woodDark = darken(wood, 0.38);
  const stone = T(o.stone);
  const stoneSide = darken(stone, 0.22);
  const roof = T(o.roof);
  const trim = T(o.trim);
  const sp = (u: number, y: number): Pt => [hw + u * D[0], y + u * D[1]];
  const add = (p: Pt, t: number): Pt => [p[0] + D[0] * t, p[1] + D[1] * t];
  const out: string[] = [];
  const glass = svg.linear([[0, c.glass1], [1, c.glass2]], 0, 0, 0.6, 1);

  // ground shadow
  out.push(ellipse(D[0] * 0.35, 4, hw + 170, 30, "#000000", `${op(0.22)} ${svg.blur(10)}`));

  // --- side wall
  out.push(poly([sp(0, 0), sp(1, 0), sp(1, -baseH), sp(0, -baseH)], stoneSide));
  out.push(poly([sp(0, -baseH), sp(1, -baseH), sp(1, bodyTop), sp(0, bodyTop)], woodSide));
  let planks = "";
  for (let y = -baseH - 16; y > bodyTop; y -= 16) {
    const a = sp(0, y);
    const b = sp(1, y);
    planks += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
  }
  out.push(pathEl(planks, "none", `stroke="${darken(woodSide, 0.35)}" stroke-width="2" ${op(0.6)}`));
  const sideWins: Pt[] = [[0.2, 0.4], [0.58, 0.78]];
  for (let fl = 0; fl < floors; fl++) {
    const fb = -baseH - fl * floorH;
    const y0 = fb - floorH + 30;
    const y1 = fb - 34;
    for (const [u0, u1] of sideWins) {
      out.push(poly([sp(u0 - 0.03, y0 - 6), sp(u1 + 0.03, y0 - 6), sp(u1 + 0.03, y1 + 6), sp(u0 - 0.03, y1 + 6)], darken(trim, 0.25)));
      out.push(poly([sp(u0, y0), sp(u1, y0), sp(u1, y1), sp(u0, y1)], c.glow ? c.glass1 : darken(c.glass2, 0.25)));
    }
  }

  // --- roof plane
  const A: Pt = [0, apexY];
  const E: Pt = [hw + ov, bodyTop + ov * pitch];
  const L: Pt = [-(hw + ov), bodyTop + ov * pitch];
  const Af = add(A, -0.1);
  const Ab = add(A, 1.14);
  const Ef = add(E, -0.1);
  const Eb = add(E, 1.14);
  const Lf = add(L, -0.1);
  out.push(poly([Af, Ab, Eb, Ef], roof));
  let shingles = "";
  for (let t = 0.1; t < 0.95; t += 0.11) {
    const a = lerpPt(Af, Ef, t);
    const b = lerpPt(Ab, Eb, t);
    shingles += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
  }
  out.push(pathEl(shingles, "none", `stroke="${darken(roof, 0.3)}" stroke-width="3" ${op(0.6)}`));
  if (o.snow) {
    out.push(poly([Af, Ab, lerpPt(Ab, Eb, 1.02), lerpPt(Af, Ef, 1.02)], svg.linear([[0, c.snow], [1, mix(c.snow, c.shadow, 0.25)]], 0, 0, 1, 1)));
    const e1 = lerpPt(Af, Ef, 1.02);
    const e2 = lerpPt(Ab, Eb, 1.02);
    out.push(poly([e1, e2, [e2[0], e2[1] + 12], [e1[0], e1[1] + 12]], mix(c.snow, c.shadow, 0.15)));
  }
  // chimney
  const cp = lerpPt(lerpPt(Af, Ab, 0.6), lerpPt(Ef, Eb, 0.6), 0.3);
  out.push(poly([[cp[0] + 18, cp[1] - 84], [cp[0] + 34, cp[1] - 89], [cp[0] + 34, cp[1] + 8], [cp[0] + 18, cp[1] + 12]], stoneSide));
  out.push(rect(cp[0] - 18, cp[1] - 84, 36, 96, stone));
  out.push(rect(cp[0] - 24, cp[1] - 96, 62, 14, woodDark));
  if (o.snow) out.push(rect(cp[0] - 26, cp[1] - 106, 66, 12, c.snow, 'rx="6"'));
  if (o.smoke) {
    for (let i = 0; i < 7; i++) {
      out.push(circle(cp[0] + 4 + i * 22 + i * i * 2, cp[1] - 120 - i * 34, 14 + i * 6, "#ffffff", `${op(0.4 - i * 0.05)} ${svg.blur(7)}`));
    }
  }

  // --- front facade
  out.push(rect(-hw, -baseH, 2 * hw, baseH, stone));
  if (o.detail) {
    let stones = "";
    for (let y = -baseH + 3; y < -12; y += 24) {
      let x = -hw + rng.range(-20, 0);
      while (x < hw - 10) {
        const w = rng.range(34, 70);
        const x0 = Math.max(x, -hw + 3);
        const x1 = Math.min(x + w, hw - 3);
        if (x1 - x0 > 12) stones += `M${f(x0 + 6)} ${f(y)}H${f(x1 - 6)}Q${f(x1)} ${f(y)} ${f(x1)} ${f(y + 6)}V${f(y + 14)}Q${f(x1)} ${f(y + 20)} ${f(x1 - 6)} ${f(y + 20)}H${f(x0 + 6)}Q${f(x0)} ${f(y + 20)} ${f(x0)} ${f(y + 14)}V${f(y + 6)}Q${f(x0)} ${f(y)} ${f(x0 + 6)} ${f(y)}Z`;
        x += w + 4;
      }
    }
    out.push(pathEl(stones, lighten(stone, 0.12), `stroke="${darken(stone, 0.18)}" stroke-width="2"`));
  }
  out.push(rect(-hw, bodyTop, 2 * hw, floors * floorH, wood));
  out.push(poly([[-hw, bodyTop + 1], [0, apexY], [hw, bodyTop + 1]], wood));
  let fp = "";
  for (let y = -baseH - 16; y > bodyTop; y -= 16) fp += `M${f(-hw)} ${f(y)}H${f(hw)}`;
  for (let y = bodyTop - 16; y > apexY + 8; y -= 16) {
    const half = (y - apexY) / pitch;
    fp += `M${f(-half)} ${f(y)}H${f(half)}`;
  }
  out.push(pathEl(fp, "none", `stroke="${woodDark}" stroke-width="2" ${op(0.45)}`));
  // light on front facade
  out.push(poly([[-hw, 0], [-hw, bodyTop], [0, apexY], [hw, bodyTop], [hw, 0]], svg.linear([[0, "#ffffff", 0.08], [1, "#000000", 0.12]], 0, 0, 1, 0.4)));
  for (let fl = 0; fl <= floors; fl++) out.push(rect(-hw - 8, -baseH - fl * floorH - 6, 2 * hw + 16, 12, woodDark));
  // eave shadow
  out.push(poly([[-hw, bodyTop], [0, apexY], [hw, bodyTop], [hw, bodyTop + 44], [0, apexY + 44], [-hw, bodyTop + 44]], "#000000", op(0.25)));

  const windowEl = (x: number, y0: number, w: number, h: number, shutters: boolean): string => {
    const parts: string[] = [];
    if (shutters && o.shutter) {
      const sc = T(o.shutter);
      const sw = w * 0.55;
      for (const sx of [x - w / 2 - 6 - sw, x + w / 2 + 6]) {
        parts.push(rect(sx, y0 - 6, sw, h + 12, sc));
        let sl = "";
        for (let yy = y0 + 2; yy < y0 + h + 4; yy += 9) sl += `M${f(sx + 4)} ${f(yy)}H${f(sx + sw - 4)}`;
        parts.push(pathEl(sl, "none", `stroke="${darken(sc, 0.3)}" stroke-width="2.5"`));
      }
    }
    parts.push(rect(x - w / 2 - 6, y0 - 6, w + 12, h + 12, trim));
    parts.push(rect(x - w / 2, y0, w, h, glass));
    parts.push(poly([[x - w / 2, y0 + h * 0.7], [x - w / 2 + w * 0.5, y0], [x - w / 2 + w * 0.75, y0], [x - w / 2, y0 + h]], "#ffffff", op(c.glow ? 0.12 : 0.22)));
    parts.push(rect(x - 2.5, y0, 5, h, trim), rect(x - w / 2, y0 + h * 0.45 - 2.5, w, 5, trim));
    if (c.glow) parts.push(glow(svg, x, y0 + h / 2, w * 1.3, "#ffc25e", 0.35));
    return parts.join("");
  };
  const flowerBox = (x: number, y: number, w: number): string => {
    if (!o.flowers) return "";
    let leaves = "";
    let blooms = "";
    const fl: string[] = [];
    for (let i = 0; i < w / 9; i++) {
      const lx = x + rng.range(4, w - 4);
      leaves += `M${f(lx - 7)} ${f(y - 4)}a7 7 0 1 0 14 0a7 7 0 1 0 -14 0`;
    }
    for (let i = 0; i < 5; i++) {
      const lx = x + rng.range(6, w - 6);
      leaves += `M${f(lx - 5)} ${f(y + 22 + i * 2)}a5 5 0 1 0 10 0a5 5 0 1 0 -10 0`;
    }
    for (let i = 0; i < w / 7; i++) {
      const bx = x + rng.range(3, w - 3);
      const by = y - rng.range(4, 14);
      const r = rng.range(3.5, 6.5);
      fl.push(circle(bx, by, r, T(rng.pick(o.flowers))));
    }
    blooms = fl.join("");
    return (
      pathEl(leaves, T("#3f7d2c")) +
      rect(x, y, w, 18, woodDark, 'rx="2"') +
      rect(x, y, w, 5, darken(woodDark, 0.2)) +
      blooms
    );
  };

  // gable window
  const gy = apexY + (bodyTop - apexY) * 0.42;
  out.push(windowEl(0, gy, 56, 52, false));
  // windows per floor
  const balconyFloors = floors >= 3 ? [1, 2] : [1];
  const nWin = hw > 270 ? 4 : 3;
  const xs = nWin === 4 ? [-0.7, -0.24, 0.24, 0.7] : [-0.62, 0, 0.62];
  for (let fl = 0; fl < floors; fl++) {
    const fb = -baseH - fl * floorH;
    const isBalcony = balconyFloors.includes(fl);
    xs.forEach((k, i) => {
      const door = isBalcony && (nWin === 3 ? i === 1 : i === 1 || i === 2);
      const y0 = fb - floorH + 26;
      const h = door ? floorH - 36 : 78;
      out.push(windowEl(k * hw, y0, 60, h, !door));
      if (!isBalcony && o.flowers) out.push(flowerBox(k * hw - 42, y0 + h + 8, 84));
    });
  }
  // balconies
  for (const fl of balconyFloors) {
    if (fl >= floors) continue;
    const fb = -baseH - fl * floorH;
    const bx0 = -hw - 26;
    const bx1 = hw + 26;
    const ofs: Pt = [-24, 8];
    out.push(rect(-hw, fb + 4, 2 * hw, 26, "#000000", op(0.22)));
    out.push(poly([[bx0, fb], [bx1, fb], [bx1 + ofs[0], fb + ofs[1]], [bx0 + ofs[0], fb + ofs[1]]], woodLight));
    out.push(rect(bx0 + ofs[0], fb + ofs[1], bx1 - bx0, 12, woodDark));
    // side railing
    out.push(poly([[bx1, fb], [bx1 + ofs[0], fb + ofs[1]], [bx1 + ofs[0], fb + ofs[1] - 58], [bx1, fb - 58]], darken(woodLight, 0.25)));
    const rx0 = bx0 + ofs[0];
    const rx1 = bx1 + ofs[0];
    const ry = fb + ofs[1];
    let bal = "";
    let holes = "";
    for (let x = rx0 + 4; x < rx1 - 14; x += 21) {
      bal += `M${f(x)} ${f(ry - 52)}h15v${f(44)}h-15Z`;
      holes += `M${f(x + 4.5)} ${f(ry - 30)}a3 5 0 1 0 6 0a3 5 0 1 0 -6 0`;
    }
    out.push(pathEl(bal, woodLight), pathEl(holes, woodDark, op(0.8)));
    out.push(rect(rx0, ry - 62, rx1 - rx0, 11, darken(woodLight, 0.12)), rect(rx0, ry - 12, rx1 - rx0, 8, darken(woodLight, 0.12)));
    if (o.snow) out.push(rect(rx0 - 3, ry - 70, rx1 - rx0 + 6, 10, c.snow, 'rx="5"'));
    if (o.flowers) {
      const n = Math.floor((rx1 - rx0) / 130);
      for (let i = 0; i < n; i++) out.push(flowerBox(rx0 + 20 + i * ((rx1 - rx0 - 40) / n) + 8, ry - 80, (rx1 - rx0 - 40) / n - 16));
    }
  }
  // door & basement windows
  const dx = -hw * 0.45;
  out.push(
    pathEl(`M${f(dx - 40)} 0V-70Q${f(dx - 40)} -104 ${f(dx)} -104Q${f(dx + 40)} -104 ${f(dx + 40)} -70V0Z`, darken(stone, 0.35)),
    pathEl(`M${f(dx - 32)} 0V-68Q${f(dx - 32)} -96 ${f(dx)} -96Q${f(dx + 32)} -96 ${f(dx + 32)} -68V0Z`, woodDark),
    pathEl(`M${f(dx - 16)} -92V0M${f(dx)} -96V0M${f(dx + 16)} -92V0`, "none", `stroke="${darken(woodDark, 0.3)}" stroke-width="2"`),
    circle(dx + 20, -46, 3.5, "#d8b25a"),
  );
  if (c.glow) out.push(glow(svg, dx, -116, 60, "#ffc25e", 0.55), circle(dx, -116, 6, "#fff1c4"));
  for (const bx of [hw * 0.18, hw * 0.6]) {
    out.push(rect(bx - 26, -78, 52, 38, darken(stone, 0.3)), rect(bx - 22, -74, 44, 30, c.glow ? c.glass2 : "#2f3640"));
    out.push(pathEl(`M${f(bx - 11)} -74v30M${f(bx)} -74v30M${f(bx + 11)} -74v30`, "none", `stroke="${darken(stone, 0.4)}" stroke-width="2.5"`));
  }
  // front roof edge (fascia)
  out.push(polyline([Lf, Af, Ef], woodDark, 20, 'stroke-linejoin="miter"'));
  out.push(polyline([[Lf[0], Lf[1] + 14], [Af[0], Af[1] + 14], [Ef[0], Ef[1] + 14]], woodLight, 5, 'stroke-linejoin="miter"'));
  if (o.snow) {
    out.push(polyline([[Lf[0] - 4, Lf[1] - 8], [Af[0], Af[1] - 11], [Ef[0] + 4, Ef[1] - 8]], c.snow, 16, 'stroke-linejoin="round" stroke-linecap="round"'));
    let icicles = "";
    for (let t = 0.08; t < 0.95; t += 0.07) {
      for (const [p, q] of [[Lf, Af], [Ef, Af]] as const) {
        const pt = lerpPt(p, q, t);
        icicles += `M${f(pt[0] - 3)} ${f(pt[1] + 9)}l3 ${f(rng.range(8, 20))}l3 ${f(-rng.range(8, 20))}Z`;
      }
    }
    out.push(pathEl(icicles, lighten(c.snow, 0.3), op(0.85)));
  }
  // woodpile
  if (o.woodpile) {
    const x0 = -hw - 190;
    const x1 = -hw - 36;
    out.push(rect(x0 - 8, -132, x1 - x0 + 16, 132, woodDark));
    out.push(poly([[x0 - 22, -128], [x1 + 22, -128], [x1 + 14, -146], [x0 - 14, -146]], roof));
    if (o.snow) out.push(rect(x0 - 24, -156, x1 - x0 + 48, 12, c.snow, 'rx="6"'));
    let logs = "";
    for (let y = -12; y > -118; y -= 19) {
      for (let x = x0 + 10 + ((y / 19) % 2 === 0 ? 0 : 9); x < x1 - 6; x += 19) {
        logs += `M${f(x - 9)} ${f(y)}a9 9 0 1 0 18 0a9 9 0 1 0 -18 0`;
      }
    }
    out.push(pathEl(logs, T("#c9a27a"), `stroke="${T("#7a5234")}" stroke-width="2.5"`));
  }
  return out.join("");
}

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

type WallStyle = "wood" | "plaster" | "mixed";

interface Property {
  slug: string;
  count: number;
  look: Look;
  wood: string;
  roof: string;
  shutter: string | null;
  trim: string;
  stone: string;
  floors: number;
  hw: number;
  interiorWood: string;
  floorWood: string;
  plaster: string;
  wallStyle: WallStyle;
  accent: string;
  accent2: string;
  cabinet: string;
  tile: string;
  flowers: string[];
  /** Whether the house has a sauna (adds a sauna photo). */
  sauna: boolean;
}

const PROPERTIES: Property[] = [
  {
    slug: "chalet-allalin", count: 8, look: { season: "winter", time: "day", peaks: "sharp" },
    wood: "#4a2d1a", roof: "#3a3a40", shutter: "#9f1d1d", trim: "#f3efe6", stone: "#ebe7de", floors: 2, hw: 250,
    interiorWood: "#c08a55", floorWood: "#8a5a34", plaster: "#efe6d8", wallStyle: "wood",
    accent: "#b91c1c", accent2: "#efe3cc", cabinet: "#a8744a", tile: "#e9e4da", sauna: true, flowers: ["#d62839", "#ff4d6d"],
  },
  {
    slug: "chalet-dom", count: 6, look: { season: "summer", time: "morning", peaks: "pyramid" },
    wood: "#5b3a22", roof: "#4b4139", shutter: "#2f5d3a", trim: "#f5f0e6", stone: "#e6e1d6", floors: 2, hw: 240,
    interiorWood: "#d4a26a", floorWood: "#9c6b3f", plaster: "#f3ede2", wallStyle: "mixed",
    accent: "#2f6f6a", accent2: "#e8c872", cabinet: "#5f8a7e", tile: "#dfe9e6", sauna: false, flowers: ["#e63946", "#ff7aa2", "#ffffff"],
  },
  {
    slug: "haus-mischabel", count: 10, look: { season: "winter", time: "sunset", peaks: "jagged" },
    wood: "#3f2716", roof: "#2f3036", shutter: null, trim: "#efe4d2", stone: "#e8e2d6", floors: 3, hw: 285,
    interiorWood: "#b47a48", floorWood: "#6e4526", plaster: "#ece4d6", wallStyle: "wood",
    accent: "#1e3a5f", accent2: "#d9c7a7", cabinet: "#2b3f57", tile: "#d7d2c8", sauna: true, flowers: ["#e63946"],
  },
  {
    slug: "chalet-alphubel", count: 7, look: { season: "summer", time: "day", peaks: "plateau" },
    wood: "#6a4428", roof: "#574838", shutter: "#1f4d2b", trim: "#f7f3ea", stone: "#eeeae2", floors: 2, hw: 255,
    interiorWood: "#dcb383", floorWood: "#a77b4f", plaster: "#f7f2e8", wallStyle: "plaster",
    accent: "#c9962b", accent2: "#5b7b8c", cabinet: "#f0ebe0", tile: "#f1ede5", sauna: true, flowers: ["#ff4d6d", "#ff9f1c", "#d62839"],
  },
  {
    slug: "gruppenhaus-weissmies", count: 9, look: { season: "winter", time: "dusk", peaks: "twin" },
    wood: "#4d301d", roof: "#2e2e33", shutter: "#7a1f2b", trim: "#efe6d6", stone: "#e3ddd2", floors: 3, hw: 300,
    interiorWood: "#b98552", floorWood: "#7c5030", plaster: "#efe5d3", wallStyle: "wood",
    accent: "#8a2332", accent2: "#d6bf96", cabinet: "#8a5c38", tile: "#e3dcd0", sauna: true, flowers: ["#d62839"],
  },
  {
    slug: "chalet-lagginhorn", count: 5, look: { season: "autumn", time: "morning", peaks: "sharp" },
    wood: "#5e3b22", roof: "#4a3a30", shutter: "#b0702a", trim: "#f4ede0", stone: "#e4ded2", floors: 2, hw: 235,
    interiorWood: "#c99660", floorWood: "#85552f", plaster: "#f1e8da", wallStyle: "mixed",
    accent: "#b45309", accent2: "#3f5f4a", cabinet: "#3f5f4a", tile: "#e8dfd2", sauna: false, flowers: ["#d62839", "#ff7a00"],
  },
  {
    slug: "chalet-mattmark", count: 6, look: { season: "summer", time: "sunset", peaks: "rounded" },
    wood: "#4f3220", roof: "#3d3a3a", shutter: "#234e70", trim: "#f4efe6", stone: "#e9e3d8", floors: 2, hw: 260,
    interiorWood: "#c28c58", floorWood: "#7d5232", plaster: "#f2eadc", wallStyle: "plaster",
    accent: "#0f766e", accent2: "#f2d7a6", cabinet: "#2f4f5f", tile: "#dce8e6", sauna: false, flowers: ["#ff4d6d", "#ffffff", "#e63946"],
  },
  {
    slug: "chalet-portjengrat", count: 7, look: { season: "winter", time: "snowfall", peaks: "jagged" },
    wood: "#553620", roof: "#3b3b3f", shutter: "#4d6b57", trim: "#f2ede4", stone: "#e7e3dc", floors: 2, hw: 250,
    interiorWood: "#a87447", floorWood: "#6f4a2c", plaster: "#f4efe7", wallStyle: "mixed",
    accent: "#4d6b57", accent2: "#d8cbb3", cabinet: "#e9e4da", tile: "#e4e6e1", sauna: true, flowers: ["#d62839"],
  },
];

// ---------------------------------------------------------------------------
// Exterior scenes
// ---------------------------------------------------------------------------

function chaletOptsFor(p: Property, overrides: Partial<ChaletOpts> = {}): ChaletOpts {
  const winter = p.look.season === "winter";
  return {
    wood: p.wood, roof: p.roof, shutter: p.shutter, trim: p.trim, stone: p.stone, floors: p.floors, hw: p.hw,
    snow: winter, flowers: winter ? null : p.flowers, smoke: winter || p.look.time === "dusk", woodpile: true, detail: true,
    ...overrides,
  };
}

function exteriorScene(svg: Svg, rng: Rng, p: Property): string {
  const look = p.look;
  const c = colorsFor(look, rng);
  const parts: string[] = [];
  parts.push(alpineBackdrop(svg, rng, c, look, { trees: 120, hillY: 640 }).el);
  // a few tiny chalets on the far slope
  for (let i = 0; i < 3; i++) {
    const x = rng.pick([rng.range(120, 420), rng.range(1180, 1500)]);
    parts.push(group(chalet(svg, rng, c, chaletOptsFor(p, { floors: 1, hw: 200, woodpile: false, detail: false, smoke: false, flowers: null })), `transform="translate(${f(x)} ${f(rng.range(672, 690))}) scale(${f2(rng.range(0.09, 0.12))})"`));
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
  parts.push(group(chalet(svg, rng, c, chaletOptsFor(p)), `transform="translate(${f(cx)} ${f(baseY)}) scale(${f2(s)})"`));
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

// ---------------------------------------------------------------------------
// Interior room model: simple one-point perspective
// ---------------------------------------------------------------------------

type P3 = [number, number, number];

class Room {
  readonly k: number;
  constructor(
    readonly vx: number,
    readonly vy: number,
    back: number,
    readonly xl = -60,
    readonly xr = 1660,
    readonly yc = 0,
    readonly yf = 900,
  ) {
    this.k = 1 / back - 1;
  }
  s(d: number): number {
    return 1 / (1 + this.k * d);
  }
  p(X: number, Y: number, d: number): Pt {
    const s = this.s(d);
    return [this.vx + (X - this.vx) * s, this.vy + (Y - this.vy) * s];
  }
  quad(a: readonly P3[], fill: string, extra?: string): string {
    return poly(a.map(([X, Y, d]) => this.p(X, Y, d)), fill, extra);
  }
  /** Rectangle on a plane parallel to the picture plane. */
  face(x0: number, x1: number, y0: number, y1: number, d: number, fill: string, extra?: string): string {
    const [a, b] = this.p(x0, y0, d);
    const [c2, e] = this.p(x1, y1, d);
    return rect(a, b, c2 - a, e - b, fill, extra);
  }
  box(
    x0: number, x1: number, y0: number, y1: number, d0: number, d1: number, color: string,
    o: { r?: number; top?: string; side?: string } = {},
  ): string {
    const out: string[] = [];
    const side = o.side ?? darken(color, 0.22);
    const top = o.top ?? lighten(color, 0.12);
    if (x0 > this.vx) out.push(this.quad([[x0, y0, d0], [x0, y0, d1], [x0, y1, d1], [x0, y1, d0]], side));
    if (x1 < this.vx) out.push(this.quad([[x1, y0, d0], [x1, y0, d1], [x1, y1, d1], [x1, y1, d0]], side));
    if (y0 > this.vy) out.push(this.quad([[x0, y0, d0], [x1, y0, d0], [x1, y0, d1], [x0, y0, d1]], top));
    if (y1 < this.vy) out.push(this.quad([[x0, y1, d0], [x1, y1, d0], [x1, y1, d1], [x0, y1, d1]], darken(color, 0.3)));
    const r = (o.r ?? 0) * this.s(d0);
    out.push(this.face(x0, x1, y0, y1, d0, color, r > 0 ? `rx="${f(r)}"` : undefined));
    return out.join("");
  }
  /** Soft contact shadow on the floor. */
  shadow(svg: Svg, x0: number, x1: number, d0: number, d1: number, strength = 0.25): string {
    return this.quad([[x0 - 20, this.yf, d0 - 0.02], [x1 + 20, this.yf, d0 - 0.02], [x1 + 20, this.yf, d1], [x0 - 20, this.yf, d1]], "#000000", `${op(strength)} ${svg.blur(8)}`);
  }
}

interface Ctx {
  svg: Svg;
  rng: Rng;
  p: Property;
  c: Colors;
  R: Room;
  /** Landscape content (1600x900 coordinates) for windows. */
  view: () => string;
}

function makeView(svg: Svg, rng: Rng, c: Colors, look: Look): () => string {
  return () => {
    const backdrop = alpineBackdrop(svg, rng, c, look, { trees: 60, hillY: 680, baseY: 700 });
    return backdrop.el + groundLayer(svg, rng, c, look.season, 790);
  };
}

function roomShell(
  ctx: Ctx,
  o: { wall?: string; style?: WallStyle; beams?: boolean; floor?: string; tiles?: boolean; planks?: boolean } = {},
): string {
  const { svg, R, p, rng } = ctx;
  const style = o.style ?? p.wallStyle;
  const woodWall = o.wall ?? p.interiorWood;
  const plaster = p.plaster;
  const floor = o.floor ?? p.floorWood;
  const ceiling = darken(p.interiorWood, 0.18);
  const out: string[] = [];
  const { xl, xr, yc, yf } = R;
  const backCol = style === "plaster" ? plaster : woodWall;
  // planes
  out.push(R.quad([[xl, yc, 0], [xr, yc, 0], [xr, yc, 1], [xl, yc, 1]], ceiling));
  out.push(R.quad([[xl, yf, 0], [xr, yf, 0], [xr, yf, 1], [xl, yf, 1]], floor));
  out.push(R.quad([[xl, yc, 0], [xl, yc, 1], [xl, yf, 1], [xl, yf, 0]], darken(backCol, 0.08)));
  out.push(R.quad([[xr, yc, 0], [xr, yc, 1], [xr, yf, 1], [xr, yf, 0]], darken(backCol, 0.16)));
  out.push(R.face(xl, xr, yc, yf, 1, backCol));
  // wall wood
  const woodFrom = style === "wood" ? yc : style === "mixed" ? 600 : yf;
  if (style !== "wood") {
    // plaster walls with a touch of texture
    out.push(R.face(xl, xr, yc, woodFrom, 1, plaster));
    out.push(R.quad([[xl, yc, 0], [xl, yc, 1], [xl, woodFrom, 1], [xl, woodFrom, 0]], darken(plaster, 0.07)));
    out.push(R.quad([[xr, yc, 0], [xr, yc, 1], [xr, woodFrom, 1], [xr, woodFrom, 0]], darken(plaster, 0.14)));
  }
  if (woodFrom < yf) {
    if (style === "mixed") {
      out.push(R.face(xl, xr, woodFrom, yf, 1, woodWall));
      out.push(R.quad([[xl, woodFrom, 0], [xl, woodFrom, 1], [xl, yf, 1], [xl, yf, 0]], darken(woodWall, 0.08)));
      out.push(R.quad([[xr, woodFrom, 0], [xr, woodFrom, 1], [xr, yf, 1], [xr, yf, 0]], darken(woodWall, 0.16)));
    }
    let d = "";
    for (let X = xl; X <= xr && (o.planks ?? true); X += 46) {
      const a = R.p(X, woodFrom, 1);
      const b = R.p(X, yf, 1);
      d += `M${f(a[0])} ${f(a[1])}V${f(b[1])}`;
    }
    for (let t = 0; t <= 1.001 && (o.planks ?? true); t += 0.045) {
      for (const X of [xl, xr]) {
        const a = R.p(X, woodFrom, t);
        const b = R.p(X, yf, t);
        d += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
      }
    }
    out.push(pathEl(d, "none", `stroke="${darken(woodWall, 0.3)}" stroke-width="2" ${op(0.5)}`));
    if (style === "mixed") {
      out.push(R.quad([[xl, woodFrom - 12, 0], [xl, woodFrom - 12, 1], [xl, woodFrom, 1], [xl, woodFrom, 0]], darken(woodWall, 0.3)));
      out.push(R.quad([[xr, woodFrom - 12, 0], [xr, woodFrom - 12, 1], [xr, woodFrom, 1], [xr, woodFrom, 0]], darken(woodWall, 0.35)));
      out.push(R.face(xl, xr, woodFrom - 12, woodFrom, 1, darken(woodWall, 0.25)));
    }
  }
  // floor boards / tiles
  let fl = "";
  const step = o.tiles ? 120 : 72;
  for (let X = xl; X <= xr; X += step) {
    const a = R.p(X, yf, 0);
    const b = R.p(X, yf, 1);
    fl += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
    if (!o.tiles) {
      for (let j = 0; j < 3; j++) {
        const dd = rng.range(0, 1);
        const u = R.p(X, yf, dd);
        const v = R.p(X + step, yf, dd);
        fl += `M${f(u[0])} ${f(u[1])}L${f(v[0])} ${f(v[1])}`;
      }
    }
  }
  if (o.tiles) {
    for (let dd = 0; dd <= 1; dd += 0.07) {
      const u = R.p(xl, yf, dd);
      const v = R.p(xr, yf, dd);
      fl += `M${f(u[0])} ${f(u[1])}L${f(v[0])} ${f(v[1])}`;
    }
  }
  out.push(pathEl(fl, "none", `stroke="${darken(floor, 0.3)}" stroke-width="2" ${op(0.55)}`));
  // floor sheen
  out.push(R.quad([[xl, yf, 0], [xr, yf, 0], [xr, yf, 1], [xl, yf, 1]], svg.linear([[0, "#ffffff", 0.1], [1, "#000000", 0.18]])));
  // skirting
  out.push(R.face(xl, xr, yf - 16, yf, 1, darken(backCol, 0.3)));
  // ceiling boards and beams
  let cl = "";
  for (let X = xl; X <= xr; X += 60) {
    const a = R.p(X, yc, 0);
    const b = R.p(X, yc, 1);
    cl += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
  }
  out.push(pathEl(cl, "none", `stroke="${darken(ceiling, 0.3)}" stroke-width="1.5" ${op(0.5)}`));
  if (o.beams ?? true) {
    for (const d of [0.15, 0.5, 0.85]) out.push(R.box(xl, xr, yc, yc + 46, d, d + 0.07, darken(ceiling, 0.2)));
  }
  return out.join("");
}

function backWindow(ctx: Ctx, X0: number, X1: number, Y0: number, Y1: number, o: { panes?: number; frame?: string; d?: number } = {}): string {
  const { svg, R } = ctx;
  const d = o.d ?? 1;
  const frame = o.frame ?? lighten(ctx.p.interiorWood, 0.1);
  const [x0, y0] = R.p(X0, Y0, d);
  const [x1, y1] = R.p(X1, Y1, d);
  const s = R.s(d);
  const out: string[] = [];
  out.push(rect(x0 - 16 * s, y0 - 16 * s, x1 - x0 + 32 * s, y1 - y0 + 32 * s, darken(frame, 0.35)));
  out.push(`<svg x="${f(x0)}" y="${f(y0)}" width="${f(x1 - x0)}" height="${f(y1 - y0)}" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">${ctx.view()}</svg>`);
  out.push(poly([[x0, y1 - (y1 - y0) * 0.35], [x0 + (x1 - x0) * 0.35, y0], [x0 + (x1 - x0) * 0.55, y0], [x0, y1 - (y1 - y0) * 0.05]], "#ffffff", op(0.1)));
  out.push(rect(x0, y0, x1 - x0, y1 - y0, "none", `stroke="${frame}" stroke-width="${f(14 * s)}"`));
  const panes = o.panes ?? 2;
  let m = "";
  for (let i = 1; i < panes; i++) m += `M${f(lerp(x0, x1, i / panes))} ${f(y0)}V${f(y1)}`;
  out.push(pathEl(m, "none", `stroke="${frame}" stroke-width="${f(12 * s)}"`));
  out.push(R.box(X0 - 40, X1 + 40, Y1 + 16, Y1 + 36, d - 0.04, d, frame));
  // light spill on the floor
  out.push(R.quad([[X0, R.yf, d], [X1, R.yf, d], [X1 + 260, R.yf, d * 0.35], [X0 + 260, R.yf, d * 0.35]], "#fff6dc", `${op(0.08)} ${svg.blur(12)}`));
  return out.join("");
}

function sideWindow(ctx: Ctx, X: number, d0: number, d1: number, Y0: number, Y1: number): string {
  const { svg, R, c, p } = ctx;
  const frame = lighten(p.interiorWood, 0.1);
  const sky = svg.linear([[0, c.skyTop], [0.7, c.skyHorizon], [1, lighten(c.snow, 0.2)]]);
  const out: string[] = [];
  const g = (dd: number, y: number): P3 => [X, y, dd];
  out.push(R.quad([g(d0 - 0.02, Y0 - 16), g(d1 + 0.02, Y0 - 16), g(d1 + 0.02, Y1 + 16), g(d0 - 0.02, Y1 + 16)], darken(frame, 0.35)));
  out.push(R.quad([g(d0, Y0), g(d1, Y0), g(d1, Y1), g(d0, Y1)], sky));
  // distant peaks through the window
  const peaks: P3[] = [g(d0, Y1), g(d0, lerp(Y0, Y1, 0.62))];
  const n = 6;
  for (let i = 1; i < n; i++) peaks.push(g(lerp(d0, d1, i / n), lerp(Y0, Y1, i % 2 === 0 ? 0.6 : 0.42)));
  peaks.push(g(d1, lerp(Y0, Y1, 0.6)), g(d1, Y1));
  out.push(R.quad(peaks, mix(c.snow, c.haze, 0.3)));
  out.push(R.quad([g(d0, Y1), g(d0, lerp(Y0, Y1, 0.82)), g(d1, lerp(Y0, Y1, 0.8)), g(d1, Y1)], p.look.season === "winter" ? mix(c.snow, c.shadow, 0.15) : c.forest));
  out.push(R.quad([g(d0, Y0), g(d1, Y0), g(d1, Y1), g(d0, Y1)], "none", `stroke="${frame}" stroke-width="12"`));
  const m0 = R.p(X, Y0, (d0 + d1) / 2);
  const m1 = R.p(X, Y1, (d0 + d1) / 2);
  out.push(line(m0[0], m0[1], m1[0], m1[1], frame, 10));
  out.push(R.quad([[X, R.yf, d0], [X, R.yf, d1], [X + 500, R.yf, d1 - 0.1], [X + 500, R.yf, d0 - 0.15]], "#fff6dc", `${op(0.1)} ${svg.blur(14)}`));
  out.push(glow(svg, ...R.p(X, (Y0 + Y1) / 2, (d0 + d1) / 2), 380, "#fff4d8", 0.16));
  return out.join("");
}

function painting(ctx: Ctx, X0: number, X1: number, Y0: number, Y1: number, d = 1): string {
  const { R, p, c } = ctx;
  const [x0, y0] = R.p(X0, Y0, d);
  const [x1, y1] = R.p(X1, Y1, d);
  const w = x1 - x0;
  const h = y1 - y0;
  return (
    rect(x0 + 6, y0 + 8, w, h, "#000000", op(0.2)) +
    rect(x0, y0, w, h, darken(p.interiorWood, 0.45)) +
    rect(x0 + w * 0.06, y0 + h * 0.08, w * 0.88, h * 0.84, lighten(p.accent2, 0.45)) +
    poly([[x0 + w * 0.06, y0 + h * 0.92], [x0 + w * 0.35, y0 + h * 0.3], [x0 + w * 0.55, y0 + h * 0.6], [x0 + w * 0.72, y0 + h * 0.38], [x0 + w * 0.94, y0 + h * 0.92]], mix(p.accent, "#ffffff", 0.2)) +
    poly([[x0 + w * 0.35, y0 + h * 0.3], [x0 + w * 0.29, y0 + h * 0.44], [x0 + w * 0.41, y0 + h * 0.42]], "#ffffff") +
    circle(x0 + w * 0.78, y0 + h * 0.24, h * 0.08, c.tint("#f2b134"))
  );
}

function lamp(ctx: Ctx, X: number, Y: number, d: number, size: number, shadeCol: string): string {
  const { R, svg } = ctx;
  const [x, y] = R.p(X, Y, d);
  const s = R.s(d) * size;
  return (
    glow(svg, x, y - 20 * s, 260 * s, "#ffcf7a", 0.45) +
    rect(x - 3 * s, y - 60 * s, 6 * s, 60 * s, "#3a3028") +
    ellipse(x, y, 26 * s, 7 * s, "#3a3028") +
    poly([[x - 36 * s, y - 50 * s], [x + 36 * s, y - 50 * s], [x + 24 * s, y - 104 * s], [x - 24 * s, y - 104 * s]], shadeCol) +
    poly([[x - 36 * s, y - 50 * s], [x + 36 * s, y - 50 * s], [x + 30 * s, y - 60 * s], [x - 30 * s, y - 60 * s]], "#fff1c9", op(0.5))
  );
}

function plant(ctx: Ctx, X: number, Y: number, d: number, size: number): string {
  const { R, c } = ctx;
  const [x, y] = R.p(X, Y, d);
  const s = R.s(d) * size;
  const leaf = c.tint("#3f7d3a");
  let leaves = "";
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.32;
    const len = (90 + (i % 3) * 25) * s;
    const ex2 = x + Math.cos(a) * len;
    const ey = y - 70 * s + Math.sin(a) * len;
    leaves += `M${f(x)} ${f(y - 60 * s)}Q${f(x + Math.cos(a - 0.5) * len * 0.6)} ${f(y - 60 * s + Math.sin(a - 0.5) * len * 0.6)} ${f(ex2)} ${f(ey)}Q${f(x + Math.cos(a + 0.5) * len * 0.6)} ${f(y - 60 * s + Math.sin(a + 0.5) * len * 0.6)} ${f(x)} ${f(y - 60 * s)}Z`;
  }
  return (
    pathEl(leaves, leaf) +
    pathEl(leaves, "none", `stroke="${darken(leaf, 0.3)}" stroke-width="${f(1.5 * s)}"`) +
    poly([[x - 38 * s, y - 70 * s], [x + 38 * s, y - 70 * s], [x + 28 * s, y], [x - 28 * s, y]], c.tint("#c46a44")) +
    rect(x - 40 * s, y - 74 * s, 80 * s, 10 * s, c.tint("#a9573a"))
  );
}

function warmth(ctx: Ctx, strength = 0.12): string {
  const { svg, c } = ctx;
  return (
    rect(0, 0, W, H, c.glow ? "#ff9f43" : "#ffd9a0", op(c.glow ? strength * 1.4 : strength * 0.6)) + vignette(svg, 0.38)
  );
}

function cushion(ctx: Ctx, X: number, Y: number, d: number, size: number, col: string): string {
  const { R } = ctx;
  const [x, y] = R.p(X, Y, d);
  const s = R.s(d) * size;
  return (
    pathEl(`M${f(x - 40 * s)} ${f(y - 38 * s)}Q${f(x)} ${f(y - 48 * s)} ${f(x + 40 * s)} ${f(y - 38 * s)}Q${f(x + 48 * s)} ${f(y)} ${f(x + 40 * s)} ${f(y + 38 * s)}Q${f(x)} ${f(y + 46 * s)} ${f(x - 40 * s)} ${f(y + 38 * s)}Q${f(x - 48 * s)} ${f(y)} ${f(x - 40 * s)} ${f(y - 38 * s)}Z`, col) +
    pathEl(`M${f(x - 30 * s)} ${f(y - 26 * s)}L${f(x + 30 * s)} ${f(y + 28 * s)}`, "none", `stroke="${darken(col, 0.15)}" stroke-width="${f(3 * s)}"`)
  );
}

// ---------------------------------------------------------------------------
// Interior scenes
// ---------------------------------------------------------------------------

function livingRoom(ctx: Ctx): string {
  const { R, p, svg, rng, c } = ctx;
  const out: string[] = [roomShell(ctx)];
  const stone = c.tint("#b9b2a6");
  out.push(backWindow(ctx, 110, 790, 150, 520, { panes: 3 }));
  // fireplace: chimney breast
  out.push(R.box(960, 1420, R.yc, R.yf, 0.86, 1, stone));
  let stones = "";
  for (let Y = 20; Y < R.yf - 20; Y += 48) {
    let X = 960 + rng.range(-30, 0);
    while (X < 1410) {
      const w = rng.range(60, 120);
      const a = R.p(Math.max(X, 966), Y, 0.86);
      const b = R.p(Math.min(X + w, 1414), Y + 42, 0.86);
      if (b[0] - a[0] > 8) stones += `M${f(a[0] + 3)} ${f(a[1])}H${f(b[0] - 3)}V${f(b[1])}H${f(a[0] + 3)}Z`;
      X += w + 6;
    }
  }
  out.push(pathEl(stones, lighten(stone, 0.12), `stroke="${darken(stone, 0.25)}" stroke-width="2"`));
  out.push(R.face(1060, 1320, 600, 860, 0.86, "#1b1512"));
  const [fx, fy] = R.p(1190, 860, 0.9);
  const fs = R.s(0.9);
  out.push(glow(svg, fx, fy - 60 * fs, 500 * fs, "#ff8c2a", 0.5));
  out.push(ellipse(fx - 30 * fs, fy - 12 * fs, 70 * fs, 16 * fs, "#5b3a22"), ellipse(fx + 40 * fs, fy - 16 * fs, 66 * fs, 15 * fs, "#6b4428"));
  for (const [dx, h, col] of [[-50, 150, "#ff7b22"], [10, 200, "#ff9a2e"], [60, 140, "#ff7b22"], [-10, 120, "#ffd25a"], [30, 90, "#fff0a8"]] as const) {
    const x = fx + dx * fs;
    const y = fy - 20 * fs;
    out.push(pathEl(`M${f(x - 36 * fs)} ${f(y)}Q${f(x - 40 * fs)} ${f(y - h * 0.5 * fs)} ${f(x)} ${f(y - h * fs)}Q${f(x + 10 * fs)} ${f(y - h * 0.45 * fs)} ${f(x + 36 * fs)} ${f(y)}Z`, col));
  }
  out.push(R.box(1020, 1360, 860, R.yf, 0.78, 0.86, lighten(stone, 0.1)));
  out.push(R.box(990, 1390, 570, 600, 0.82, 0.86, darken(p.interiorWood, 0.35)));
  out.push(painting(ctx, 1060, 1320, 230, 470, 0.86));
  for (const X of [1030, 1350]) {
    const [cx, cy] = R.p(X, 570, 0.84);
    out.push(rect(cx - 7, cy - 46, 14, 46, "#f4ead2"), glow(svg, cx, cy - 56, 40, "#ffd27a", 0.7), ellipse(cx, cy - 54, 4, 8, "#ffcf57"));
  }
  out.push(glow(svg, fx, fy, 900 * fs, "#ff9a3c", 0.18));
  // rug
  out.push(R.quad([[200, R.yf - 1, 0.36], [1000, R.yf - 1, 0.36], [1000, R.yf - 1, 0.8], [200, R.yf - 1, 0.8]], p.accent2));
  out.push(R.quad([[235, R.yf - 2, 0.39], [965, R.yf - 2, 0.39], [965, R.yf - 2, 0.77], [235, R.yf - 2, 0.77]], "none", `stroke="${p.accent}" stroke-width="8"`));
  // floor lamp beside the sofa
  out.push(lamp(ctx, 40, 560, 0.95, 1.0, p.accent2));
  const [lx, ly] = R.p(40, 560, 0.95);
  out.push(rect(lx - 3, ly, 6, R.p(40, R.yf, 0.95)[1] - ly, "#3a3028"));
  // sofa against the back wall, under the window
  const sofa = p.accent;
  out.push(R.shadow(svg, 110, 790, 0.76, 0.99));
  for (const X of [140, 750]) out.push(R.box(X, X + 16, 860, R.yf, 0.8, 0.82, "#2b2622"));
  out.push(R.box(110, 790, 560, 860, 0.925, 0.99, darken(sofa, 0.12), { r: 16 }));
  out.push(R.box(110, 790, 730, 860, 0.78, 0.97, sofa));
  for (const [X0, X1] of [[185, 450], [450, 715]] as const) out.push(R.box(X0 + 3, X1 - 3, 690, 735, 0.785, 0.925, lighten(sofa, 0.1), { r: 14 }));
  for (const X of [110, 720]) out.push(R.box(X, X + 70, 645, 860, 0.78, 0.985, darken(sofa, 0.06), { r: 14 }));
  out.push(cushion(ctx, 260, 640, 0.93, 1.05, p.accent2), cushion(ctx, 385, 645, 0.93, 0.95, lighten(sofa, 0.4)), cushion(ctx, 620, 640, 0.93, 1.05, p.accent2));
  // knitted throw over the right arm
  out.push(R.box(700, 800, 640, 790, 0.83, 0.9, lighten(p.accent2, 0.2), { r: 10 }));
  // coffee table
  out.push(R.shadow(svg, 300, 760, 0.5, 0.68, 0.2));
  for (const [X, d] of [[320, 0.52], [720, 0.52], [320, 0.66], [720, 0.66]] as const) out.push(R.box(X, X + 22, 780, R.yf, d, d + 0.02, darken(p.interiorWood, 0.35)));
  out.push(R.box(300, 760, 760, 782, 0.5, 0.68, darken(p.interiorWood, 0.25)));
  out.push(R.box(360, 520, 740, 760, 0.55, 0.62, p.accent, { top: lighten(p.accent, 0.2) }));
  out.push(R.box(372, 505, 722, 740, 0.56, 0.61, p.accent2));
  for (const [X, col] of [[620, "#f6f1e7"], [680, p.accent2]] as const) {
    const [mx, my] = R.p(X, 760, 0.58);
    const ms = R.s(0.58);
    out.push(rect(mx - 14 * ms, my - 34 * ms, 28 * ms, 34 * ms, col, `rx="${f(4 * ms)}"`), ellipse(mx, my - 34 * ms, 14 * ms, 4 * ms, "#6b3f22"));
  }
  // armchair on the right, facing the sofa
  const chairCol = p.accent2;
  out.push(R.shadow(svg, 1110, 1420, 0.3, 0.58));
  out.push(R.box(1110, 1420, 740, 870, 0.32, 0.56, chairCol));
  out.push(R.box(1120, 1360, 705, 745, 0.34, 0.54, lighten(chairCol, 0.15), { r: 12 }));
  out.push(R.box(1350, 1430, 520, 870, 0.3, 0.58, darken(chairCol, 0.1), { r: 14 }));
  out.push(R.box(1110, 1430, 640, 870, 0.55, 0.6, darken(chairCol, 0.05), { r: 14 }));
  out.push(cushion(ctx, 1300, 640, 0.45, 1.1, p.accent));
  out.push(R.box(1110, 1430, 640, 870, 0.27, 0.32, darken(chairCol, 0.02), { r: 14 }));
  out.push(plant(ctx, 880, R.yf, 0.97, 1.1));
  out.push(warmth(ctx));
  return out.join("");
}

function bedroom(ctx: Ctx): string {
  const { R, p, svg, c } = ctx;
  const out: string[] = [roomShell(ctx, { beams: true })];
  out.push(sideWindow(ctx, R.xl, 0.32, 0.72, 190, 600));
  out.push(painting(ctx, 620, 980, 290, 500));
  const frame = darken(p.interiorWood, 0.28);
  // rug
  out.push(R.quad([[360, R.yf - 1, 0.3], [1240, R.yf - 1, 0.3], [1240, R.yf - 1, 0.86], [360, R.yf - 1, 0.86]], lighten(p.accent2, 0.2)));
  // nightstands + lamps
  for (const X of [270, 1200]) {
    out.push(R.box(X, X + 130, 720, R.yf, 0.85, 0.97, frame));
    out.push(R.face(X + 14, X + 116, 760, 800, 0.85, "none", `stroke="${darken(frame, 0.3)}" stroke-width="3"`));
    out.push(lamp(ctx, X + 65, 720, 0.91, 1.0, lighten(p.accent2, 0.3)));
  }
  // bed
  out.push(R.shadow(svg, 420, 1180, 0.42, 0.96, 0.3));
  out.push(R.box(420, 1180, 500, R.yf, 0.955, 0.985, frame));
  out.push(R.face(450, 1150, 530, 690, 0.955, lighten(frame, 0.12)));
  out.push(R.box(440, 1160, 800, 880, 0.44, 0.955, darken(frame, 0.1)));
  out.push(R.box(445, 1155, 690, 800, 0.44, 0.955, "#f5f1ea", { r: 10 }));
  for (const X of [480, 810]) out.push(R.box(X, X + 290, 610, 690, 0.9, 0.94, "#fbf8f3", { r: 30 }));
  out.push(R.box(470, 1130, 640, 698, 0.87, 0.9, p.accent2, { r: 20 }));
  out.push(R.box(440, 1160, 680, 790, 0.44, 0.85, lighten(p.accent2, 0.55), { r: 14 }));
  out.push(R.box(438, 1162, 676, 760, 0.44, 0.6, p.accent, { r: 10 }));
  out.push(R.box(438, 1162, 676, 682, 0.53, 0.55, lighten(p.accent, 0.3)));
  // bench at the foot of the bed
  out.push(R.box(500, 1100, 770, 800, 0.34, 0.4, darken(p.interiorWood, 0.15)));
  for (const X of [510, 1070]) out.push(R.box(X, X + 20, 800, R.yf, 0.35, 0.39, darken(p.interiorWood, 0.35)));
  // wardrobe on the right
  const wcol = darken(p.interiorWood, 0.08);
  out.push(R.box(1420, 1660, 140, R.yf, 0.5, 0.9, wcol));
  let wd = "";
  for (const dd of [0.63, 0.76]) {
    const a = R.p(1420, 160, dd);
    const b = R.p(1420, R.yf - 20, dd);
    wd += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
  }
  for (const dd of [0.6, 0.66, 0.73, 0.79]) {
    const a = R.p(1420, 480, dd);
    const b = R.p(1420, 560, dd);
    wd += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
  }
  out.push(pathEl(wd, "none", `stroke="${darken(wcol, 0.35)}" stroke-width="3"`));
  out.push(plant(ctx, 1360, R.yf, 0.95, 0.9));
  out.push(warmth(ctx, c.glow ? 0.14 : 0.1));
  return out.join("");
}

function kitchen(ctx: Ctx): string {
  const { R, p, svg, rng, c } = ctx;
  const out: string[] = [roomShell(ctx, { style: p.wallStyle === "wood" ? "mixed" : p.wallStyle, beams: true })];
  const cab = p.cabinet;
  const top = c.tint("#4a4744");
  // backsplash tiles
  out.push(R.face(60, 1540, 380, 580, 1, p.tile));
  let tl = "";
  for (let X = 60; X <= 1540; X += 40) {
    const a = R.p(X, 380, 1);
    const b = R.p(X, 580, 1);
    tl += `M${f(a[0])} ${f(a[1])}V${f(b[1])}`;
  }
  for (let Y = 380; Y <= 580; Y += 40) {
    const a = R.p(60, Y, 1);
    const b = R.p(1540, Y, 1);
    tl += `M${f(a[0])} ${f(a[1])}H${f(b[0])}`;
  }
  out.push(pathEl(tl, "none", `stroke="${darken(p.tile, 0.15)}" stroke-width="1.5"`));
  out.push(backWindow(ctx, 620, 980, 150, 500, { panes: 2 }));
  // upper cabinets
  for (const [X0, X1] of [[60, 560], [1040, 1540]] as const) {
    out.push(R.box(X0, X1, 120, 370, 0.93, 1, cab));
    let dl = "";
    for (let X = X0 + 125; X < X1; X += 125) {
      const a = R.p(X, 124, 0.93);
      const b = R.p(X, 366, 0.93);
      dl += `M${f(a[0])} ${f(a[1])}V${f(b[1])}`;
    }
    out.push(pathEl(dl, "none", `stroke="${darken(cab, 0.3)}" stroke-width="2"`));
    out.push(R.face(X0, X1, 370, 378, 0.93, "#fff2cf", op(0.7)));
  }
  // base cabinets + counter
  out.push(R.box(60, 1540, 590, R.yf - 10, 0.88, 1, cab));
  let dl = "";
  let handles = "";
  for (let X = 60; X < 1540; X += 148) {
    const a = R.p(X, 600, 0.88);
    const b = R.p(X, R.yf - 14, 0.88);
    dl += `M${f(a[0])} ${f(a[1])}V${f(b[1])}`;
    const h = R.p(X + 74, 640, 0.88);
    handles += `M${f(h[0] - 14)} ${f(h[1])}h28`;
  }
  out.push(pathEl(dl, "none", `stroke="${darken(cab, 0.3)}" stroke-width="2"`), pathEl(handles, "none", `stroke="#8b8b8b" stroke-width="4" stroke-linecap="round"`));
  out.push(R.box(50, 1550, 570, 592, 0.87, 1, top));
  // sink + tap under window
  out.push(R.quad([[680, 570, 0.9], [920, 570, 0.9], [920, 570, 0.97], [680, 570, 0.97]], darken(top, 0.4)));
  const [tx, ty] = R.p(800, 570, 0.985);
  const ts = R.s(0.985);
  out.push(pathEl(`M${f(tx)} ${f(ty)}V${f(ty - 80 * ts)}Q${f(tx)} ${f(ty - 110 * ts)} ${f(tx + 30 * ts)} ${f(ty - 110 * ts)}Q${f(tx + 60 * ts)} ${f(ty - 110 * ts)} ${f(tx + 60 * ts)} ${f(ty - 80 * ts)}`, "none", `stroke="#a7adb3" stroke-width="${f(8 * ts)}" stroke-linecap="round"`));
  // hob
  out.push(R.quad([[1180, 570, 0.9], [1420, 570, 0.9], [1420, 570, 0.98], [1180, 570, 0.98]], "#1f2124"));
  // items on the counter
  out.push(plant(ctx, 180, 570, 0.95, 0.65));
  const [kx, ky] = R.p(1300, 570, 0.94);
  const ks = R.s(0.94);
  out.push(pathEl(`M${f(kx - 40 * ks)} ${f(ky)}L${f(kx - 30 * ks)} ${f(ky - 70 * ks)}H${f(kx + 30 * ks)}L${f(kx + 40 * ks)} ${f(ky)}Z`, c.tint(p.accent)), ellipse(kx, ky - 72 * ks, 30 * ks, 8 * ks, darken(p.accent, 0.3)));
  const [bx, by] = R.p(430, 570, 0.95);
  const bs = R.s(0.95);
  out.push(rect(bx - 60 * bs, by - 150 * bs, 120 * bs, 150 * bs, c.tint("#c79a63"), `rx="${f(18 * bs)}"`));
  // island
  out.push(R.shadow(svg, 420, 1180, 0.44, 0.64, 0.3));
  out.push(R.box(440, 1160, 595, R.yf, 0.46, 0.62, darken(cab, 0.08)));
  let il = "";
  for (let X = 440; X < 1160; X += 120) {
    const a = R.p(X, 610, 0.46);
    const b = R.p(X, R.yf - 10, 0.46);
    il += `M${f(a[0])} ${f(a[1])}V${f(b[1])}`;
  }
  out.push(pathEl(il, "none", `stroke="${darken(cab, 0.35)}" stroke-width="2"`));
  out.push(R.box(410, 1190, 575, 598, 0.43, 0.64, lighten(top, 0.55), { top: lighten(top, 0.7) }));
  // fruit bowl
  const [fbx, fby] = R.p(700, 575, 0.54);
  const fbs = R.s(0.54);
  for (const [dx, dy, col] of [[-22, -20, "#e63946"], [18, -22, "#f4a261"], [0, -36, "#9bc53d"], [-8, -18, "#f6d548"]] as const) out.push(circle(fbx + dx * fbs, fby + dy * fbs, 17 * fbs, c.tint(col)));
  out.push(pathEl(`M${f(fbx - 60 * fbs)} ${f(fby - 18 * fbs)}Q${f(fbx)} ${f(fby + 40 * fbs)} ${f(fbx + 60 * fbs)} ${f(fby - 18 * fbs)}Z`, "#f5f1ea"));
  // stools
  for (const X of [560, 800, 1040]) {
    out.push(R.box(X - 50, X + 50, 660, 680, 0.33, 0.4, p.accent2, { r: 8 }));
    const a = R.p(X - 35, 680, 0.34);
    const b = R.p(X + 35, 680, 0.34);
    out.push(pathEl(`M${f(a[0])} ${f(a[1])}L${f(a[0] - 8)} ${f(R.p(0, R.yf, 0.33)[1])}M${f(b[0])} ${f(b[1])}L${f(b[0] + 8)} ${f(R.p(0, R.yf, 0.33)[1])}`, "none", `stroke="${darken(p.interiorWood, 0.45)}" stroke-width="7"`));
  }
  // pendant lights
  for (const X of [600, 800, 1000]) {
    const [px, py] = R.p(X, 330, 0.53);
    const top2 = R.p(X, 0, 0.53);
    const s = R.s(0.53);
    out.push(line(px, top2[1], px, py, "#2b2b2b", 2));
    out.push(glow(svg, px, py + 30 * s, 200 * s, "#ffd27a", 0.45));
    out.push(pathEl(`M${f(px - 50 * s)} ${f(py + 40 * s)}Q${f(px - 46 * s)} ${f(py)} ${f(px)} ${f(py)}Q${f(px + 46 * s)} ${f(py)} ${f(px + 50 * s)} ${f(py + 40 * s)}Z`, rng.pick([p.accent, "#2f2f2f", darken(p.cabinet, 0.3)])));
    out.push(ellipse(px, py + 40 * s, 38 * s, 6 * s, "#fff1c4"));
  }
  out.push(warmth(ctx, 0.08));
  return out.join("");
}

function bathroom(ctx: Ctx): string {
  const { R, p, svg, c } = ctx;
  const out: string[] = [roomShell(ctx, { style: "plaster", beams: false, floor: darken(p.tile, 0.25), tiles: true })];
  // tiled lower walls
  const tile = p.tile;
  out.push(R.face(R.xl, R.xr, 420, R.yf, 1, tile));
  out.push(R.quad([[R.xl, 420, 0], [R.xl, 420, 1], [R.xl, R.yf, 1], [R.xl, R.yf, 0]], darken(tile, 0.08)));
  out.push(R.quad([[R.xr, 420, 0], [R.xr, 420, 1], [R.xr, R.yf, 1], [R.xr, R.yf, 0]], darken(tile, 0.16)));
  let tl = "";
  for (let X = R.xl; X <= R.xr; X += 60) {
    const a = R.p(X, 420, 1);
    const b = R.p(X, R.yf, 1);
    tl += `M${f(a[0])} ${f(a[1])}V${f(b[1])}`;
  }
  for (let Y = 420; Y <= R.yf; Y += 60) {
    const a = R.p(R.xl, Y, 1);
    const b = R.p(R.xr, Y, 1);
    tl += `M${f(a[0])} ${f(a[1])}H${f(b[0])}`;
    for (const X of [R.xl, R.xr]) {
      const u = R.p(X, Y, 0);
      const v = R.p(X, Y, 1);
      tl += `M${f(u[0])} ${f(u[1])}L${f(v[0])} ${f(v[1])}`;
    }
  }
  out.push(pathEl(tl, "none", `stroke="${darken(tile, 0.14)}" stroke-width="1.5"`));
  out.push(backWindow(ctx, 280, 820, 150, 470, { panes: 2 }));
  // bathtub
  out.push(R.shadow(svg, 240, 880, 0.72, 0.96, 0.25));
  const [t0x, t0y] = R.p(240, 700, 0.72);
  const [t1x, t1y] = R.p(880, R.yf - 20, 0.72);
  const rim0 = R.p(240, 700, 0.95);
  const rim1 = R.p(880, 700, 0.95);
  out.push(pathEl(`M${f(t0x)} ${f(t0y)}L${f(rim0[0])} ${f(rim0[1])}H${f(rim1[0])}L${f(t1x)} ${f(t0y)}Z`, "#ffffff"));
  const w0 = R.p(270, 700, 0.75);
  const w1 = R.p(850, 700, 0.75);
  const w2 = R.p(850, 700, 0.93);
  const w3 = R.p(270, 700, 0.93);
  out.push(poly([w0, w1, w2, w3], c.tint("#a9d6e0")));
  out.push(pathEl(`M${f(t0x)} ${f(t0y)}H${f(t1x)}V${f(t1y - 60)}Q${f(t1x)} ${f(t1y)} ${f(t1x - 80)} ${f(t1y)}H${f(t0x + 80)}Q${f(t0x)} ${f(t1y)} ${f(t0x)} ${f(t1y - 60)}Z`, svg.linear([[0, "#ffffff"], [1, "#d9dee3"]])));
  for (const x of [t0x + 60, t1x - 60]) out.push(rect(x - 12, t1y - 4, 24, 24, c.tint("#b08d57"), 'rx="4"'));
  // towels & ladder
  const lx0 = R.p(930, 300, 0.98);
  const lx1 = R.p(1010, R.yf, 0.9);
  out.push(line(lx0[0], lx0[1], lx1[0] - 30, lx1[1], darken(p.interiorWood, 0.2), 8), line(lx0[0] + 50, lx0[1], lx1[0] + 20, lx1[1], darken(p.interiorWood, 0.2), 8));
  out.push(rect(lx0[0] - 6, lx0[1] + 90, 74, 130, p.accent, 'rx="6"'), rect(lx0[0] - 6, lx0[1] + 90, 74, 16, darken(p.accent, 0.2)));
  out.push(rect(lx0[0] - 10, lx0[1] + 250, 80, 90, p.accent2, 'rx="6"'));
  // vanity + mirror on the right
  out.push(R.face(1080, 1460, 180, 520, 1, darken(p.interiorWood, 0.3)));
  out.push(R.face(1100, 1440, 200, 500, 1, svg.linear([[0, "#e9f1f5"], [1, "#aebfca"]], 0, 0, 1, 1)));
  out.push(poly([R.p(1150, 500, 1), R.p(1300, 200, 1), R.p(1360, 200, 1), R.p(1210, 500, 1)], "#ffffff", op(0.35)));
  for (const X of [1060, 1480]) {
    const [sx, sy] = R.p(X, 260, 1);
    out.push(glow(svg, sx, sy, 90, "#ffe3a6", 0.6), rect(sx - 8, sy - 30, 16, 60, "#fff6dc", 'rx="8"'));
  }
  out.push(R.box(1040, 1500, 600, 780, 0.82, 1, darken(p.interiorWood, 0.05)));
  out.push(R.box(1030, 1510, 580, 600, 0.8, 1, "#f3f1ec"));
  const [sx, sy] = R.p(1270, 580, 0.9);
  const ss = R.s(0.9);
  out.push(ellipse(sx, sy - 4 * ss, 110 * ss, 24 * ss, "#ffffff"), pathEl(`M${f(sx - 110 * ss)} ${f(sy - 4 * ss)}Q${f(sx)} ${f(sy + 70 * ss)} ${f(sx + 110 * ss)} ${f(sy - 4 * ss)}Z`, "#eef0f2"));
  out.push(ellipse(sx, sy - 6 * ss, 90 * ss, 16 * ss, "#dfe4e8"));
  // stool with candles + bath mat
  out.push(R.quad([[360, R.yf - 1, 0.5], [760, R.yf - 1, 0.5], [760, R.yf - 1, 0.66], [360, R.yf - 1, 0.66]], p.accent2));
  out.push(R.box(940, 1060, 760, R.yf, 0.62, 0.72, darken(p.interiorWood, 0.1)));
  const [cx, cy] = R.p(1000, 760, 0.67);
  out.push(rect(cx - 14, cy - 44, 14, 44, "#fbf4e2"), rect(cx + 4, cy - 30, 14, 30, "#fbf4e2"), glow(svg, cx, cy - 56, 60, "#ffd27a", 0.7));
  out.push(plant(ctx, 160, R.yf, 0.8, 1.1));
  out.push(warmth(ctx, 0.05));
  return out.join("");
}

function dining(ctx: Ctx): string {
  const { R, p, svg, rng, c } = ctx;
  const out: string[] = [roomShell(ctx)];
  out.push(backWindow(ctx, 180, 1420, 150, 620, { panes: 3 }));
  const wood = darken(p.interiorWood, 0.25);
  const chair = (X: number, d: number, side: "l" | "r"): string => {
    const parts: string[] = [];
    parts.push(R.box(X - 60, X + 60, 720, 745, d - 0.06, d + 0.06, p.accent, { r: 6 }));
    for (const [dx, dd] of [[-55, -0.055], [45, -0.055], [-55, 0.045], [45, 0.045]] as const) parts.push(R.box(X + dx, X + dx + 10, 745, R.yf, d + dd, d + dd + 0.01, wood));
    const bx = side === "l" ? X - 70 : X + 58;
    for (const dd of [-0.055, 0.045]) parts.push(R.box(bx, bx + 12, 500, 745, d + dd, d + dd + 0.012, wood));
    parts.push(R.box(bx, bx + 12, 500, 600, d - 0.06, d + 0.06, wood));
    return parts.join("");
  };
  const ds = [0.78, 0.6, 0.42];
  for (const d of ds.filter((d) => d >= 0.55)) out.push(chair(430, d, "l"), chair(1170, d, "r"));
  out.push(chair(800, 0.9, "l"));
  // table
  out.push(R.shadow(svg, 500, 1100, 0.32, 0.86, 0.3));
  for (const [X, d] of [[520, 0.35], [1060, 0.35], [520, 0.82], [1060, 0.82]] as const) out.push(R.box(X, X + 24, 630, R.yf, d, d + 0.02, wood));
  out.push(R.box(490, 1110, 606, 632, 0.32, 0.86, wood, { top: lighten(p.interiorWood, 0.05) }));
  // runner
  out.push(R.quad([[740, 605, 0.32], [860, 605, 0.32], [860, 605, 0.86], [740, 605, 0.86]], p.accent2));
  // place settings
  for (const d of [0.42, 0.6, 0.78]) {
    for (const X of [600, 1000]) {
      const [x, y] = R.p(X, 605, d);
      const s = R.s(d);
      out.push(ellipse(x, y, 46 * s, 14 * s, "#ffffff"), ellipse(x, y, 30 * s, 9 * s, "#eef0f2"));
      out.push(rect(x + 50 * s, y - 40 * s, 14 * s, 36 * s, "#dfeff5", op(0.8)));
    }
  }
  // vase + candles
  const [vx, vy] = R.p(800, 605, 0.6);
  const vs = R.s(0.6);
  for (let i = 0; i < 9; i++) out.push(circle(vx + rng.range(-40, 40) * vs, vy - rng.range(70, 130) * vs, rng.range(10, 16) * vs, c.tint(rng.pick(p.flowers.concat(["#ffffff", "#f6d548"])))));
  out.push(pathEl(`M${f(vx - 20 * vs)} ${f(vy)}Q${f(vx - 34 * vs)} ${f(vy - 40 * vs)} ${f(vx - 10 * vs)} ${f(vy - 70 * vs)}H${f(vx + 10 * vs)}Q${f(vx + 34 * vs)} ${f(vy - 40 * vs)} ${f(vx + 20 * vs)} ${f(vy)}Z`, p.accent));
  for (const d of [0.45, 0.75]) {
    const [x, y] = R.p(800, 605, d);
    const s = R.s(d);
    out.push(rect(x - 7 * s, y - 70 * s, 14 * s, 70 * s, "#fbf4e2"), glow(svg, x, y - 82 * s, 60 * s, "#ffd27a", 0.8), ellipse(x, y - 80 * s, 4 * s, 9 * s, "#ffcf57"));
  }
  for (const d of ds.filter((d) => d < 0.55)) out.push(chair(430, d, "l"), chair(1170, d, "r"));
  // pendant lamp
  const [px, py] = R.p(800, 300, 0.6);
  const ps = R.s(0.6);
  out.push(line(px - 200 * ps, R.p(0, 0, 0.6)[1], px - 200 * ps, py, "#2b2b2b", 2), line(px + 200 * ps, R.p(0, 0, 0.6)[1], px + 200 * ps, py, "#2b2b2b", 2));
  out.push(glow(svg, px, py + 30 * ps, 360 * ps, "#ffd27a", 0.35));
  out.push(rect(px - 260 * ps, py, 520 * ps, 30 * ps, darken(p.interiorWood, 0.4), `rx="${f(8 * ps)}"`), rect(px - 250 * ps, py + 26 * ps, 500 * ps, 8 * ps, "#fff1c4"));
  out.push(plant(ctx, 1500, R.yf, 0.7, 1.3));
  out.push(warmth(ctx, 0.09));
  return out.join("");
}

function sauna(ctx: Ctx): string {
  const { R, p, svg, rng, c } = ctx;
  // per-property sauna style: pale aspen, honey pine or dark thermo-wood
  const style = variant(p, "sauna") % 3;
  const wood = c.tint([mix(p.interiorWood, "#e8cfa0", 0.6), mix(p.interiorWood, "#d69a55", 0.4), mix(p.interiorWood, "#6e4528", 0.6)][style] ?? p.interiorWood);
  const R2 = new Room(R.vx, R.vy, [0.5, 0.56, 0.46][style] ?? 0.5);
  const ctx2 = { ...ctx, R: R2 };
  const out: string[] = [];
  // walls with horizontal boards
  out.push(roomShell(ctx2, { wall: wood, style: "wood", beams: false, floor: darken(wood, 0.35), planks: false }));
  let hb = "";
  for (let Y = 30; Y < R2.yf; Y += 42) {
    const a = R2.p(R2.xl, Y, 1);
    const b = R2.p(R2.xr, Y, 1);
    hb += `M${f(a[0])} ${f(a[1])}H${f(b[0])}`;
    for (const X of [R2.xl, R2.xr]) {
      const u = R2.p(X, Y, 0);
      const v = R2.p(X, Y, 1);
      hb += `M${f(u[0])} ${f(u[1])}L${f(v[0])} ${f(v[1])}`;
    }
  }
  out.push(pathEl(hb, "none", `stroke="${darken(wood, 0.28)}" stroke-width="2" ${op(0.6)}`));
  if (style === 1) out.push(backWindow(ctx2, 300, 700, 150, 340, { panes: 1, frame: darken(wood, 0.2) }));
  else out.push(sideWindow(ctx2, R2.xl, 0.5, 0.8, 200, 440));
  // backrest slats with hidden LED strip
  for (let Y = 380; Y < 520; Y += 34) out.push(R2.box(R2.xl, R2.xr, Y, Y + 22, 0.975, 0.99, darken(wood, 0.08)));
  out.push(R2.face(R2.xl, R2.xr, 520, 560, 0.995, svg.linear([[0, "#ffcf7a", 0.9], [1, "#ffcf7a", 0]])));
  // upper bench
  const bench = (Y: number, d0: number, d1: number): string => {
    const parts = [R2.box(R2.xl, R2.xr, Y, Y + 26, d0, d1, lighten(wood, 0.05))];
    let sl = "";
    for (let t = d0 + 0.035; t < d1; t += 0.035) {
      const a = R2.p(R2.xl, Y, t);
      const b = R2.p(R2.xr, Y, t);
      sl += `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
    }
    parts.push(pathEl(sl, "none", `stroke="${darken(wood, 0.3)}" stroke-width="2.5"`));
    parts.push(R2.box(R2.xl, R2.xr, Y + 26, R2.yf, d0 + 0.01, d0 + 0.02, darken(wood, 0.15)));
    let vb = "";
    for (let X = R2.xl; X < R2.xr; X += 40) {
      const a = R2.p(X, Y + 26, d0 + 0.01);
      const b = R2.p(X, R2.yf, d0 + 0.01);
      vb += `M${f(a[0])} ${f(a[1])}V${f(b[1])}`;
    }
    parts.push(pathEl(vb, "none", `stroke="${darken(wood, 0.35)}" stroke-width="2"`));
    return parts.join("");
  };
  out.push(bench(560, 0.74, 1));
  out.push(bench(720, 0.5, 0.74));
  // towel on the upper bench
  out.push(R2.box(300, 560, 540, 560, 0.8, 0.94, p.accent, { r: 6 }));
  out.push(R2.box(310, 550, 526, 540, 0.82, 0.92, p.accent2, { r: 6 }));
  // bucket & ladle
  const [bx, by] = R2.p(620, 720, 0.6);
  const bs = R2.s(0.6);
  out.push(pathEl(`M${f(bx - 60 * bs)} ${f(by - 110 * bs)}H${f(bx + 60 * bs)}L${f(bx + 48 * bs)} ${f(by)}H${f(bx - 48 * bs)}Z`, darken(wood, 0.2)));
  out.push(rect(bx - 58 * bs, by - 90 * bs, 116 * bs, 10 * bs, "#8a8f96"), rect(bx - 52 * bs, by - 30 * bs, 104 * bs, 10 * bs, "#8a8f96"));
  out.push(line(bx + 10 * bs, by - 100 * bs, bx + 110 * bs, by - 230 * bs, darken(wood, 0.4), 10 * bs));
  // thermometer
  const [hx, hy] = R2.p(style === 1 ? 1000 : 760 + rng.range(0, 300), 260, 1);
  out.push(circle(hx, hy, 40, darken(wood, 0.4)), circle(hx, hy, 32, "#f6efe2"), line(hx, hy, hx + 18, hy - 18, "#b91c1c", 4), circle(hx, hy, 4, "#333333"));
  // stove with stones
  const metal = ["#3a3b3f", "#5b3b2a", "#2f3b3d"][style] ?? "#3a3b3f";
  out.push(R2.shadow(svg, 1180, 1520, 0.32, 0.62, 0.3));
  out.push(R2.box(1200, 1500, 560, R2.yf, 0.34, 0.62, metal, { top: "#55575c" }));
  let grille = "";
  for (let Y = 600; Y < 860; Y += 26) {
    const a = R2.p(1220, Y, 0.34);
    const b = R2.p(1480, Y, 0.34);
    grille += `M${f(a[0])} ${f(a[1])}H${f(b[0])}`;
  }
  out.push(pathEl(grille, "none", `stroke="#26272a" stroke-width="5"`));
  for (let i = 0; i < 46; i++) {
    const X = rng.range(1220, 1480);
    const d = rng.range(0.36, 0.6);
    const [sx, sy] = R2.p(X, 560, d);
    const s = R2.s(d);
    out.push(ellipse(sx, sy - rng.range(0, 30) * s, rng.range(18, 28) * s, rng.range(12, 18) * s, rng.pick(["#7d7a78", "#6a6866", "#8f8b87", "#5c5a58"])));
  }
  const [gx, gy] = R2.p(1350, 560, 0.48);
  out.push(glow(svg, gx, gy, 260, "#ff7a2a", 0.35));
  // steam
  let steam = "";
  for (let i = 0; i < 4; i++) {
    const sx = gx - 90 + i * 55;
    steam += `M${f(sx)} ${f(gy - 40)}q-30 -60 0 -120t0 -120`;
  }
  out.push(pathEl(steam, "none", `stroke="#ffffff" stroke-width="10" stroke-linecap="round" ${op(0.22)} ${svg.blur(4)}`));
  // guard rail
  out.push(R2.box(1160, 1180, 520, R2.yf, 0.3, 0.64, lighten(wood, 0.05)));
  out.push(rect(0, 0, W, H, "#ff9a3c", op(style === 2 ? 0.16 : 0.1)));
  out.push(vignette(svg, style === 2 ? 0.55 : 0.45));
  return out.join("");
}

function bunkRoom(ctx: Ctx): string {
  const { R, p, svg } = ctx;
  const out: string[] = [roomShell(ctx)];
  out.push(backWindow(ctx, 600, 1000, 220, 560));
  out.push(painting(ctx, 1120, 1320, 300, 460));
  out.push(R.quad([[420, R.yf - 1, 0.3], [1140, R.yf - 1, 0.3], [1140, R.yf - 1, 0.8], [420, R.yf - 1, 0.8]], p.accent2));
  const frame = darken(p.interiorWood, 0.3);
  // bunk bed along the left wall
  out.push(R.shadow(svg, 20, 440, 0.35, 0.95, 0.3));
  for (const d of [0.36, 0.94]) for (const X of [30, 410]) out.push(R.box(X, X + 28, 180, R.yf, d, d + 0.03, frame));
  for (const Y of [760, 420]) {
    out.push(R.box(40, 430, Y, Y + 40, 0.37, 0.95, frame));
    out.push(R.box(50, 420, Y - 50, Y, 0.38, 0.94, "#f5f1ea", { r: 8 }));
    out.push(R.box(48, 422, Y - 56, Y - 10, 0.38, 0.76, Y > 500 ? p.accent : p.accent2, { r: 8 }));
    out.push(R.box(70, 400, Y - 80, Y - 46, 0.84, 0.92, "#fbf8f3", { r: 14 }));
  }
  out.push(R.box(30, 438, 300, 318, 0.36, 0.39, frame));
  // ladder
  for (const Y of [520, 600, 680]) out.push(R.box(438, 456, Y, Y + 12, 0.37, 0.5, frame));
  // single bed on the right
  out.push(R.shadow(svg, 1160, 1580, 0.4, 0.95, 0.3));
  out.push(R.box(1160, 1580, 560, R.yf, 0.94, 0.97, frame));
  out.push(R.box(1170, 1570, 790, 870, 0.45, 0.94, frame));
  out.push(R.box(1175, 1565, 720, 790, 0.45, 0.94, "#f5f1ea", { r: 8 }));
  out.push(R.box(1172, 1568, 712, 780, 0.45, 0.8, p.accent, { r: 10 }));
  out.push(R.box(1190, 1550, 660, 720, 0.85, 0.92, "#fbf8f3", { r: 16 }));
  // chest
  out.push(R.box(640, 960, 760, R.yf, 0.86, 0.98, darken(p.accent2, 0.2)));
  out.push(R.box(630, 970, 740, 762, 0.85, 0.98, darken(p.accent2, 0.35)));
  out.push(lamp(ctx, 800, 740, 0.92, 0.9, lighten(p.accent2, 0.3)));
  out.push(warmth(ctx, 0.1));
  return out.join("");
}

function balconyView(ctx: Ctx): string {
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
    out.push(group(chalet(svg, rng, c, chaletOptsFor(p, { floors: rng.int(1, 2), hw: rng.range(180, 260), woodpile: false, detail: false, smoke: false, flowers: null })), `transform="translate(${f(x)} ${f(y)}) scale(${f2(s)})"`));
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

function villageStreet(ctx: Ctx): string {
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
  const steps = 5;
  for (let i = steps - 1; i >= 0; i--) {
    const t = i / (steps - 1);
    const scale = lerp(0.7, 0.12, Math.pow(t, 0.8));
    const y = lerp(H + 40, vpy + 6, Math.pow(t, 0.7));
    for (const side of [-1, 1]) {
      const x = vpx + side * lerp(820, 120, Math.pow(t, 0.7));
      const o = chaletOptsFor(p, {
        wood: rng.pick(woods), shutter: rng.pick(shutters), floors: rng.int(2, 3), hw: rng.range(220, 270),
        woodpile: false, detail: scale > 0.3, smoke: winter && rng.chance(0.4),
      });
      out.push(group(chalet(svg, rng, c, o), `transform="translate(${f(x)} ${f(y)}) scale(${f2(side * scale)} ${f2(scale)})"`));
    }
    // street lamps
    if (i > 0 && i < steps - 1) {
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

type SceneFn = (ctx: Ctx) => string;
const SCENES: Record<string, SceneFn> = {
  living: livingRoom,
  bedroom,
  kitchen,
  balcony: balconyView,
  dining,
  bathroom,
  sauna,
  village: villageStreet,
  bunk: bunkRoom,
};

function sceneOrder(p: Property): string[] {
  const rng = new Rng(`order:${p.slug}`);
  const core = ["living", "bedroom", "kitchen"];
  const extras = rng.shuffle(["balcony", "dining", "bathroom", "village", ...(p.sauna ? ["sauna"] : [])]);
  const list = [...core.slice(0, 1), ...rng.shuffle(core.slice(1)), ...extras, "bunk"];
  return list.slice(0, p.count - 1);
}

/** Rank of a property among all properties that show the given scene (drives alternating variants). */
function variant(p: Property, scene: string): number {
  return PROPERTIES.filter((q) => sceneOrder(q).includes(scene)).findIndex((q) => q.slug === p.slug);
}

function propertyImage(p: Property, n: number): string {
  const svg = new Svg();
  const rng = new Rng(`${p.slug}/${n}`);
  if (n === 1) return svg.doc(W, H, exteriorScene(svg, rng, p));
  const scene = at(sceneOrder(p), n - 2);
  const c = colorsFor(p.look, new Rng(`${p.slug}/colors`));
  const R = new Room(rng.range(720, 880), rng.range(400, 450), rng.range(0.42, 0.5));
  const viewRng = new Rng(`${p.slug}/view/${n}`);
  const ctx: Ctx = { svg, rng, p, c, R, view: makeView(svg, viewRng, c, p.look) };
  const fn = SCENES[scene];
  if (!fn) throw new Error(`unknown scene ${scene}`);
  const mirrored = (variant(p, scene) + (scene === "kitchen" ? 0 : 1)) % 2 === 0;
  // solid backdrop so anti-aliased seams between planes never show through
  const backdrop = rect(-200, -200, W + 400, H + 400, darken(p.interiorWood, 0.3));
  const body = backdrop + (mirrored ? group(fn(ctx), `transform="matrix(-1 0 0 1 ${W} 0)"`) : fn(ctx));
  if (scene === "balcony" || scene === "village") return svg.doc(W, H, body);
  // interiors: crop in a little, like a photographer standing inside the room
  const zoom = 1.3;
  const vw = W / zoom;
  const vh = H / zoom;
  const vx = (W - vw) / 2 + (R.vx - 800) * (mirrored ? -0.4 : 0.4);
  const vy = (H - vh) * 0.68;
  return svg.doc(W, H, body + vignette(svg, 0.3, W, H), `${f(vx)} ${f(vy)} ${f(vw)} ${f(vh)}`);
}

// ---------------------------------------------------------------------------
// Team portraits
// ---------------------------------------------------------------------------

interface Person {
  skin: string;
  hair: string;
  hairStyle: "long" | "short" | "bun" | "curly" | "side";
  shirt: string;
  bg: [string, string];
  beard: boolean;
  glasses: boolean;
  lips: string;
}

const TEAM: Person[] = [
  { skin: "#f2c9a6", hair: "#6b3e23", hairStyle: "long", shirt: "#2f6f4f", bg: ["#e6f2ea", "#b9d9c6"], beard: false, glasses: false, lips: "#b65a4f" },
  { skin: "#c98e62", hair: "#2a1c14", hairStyle: "short", shirt: "#2f5d8a", bg: ["#e5eef8", "#b5cbe6"], beard: true, glasses: false, lips: "#8a4a3a" },
  { skin: "#8a5a3c", hair: "#1c1410", hairStyle: "curly", shirt: "#d69a2d", bg: ["#fbf0dc", "#f0cf95"], beard: false, glasses: true, lips: "#6e3429" },
  { skin: "#f0d0b4", hair: "#b9b4ab", hairStyle: "side", shirt: "#a63a32", bg: ["#f6e6e3", "#e2b8b0"], beard: false, glasses: true, lips: "#a85a50" },
];

function portrait(person: Person, seed: string): string {
  const svg = new Svg();
  const rng = new Rng(seed);
  const S = 600;
  const out: string[] = [];
  const { skin, hair, shirt } = person;
  const skinShade = darken(skin, 0.14);
  out.push(rect(0, 0, S, S, svg.linear([[0, person.bg[0]], [1, person.bg[1]]], 0, 0, 0.4, 1)));
  out.push(circle(300, 300, 250, "#ffffff", op(0.25)));
  for (let i = 0; i < 6; i++) out.push(circle(rng.range(40, 560), rng.range(40, 260), rng.range(6, 16), "#ffffff", op(0.3)));
  // hair behind
  if (person.hairStyle === "long") {
    out.push(pathEl("M190 250Q180 130 300 125Q420 130 410 250L425 470Q300 500 175 470Z", hair));
  } else if (person.hairStyle === "curly") {
    let d = "";
    for (let a = 0; a < Math.PI * 2; a += Math.PI / 9) {
      const x = 300 + Math.cos(a) * 128;
      const y = 235 + Math.sin(a) * 120 * (Math.sin(a) > 0 ? 0.75 : 1);
      d += `M${f(x - 48)} ${f(y)}a48 48 0 1 0 96 0a48 48 0 1 0 -96 0`;
    }
    out.push(pathEl(d, hair));
  }
  // shoulders
  out.push(pathEl("M70 600C70 470 170 430 300 428C430 430 530 470 530 600Z", shirt));
  out.push(pathEl("M70 600C70 470 170 430 300 428C430 430 530 470 530 600Z", svg.linear([[0, "#ffffff", 0.12], [1, "#000000", 0.15]], 0, 0, 1, 0)));
  // neck
  out.push(rect(255, 330, 90, 120, skinShade, 'rx="30"'));
  out.push(pathEl("M250 430Q300 480 350 430L360 445Q300 510 240 445Z", darken(shirt, 0.25)));
  if (person.hairStyle === "side" || person.beard) out.push(pathEl("M262 438L300 500L338 438Z", lighten(shirt, 0.7)), pathEl("M262 438L300 500L338 438", "none", `stroke="${darken(shirt, 0.3)}" stroke-width="4"`));
  // ears
  out.push(ellipse(200, 268, 20, 30, skinShade), ellipse(400, 268, 20, 30, skinShade));
  // head
  out.push(pathEl("M300 140C370 140 402 190 402 260C402 340 360 390 300 392C240 390 198 340 198 260C198 190 230 140 300 140Z", skin));
  if (person.beard) out.push(pathEl("M205 285C210 360 250 400 300 402C350 400 390 360 395 285C380 330 350 345 300 346C250 345 220 330 205 285Z", hair));
  // hair front
  switch (person.hairStyle) {
    case "long":
      out.push(pathEl("M196 262C190 170 240 128 306 130C370 132 412 175 404 262C390 215 350 190 318 168C300 200 250 215 196 262Z", hair));
      break;
    case "short":
      out.push(pathEl("M198 250C192 170 240 126 304 126C370 126 410 172 402 250C396 210 380 192 360 185C330 195 270 196 236 182C216 195 204 215 198 250Z", hair));
      break;
    case "curly": {
      let d = "";
      for (let i = 0; i < 9; i++) {
        const x = 212 + i * 22;
        const y = 170 - Math.sin((i / 8) * Math.PI) * 30;
        d += `M${f(x - 30)} ${f(y)}a30 30 0 1 0 60 0a30 30 0 1 0 -60 0`;
      }
      out.push(pathEl(d, hair));
      break;
    }
    case "bun":
      out.push(circle(300, 112, 46, hair));
      out.push(pathEl("M198 250C192 170 240 132 304 132C370 132 410 172 402 250C380 200 340 176 300 176C260 176 220 200 198 250Z", hair));
      break;
    case "side":
      out.push(pathEl("M198 240C188 160 250 122 312 126C378 132 414 178 402 240C392 205 372 186 340 180C300 190 240 182 215 200C206 212 200 226 198 240Z", hair));
      out.push(pathEl("M240 176Q300 150 372 182", "none", `stroke="${lighten(hair, 0.25)}" stroke-width="6" stroke-linecap="round"`));
      break;
  }
  // face
  out.push(circle(250, 312, 20, "#ff8a8a", op(0.22)), circle(350, 312, 20, "#ff8a8a", op(0.22)));
  out.push(pathEl("M242 238Q262 226 282 236M318 236Q338 226 358 238", "none", `stroke="${darken(hair, 0.1)}" stroke-width="8" stroke-linecap="round"`));
  out.push(ellipse(262, 272, 9, 11, "#2a1d17"), ellipse(338, 272, 9, 11, "#2a1d17"));
  out.push(circle(265, 268, 3, "#ffffff"), circle(341, 268, 3, "#ffffff"));
  out.push(pathEl("M300 280Q292 306 302 312", "none", `stroke="${darken(skin, 0.25)}" stroke-width="4" stroke-linecap="round"`));
  out.push(pathEl("M266 334Q300 366 334 334Q300 350 266 334Z", person.lips));
  out.push(pathEl("M272 337Q300 352 328 337", "none", "stroke=\"#ffffff\" stroke-width=\"5\" stroke-linecap=\"round\""));
  if (person.glasses) {
    out.push(pathEl("M230 272a32 28 0 1 0 64 0a32 28 0 1 0 -64 0ZM306 272a32 28 0 1 0 64 0a32 28 0 1 0 -64 0ZM294 268Q300 262 306 268M230 266L204 258M370 266L396 258", "none", `stroke="#2b2b2b" stroke-width="5"`));
  }
  return svg.doc(S, S, out.join(""));
}

// ---------------------------------------------------------------------------
// Blog images
// ---------------------------------------------------------------------------

function skier(x: number, y: number, s: number, jacket: string, dir: 1 | -1): string {
  return group(
    pathEl("M-34 6L34 -4M-30 14L38 4", "none", 'stroke="#2b2b2b" stroke-width="4" stroke-linecap="round"') +
    pathEl("M-6 0L-10 -34L8 -34L12 0Z", "#2d3140") +
    pathEl("M-14 -34L-8 -78L14 -78L16 -34Z", jacket) +
    circle(4, -90, 12, "#f0c8a0") +
    pathEl("M-8 -94q12 -18 24 0Z", "#2b2b2b") +
    pathEl("M-10 -60L-36 -10M14 -60L40 -14", "none", 'stroke="#444444" stroke-width="3"'),
    `transform="translate(${f(x)} ${f(y)}) scale(${f2(dir * s)} ${f2(s)}) rotate(-8)"`,
  );
}

function blogSki(): string {
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
    const base = x < 1000 ? 700 - (x / 1000) * 230 : 470 - ((x - 1000) / 620) * 110;
    trees.push([x, base + rng.range(-10, 30), rng.range(50, 110)]);
  }
  trees.sort((a, b) => a[1] - b[1]);
  for (const [x, y, h] of trees) out.push(fir(x, y, h, c.forest, c.forestShade, c.snow));
  // cable car
  const cable: [Pt, Pt] = [[60, 780], [1640, 250]];
  const cableY = (x: number, off: number): number => lerp(cable[0][1], cable[1][1], (x - cable[0][0]) / (cable[1][0] - cable[0][0])) + off + 40 * Math.sin(((x - 60) / 1580) * Math.PI);
  let cl = "";
  for (const off of [0, 26]) {
    cl += `M60 ${f(cableY(60, off))}`;
    for (let x = 100; x <= 1640; x += 40) cl += `L${x} ${f(cableY(x, off))}`;
  }
  out.push(pathEl(cl, "none", `stroke="#2b2b2b" stroke-width="2.5"`));
  for (const x of [520, 1060]) {
    const top = cableY(x, 0) - 10;
    const groundY = x < 1000 ? 700 - (x / 1000) * 230 + 120 : 470 - ((x - 1000) / 620) * 110 + 60;
    out.push(pathEl(`M${x - 30} ${f(groundY)}L${x - 8} ${f(top)}H${x + 8}L${x + 30} ${f(groundY)}`, "none", `stroke="#5b6470" stroke-width="6"`));
    let lattice = "";
    for (let y = top + 20; y < groundY; y += 40) lattice += `M${x - 8 - ((y - top) / (groundY - top)) * 22} ${f(y)}L${x + 8 + ((y + 40 - top) / (groundY - top)) * 22} ${f(y + 40)}`;
    out.push(pathEl(lattice, "none", `stroke="#5b6470" stroke-width="2.5"`), rect(x - 40, top - 8, 80, 14, "#5b6470"));
  }
  for (const [x, off, col] of [[800, 0, "#d62828"], [1300, 26, "#f4a100"]] as const) {
    const y = cableY(x, off);
    out.push(line(x, y, x, y + 50, "#2b2b2b", 4), rect(x - 12, y - 6, 24, 10, "#2b2b2b"));
    out.push(rect(x - 44, y + 50, 88, 76, col, 'rx="14"'), rect(x - 36, y + 60, 72, 30, "#cfe8f5", 'rx="6"'), line(x, y + 60, x, y + 90, col, 4));
    out.push(rect(x - 44, y + 112, 88, 14, darken(col, 0.25), 'rx="6"'));
  }
  // valley station
  out.push(rect(0, 740, 150, 90, "#e9e4da"), poly([[-10, 740], [160, 740], [130, 700], [-10, 700]], "#3b3b40"), rect(20, 760, 100, 30, "#5f84a8"));
  // skiers
  for (const [x, y, s, col, dir] of [[1040, 640, 0.9, "#d62828", -1], [760, 700, 1.1, "#1d6fb8", 1], [1280, 540, 0.7, "#f4a100", -1], [420, 790, 1.3, "#2f855a", 1], [1380, 470, 0.55, "#7b2cbf", 1]] as const) {
    out.push(ellipse(x, y + 8 * s, 40 * s, 6 * s, c.shadow, op(0.2)), skier(x, y, s, col, dir));
  }
  out.push(vignette(svg, 0.25));
  return svg.doc(W, H, out.join(""));
}

function hiker(x: number, y: number, s: number, shirt: string, pack: string): string {
  return group(
    rect(-10, -52, 9, 52, "#3a3f4a") +
    rect(2, -52, 9, 52, "#3a3f4a") +
    rect(-22, -112, 30, 46, pack, 'rx="8"') +
    rect(-14, -118, 30, 68, shirt, 'rx="10"') +
    circle(2, -132, 13, "#f0c8a0") +
    pathEl("M-12 -136q14 -22 28 0Z", "#c9a064") +
    line(16, -96, 30, 0, "#444444", 3),
    `transform="translate(${f(x)} ${f(y)}) scale(${f2(s)})"`,
  );
}

function blogHike(): string {
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
  out.push(group(poly([[-60, lakeTop], ...refl, [1660, lakeTop]], mix(c.rock, lakeCol, 0.55), op(0.5)) + (() => {
    let ripple = "";
    for (let i = 0; i < 40; i++) {
      const x = rng.range(0, 1600);
      const y = rng.range(lakeTop + 4, 700);
      ripple += `M${f(x)} ${f(y)}h${f(rng.range(30, 110))}`;
    }
    return pathEl(ripple, "none", `stroke="#ffffff" stroke-width="2" ${op(0.35)}`);
  })(), lakeClip));
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
      d += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
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

// ---------------------------------------------------------------------------
// Brand
// ---------------------------------------------------------------------------

const BRAND_GREEN = "#14532d";

/** The mark, drawn in a 40x40 box: mountain with a snow cap and a chalet roof. */
function markContent(color: string, knockout: string): string {
  return (
    `<path d="M2 35L15 9L21 18L26.5 11L38 35Z" fill="${color}"/>` +
    `<path d="M15 9L11.6 15.8L13.8 14.6L15.6 16.4L17.4 14.4L18.9 15Z" fill="${knockout}"/>` +
    `<path d="M26.5 11L24.7 14.7L26.6 14L28.2 15.3Z" fill="${knockout}"/>` +
    `<path d="M10.5 32L20 24L29.5 32" fill="none" stroke="${knockout}" stroke-width="2.6" stroke-linejoin="miter"/>` +
    `<rect x="18.3" y="28.6" width="3.4" height="3.4" fill="${knockout}"/>`
  );
}

function logoSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40" role="img" aria-label="Saastal Chalets">\n` +
    `  <title>Saastal Chalets</title>\n` +
    `  ${markContent(BRAND_GREEN, "#ffffff")}\n` +
    `  <text x="45" y="26" font-family="sans-serif" font-size="15.5" font-weight="700" textLength="130" lengthAdjust="spacing" fill="${BRAND_GREEN}">Saastal Chalets</text>\n` +
    `</svg>\n`
  );
}

function iconSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 40 40">` +
    `<rect width="40" height="40" rx="8" fill="#f0fdf4"/>` +
    `<g transform="translate(4.4 2.6) scale(0.78)">${markContent(BRAND_GREEN, "#f0fdf4")}</g>` +
    `</svg>`
  );
}

function ogImage(): string {
  const svg = new Svg();
  const rng = new Rng("brand/og");
  const p: Property = { ...at(PROPERTIES, 0), slug: "og", look: { season: "summer", time: "morning", peaks: "sharp" }, shutter: "#2f5d3a" };
  return svg.doc(1200, 630, exteriorScene(svg, rng, p), "0 40 1600 840");
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

interface Job {
  file: string;
  render: () => Promise<Buffer> | Buffer;
}

async function toWebp(svgText: string): Promise<Buffer> {
  return sharp(Buffer.from(svgText)).flatten({ background: "#ffffff" }).webp(WEBP).toBuffer();
}

async function writeIfChanged(file: string, data: Buffer): Promise<boolean> {
  try {
    const existing = await readFile(file);
    if (existing.equals(data)) return false;
  } catch {
    // does not exist yet
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  return true;
}

function jobs(): Job[] {
  const list: Job[] = [];
  for (const p of PROPERTIES) {
    for (let n = 1; n <= p.count; n++) {
      list.push({ file: `images/properties/${p.slug}/${n}.webp`, render: () => toWebp(propertyImage(p, n)) });
    }
  }
  TEAM.forEach((person, i) => {
    list.push({ file: `images/team/${i + 1}.webp`, render: () => toWebp(portrait(person, `team/${i + 1}`)) });
  });
  list.push({ file: "images/blog/1.webp", render: () => toWebp(blogSki()) });
  list.push({ file: "images/blog/2.webp", render: () => toWebp(blogHike()) });
  list.push({ file: "brand/logo.svg", render: () => Buffer.from(logoSvg()) });
  list.push({ file: "brand/icon.png", render: () => sharp(Buffer.from(iconSvg())).png({ compressionLevel: 9 }).toBuffer() });
  list.push({ file: "brand/og-default.webp", render: () => toWebp(ogImage()) });
  return list;
}

async function main(): Promise<void> {
  if (process.argv.includes("--list")) {
    for (const p of PROPERTIES) console.log(`${p.slug}: 1=exterior ${sceneOrder(p).map((sc, i) => `${i + 2}=${sc}`).join(" ")}`);
    return;
  }
  const only = process.argv[2];
  const all = jobs().filter((j) => !only || j.file.includes(only));
  let written = 0;
  let total = 0;
  const queue = [...all];
  const worker = async (): Promise<void> => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const data = await job.render();
      total += data.length;
      if (await writeIfChanged(path.join(PUBLIC_DIR, job.file), data)) written += 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  console.log(`${all.length} files (${written} written, ${all.length - written} unchanged), ${(total / 1024 / 1024).toFixed(2)} MB total`);
}

await main();
