import { darken } from "../color";
import { circle, pathEl, rect } from "../svg/elements";
import { dot } from "../svg/paths";
import type { Frame } from "./frame";

/** Window box of geraniums, w wide with its top edge at y; empty when the season has no flowers. */
export function flowerBox(k: Frame, x: number, y: number, w: number): string {
  const { o, rng, T, woodDark } = k;
  if (!o.flowers) return "";
  let leaves = "";
  const fl: string[] = [];
  for (let i = 0; i < w / 9; i++) {
    const lx = x + rng.range(4, w - 4);
    leaves += dot(lx, y - 4, 7);
  }
  for (let i = 0; i < 5; i++) {
    const lx = x + rng.range(6, w - 6);
    leaves += dot(lx, y + 22 + i * 2, 5);
  }
  for (let i = 0; i < w / 7; i++) {
    const bx = x + rng.range(3, w - 3);
    const by = y - rng.range(4, 14);
    const r = rng.range(3.5, 6.5);
    fl.push(circle(bx, by, r, T(rng.pick(o.flowers))));
  }
  return (
    pathEl(leaves, T("#3f7d2c")) +
    rect(x, y, w, 18, woodDark, 'rx="2"') +
    rect(x, y, w, 5, darken(woodDark, 0.2)) +
    fl.join("")
  );
}
