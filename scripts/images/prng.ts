import { at } from "./array";

/** FNV-1a, so that a readable seed label ("chalet-dom/3") becomes a 32-bit state. */
function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * Seeded mulberry32 generator. Every image draws from its own instance so the
 * output is reproducible byte for byte; the order of calls is part of the
 * output, so never reorder or add draws in existing scenes.
 */
export class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = hashString(seed) || 1;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(arr: readonly T[]): T {
    return at(arr, Math.floor(this.next() * arr.length));
  }
  shuffle<T>(arr: readonly T[]): T[] {
    const out = [...arr];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = at(out, i);
      out[i] = at(out, j);
      out[j] = tmp;
    }
    return out;
  }
}
