import { at } from "../array";
import type { Pt } from "../geometry";
import type { Rng } from "../prng";
import { op, poly } from "../svg/elements";
import { f } from "../svg/format";

type Wobble = readonly [number, number];

/** Narrow gaussian bumps: positive h pushes the line down, negative pulls it up. */
function fingers(rng: Rng, n: number, h: [number, number], w: [number, number]): (x: number) => number {
  const list = Array.from({ length: n }, () => [rng.range(-40, 1640), rng.range(h[0], h[1]), rng.range(w[0], w[1])] as const);
  return (x) => list.reduce((acc, [fx, fh, fw]) => acc + fh * Math.exp(-(((x - fx) / fw) ** 2)), 0);
}

/** Summer and autumn: snow above a snowline, with gullies reaching down and rock ribs poking up. */
export function snowField(rng: Rng, xs: readonly number[], snowline: number, detail: boolean, wob: Wobble, fill: string): string {
  const down = fingers(rng, detail ? 22 : 10, [25, 110], [5, 16]);
  const up = fingers(rng, detail ? 12 : 4, [-70, -25], [6, 14]);
  const snowPts: Pt[] = xs.map((x) => {
    const y = snowline + 24 * Math.sin(x / 83 + wob[0]) + 10 * Math.sin(x / 29 + wob[1]) + down(x) + up(x);
    return [x, y];
  });
  return poly([[-60, -50], [1660, -50], ...snowPts.reverse()], fill);
}

/** Winter: dark rock bands on steep faces, ribs reaching up towards the ridge. */
export function rockBands(rng: Rng, xs: readonly number[], ridgeAt: (x: number) => number, wob: Wobble, fill: string): string {
  const up = fingers(rng, 26, [-90, -30], [4, 12]);
  const down = fingers(rng, 20, [20, 80], [5, 14]);
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
  return poly([...top, ...bot.reverse()], fill, op(0.8));
}

/** Path data of the shaded right-hand face below every peak that reaches the ridge. */
export function shadedFaces(rng: Rng, peaks: readonly { x: number; y: number }[], ridge: readonly Pt[], bottom: number): string {
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
    const face: Pt[] = ridge.slice(ai, vi + 1);
    face.push([valley[0] + (bottom - valley[1]) * 0.25, bottom]);
    for (const t of [1, 0.72, 0.46, 0.22]) {
      face.push([apex[0] + (baseX - apex[0]) * t + (t < 1 ? rng.range(-12, 12) : 0), apex[1] + (bottom - apex[1]) * t]);
    }
    shade += `M${face.map(([x, y]) => `${f(x)} ${f(y)}`).join("L")}Z`;
  });
  return shade;
}
