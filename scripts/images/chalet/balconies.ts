import { darken } from "../color";
import type { Pt } from "../geometry";
import { op, pathEl, poly, rect } from "../svg/elements";
import { f } from "../svg/format";
import { flowerBox } from "./flower-box";
import type { Frame } from "./frame";

/** Floors (0 = ground floor) that carry a balcony. */
export function balconyFloors(k: Frame): number[] {
  return k.floors >= 3 ? [1, 2] : [1];
}

/** Full-width balconies with the classic cut-out railing boards. */
export function balconies(k: Frame): string {
  const { hw, baseH, floorH, woodLight, woodDark, o, c } = k;
  const out: string[] = [];
  for (const fl of balconyFloors(k)) {
    if (fl >= k.floors) continue;
    const fb = -baseH - fl * floorH;
    const bx0 = -hw - 26;
    const bx1 = hw + 26;
    const ofs: Pt = [-24, 8];
    out.push(rect(-hw, fb + 4, 2 * hw, 26, "#000000", op(0.22)));
    out.push(poly([[bx0, fb], [bx1, fb], [bx1 + ofs[0], fb + ofs[1]], [bx0 + ofs[0], fb + ofs[1]]], woodLight));
    out.push(rect(bx0 + ofs[0], fb + ofs[1], bx1 - bx0, 12, woodDark));
    // side railing
    out.push(poly([[bx1, fb], [bx1 + ofs[0], fb + ofs[1]], [bx1 + ofs[0], fb + ofs[1] - 58], [bx1, fb - 58]], darken(woodLight, 0.25)));
    const rx0 = bx0 + ofs[0];
    const rx1 = bx1 + ofs[0];
    const ry = fb + ofs[1];
    let bal = "";
    let holes = "";
    for (let x = rx0 + 4; x < rx1 - 14; x += 21) {
      bal += `M${f(x)} ${f(ry - 52)}h15v${f(44)}h-15Z`;
      holes += `M${f(x + 4.5)} ${f(ry - 30)}a3 5 0 1 0 6 0a3 5 0 1 0 -6 0`;
    }
    out.push(pathEl(bal, woodLight), pathEl(holes, woodDark, op(0.8)));
    out.push(rect(rx0, ry - 62, rx1 - rx0, 11, darken(woodLight, 0.12)), rect(rx0, ry - 12, rx1 - rx0, 8, darken(woodLight, 0.12)));
    if (o.snow) out.push(rect(rx0 - 3, ry - 70, rx1 - rx0 + 6, 10, c.snow, 'rx="5"'));
    if (o.flowers) {
      const n = Math.floor((rx1 - rx0) / 130);
      for (let i = 0; i < n; i++) out.push(flowerBox(k, rx0 + 20 + i * ((rx1 - rx0 - 40) / n) + 8, ry - 80, (rx1 - rx0 - 40) / n - 16));
    }
  }
  return out.join("");
}
