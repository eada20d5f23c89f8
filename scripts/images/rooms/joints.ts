import { hseg, seg, vseg } from "../svg/paths";
import type { Room } from "./room";

/** Vertical joints (planks, tiles, cabinet doors) on a plane facing the viewer at depth d. */
export function columnJoints(R: Room, xs: readonly number[], y0: number, y1: number, d = 1): string {
  return xs.map((X) => vseg(R.p(X, y0, d), R.p(X, y1, d))).join("");
}

/** Horizontal joints across the back wall, optionally carried along both side walls. */
export function rowJoints(R: Room, x0: number, x1: number, ys: readonly number[], sides = false): string {
  let d = "";
  for (const Y of ys) {
    d += hseg(R.p(x0, Y, 1), R.p(x1, Y, 1));
    if (sides) for (const X of [R.xl, R.xr]) d += seg(R.p(X, Y, 0), R.p(X, Y, 1));
  }
  return d;
}
