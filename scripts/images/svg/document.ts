import { f, f2 } from "./format";

export type Stop = [offset: number, color: string, opacity?: number];

/**
 * One SVG document under construction: collects the <defs> (gradients, clips,
 * blurs) that the body refers to. Ids are numbered in creation order, so the
 * order of calls is part of the output.
 */
export class Svg {
  private readonly defs: string[] = [];
  private counter = 0;
  private readonly blurs = new Map<number, string>();

  newId(): string {
    this.counter += 1;
    return `i${this.counter.toString(36)}`;
  }
  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${f2(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${f2(a)}"`}/>`,
      )
      .join("");
  }
  private gradient(kind: "linear" | "radial", attrs: string, stops: readonly Stop[]): string {
    const id = this.newId();
    const tag = `${kind}Gradient`;
    this.defs.push(`<${tag} id="${id}"${attrs}>${this.stops(stops)}</${tag}>`);
    return `url(#${id})`;
  }
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.gradient("linear", ` x1="${f2(x1)}" y1="${f2(y1)}" x2="${f2(x2)}" y2="${f2(y2)}"`, stops);
  }
  linearUser(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    return this.gradient("linear", ` gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"`, stops);
  }
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.gradient("radial", ` cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}"`, stops);
  }
  /** Returns a clip-path attribute. */
  clip(content: string): string {
    const id = this.newId();
    this.defs.push(`<clipPath id="${id}">${content}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }
  /** Returns a filter attribute for a gaussian blur; one filter per strength is shared by the whole document. */
  blur(sd: number): string {
    let id = this.blurs.get(sd);
    if (!id) {
      id = this.newId();
      this.blurs.set(sd, id);
      this.defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
      );
    }
    return `filter="url(#${id})"`;
  }
  doc(w: number, h: number, body: string, viewBox = `0 0 ${w} ${h}`): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join("")}</defs>${body}</svg>`
    );
  }
}
