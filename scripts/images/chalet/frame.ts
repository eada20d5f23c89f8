import { darken, lighten } from "../color";
import type { Pt } from "../geometry";
import type { Colors } from "../palette";
import type { Rng } from "../prng";
import type { Svg } from "../svg/document";
import type { ChaletOpts } from "./options";

/**
 * Shared measurements and colours of one chalet. Local coordinates: (0, 0) is
 * the bottom centre of the front facade; the side wall recedes along D.
 */
export interface Frame {
  svg: Svg;
  rng: Rng;
  c: Colors;
  o: ChaletOpts;
  T: (col: string) => string;
  hw: number;
  floors: number;
  baseH: number;
  floorH: number;
  pitch: number;
  bodyTop: number;
  apexY: number;
  D: Pt;
  wood: string;
  woodSide: string;
  woodLight: string;
  woodDark: string;
  stone: string;
  stoneSide: string;
  roof: string;
  trim: string;
  glass: string;
  /** Point on the side wall: u = 0 at the front corner, 1 at the back. */
  sp: (u: number, y: number) => Pt;
  /** Front (f) and back (b) ends of the roof's apex, right eave, and the front left eave. */
  Af: Pt;
  Ab: Pt;
  Ef: Pt;
  Eb: Pt;
  Lf: Pt;
}

export function makeFrame(svg: Svg, rng: Rng, c: Colors, o: ChaletOpts): Frame {
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
  const stone = T(o.stone);
  const add = (p: Pt, t: number): Pt => [p[0] + D[0] * t, p[1] + D[1] * t];
  const A: Pt = [0, apexY];
  const E: Pt = [hw + ov, bodyTop + ov * pitch];
  const L: Pt = [-(hw + ov), bodyTop + ov * pitch];
  return {
    svg, rng, c, o, T, hw, floors, baseH, floorH, pitch, bodyTop, apexY, D,
    wood,
    woodSide: darken(wood, 0.32),
    woodLight: T(lighten(o.wood, 0.3)),
    woodDark: darken(wood, 0.38),
    stone,
    stoneSide: darken(stone, 0.22),
    roof: T(o.roof),
    trim: T(o.trim),
    glass: svg.linear([[0, c.glass1], [1, c.glass2]], 0, 0, 0.6, 1),
    sp: (u, y) => [hw + u * D[0], y + u * D[1]],
    Af: add(A, -0.1),
    Ab: add(A, 1.14),
    Ef: add(E, -0.1),
    Eb: add(E, 1.14),
    Lf: add(L, -0.1),
  };
}
