"use client";

import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

/** A promise with its resolve at hand: the gate a dehydrated part waits behind. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const onServer = typeof window === "undefined";
const noSubscription = () => () => {};

/**
 * Suspends until the gate opens, but only while React hydrates the server's HTML: never on the
 * server (its HTML is always complete), and never when the part is rendered in the browser from
 * the start (a client-side navigation), where waiting would leave the page without it.
 */
function Gate({ promise, children }: { promise: Promise<void>; children: ReactNode }) {
  // The server snapshot (false) is what React reads while hydrating; a fresh render reads true.
  const renderedInBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!onServer && !renderedInBrowser) use(promise);
  return children;
}

/**
 * Hydrates `children` only when they come within `rootMargin` of the viewport (or take focus or
 * a press first). The server renders them in full, for search engines and visitors without
 * JavaScript; in the browser React leaves that HTML as it is while the Suspense boundary below
 * waits, so the scripts and hydration of what sits below the first screen stay off the main
 * thread while the page loads. A client component that is only rendered inside (React.lazy) is not
 * even fetched until then.
 *
 * Only for a page's own content, never a layout's: React holds back a transition (a client-side
 * navigation, router.refresh) that reaches a part still waiting until that part has hydrated, and
 * a layout's part (the footer) is reached by every navigation, which then waited for a scroll
 * to the footer. A page's content is not reached by a navigation away from it. A plain update
 * that reaches a waiting part (a search filling in a card) makes React render it anew in the
 * browser at once: nothing goes missing, only the saving. After a client-side navigation the part
 * renders at once. Browsers without IntersectionObserver hydrate at once.
 */
export function HydrateOnView({ children, rootMargin = "200px", className }: { children: ReactNode; rootMargin?: string; className?: string }) {
  const [{ promise, open }] = useState(gate);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        open();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, rootMargin]);

  return (
    // A box of its own (not `display: contents`, which IntersectionObserver cannot see). Focus or a
    // press inside opens the gate at once: React then hydrates and replays the press.
    <div ref={ref} className={className} onFocusCapture={open} onPointerDownCapture={open}>
      <Suspense fallback={null}>
        <Gate promise={promise}>{children}</Gate>
      </Suspense>
    </div>
  );
}
