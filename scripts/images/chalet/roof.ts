import { darken, mix } from "../color";
import { lerpPt } from "../geometry";
import { circle, op, pathEl, poly, rect } from "../svg/elements";
import { seg } from "../svg/paths";
import type { Frame } from "./frame";

/** The visible (right) roof plane with shingles and its snow load. */
export function roofPlane(k: Frame): string {
  const { Af, Ab, Ef, Eb, c, svg } = k;
  const out: string[] = [];
  out.push(poly([Af, Ab, Eb, Ef], k.roof));
  let shingles = "";
  for (let t = 0.1; t < 0.95; t += 0.11) shingles += seg(lerpPt(Af, Ef, t), lerpPt(Ab, Eb, t));
  out.push(pathEl(shingles, "none", `stroke="${darken(k.roof, 0.3)}" stroke-width="3" ${op(0.6)}`));
  if (k.o.snow) {
    out.push(poly([Af, Ab, lerpPt(Ab, Eb, 1.02), lerpPt(Af, Ef, 1.02)], svg.linear([[0, c.snow], [1, mix(c.snow, c.shadow, 0.25)]], 0, 0, 1, 1)));
    const e1 = lerpPt(Af, Ef, 1.02);
    const e2 = lerpPt(Ab, Eb, 1.02);
    out.push(poly([e1, e2, [e2[0], e2[1] + 12], [e1[0], e1[1] + 12]], mix(c.snow, c.shadow, 0.15)));
  }
  return out.join("");
}

/** Stone chimney on the roof plane, with a snow cap and smoke when the stove is lit. */
export function chimney(k: Frame): string {
  const { Af, Ab, Ef, Eb, c, svg } = k;
  const out: string[] = [];
  const cp = lerpPt(lerpPt(Af, Ab, 0.6), lerpPt(Ef, Eb, 0.6), 0.3);
  out.push(poly([[cp[0] + 18, cp[1] - 84], [cp[0] + 34, cp[1] - 89], [cp[0] + 34, cp[1] + 8], [cp[0] + 18, cp[1] + 12]], k.stoneSide));
  out.push(rect(cp[0] - 18, cp[1] - 84, 36, 96, k.stone));
  out.push(rect(cp[0] - 24, cp[1] - 96, 62, 14, k.woodDark));
  if (k.o.snow) out.push(rect(cp[0] - 26, cp[1] - 106, 66, 12, c.snow, 'rx="6"'));
  if (k.o.smoke) {
    for (let i = 0; i < 7; i++) {
      out.push(circle(cp[0] + 4 + i * 22 + i * i * 2, cp[1] - 120 - i * 34, 14 + i * 6, "#ffffff", `${op(0.4 - i * 0.05)} ${svg.blur(7)}`));
    }
  }
  return out.join("");
}
