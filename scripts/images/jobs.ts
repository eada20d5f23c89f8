import { blogHike } from "./blog/hike";
import { blogSki } from "./blog/ski";
import { iconSvg, logoSvg, ogImage } from "./brand";
import { PROPERTIES } from "./properties";
import { propertyImage } from "./property-image";
import { portrait, TEAM } from "./team";
import { toPng, toWebp } from "./write";

/** One output file, relative to public/, and how to produce its bytes. */
export interface Job {
  file: string;
  render: () => Promise<Buffer> | Buffer;
}

/** Every generated file; rendering is deferred so that a filtered run only draws what it writes. */
export function jobs(): Job[] {
  const list: Job[] = [];
  for (const p of PROPERTIES) {
    for (let n = 1; n <= p.count; n++) {
      list.push({ file: `images/properties/${p.slug}/${n}.webp`, render: () => toWebp(propertyImage(p, n)) });
    }
  }
  TEAM.forEach((person, i) => {
    list.push({ file: `images/team/${i + 1}.webp`, render: () => toWebp(portrait(person, `team/${i + 1}`)) });
  });
  list.push({ file: "images/blog/1.webp", render: () => toWebp(blogSki()) });
  list.push({ file: "images/blog/2.webp", render: () => toWebp(blogHike()) });
  list.push({ file: "brand/logo.svg", render: () => Buffer.from(logoSvg()) });
  list.push({ file: "brand/icon.png", render: () => toPng(iconSvg()) });
  list.push({ file: "brand/og-default.webp", render: () => toWebp(ogImage()) });
  return list;
}
