import { H } from "../canvas";
import type { Pt } from "../geometry";
import { pathEl } from "../svg/elements";
import { smoothLine } from "../svg/paths";

/** Ground filled from a smooth skyline (sampled every 40 px) down past the bottom edge. */
export function terrain(heightAt: (x: number) => number, fill: string): string {
  const line: Pt[] = [];
  for (let x = -40; x <= 1640; x += 40) line.push([x, heightAt(x)]);
  return pathEl(`${smoothLine(line)}L1640 ${H + 10}L-40 ${H + 10}Z`, fill);
}
