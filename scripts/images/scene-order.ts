import { PROPERTIES, type Property } from "./properties";
import { Rng } from "./prng";

/** Scenes of photos 2…count of a property: living room first, bunk room last, the rest shuffled per property. */
export function sceneOrder(p: Property): string[] {
  const rng = new Rng(`order:${p.slug}`);
  const core = ["living", "bedroom", "kitchen"];
  const extras = rng.shuffle(["balcony", "dining", "bathroom", "village", ...(p.sauna ? ["sauna"] : [])]);
  const list = [...core.slice(0, 1), ...rng.shuffle(core.slice(1)), ...extras, "bunk"];
  return list.slice(0, p.count - 1);
}

/** Rank of a property among all properties that show the given scene (drives alternating variants). */
export function variant(p: Property, scene: string): number {
  return PROPERTIES.filter((q) => sceneOrder(q).includes(scene)).findIndex((q) => q.slug === p.slug);
}
