import { poly, pathEl, rect } from "../svg/elements";
import { dot } from "../svg/paths";
import type { Frame } from "./frame";

/** Covered stack of firewood left of the house. */
export function woodpile(k: Frame): string {
  const { hw, woodDark, T } = k;
  const out: string[] = [];
  const x0 = -hw - 190;
  const x1 = -hw - 36;
  out.push(rect(x0 - 8, -132, x1 - x0 + 16, 132, woodDark));
  out.push(poly([[x0 - 22, -128], [x1 + 22, -128], [x1 + 14, -146], [x0 - 14, -146]], k.roof));
  if (k.o.snow) out.push(rect(x0 - 24, -156, x1 - x0 + 48, 12, k.c.snow, 'rx="6"'));
  let logs = "";
  for (let y = -12; y > -118; y -= 19) {
    for (let x = x0 + 10 + ((y / 19) % 2 === 0 ? 0 : 9); x < x1 - 6; x += 19) logs += dot(x, y, 9);
  }
  out.push(pathEl(logs, T("#c9a27a"), `stroke="${T("#7a5234")}" stroke-width="2.5"`));
  return out.join("");
}
