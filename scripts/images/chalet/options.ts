import type { Property } from "../properties";

/** What is built: materials, colours and size of a chalet. */
export interface ChaletBuild {
  wood: string;
  roof: string;
  shutter: string | null;
  trim: string;
  stone: string;
  floors: number;
  /** Half width of the front facade. */
  hw: number;
}

/** A chalet as drawn in one scene: its build plus season and level of detail. */
export interface ChaletOpts extends ChaletBuild {
  snow: boolean;
  flowers: string[] | null;
  smoke: boolean;
  woodpile: boolean;
  /** Masonry on the base; off for chalets too small to show it. */
  detail: boolean;
}

/** The chalet of a property as it looks in its season; overrides adapt it for neighbours and distant houses. */
export function chaletOptsFor(p: Property, overrides: Partial<ChaletOpts> = {}): ChaletOpts {
  const winter = p.look.season === "winter";
  return {
    wood: p.wood, roof: p.roof, shutter: p.shutter, trim: p.trim, stone: p.stone, floors: p.floors, hw: p.hw,
    snow: winter, flowers: winter ? null : p.flowers, smoke: winter || p.look.time === "dusk", woodpile: true, detail: true,
    ...overrides,
  };
}
