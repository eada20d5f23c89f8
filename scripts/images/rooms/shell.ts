import { darken } from "../color";
import { steps } from "../geometry";
import type { WallStyle } from "../properties";
import { op, pathEl } from "../svg/elements";
import { seg } from "../svg/paths";
import type { Ctx } from "./context";
import { columnJoints } from "./joints";
import type { Room } from "./room";
import { sideWalls, wallBand } from "./walls";

export interface ShellOpts {
  wall?: string;
  style?: WallStyle;
  beams?: boolean;
  floor?: string;
  tiles?: boolean;
  /** Plank joints on wooden walls (default on). */
  planks?: boolean;
}

/** Boards or tiles on the floor; boards get random butt joints. */
function floorJoints(ctx: Ctx, floor: string, tiles: boolean): string {
  const { R, rng } = ctx;
  let fl = "";
  const step = tiles ? 120 : 72;
  for (let X = R.xl; X <= R.xr; X += step) {
    fl += seg(R.p(X, R.yf, 0), R.p(X, R.yf, 1));
    if (!tiles) {
      for (let j = 0; j < 3; j++) {
        const dd = rng.range(0, 1);
        fl += seg(R.p(X, R.yf, dd), R.p(X + step, R.yf, dd));
      }
    }
  }
  if (tiles) {
    for (let dd = 0; dd <= 1; dd += 0.07) fl += seg(R.p(R.xl, R.yf, dd), R.p(R.xr, R.yf, dd));
  }
  return pathEl(fl, "none", `stroke="${darken(floor, 0.3)}" stroke-width="2" ${op(0.55)}`);
}

/** Ceiling boards and, optionally, three beams. */
function ceilingDetail(R: Room, ceiling: string, beams: boolean): string {
  let cl = "";
  for (let X = R.xl; X <= R.xr; X += 60) cl += seg(R.p(X, R.yc, 0), R.p(X, R.yc, 1));
  const out = [pathEl(cl, "none", `stroke="${darken(ceiling, 0.3)}" stroke-width="1.5" ${op(0.5)}`)];
  if (beams) {
    for (const d of [0.15, 0.5, 0.85]) out.push(R.box(R.xl, R.xr, R.yc, R.yc + 46, d, d + 0.07, darken(ceiling, 0.2)));
  }
  return out.join("");
}

/** Empty room: ceiling, floor and walls finished in the property's style. */
export function roomShell(ctx: Ctx, o: ShellOpts = {}): string {
  const { svg, R, p } = ctx;
  const style = o.style ?? p.wallStyle;
  const woodWall = o.wall ?? p.interiorWood;
  const plaster = p.plaster;
  const floor = o.floor ?? p.floorWood;
  const ceiling = darken(p.interiorWood, 0.18);
  const out: string[] = [];
  const { xl, xr, yc, yf } = R;
  const backCol = style === "plaster" ? plaster : woodWall;
  out.push(R.flat(xl, xr, yc, 0, 1, ceiling), R.flat(xl, xr, yf, 0, 1, floor));
  out.push(sideWalls(R, yc, yf, darken(backCol, 0.08), darken(backCol, 0.16)), R.face(xl, xr, yc, yf, 1, backCol));
  // where the wooden panelling starts (plaster above it)
  const woodFrom = style === "wood" ? yc : style === "mixed" ? 600 : yf;
  if (style !== "wood") out.push(wallBand(R, yc, woodFrom, plaster, [0.07, 0.14]));
  if (woodFrom < yf) {
    if (style === "mixed") out.push(wallBand(R, woodFrom, yf, woodWall, [0.08, 0.16]));
    let d = "";
    if (o.planks ?? true) {
      d += columnJoints(R, steps(xl, xr, 46), woodFrom, yf);
      for (const t of steps(0, 1.001, 0.045)) for (const X of [xl, xr]) d += seg(R.p(X, woodFrom, t), R.p(X, yf, t));
    }
    out.push(pathEl(d, "none", `stroke="${darken(woodWall, 0.3)}" stroke-width="2" ${op(0.5)}`));
    if (style === "mixed") {
      // dado rail on top of the panelling
      out.push(sideWalls(R, woodFrom - 12, woodFrom, darken(woodWall, 0.3), darken(woodWall, 0.35)));
      out.push(R.face(xl, xr, woodFrom - 12, woodFrom, 1, darken(woodWall, 0.25)));
    }
  }
  out.push(floorJoints(ctx, floor, o.tiles ?? false));
  // floor sheen
  out.push(R.flat(xl, xr, yf, 0, 1, svg.linear([[0, "#ffffff", 0.1], [1, "#000000", 0.18]])));
  // skirting
  out.push(R.face(xl, xr, yf - 16, yf, 1, darken(backCol, 0.3)));
  out.push(ceilingDetail(R, ceiling, o.beams ?? true));
  return out.join("");
}
