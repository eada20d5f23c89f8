"use client";

import { useEffect, useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * The phone's bottom bar, out of the way while the booking card (#book) is on screen: it would
 * cover the card's own Reserve as the card scrolls in. Shown until the observer first answers (the
 * page opens far above the card). It keeps its place in the page, so nothing moves when it hides.
 */
export function MobileBookingBarShell({ children }: { children: ReactNode }) {
  const [cardInView, setCardInView] = useState(false);
  useEffect(() => {
    const card = document.getElementById("book");
    if (!card) return;
    const observer = new IntersectionObserver(([entry]) => setCardInView(entry?.isIntersecting ?? false));
    observer.observe(card);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      data-testid="mobile-booking-bar"
      data-card-in-view={cardInView || undefined}
      className={cn(
        "sticky bottom-0 z-30 -mx-4 mt-12 border-t bg-background/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden",
        cardInView && "invisible",
      )}
    >
      {children}
    </div>
  );
}
