import { darken } from "../color";
import { pathEl, rect } from "../svg/elements";
import { f } from "../svg/format";

/** Three-tiered fir standing at (x, y), h tall; snow is the colour of snow on its branches, if any. */
export function fir(x: number, y: number, h: number, col: string, shade: string, snow: string | null): string {
  let body = "";
  let sh = "";
  let sn = "";
  for (let t = 0; t < 3; t++) {
    const yb = y - h * 0.1 - t * h * 0.24;
    const yt = yb - h * (0.5 - t * 0.06);
    const hw = h * 0.3 * (1 - t * 0.24);
    body += `M${f(x - hw)} ${f(yb)}L${f(x)} ${f(yt)}L${f(x + hw)} ${f(yb)}Z`;
    sh += `M${f(x)} ${f(yt)}L${f(x + hw)} ${f(yb)}L${f(x + hw * 0.1)} ${f(yb)}Z`;
    if (snow) {
      const k = yb - yt;
      sn +=
        `M${f(x)} ${f(yt)}L${f(x - hw * 0.55)} ${f(yt + k * 0.56)}L${f(x - hw * 0.22)} ${f(yt + k * 0.46)}` +
        `L${f(x + hw * 0.12)} ${f(yt + k * 0.58)}L${f(x + hw * 0.48)} ${f(yt + k * 0.5)}Z`;
    }
  }
  return (
    rect(x - h * 0.025, y - h * 0.12, h * 0.05, h * 0.13, "#3e2c1f") +
    pathEl(body, col) +
    pathEl(sh, shade) +
    (snow ? pathEl(sn, snow) : "")
  );
}

/** Slender larch, used in autumn for its golden colour. */
export function larch(x: number, y: number, h: number, col: string): string {
  const hw = h * 0.2;
  return (
    rect(x - h * 0.02, y - h * 0.12, h * 0.04, h * 0.13, "#4a3322") +
    pathEl(`M${f(x - hw)} ${f(y - h * 0.1)}Q${f(x)} ${f(y - h * 0.2)} ${f(x + hw)} ${f(y - h * 0.1)}L${f(x)} ${f(y - h)}Z`, col) +
    pathEl(`M${f(x)} ${f(y - h)}L${f(x + hw)} ${f(y - h * 0.1)}L${f(x + hw * 0.2)} ${f(y - h * 0.12)}Z`, darken(col, 0.2))
  );
}
