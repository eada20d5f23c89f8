import { createHash } from "node:crypto";

/**
 * A stable UUID for a seed record ("property:chalet-dom" -> always the same id), so running the
 * seed again finds and keeps the rows it made instead of duplicating them.
 */
export function seedUuid(key: string): string {
  const h = createHash("sha256").update(`saastal-seed:${key}`).digest("hex");
  // Version nibble 8 (custom) and the RFC 4122 variant, so it is a well-formed UUID.
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A small deterministic PRNG (mulberry32): the same demo data on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

export function intBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
