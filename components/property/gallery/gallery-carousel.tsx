"use client";

import { ArrowLeft, ChevronLeft, ChevronRight, Images } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { SmartImage } from "@/components/layout/smart-image";
import { Link } from "@/i18n/navigation";
import { thumbnailWindow, wrapIndex } from "@/lib/domain/gallery";
import { cn } from "@/lib/utils";
import { galleryLabels, type GalleryLabelTexts } from "./labels";
import { useSwipe } from "./use-swipe";

// The viewer's code is only fetched when a visitor opens it: most never do. (React.lazy rather
// than next/dynamic, whose loader would add about 1 KB to the page's first load.)
const GalleryViewer = lazy(() => import("./gallery-viewer").then((m) => ({ default: m.GalleryViewer })));

const THUMBNAILS = 6;
const arrowClass =
  "absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 text-foreground shadow-md transition hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * The property photos: one large image (16:9 on wide screens, 4:3 edge to edge on phones) with
 * arrows that wrap around (and a swipe on touch screens), a strip of up to six thumbnails, and a
 * full-screen viewer of all.
 * The first image is server-rendered with priority: it is the page's largest contentful paint.
 */
export function GalleryCarousel({ images, alts, texts }: { images: string[]; alts: string[]; texts: GalleryLabelTexts }) {
  const labels = galleryLabels(texts);
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const swipe = useSwipe((delta) => setIndex((i) => wrapIndex(i + delta, images.length)));
  // The viewer is unmounted on close, so Radix cannot hand focus back itself: keyboard users
  // return to the photo they opened it from.
  const closeViewer = () => {
    setViewerOpen(false);
    requestAnimationFrame(() => trigger.current?.focus());
  };
  const count = images.length;
  const current = images[index] ?? images[0];
  if (!current) return null;
  const window = thumbnailWindow(count, index, THUMBNAILS);
  const go = (delta: number) => setIndex((i) => wrapIndex(i + delta, count));

  return (
    <div className="space-y-3" data-testid="gallery">
      <div {...(count > 1 ? swipe : {})} className="relative -mx-4 aspect-[4/3] touch-pan-y overflow-hidden bg-muted md:mx-0 md:aspect-video md:rounded-xl">
        <button
          ref={trigger}
          type="button"
          onClick={() => setViewerOpen(true)}
          aria-label={labels.showAll}
          aria-haspopup="dialog"
          className="absolute inset-0 block size-full cursor-zoom-in focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none focus-visible:ring-inset"
        >
          <SmartImage
            key={current}
            src={current}
            alt={alts[index] ?? ""}
            fill
            priority={index === 0}
            // The first photo is the page's largest paint: fetched ahead of scripts and the font.
            sizes="(min-width: 1280px) 1232px, 100vw"
            className="object-cover"
            data-testid="gallery-main-image"
          />
        </button>
        <Link
          href="/"
          aria-label={labels.backToHome}
          className="absolute top-3 left-3 z-10 flex size-10 items-center justify-center rounded-full bg-background/90 shadow-md md:hidden"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
        {count > 1 ? (
          <>
            <button type="button" onClick={() => go(-1)} aria-label={labels.previous} className={cn(arrowClass, "left-3")}>
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button type="button" onClick={() => go(1)} aria-label={labels.next} className={cn(arrowClass, "right-3")}>
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </>
        ) : null}
        <p aria-live="polite" className="absolute right-3 bottom-3 z-10 flex items-center gap-1.5 rounded-full bg-foreground/75 px-3 py-1 text-sm font-medium text-background" data-testid="gallery-counter">
          <Images className="size-4" aria-hidden="true" />
          {labels.counter(index + 1)}
        </p>
      </div>
      {count > 1 ? (
        <ul aria-label={labels.thumbnails} className="hidden grid-cols-6 gap-3 md:grid">
          {images.slice(window.start, window.end).map((src, offset) => {
            const i = window.start + offset;
            const selected = i === index;
            return (
              <li key={src}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={labels.showImage(i + 1)}
                  aria-current={selected ? "true" : undefined}
                  className={cn(
                    "relative block aspect-[4/3] w-full overflow-hidden rounded-lg bg-muted transition focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                    selected ? "ring-3 ring-primary ring-offset-2" : "opacity-80 hover:opacity-100",
                  )}
                >
                  <SmartImage src={src} alt={alts[i] ?? ""} fill sizes="200px" className="object-cover" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {viewerOpen ? (
        <Suspense fallback={null}>
          <GalleryViewer images={images} alts={alts} labels={labels} onClose={closeViewer} />
        </Suspense>
      ) : null}
    </div>
  );
}
