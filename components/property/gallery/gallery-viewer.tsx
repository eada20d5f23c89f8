"use client";

import { ArrowLeft, ChevronLeft, ChevronRight, LayoutGrid } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useRef, useState, type KeyboardEvent } from "react";
import { SmartImage } from "@/components/layout/smart-image";
import { keyTarget, wrapIndex } from "@/lib/domain/gallery";
import { cn } from "@/lib/utils";
import type { GalleryLabels } from "./labels";
import { useSwipe } from "./use-swipe";

const roundButton = "flex size-10 items-center justify-center rounded-full bg-background/90 shadow-md hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

/**
 * All photos, full screen: a bottom sheet of stacked photos on phones, a grid with the first
 * photo larger on wide screens. A photo opens large; arrow keys and swipes move (wrapping), Escape goes
 * back to the grid and then closes. Radix Dialog traps focus and returns it to the trigger.
 */
export function GalleryViewer({ images, alts, labels, onClose }: { images: string[]; alts: string[]; labels: GalleryLabels; onClose: () => void }) {
  const [active, setActive] = useState<number | null>(null);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;

  const onGridKey = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const target = keyTarget(event.key, i, count);
    if (target === null) return;
    event.preventDefault();
    tiles.current[target]?.focus();
  };
  const onSingleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (active === null) return;
    const target = keyTarget(event.key, active, count);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
  };
  const swipe = useSwipe((delta) => setActive((i) => (i === null ? i : wrapIndex(i + delta, count))));
  const backToGrid = () => {
    const was = active;
    setActive(null);
    // Back in the grid, focus the photo that was open so keyboard users keep their place.
    requestAnimationFrame(() => tiles.current[was ?? 0]?.focus());
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 motion-safe:animate-[fade-in_200ms_ease-out]" />
        <DialogPrimitive.Content
          data-testid="gallery-viewer"
          onEscapeKeyDown={(event) => {
            if (active !== null) {
              event.preventDefault();
              backToGrid();
            }
          }}
          onKeyDown={onSingleKey}
          className={cn(
            "fixed z-50 flex flex-col bg-background shadow-xl outline-none",
            // A fixed height, not only a maximum: the single photo's area is flex-1 and would
            // collapse to 0 px in a sheet sized by its content.
            "inset-x-0 bottom-0 h-[92dvh] rounded-t-2xl motion-safe:animate-[slide-in-bottom_250ms_ease-out]",
            "md:inset-4 md:h-auto md:rounded-xl",
          )}
        >
          <div className="flex items-center justify-between gap-2 border-b px-2 py-3 sm:px-4">
            {/* On narrow phones the two buttons keep their icons and names but drop their text,
                so that the title never runs into them ("Retour au logement" is long). */}
            <DialogPrimitive.Close aria-label={labels.backToProperty} className="inline-flex shrink-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
              <ArrowLeft className="size-4" aria-hidden="true" />
              <span className="max-[479px]:sr-only">{labels.backToProperty}</span>
            </DialogPrimitive.Close>
            <DialogPrimitive.Title className="min-w-0 truncate text-base font-semibold">{labels.photos}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">{labels.viewerDescription}</DialogPrimitive.Description>
            {active !== null ? (
              <button type="button" onClick={backToGrid} aria-label={labels.backToGrid} className="inline-flex shrink-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
                <LayoutGrid className="size-4" aria-hidden="true" />
                <span className="max-[479px]:sr-only">{labels.backToGrid}</span>
              </button>
            ) : (
              <span className="w-8 shrink-0 sm:w-24" aria-hidden="true" />
            )}
          </div>
          {active === null ? (
            <ul className="grid flex-1 grid-cols-1 content-start gap-2 overflow-y-auto p-2 md:grid-cols-3 md:gap-3 md:p-4">
              {images.map((src, i) => (
                <li key={src} className={cn(i === 0 && "md:col-span-2 md:row-span-2")}>
                  <button
                    type="button"
                    ref={(el) => {
                      tiles.current[i] = el;
                    }}
                    onClick={() => setActive(i)}
                    onKeyDown={(event) => onGridKey(event, i)}
                    aria-label={labels.showImage(i + 1)}
                    // The small tiles set the row height; the first one fills its 2×2 area instead of
                    // keeping its own ratio (which would spill over its neighbours).
                    className={cn(
                      "relative block aspect-[4/3] w-full overflow-hidden rounded-lg bg-muted focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none",
                      i === 0 && "md:aspect-auto md:h-full",
                    )}
                  >
                    <SmartImage src={src} alt={alts[i] ?? ""} fill sizes={i === 0 ? "(min-width: 768px) 66vw, 100vw" : "(min-width: 768px) 33vw, 100vw"} className="object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <div {...swipe} className="relative min-h-0 flex-1 touch-pan-y bg-black" data-testid="gallery-single">
              <SmartImage key={images[active]} src={images[active] ?? ""} alt={alts[active] ?? ""} fill sizes="100vw" className="object-contain" />
              <button type="button" onClick={() => setActive(wrapIndex(active - 1, count))} aria-label={labels.previous} className={cn(roundButton, "absolute top-1/2 left-3 -translate-y-1/2")}>
                <ChevronLeft className="size-5" aria-hidden="true" />
              </button>
              <button type="button" onClick={() => setActive(wrapIndex(active + 1, count))} aria-label={labels.next} className={cn(roundButton, "absolute top-1/2 right-3 -translate-y-1/2")}>
                <ChevronRight className="size-5" aria-hidden="true" />
              </button>
              <p aria-live="polite" className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-background/90 px-3 py-1 text-sm font-medium" data-testid="gallery-single-counter">
                {labels.counter(active + 1)}
              </p>
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
