import { darken, lighten } from "./color";
import { Rng } from "./prng";
import { Svg } from "./svg/document";
import { circle, ellipse, op, pathEl, rect } from "./svg/elements";
import { dot } from "./svg/paths";

/** How a team member is drawn. */
interface Person {
  skin: string;
  hair: string;
  hairStyle: "long" | "short" | "bun" | "curly" | "side";
  shirt: string;
  bg: [string, string];
  beard: boolean;
  glasses: boolean;
  lips: string;
}

export const TEAM: Person[] = [
  { skin: "#f2c9a6", hair: "#6b3e23", hairStyle: "long", shirt: "#2f6f4f", bg: ["#e6f2ea", "#b9d9c6"], beard: false, glasses: false, lips: "#b65a4f" },
  { skin: "#c98e62", hair: "#2a1c14", hairStyle: "short", shirt: "#2f5d8a", bg: ["#e5eef8", "#b5cbe6"], beard: true, glasses: false, lips: "#8a4a3a" },
  { skin: "#8a5a3c", hair: "#1c1410", hairStyle: "curly", shirt: "#d69a2d", bg: ["#fbf0dc", "#f0cf95"], beard: false, glasses: true, lips: "#6e3429" },
  { skin: "#f0d0b4", hair: "#b9b4ab", hairStyle: "side", shirt: "#a63a32", bg: ["#f6e6e3", "#e2b8b0"], beard: false, glasses: true, lips: "#a85a50" },
];

/** Friendly flat-style head-and-shoulders portrait, 600x600. */
export function portrait(person: Person, seed: string): string {
  const svg = new Svg();
  const rng = new Rng(seed);
  const S = 600;
  const out: string[] = [];
  const { skin, hair, shirt } = person;
  const skinShade = darken(skin, 0.14);
  out.push(rect(0, 0, S, S, svg.linear([[0, person.bg[0]], [1, person.bg[1]]], 0, 0, 0.4, 1)));
  out.push(circle(300, 300, 250, "#ffffff", op(0.25)));
  for (let i = 0; i < 6; i++) out.push(circle(rng.range(40, 560), rng.range(40, 260), rng.range(6, 16), "#ffffff", op(0.3)));
  // hair behind
  if (person.hairStyle === "long") {
    out.push(pathEl("M190 250Q180 130 300 125Q420 130 410 250L425 470Q300 500 175 470Z", hair));
  } else if (person.hairStyle === "curly") {
    let d = "";
    for (let a = 0; a < Math.PI * 2; a += Math.PI / 9) {
      const x = 300 + Math.cos(a) * 128;
      const y = 235 + Math.sin(a) * 120 * (Math.sin(a) > 0 ? 0.75 : 1);
      d += dot(x, y, 48);
    }
    out.push(pathEl(d, hair));
  }
  // shoulders
  out.push(pathEl("M70 600C70 470 170 430 300 428C430 430 530 470 530 600Z", shirt));
  out.push(pathEl("M70 600C70 470 170 430 300 428C430 430 530 470 530 600Z", svg.linear([[0, "#ffffff", 0.12], [1, "#000000", 0.15]], 0, 0, 1, 0)));
  // neck
  out.push(rect(255, 330, 90, 120, skinShade, 'rx="30"'));
  out.push(pathEl("M250 430Q300 480 350 430L360 445Q300 510 240 445Z", darken(shirt, 0.25)));
  if (person.hairStyle === "side" || person.beard) out.push(pathEl("M262 438L300 500L338 438Z", lighten(shirt, 0.7)), pathEl("M262 438L300 500L338 438", "none", `stroke="${darken(shirt, 0.3)}" stroke-width="4"`));
  // ears
  out.push(ellipse(200, 268, 20, 30, skinShade), ellipse(400, 268, 20, 30, skinShade));
  // head
  out.push(pathEl("M300 140C370 140 402 190 402 260C402 340 360 390 300 392C240 390 198 340 198 260C198 190 230 140 300 140Z", skin));
  if (person.beard) out.push(pathEl("M205 285C210 360 250 400 300 402C350 400 390 360 395 285C380 330 350 345 300 346C250 345 220 330 205 285Z", hair));
  // hair front
  switch (person.hairStyle) {
    case "long":
      out.push(pathEl("M196 262C190 170 240 128 306 130C370 132 412 175 404 262C390 215 350 190 318 168C300 200 250 215 196 262Z", hair));
      break;
    case "short":
      out.push(pathEl("M198 250C192 170 240 126 304 126C370 126 410 172 402 250C396 210 380 192 360 185C330 195 270 196 236 182C216 195 204 215 198 250Z", hair));
      break;
    case "curly": {
      let d = "";
      for (let i = 0; i < 9; i++) {
        const x = 212 + i * 22;
        const y = 170 - Math.sin((i / 8) * Math.PI) * 30;
        d += dot(x, y, 30);
      }
      out.push(pathEl(d, hair));
      break;
    }
    case "bun":
      out.push(circle(300, 112, 46, hair));
      out.push(pathEl("M198 250C192 170 240 132 304 132C370 132 410 172 402 250C380 200 340 176 300 176C260 176 220 200 198 250Z", hair));
      break;
    case "side":
      out.push(pathEl("M198 240C188 160 250 122 312 126C378 132 414 178 402 240C392 205 372 186 340 180C300 190 240 182 215 200C206 212 200 226 198 240Z", hair));
      out.push(pathEl("M240 176Q300 150 372 182", "none", `stroke="${lighten(hair, 0.25)}" stroke-width="6" stroke-linecap="round"`));
      break;
  }
  // face
  out.push(circle(250, 312, 20, "#ff8a8a", op(0.22)), circle(350, 312, 20, "#ff8a8a", op(0.22)));
  out.push(pathEl("M242 238Q262 226 282 236M318 236Q338 226 358 238", "none", `stroke="${darken(hair, 0.1)}" stroke-width="8" stroke-linecap="round"`));
  out.push(ellipse(262, 272, 9, 11, "#2a1d17"), ellipse(338, 272, 9, 11, "#2a1d17"));
  out.push(circle(265, 268, 3, "#ffffff"), circle(341, 268, 3, "#ffffff"));
  out.push(pathEl("M300 280Q292 306 302 312", "none", `stroke="${darken(skin, 0.25)}" stroke-width="4" stroke-linecap="round"`));
  out.push(pathEl("M266 334Q300 366 334 334Q300 350 266 334Z", person.lips));
  out.push(pathEl("M272 337Q300 352 328 337", "none", "stroke=\"#ffffff\" stroke-width=\"5\" stroke-linecap=\"round\""));
  if (person.glasses) {
    out.push(pathEl("M230 272a32 28 0 1 0 64 0a32 28 0 1 0 -64 0ZM306 272a32 28 0 1 0 64 0a32 28 0 1 0 -64 0ZM294 268Q300 262 306 268M230 266L204 258M370 266L396 258", "none", `stroke="#2b2b2b" stroke-width="5"`));
  }
  return svg.doc(S, S, out.join(""));
}
