export type Pt = [number, number];

export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
export const lerpPt = (a: Pt, b: Pt, t: number): Pt => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];

/**
 * Evenly spaced values built by repeated addition (not from + i * step): the
 * float drift of the accumulation is baked into the published images.
 */
export function steps(from: number, to: number, step: number, inclusive = true): number[] {
  const out: number[] = [];
  for (let v = from; inclusive ? v <= to : v < to; v += step) out.push(v);
  return out;
}
