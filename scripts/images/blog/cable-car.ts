import { darken } from "../color";
import { lerp, type Pt } from "../geometry";
import { line, pathEl, rect } from "../svg/elements";
import { f } from "../svg/format";

/** Upper edge of the ski slope in the blog photo, where the forest stands. */
export function slopeEdgeY(x: number): number {
  return x < 1000 ? 700 - (x / 1000) * 230 : 470 - ((x - 1000) / 620) * 110;
}

/** Two sagging cables from the valley station up to the right, two lattice towers and two cabins. */
export function cableCar(): string {
  const out: string[] = [];
  const cable: [Pt, Pt] = [[60, 780], [1640, 250]];
  const cableY = (x: number, off: number): number => lerp(cable[0][1], cable[1][1], (x - cable[0][0]) / (cable[1][0] - cable[0][0])) + off + 40 * Math.sin(((x - 60) / 1580) * Math.PI);
  let cl = "";
  for (const off of [0, 26]) {
    cl += `M60 ${f(cableY(60, off))}`;
    for (let x = 100; x <= 1640; x += 40) cl += `L${x} ${f(cableY(x, off))}`;
  }
  out.push(pathEl(cl, "none", `stroke="#2b2b2b" stroke-width="2.5"`));
  for (const x of [520, 1060]) {
    const top = cableY(x, 0) - 10;
    const groundY = slopeEdgeY(x) + (x < 1000 ? 120 : 60);
    out.push(pathEl(`M${x - 30} ${f(groundY)}L${x - 8} ${f(top)}H${x + 8}L${x + 30} ${f(groundY)}`, "none", `stroke="#5b6470" stroke-width="6"`));
    let lattice = "";
    for (let y = top + 20; y < groundY; y += 40) lattice += `M${x - 8 - ((y - top) / (groundY - top)) * 22} ${f(y)}L${x + 8 + ((y + 40 - top) / (groundY - top)) * 22} ${f(y + 40)}`;
    out.push(pathEl(lattice, "none", `stroke="#5b6470" stroke-width="2.5"`), rect(x - 40, top - 8, 80, 14, "#5b6470"));
  }
  for (const [x, off, col] of [[800, 0, "#d62828"], [1300, 26, "#f4a100"]] as const) {
    const y = cableY(x, off);
    out.push(line(x, y, x, y + 50, "#2b2b2b", 4), rect(x - 12, y - 6, 24, 10, "#2b2b2b"));
    out.push(rect(x - 44, y + 50, 88, 76, col, 'rx="14"'), rect(x - 36, y + 60, 72, 30, "#cfe8f5", 'rx="6"'), line(x, y + 60, x, y + 90, col, 4));
    out.push(rect(x - 44, y + 112, 88, 14, darken(col, 0.25), 'rx="6"'));
  }
  return out.join("");
}
