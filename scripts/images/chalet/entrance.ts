import { darken } from "../color";
import { glow } from "../svg/effects";
import { circle, pathEl, rect } from "../svg/elements";
import { f } from "../svg/format";
import type { Frame } from "./frame";

/** Arched front door in the stone base, its lamp, and two cellar windows. */
export function entrance(k: Frame): string {
  const { hw, stone, woodDark, c } = k;
  const out: string[] = [];
  const dx = -hw * 0.45;
  out.push(
    pathEl(`M${f(dx - 40)} 0V-70Q${f(dx - 40)} -104 ${f(dx)} -104Q${f(dx + 40)} -104 ${f(dx + 40)} -70V0Z`, darken(stone, 0.35)),
    pathEl(`M${f(dx - 32)} 0V-68Q${f(dx - 32)} -96 ${f(dx)} -96Q${f(dx + 32)} -96 ${f(dx + 32)} -68V0Z`, woodDark),
    pathEl(`M${f(dx - 16)} -92V0M${f(dx)} -96V0M${f(dx + 16)} -92V0`, "none", `stroke="${darken(woodDark, 0.3)}" stroke-width="2"`),
    circle(dx + 20, -46, 3.5, "#d8b25a"),
  );
  if (c.glow) out.push(glow(k.svg, dx, -116, 60, "#ffc25e", 0.55), circle(dx, -116, 6, "#fff1c4"));
  for (const bx of [hw * 0.18, hw * 0.6]) {
    out.push(rect(bx - 26, -78, 52, 38, darken(stone, 0.3)), rect(bx - 22, -74, 44, 30, c.glow ? c.glass2 : "#2f3640"));
    out.push(pathEl(`M${f(bx - 11)} -74v30M${f(bx)} -74v30M${f(bx + 11)} -74v30`, "none", `stroke="${darken(stone, 0.4)}" stroke-width="2.5"`));
  }
  return out.join("");
}
