import { at } from "./array";
import { H, W } from "./canvas";
import { darken } from "./color";
import { exteriorScene } from "./exterior";
import { colorsFor } from "./palette";
import { Rng } from "./prng";
import type { Property } from "./properties";
import { bathroom } from "./rooms/bathroom";
import { bedroom } from "./rooms/bedroom";
import { bunkRoom } from "./rooms/bunk-room";
import { makeView, type Ctx } from "./rooms/context";
import { dining } from "./rooms/dining";
import { kitchen } from "./rooms/kitchen";
import { livingRoom } from "./rooms/living-room";
import { Room } from "./rooms/room";
import { sauna } from "./rooms/sauna";
import { sceneOrder, variant } from "./scene-order";
import { Svg } from "./svg/document";
import { vignette } from "./svg/effects";
import { group, rect } from "./svg/elements";
import { f } from "./svg/format";
import { balconyView } from "./views/balcony";
import { villageStreet } from "./views/village-street";

type SceneFn = (ctx: Ctx) => string;
const SCENES: Record<string, SceneFn> = {
  living: livingRoom,
  bedroom,
  kitchen,
  balcony: balconyView,
  dining,
  bathroom,
  sauna,
  village: villageStreet,
  bunk: bunkRoom,
};

/** SVG of photo n (1-based) of a property: the exterior, then the scenes in sceneOrder. */
export function propertyImage(p: Property, n: number): string {
  const svg = new Svg();
  const rng = new Rng(`${p.slug}/${n}`);
  if (n === 1) return svg.doc(W, H, exteriorScene(svg, rng, p));
  const scene = at(sceneOrder(p), n - 2);
  // same palette for every photo of a property, whatever the scene draws first
  const c = colorsFor(p.look, new Rng(`${p.slug}/colors`));
  const R = new Room(rng.range(720, 880), rng.range(400, 450), rng.range(0.42, 0.5));
  const viewRng = new Rng(`${p.slug}/view/${n}`);
  const ctx: Ctx = { svg, rng, p, c, R, view: makeView(svg, viewRng, c, p.look) };
  const fn = SCENES[scene];
  if (!fn) throw new Error(`unknown scene ${scene}`);
  // alternate left/right layouts between properties showing the same scene
  const mirrored = (variant(p, scene) + (scene === "kitchen" ? 0 : 1)) % 2 === 0;
  // solid backdrop so anti-aliased seams between planes never show through
  const backdrop = rect(-200, -200, W + 400, H + 400, darken(p.interiorWood, 0.3));
  const body = backdrop + (mirrored ? group(fn(ctx), `transform="matrix(-1 0 0 1 ${W} 0)"`) : fn(ctx));
  if (scene === "balcony" || scene === "village") return svg.doc(W, H, body);
  // interiors: crop in a little, like a photographer standing inside the room
  const zoom = 1.3;
  const vw = W / zoom;
  const vh = H / zoom;
  const vx = (W - vw) / 2 + (R.vx - 800) * (mirrored ? -0.4 : 0.4);
  const vy = (H - vh) * 0.68;
  return svg.doc(W, H, body + vignette(svg, 0.3, W, H), `${f(vx)} ${f(vy)} ${f(vw)} ${f(vh)}`);
}
