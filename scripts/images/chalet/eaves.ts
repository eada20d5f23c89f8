import { lighten } from "../color";
import { lerpPt } from "../geometry";
import { op, pathEl, polyline } from "../svg/elements";
import { f } from "../svg/format";
import type { Frame } from "./frame";

/** Fascia boards along the front gable, with snow and icicles in winter. */
export function eaves(k: Frame): string {
  const { Lf, Af, Ef, c, rng } = k;
  const out: string[] = [];
  out.push(polyline([Lf, Af, Ef], k.woodDark, 20, 'stroke-linejoin="miter"'));
  out.push(polyline([[Lf[0], Lf[1] + 14], [Af[0], Af[1] + 14], [Ef[0], Ef[1] + 14]], k.woodLight, 5, 'stroke-linejoin="miter"'));
  if (k.o.snow) {
    out.push(polyline([[Lf[0] - 4, Lf[1] - 8], [Af[0], Af[1] - 11], [Ef[0] + 4, Ef[1] - 8]], c.snow, 16, 'stroke-linejoin="round" stroke-linecap="round"'));
    let icicles = "";
    for (let t = 0.08; t < 0.95; t += 0.07) {
      for (const [p, q] of [[Lf, Af], [Ef, Af]] as const) {
        const pt = lerpPt(p, q, t);
        icicles += `M${f(pt[0] - 3)} ${f(pt[1] + 9)}l3 ${f(rng.range(8, 20))}l3 ${f(-rng.range(8, 20))}Z`;
      }
    }
    out.push(pathEl(icicles, lighten(c.snow, 0.3), op(0.85)));
  }
  return out.join("");
}
