import type { ChaletBuild } from "./chalet/options";
import type { Look } from "./look";

/** How the interior walls are finished: all wood, plaster, or wood wainscoting under plaster. */
export type WallStyle = "wood" | "plaster" | "mixed";

/** A rental property: the look of its photos and the colours of its house and interior. */
export interface Property extends ChaletBuild {
  slug: string;
  /** Number of photos: the exterior plus count - 1 scenes. */
  count: number;
  look: Look;
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

export const PROPERTIES: Property[] = [
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
