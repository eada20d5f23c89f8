"use client";

import { useRef, type MouseEvent, type PointerEvent } from "react";
import { swipeStep } from "@/lib/domain/gallery";

/**
 * Pointer handlers for a photo that a finger (or a mouse drag) swipes: `onStep(1)` for a swipe to
 * the left (the next photo), `onStep(-1)` to the right. The element needs `touch-action: pan-y`
 * (Tailwind `touch-pan-y`): the page still scrolls up and down, and a sideways move reaches us
 * instead of being taken by the browser. A swipe swallows the click it may end with, so that it
 * does not also open the photo it started on.
 *
 * Pointer events rather than a carousel library or a scroll-snap strip: the gallery shows one
 * server-rendered photo (the page's largest paint) and loads the others only when shown; a strip
 * would lay out every photo, and a library would add its weight for a threshold on two numbers.
 */
export function useSwipe(onStep: (delta: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (!event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step === 0) return;
      swiped.current = true;
      onStep(step);
    },
    // The browser took the gesture (a vertical scroll, a pinch): it is no swipe.
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
