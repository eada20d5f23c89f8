import type { Colors } from "../palette";
import type { Rng } from "../prng";
import type { Svg } from "../svg/document";
import { ellipse, op } from "../svg/elements";
import { balconies } from "./balconies";
import { eaves } from "./eaves";
import { entrance } from "./entrance";
import { facade } from "./facade";
import { makeFrame } from "./frame";
import type { ChaletOpts } from "./options";
import { chimney, roofPlane } from "./roof";
import { sideWall } from "./side-wall";
import { facadeWindows } from "./windows";
import { woodpile } from "./woodpile";

/**
 * A chalet seen from the front left, drawn back to front. Local coordinates:
 * (0, 0) = bottom centre of the front facade. The parts are drawn in a fixed
 * order because they share the document's ids and the random sequence.
 */
export function chalet(svg: Svg, rng: Rng, c: Colors, o: ChaletOpts): string {
  const k = makeFrame(svg, rng, c, o);
  const out: string[] = [];
  // ground shadow
  out.push(ellipse(k.D[0] * 0.35, 4, o.hw + 170, 30, "#000000", `${op(0.22)} ${svg.blur(10)}`));
  out.push(sideWall(k), roofPlane(k), chimney(k), facade(k), facadeWindows(k), balconies(k), entrance(k), eaves(k));
  if (o.woodpile) out.push(woodpile(k));
  return out.join("");
}
