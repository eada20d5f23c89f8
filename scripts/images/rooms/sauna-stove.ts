import { lighten } from "../color";
import { glow } from "../svg/effects";
import { ellipse, op, pathEl } from "../svg/elements";
import { f } from "../svg/format";
import { hseg } from "../svg/paths";
import type { Ctx } from "./context";

/** Stove heaped with stones, glowing and steaming, behind a wooden guard rail; style picks the metal finish. */
export function saunaStove(ctx: Ctx, style: number, wood: string): string {
  const { R, svg, rng } = ctx;
  const out: string[] = [];
  const metal = ["#3a3b3f", "#5b3b2a", "#2f3b3d"][style] ?? "#3a3b3f";
  out.push(R.shadow(svg, 1180, 1520, 0.32, 0.62, 0.3));
  out.push(R.box(1200, 1500, 560, R.yf, 0.34, 0.62, metal, { top: "#55575c" }));
  let grille = "";
  for (let Y = 600; Y < 860; Y += 26) grille += hseg(R.p(1220, Y, 0.34), R.p(1480, Y, 0.34));
  out.push(pathEl(grille, "none", `stroke="#26272a" stroke-width="5"`));
  for (let i = 0; i < 46; i++) {
    const X = rng.range(1220, 1480);
    const d = rng.range(0.36, 0.6);
    const [sx, sy] = R.p(X, 560, d);
    const s = R.s(d);
    out.push(ellipse(sx, sy - rng.range(0, 30) * s, rng.range(18, 28) * s, rng.range(12, 18) * s, rng.pick(["#7d7a78", "#6a6866", "#8f8b87", "#5c5a58"])));
  }
  const [gx, gy] = R.p(1350, 560, 0.48);
  out.push(glow(svg, gx, gy, 260, "#ff7a2a", 0.35));
  // steam
  let steam = "";
  for (let i = 0; i < 4; i++) {
    const sx = gx - 90 + i * 55;
    steam += `M${f(sx)} ${f(gy - 40)}q-30 -60 0 -120t0 -120`;
  }
  out.push(pathEl(steam, "none", `stroke="#ffffff" stroke-width="10" stroke-linecap="round" ${op(0.22)} ${svg.blur(4)}`));
  // guard rail
  out.push(R.box(1160, 1180, 520, R.yf, 0.3, 0.64, lighten(wood, 0.05)));
  return out.join("");
}
