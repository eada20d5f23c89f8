import { darken } from "../color";
import { glow } from "../svg/effects";
import { op, pathEl, poly, rect } from "../svg/elements";
import { f } from "../svg/format";
import type { Frame } from "./frame";

/** A framed window (or glazed door) of width w and height h whose top edge is at y0, optionally with shutters. */
export function windowEl(k: Frame, x: number, y0: number, w: number, h: number, shutters: boolean): string {
  const { o, c, trim } = k;
  const parts: string[] = [];
  if (shutters && o.shutter) {
    const sc = k.T(o.shutter);
    const sw = w * 0.55;
    for (const sx of [x - w / 2 - 6 - sw, x + w / 2 + 6]) {
      parts.push(rect(sx, y0 - 6, sw, h + 12, sc));
      let sl = "";
      for (let yy = y0 + 2; yy < y0 + h + 4; yy += 9) sl += `M${f(sx + 4)} ${f(yy)}H${f(sx + sw - 4)}`;
      parts.push(pathEl(sl, "none", `stroke="${darken(sc, 0.3)}" stroke-width="2.5"`));
    }
  }
  parts.push(rect(x - w / 2 - 6, y0 - 6, w + 12, h + 12, trim));
  parts.push(rect(x - w / 2, y0, w, h, k.glass));
  parts.push(poly([[x - w / 2, y0 + h * 0.7], [x - w / 2 + w * 0.5, y0], [x - w / 2 + w * 0.75, y0], [x - w / 2, y0 + h]], "#ffffff", op(c.glow ? 0.12 : 0.22)));
  parts.push(rect(x - 2.5, y0, 5, h, trim), rect(x - w / 2, y0 + h * 0.45 - 2.5, w, 5, trim));
  if (c.glow) parts.push(glow(k.svg, x, y0 + h / 2, w * 1.3, "#ffc25e", 0.35));
  return parts.join("");
}
