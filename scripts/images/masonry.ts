import type { Rng } from "./prng";

export interface MasonryOpts {
  /** First course; courses repeat every `course` while below `yEnd`. */
  y0: number;
  yEnd: number;
  course: number;
  /** Each course starts up to `jitter` before x0 and is filled up to xEnd. */
  x0: number;
  jitter: number;
  xEnd: number;
  width: readonly [number, number];
  gap: number;
}

/** Lays stones of random width in staggered courses; `stone` returns the path data for one stone (or ""). */
export function masonry(rng: Rng, o: MasonryOpts, stone: (x: number, w: number, y: number) => string): string {
  let d = "";
  for (let y = o.y0; y < o.yEnd; y += o.course) {
    let x = o.x0 + rng.range(-o.jitter, 0);
    while (x < o.xEnd) {
      const w = rng.range(o.width[0], o.width[1]);
      d += stone(x, w, y);
      x += w + o.gap;
    }
  }
  return d;
}
