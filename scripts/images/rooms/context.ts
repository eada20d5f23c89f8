import { groundLayer } from "../landscape/ground";
import { alpineBackdrop } from "../landscape/backdrop";
import type { Look } from "../look";
import type { Colors } from "../palette";
import type { Rng } from "../prng";
import type { Property } from "../properties";
import type { Svg } from "../svg/document";
import type { Room } from "./room";

/** Everything a scene of a property draws with. */
export interface Ctx {
  svg: Svg;
  rng: Rng;
  p: Property;
  c: Colors;
  R: Room;
  /** Landscape content (1600x900 coordinates) for windows. */
  view: () => string;
}

/** The landscape seen through windows; it has its own generator so that the room's sequence does not depend on it. */
export function makeView(svg: Svg, rng: Rng, c: Colors, look: Look): () => string {
  return () => {
    const backdrop = alpineBackdrop(svg, rng, c, look, { trees: 60, hillY: 680, baseY: 700 });
    return backdrop.el + groundLayer(svg, rng, c, look.season, 790);
  };
}
