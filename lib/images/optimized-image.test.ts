import { beforeAll, describe, expect, it } from "vitest";
import { optimizedImage, type OptimizedImageOptions } from "./optimized-image";

// next/image's own rules with this site's next.config (images): what the build would inline.
let getImageProps: (props: Record<string, unknown>) => { props: Record<string, unknown> };

beforeAll(async () => {
  // What next/image's getImageProps() does with the options the build inlines.
  const { imageConfigDefault, prepareImageConfig } = (await import("next/dist/shared/lib/image-config")) as never as {
    imageConfigDefault: object;
    prepareImageConfig: (config: object) => unknown;
  };
  const { getImgProps } = (await import("next/dist/shared/lib/get-img-props")) as never as { getImgProps: (p: unknown, s: unknown) => { props: Record<string, unknown> } };
  const { default: defaultLoader } = (await import("next/dist/shared/lib/image-loader")) as never as { default: unknown };
  const { default: nextConfig } = await import("@/next.config");
  const imgConf = prepareImageConfig({ ...imageConfigDefault, ...nextConfig.images });
  getImageProps = (props) => {
    const { props: attributes } = getImgProps(props, { defaultLoader, imgConf });
    for (const [key, value] of Object.entries(attributes)) if (value === undefined) delete attributes[key];
    return { props: attributes };
  };
});

function nextImage({ priority, ...options }: OptimizedImageOptions) {
  const { props } = getImageProps({ ...options, ...(priority ? { priority: true, fetchPriority: "high" } : {}) });
  return props;
}

const CASES: OptimizedImageOptions[] = [
  // The gallery's main photo, its thumbnails and the viewer.
  { src: "/images/properties/chalet-allalin/1.webp", fill: true, sizes: "(min-width: 1280px) 1232px, 100vw", priority: true },
  { src: "/images/properties/chalet-allalin/2.webp", fill: true, sizes: "(min-width: 1280px) 1232px, 100vw" },
  { src: "/images/properties/chalet-allalin/3.webp", fill: true, sizes: "200px" },
  { src: "/images/properties/chalet-dom/1.webp", fill: true, sizes: "(min-width: 768px) 66vw, 100vw" },
  { src: "/images/properties/chalet-dom/2.webp", fill: true, sizes: "(min-width: 768px) 33vw, 100vw" },
  { src: "/images/properties/chalet-dom/2.webp", fill: true, sizes: "100vw" },
  // Cards, the blog and uploads (a path with spaces and a query-like name).
  { src: "/uploads/properties/abc/photo 1.jpg", fill: true, sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" },
  { src: "/images/blog/winter.webp", fill: true, sizes: "(min-width: 768px) 720px, 100vw", priority: true },
  { src: "/images/team/anna.webp", fill: true },
  { src: "/images/properties/chalet-dom/1.webp", fill: true, sizes: "(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw", loading: "eager" },
  // Fixed sizes.
  { src: "/brand/icon.png", width: 48, height: 48 },
  { src: "/brand/icon.png", width: 300, height: 200, priority: true },
  { src: "/brand/icon.png", width: 5000, height: 100 },
  { src: "/brand/icon.png", width: 96, height: 96, sizes: "96px" },
  // Served as they are: an SVG and a remote file.
  { src: "/brand/logo.svg", width: 120, height: 40 },
];

describe("optimizedImage gives the attributes next/image gives", () => {
  for (const options of CASES) {
    it(`${options.src} ${options.fill ? "fill" : `${options.width}x${options.height}`} ${options.sizes ?? ""}${options.priority ? " priority" : ""}`, () => {
      const ours = optimizedImage(options);
      const theirs = nextImage(options);
      const { "data-nimg": nimg, ...attributes } = ours;
      expect(nimg).toBe(options.fill ? "fill" : "1");
      expect(attributes).toEqual({ ...theirs, alt: undefined });
    });
  }

  it("a priority photo is eager and first, others lazy", () => {
    expect(optimizedImage({ src: "/a.webp", fill: true, priority: true })).toMatchObject({ fetchPriority: "high" });
    expect(optimizedImage({ src: "/a.webp", fill: true, priority: true }).loading).toBeUndefined();
    expect(optimizedImage({ src: "/a.webp", fill: true }).loading).toBe("lazy");
  });

  it("a remote file is left as it is (no optimizer for hosts we have not listed)", () => {
    expect(optimizedImage({ src: "https://example.com/a.jpg", width: 10, height: 10 })).toMatchObject({ src: "https://example.com/a.jpg" });
    expect(optimizedImage({ src: "https://example.com/a.jpg", width: 10, height: 10 }).srcSet).toBeUndefined();
  });
});
