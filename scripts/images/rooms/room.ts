import { darken, lighten } from "../color";
import type { Pt } from "../geometry";
import type { Svg } from "../svg/document";
import { op, poly, rect } from "../svg/elements";
import { f } from "../svg/format";

/** A point in room space: X and Y as on the picture plane, d = depth (0 = picture plane, 1 = back wall). */
export type P3 = [number, number, number];

/** Simple one-point perspective of a box-shaped room, vanishing point (vx, vy). */
export class Room {
  readonly k: number;
  constructor(
    readonly vx: number,
    readonly vy: number,
    /** Scale of the back wall relative to the picture plane. */
    back: number,
    readonly xl = -60,
    readonly xr = 1660,
    readonly yc = 0,
    readonly yf = 900,
  ) {
    this.k = 1 / back - 1;
  }
  s(d: number): number {
    return 1 / (1 + this.k * d);
  }
  p(X: number, Y: number, d: number): Pt {
    const s = this.s(d);
    return [this.vx + (X - this.vx) * s, this.vy + (Y - this.vy) * s];
  }
  quad(a: readonly P3[], fill: string, extra?: string): string {
    return poly(a.map(([X, Y, d]) => this.p(X, Y, d)), fill, extra);
  }
  /** Rectangle on a plane parallel to the picture plane. */
  face(x0: number, x1: number, y0: number, y1: number, d: number, fill: string, extra?: string): string {
    const [a, b] = this.p(x0, y0, d);
    const [c2, e] = this.p(x1, y1, d);
    return rect(a, b, c2 - a, e - b, fill, extra);
  }
  /** Horizontal rectangle at height Y (floor, ceiling, table top, rug). */
  flat(x0: number, x1: number, Y: number, d0: number, d1: number, fill: string, extra?: string): string {
    return this.quad([[x0, Y, d0], [x1, Y, d0], [x1, Y, d1], [x0, Y, d1]], fill, extra);
  }
  /** Vertical rectangle receding in depth at X (side walls, sides of furniture). */
  side(X: number, y0: number, y1: number, d0: number, d1: number, fill: string): string {
    return this.quad([[X, y0, d0], [X, y0, d1], [X, y1, d1], [X, y1, d0]], fill);
  }
  /** A solid block; only the faces turned towards the viewer are drawn. */
  box(
    x0: number, x1: number, y0: number, y1: number, d0: number, d1: number, color: string,
    o: { r?: number; top?: string; side?: string } = {},
  ): string {
    const out: string[] = [];
    const side = o.side ?? darken(color, 0.22);
    const top = o.top ?? lighten(color, 0.12);
    if (x0 > this.vx) out.push(this.side(x0, y0, y1, d0, d1, side));
    if (x1 < this.vx) out.push(this.side(x1, y0, y1, d0, d1, side));
    if (y0 > this.vy) out.push(this.flat(x0, x1, y0, d0, d1, top));
    if (y1 < this.vy) out.push(this.flat(x0, x1, y1, d0, d1, darken(color, 0.3)));
    const r = (o.r ?? 0) * this.s(d0);
    out.push(this.face(x0, x1, y0, y1, d0, color, r > 0 ? `rx="${f(r)}"` : undefined));
    return out.join("");
  }
  /** Soft contact shadow on the floor. */
  shadow(svg: Svg, x0: number, x1: number, d0: number, d1: number, strength = 0.25): string {
    return this.flat(x0 - 20, x1 + 20, this.yf, d0 - 0.02, d1, "#000000", `${op(strength)} ${svg.blur(8)}`);
  }
}
