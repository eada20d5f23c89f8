import { darken, lighten } from "../color";
import { masonry } from "../masonry";
import { op, pathEl, poly, rect } from "../svg/elements";
import { f } from "../svg/format";
import type { Frame } from "./frame";

/** One rounded stone of the base, as path data. */
function roundedStone(x0: number, x1: number, y: number): string {
  return `M${f(x0 + 6)} ${f(y)}H${f(x1 - 6)}Q${f(x1)} ${f(y)} ${f(x1)} ${f(y + 6)}V${f(y + 14)}Q${f(x1)} ${f(y + 20)} ${f(x1 - 6)} ${f(y + 20)}H${f(x0 + 6)}Q${f(x0)} ${f(y + 20)} ${f(x0)} ${f(y + 14)}V${f(y + 6)}Q${f(x0)} ${f(y)} ${f(x0 + 6)} ${f(y)}Z`;
}

/** Front wall: stone base, planked wooden body and gable, floor beams and the shadow under the eaves. */
export function facade(k: Frame): string {
  const { hw, baseH, bodyTop, apexY, pitch, floorH, stone, wood, woodDark } = k;
  const out: string[] = [];
  out.push(rect(-hw, -baseH, 2 * hw, baseH, stone));
  if (k.o.detail) {
    const opts = { y0: -baseH + 3, yEnd: -12, course: 24, x0: -hw, jitter: 20, xEnd: hw - 10, width: [34, 70] as const, gap: 4 };
    const stones = masonry(k.rng, opts, (x, w, y) => {
      const x0 = Math.max(x, -hw + 3);
      const x1 = Math.min(x + w, hw - 3);
      return x1 - x0 > 12 ? roundedStone(x0, x1, y) : "";
    });
    out.push(pathEl(stones, lighten(stone, 0.12), `stroke="${darken(stone, 0.18)}" stroke-width="2"`));
  }
  out.push(rect(-hw, bodyTop, 2 * hw, k.floors * floorH, wood));
  out.push(poly([[-hw, bodyTop + 1], [0, apexY], [hw, bodyTop + 1]], wood));
  let fp = "";
  for (let y = -baseH - 16; y > bodyTop; y -= 16) fp += `M${f(-hw)} ${f(y)}H${f(hw)}`;
  for (let y = bodyTop - 16; y > apexY + 8; y -= 16) {
    const half = (y - apexY) / pitch;
    fp += `M${f(-half)} ${f(y)}H${f(half)}`;
  }
  out.push(pathEl(fp, "none", `stroke="${woodDark}" stroke-width="2" ${op(0.45)}`));
  // light on front facade
  out.push(poly([[-hw, 0], [-hw, bodyTop], [0, apexY], [hw, bodyTop], [hw, 0]], k.svg.linear([[0, "#ffffff", 0.08], [1, "#000000", 0.12]], 0, 0, 1, 0.4)));
  for (let fl = 0; fl <= k.floors; fl++) out.push(rect(-hw - 8, -baseH - fl * floorH - 6, 2 * hw + 16, 12, woodDark));
  // eave shadow
  out.push(poly([[-hw, bodyTop], [0, apexY], [hw, bodyTop], [hw, bodyTop + 44], [0, apexY + 44], [-hw, bodyTop + 44]], "#000000", op(0.25)));
  return out.join("");
}
