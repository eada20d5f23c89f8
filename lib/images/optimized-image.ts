import type { CSSProperties } from "react";

/**
 * The attributes next/image gives an <img> served by Next's image optimizer (/_next/image), for
 * the cases this site uses: a local photo that fills its box (`fill` with `sizes`) or has a fixed
 * width. The gallery and the cards are client components; next/image would bring about 5.6 KB
 * gzip of client code into every page's first load (its component, loader, config and preload
 * helpers), where these few lines produce the same attributes. `optimized-image.test.ts` checks
 * every case against next/image's own getImageProps() with our next.config, so a change in Next's
 * rules or in our image settings fails there.
 */

/** Next's defaults (next.config.ts sets no sizes): the widths its optimizer accepts. */
const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384] as const;
const ALL_SIZES = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b);
/** images.qualities defaults to [75] since Next 16: any other quality is refused. */
const QUALITY = 75;

export interface OptimizedImageOptions {
  src: string;
  /** The box is filled (object-fit decides the crop): `sizes` says how wide it is shown. */
  fill?: boolean;
  sizes?: string;
  width?: number;
  height?: number;
  /** The page's largest paint: fetched eagerly and first. */
  priority?: boolean;
  /** "eager": fetched at once but not first (cards in the first screen); the default is lazy. */
  loading?: "eager" | "lazy";
}

export interface OptimizedImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  loading?: "eager" | "lazy";
  fetchPriority?: "high";
  decoding: "async";
  style: CSSProperties;
  "data-nimg": "fill" | "1";
}

/** Files the optimizer does not take: served as they are (as next/image does). */
function unoptimized(src: string): boolean {
  return !src.startsWith("/") || src.startsWith("//") || /\.svg(\?|$)/i.test(src);
}

function widthsFor(width: number | undefined, sizes: string | undefined): { widths: number[]; kind: "w" | "x" } {
  if (sizes) {
    const percents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
    if (percents.length === 0) return { widths: ALL_SIZES, kind: "w" };
    const smallest = Math.min(...percents) / 100;
    return { widths: ALL_SIZES.filter((s) => s >= DEVICE_SIZES[0] * smallest), kind: "w" };
  }
  if (width === undefined) return { widths: [...DEVICE_SIZES], kind: "w" };
  const pick = (w: number) => ALL_SIZES.find((s) => s >= w) ?? ALL_SIZES[ALL_SIZES.length - 1]!;
  return { widths: [...new Set([pick(width), pick(width * 2)])], kind: "x" };
}

const optimizerUrl = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;

export function optimizedImage({ src, fill = false, sizes, width, height, priority = false, loading = "lazy" }: OptimizedImageOptions): OptimizedImageAttributes {
  const style: CSSProperties = fill
    ? { position: "absolute", height: "100%", width: "100%", left: 0, top: 0, right: 0, bottom: 0, color: "transparent" }
    : { color: "transparent" };
  const common = {
    ...(priority ? { fetchPriority: "high" as const } : { loading }),
    decoding: "async" as const,
    style,
    "data-nimg": fill ? ("fill" as const) : ("1" as const),
    ...(fill ? {} : { width, height }),
  };
  if (unoptimized(src)) return { ...common, src };
  const { widths, kind } = widthsFor(fill ? undefined : width, sizes);
  return {
    ...common,
    sizes: !sizes && kind === "w" ? "100vw" : sizes,
    srcSet: widths.map((w, i) => `${optimizerUrl(src, w)} ${kind === "w" ? w : i + 1}${kind}`).join(", "),
    src: optimizerUrl(src, widths[widths.length - 1]!),
  };
}
