"use client";

import { type RefObject, useEffect, useRef } from "react";

/**
 * Calls `onNear` once, when the element comes within `rootMargin` of the viewport, so that heavy
 * work (the Google Maps script) starts only for visitors who scroll towards it. Browsers without
 * IntersectionObserver get it at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean, onNear: () => void, rootMargin = "400px") {
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  }, [onNear]);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      callback.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, rootMargin]);
}
