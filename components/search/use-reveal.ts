"use client";

import { useEffect, useRef, type RefObject } from "react";

// One observer for every card on the page (not one per card).
let observer: IntersectionObserver | null = null;
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute("data-reveal", "shown");
        observer?.unobserve(entry.target);
      }
    },
    { threshold: 0.1 },
  );
  return observer;
}

/**
 * Fades an element in when 10% of it becomes visible. Only elements below the fold at load are
 * hidden first (those in view carry the largest image of the page and must not wait for an
 * animation), nothing is hidden without JavaScript, and nothing moves under reduced motion.
 */
export function useReveal<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.setAttribute("data-reveal", "pending");
    const io = sharedObserver();
    io.observe(element);
    return () => io.unobserve(element);
  }, []);
  return ref;
}
