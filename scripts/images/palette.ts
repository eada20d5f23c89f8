import { mix } from "./color";
import type { Look, Season, TimeOfDay } from "./look";
import type { Rng } from "./prng";

export interface Colors {
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
  /** Shifts a local colour towards the light of the time of day. */
  tint: (c: string) => string;
}

type Span = readonly [number, number];

/** Sky and light of a time of day; the spans are drawn from the scene's generator. */
interface TimePreset {
  skyTop: string; skyMid: string; skyHorizon: string; sun: string | null; sunGlow: string;
  sunX: Span; sunY: Span | number; sunR: number;
  cloud: string; cloudShade: string; clouds: Span; stars: boolean; moon: boolean; snowfall: boolean;
  snow: string; rock: string; shadow: string; shadowOpacity: number; haze: string;
  /** Colour and strength of the tint applied to local colours. */
  tint: readonly [string, number];
  glass1: string; glass2: string; glow: boolean;
}

const PRESETS: Record<TimeOfDay, TimePreset> = {
  day: {
    skyTop: "#2d6db3", skyMid: "#6fa7da", skyHorizon: "#d8ebf7", sun: "#fffbe8",
    sunGlow: "#fff4cc", sunX: [220, 480], sunY: [110, 170], sunR: 44,
    cloud: "#ffffff", cloudShade: "#d5e2ee", clouds: [3, 5], stars: false, moon: false, snowfall: false,
    snow: "#f7faff", rock: "#767a84", shadow: "#22345e", shadowOpacity: 0.3, haze: "#d4e5f2",
    tint: ["#ffffff", 0], glass1: "#d6e9f6", glass2: "#5f84a8", glow: false,
  },
  morning: {
    skyTop: "#5a8ccb", skyMid: "#a8c6e3", skyHorizon: "#fbe1c0", sun: "#fff3d4",
    sunGlow: "#ffd998", sunX: [180, 420], sunY: [300, 360], sunR: 50,
    cloud: "#fff5ec", cloudShade: "#efcbb4", clouds: [3, 5], stars: false, moon: false, snowfall: false,
    snow: "#fff6ec", rock: "#78706c", shadow: "#39407a", shadowOpacity: 0.28, haze: "#f0dcc8",
    tint: ["#ffd9a8", 0.07], glass1: "#fbe6cc", glass2: "#6f87a6", glow: false,
  },
  sunset: {
    skyTop: "#33417a", skyMid: "#c46f8b", skyHorizon: "#f9b878", sun: "#ffd57e",
    sunGlow: "#ff9d58", sunX: [1080, 1380], sunY: [430, 500], sunR: 58,
    cloud: "#f5a48b", cloudShade: "#8f5878", clouds: [4, 6], stars: false, moon: false, snowfall: false,
    snow: "#ffd6c0", rock: "#6b4f5f", shadow: "#3b2752", shadowOpacity: 0.36, haze: "#eea78c",
    tint: ["#ff8f5a", 0.12], glass1: "#ffd08a", glass2: "#c8607a", glow: true,
  },
  dusk: {
    skyTop: "#111a38", skyMid: "#37396c", skyHorizon: "#b27b98", sun: null,
    sunGlow: "#f3efd2", sunX: [1150, 1420], sunY: [110, 170], sunR: 30,
    cloud: "#6a6690", cloudShade: "#3d3b65", clouds: [2, 4], stars: true, moon: true, snowfall: false,
    snow: "#c5c8e8", rock: "#3c3e58", shadow: "#0f132d", shadowOpacity: 0.4, haze: "#7b6e9c",
    tint: ["#262a5c", 0.36], glass1: "#ffe08a", glass2: "#ff9d3c", glow: true,
  },
  snowfall: {
    skyTop: "#98a9ba", skyMid: "#c4d0da", skyHorizon: "#e6ecf0", sun: null,
    sunGlow: "#ffffff", sunX: [300, 1300], sunY: 150, sunR: 40,
    cloud: "#eef2f5", cloudShade: "#c6d0d9", clouds: [6, 8], stars: false, moon: false, snowfall: true,
    snow: "#f2f5f8", rock: "#7b848e", shadow: "#4a596c", shadowOpacity: 0.22, haze: "#dde4ea",
    tint: ["#c9d3dd", 0.18], glass1: "#ffe3a3", glass2: "#e7a65a", glow: true,
  },
};

const SEASONS: Record<Season, Pick<Colors, "ground1" | "ground2" | "forest" | "forestShade" | "larch">> = {
  winter: { ground1: "#f7fafd", ground2: "#d6e2ee", forest: "#22402f", forestShade: "#15291f", larch: "#22402f" },
  summer: { ground1: "#9cc75a", ground2: "#4e8a2d", forest: "#2b5a33", forestShade: "#1c3e24", larch: "#3f7a3a" },
  autumn: { ground1: "#cdb45e", ground2: "#8b7733", forest: "#2e5032", forestShade: "#1e3822", larch: "#e0a033" },
};

/** The order in which the presets draw from the generator (see colorsFor). */
const DRAW_ORDER: readonly TimeOfDay[] = ["day", "morning", "sunset", "dusk", "snowfall"];

export function colorsFor(look: Look, rng: Rng): Colors {
  // Every preset draws its sun position and cloud count, in DRAW_ORDER, whatever
  // the time of day: the images were generated that way and must stay identical.
  let drawn: Pick<Colors, "sunX" | "sunY" | "clouds"> | undefined;
  for (const time of DRAW_ORDER) {
    const p = PRESETS[time];
    const sunX = rng.range(p.sunX[0], p.sunX[1]);
    const sunY = typeof p.sunY === "number" ? p.sunY : rng.range(p.sunY[0], p.sunY[1]);
    const clouds = rng.int(p.clouds[0], p.clouds[1]);
    if (time === look.time) drawn = { sunX, sunY, clouds };
  }
  if (!drawn) throw new Error(`no preset for ${look.time}`);
  const preset = PRESETS[look.time];
  const [tc, ta] = preset.tint;
  const tint = (col: string): string => (ta > 0 ? mix(col, tc, ta) : col);
  const season = SEASONS[look.season];
  return {
    ...preset,
    ...drawn,
    ground1: tint(season.ground1),
    ground2: tint(season.ground2),
    forest: tint(season.forest),
    forestShade: tint(season.forestShade),
    larch: tint(season.larch),
    tint,
  };
}
