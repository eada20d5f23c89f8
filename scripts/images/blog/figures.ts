import { circle, group, line, pathEl, place, rect } from "../svg/elements";

/** Skier in a turn at (x, y), facing dir. */
export function skier(x: number, y: number, s: number, jacket: string, dir: 1 | -1): string {
  return group(
    pathEl("M-34 6L34 -4M-30 14L38 4", "none", 'stroke="#2b2b2b" stroke-width="4" stroke-linecap="round"') +
    pathEl("M-6 0L-10 -34L8 -34L12 0Z", "#2d3140") +
    pathEl("M-14 -34L-8 -78L14 -78L16 -34Z", jacket) +
    circle(4, -90, 12, "#f0c8a0") +
    pathEl("M-8 -94q12 -18 24 0Z", "#2b2b2b") +
    pathEl("M-10 -60L-36 -10M14 -60L40 -14", "none", 'stroke="#444444" stroke-width="3"'),
    place(x, y, [dir * s, s], "rotate(-8)"),
  );
}

/** Hiker with backpack and pole standing at (x, y). */
export function hiker(x: number, y: number, s: number, shirt: string, pack: string): string {
  return group(
    rect(-10, -52, 9, 52, "#3a3f4a") +
    rect(2, -52, 9, 52, "#3a3f4a") +
    rect(-22, -112, 30, 46, pack, 'rx="8"') +
    rect(-14, -118, 30, 68, shirt, 'rx="10"') +
    circle(2, -132, 13, "#f0c8a0") +
    pathEl("M-12 -136q14 -22 28 0Z", "#c9a064") +
    line(16, -96, 30, 0, "#444444", 3),
    place(x, y, s),
  );
}
