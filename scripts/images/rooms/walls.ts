import { darken } from "../color";
import type { Room } from "./room";

/** Both side walls between heights y0 and y1. */
export function sideWalls(R: Room, y0: number, y1: number, left: string, right: string): string {
  return R.side(R.xl, y0, y1, 0, 1, left) + R.side(R.xr, y0, y1, 0, 1, right);
}

/** A horizontal band of wall finish on the back wall and both side walls, the side walls shaded. */
export function wallBand(R: Room, y0: number, y1: number, col: string, shade: readonly [number, number]): string {
  return R.face(R.xl, R.xr, y0, y1, 1, col) + sideWalls(R, y0, y1, darken(col, shade[0]), darken(col, shade[1]));
}
