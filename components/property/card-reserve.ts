"use client";

import { useSyncExternalStore } from "react";

/** What the booking card's Reserve can do now, published by the card for the phone's bottom bar. */
export interface CardReserve {
  /** Dates set and priced as available: the card's Reserve is enabled. */
  ready: boolean;
  busy: boolean;
  /** Presses the card's own Reserve (the same action, the same error shown on the card). */
  reserve: () => void;
}

// One booking card per page. The bar and the card are separate client islands of one page, so
// they share this module rather than a React context: the bar never books on its own.
let current: CardReserve | null = null;
const listeners = new Set<() => void>();

export function publishCardReserve(next: CardReserve | null): void {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The card's Reserve, or null before the card has hydrated (and on a page without one). */
export function useCardReserve(): CardReserve | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
