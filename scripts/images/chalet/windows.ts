import { balconyFloors } from "./balconies";
import { flowerBox } from "./flower-box";
import type { Frame } from "./frame";
import { windowEl } from "./window";

/** Gable window and the windows of every floor; balcony floors get glazed doors instead of flower boxes. */
export function facadeWindows(k: Frame): string {
  const { hw, apexY, bodyTop, baseH, floorH } = k;
  const out: string[] = [];
  const gy = apexY + (bodyTop - apexY) * 0.42;
  out.push(windowEl(k, 0, gy, 56, 52, false));
  const balcony = balconyFloors(k);
  const nWin = hw > 270 ? 4 : 3;
  const xs = nWin === 4 ? [-0.7, -0.24, 0.24, 0.7] : [-0.62, 0, 0.62];
  for (let fl = 0; fl < k.floors; fl++) {
    const fb = -baseH - fl * floorH;
    const isBalcony = balcony.includes(fl);
    xs.forEach((u, i) => {
      const door = isBalcony && (nWin === 3 ? i === 1 : i === 1 || i === 2);
      const y0 = fb - floorH + 26;
      const h = door ? floorH - 36 : 78;
      out.push(windowEl(k, u * hw, y0, 60, h, !door));
      if (!isBalcony && k.o.flowers) out.push(flowerBox(k, u * hw - 42, y0 + h + 8, 84));
    });
  }
  return out.join("");
}
