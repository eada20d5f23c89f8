"use client";

import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCardReserve } from "./card-reserve";

/**
 * The bottom bar's button: "Check prices" (to the booking card) until the card has a stay it can
 * reserve, then that card's Reserve itself, so the bar never books by a path of its own.
 */
export function MobileBookingBarAction({ labels }: { labels: { checkPrices: string; reserve: string; reserving: string } }) {
  const card = useCardReserve();
  if (card?.ready) {
    return (
      <Button type="button" className="shrink-0" onClick={card.reserve} disabled={card.busy}>
        {card.busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {card.busy ? labels.reserving : labels.reserve}
      </Button>
    );
  }
  return (
    <a href="#book" data-slot="button" className="inline-flex h-9 shrink-0 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground shadow-xs hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
      {labels.checkPrices}
    </a>
  );
}
