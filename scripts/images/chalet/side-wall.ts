import { darken } from "../color";
import type { Pt } from "../geometry";
import { op, pathEl, poly } from "../svg/elements";
import { seg } from "../svg/paths";
import type { Frame } from "./frame";

/** The receding right-hand wall: stone base, planked wood, two windows per floor. */
export function sideWall(k: Frame): string {
  const { sp, baseH, bodyTop, floorH, c } = k;
  const out: string[] = [];
  out.push(poly([sp(0, 0), sp(1, 0), sp(1, -baseH), sp(0, -baseH)], k.stoneSide));
  out.push(poly([sp(0, -baseH), sp(1, -baseH), sp(1, bodyTop), sp(0, bodyTop)], k.woodSide));
  let planks = "";
  for (let y = -baseH - 16; y > bodyTop; y -= 16) planks += seg(sp(0, y), sp(1, y));
  out.push(pathEl(planks, "none", `stroke="${darken(k.woodSide, 0.35)}" stroke-width="2" ${op(0.6)}`));
  const sideWins: Pt[] = [[0.2, 0.4], [0.58, 0.78]];
  for (let fl = 0; fl < k.floors; fl++) {
    const fb = -baseH - fl * floorH;
    const y0 = fb - floorH + 30;
    const y1 = fb - 34;
    for (const [u0, u1] of sideWins) {
      out.push(poly([sp(u0 - 0.03, y0 - 6), sp(u1 + 0.03, y0 - 6), sp(u1 + 0.03, y1 + 6), sp(u0 - 0.03, y1 + 6)], darken(k.trim, 0.25)));
      out.push(poly([sp(u0, y0), sp(u1, y0), sp(u1, y1), sp(u0, y1)], c.glow ? c.glass1 : darken(c.glass2, 0.25)));
    }
  }
  return out.join("");
}
