"use client";

import { useSyncExternalStore } from "react";

/** Fired after the search rewrites the address bar (history.replaceState fires no event of its own). */
export const LOCATION_CHANGED_EVENT = "saastal:location-search";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(LOCATION_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(LOCATION_CHANGED_EVENT, onChange);
  };
}

/**
 * The address bar's query string, read in the browser only: prerendered pages must not depend on
 * it (useSearchParams would turn the surrounding static page into a client-rendered one).
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, () => window.location.search, () => "");
}

/** Replaces the query string without a navigation and tells useLocationSearch. */
export function replaceLocationSearch(params: URLSearchParams): void {
  const url = new URL(window.location.href);
  url.search = params.toString();
  window.history.replaceState(window.history.state, "", url);
  window.dispatchEvent(new Event(LOCATION_CHANGED_EVENT));
}
