"use client";

import { createContext, use, useEffect, useMemo, useState, type ReactNode } from "react";
import { searchFromParams } from "@/lib/domain/search-params";
import type { Locale } from "@/lib/domain/localized";
import type { LongerStay, SearchHit } from "@/lib/domain/search";
import { replaceLocationSearch, useLocationSearch } from "./use-location-search";

export interface SearchValues {
  village: string;
  checkIn: string;
  checkOut: string;
  guests: string;
}

export const EMPTY_SEARCH: SearchValues = { village: "all", checkIn: "", checkOut: "", guests: "" };

export type SearchStatus =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "done"; hits: Map<string, SearchHit>; longerStays: LongerStay[] }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "failed"; message: string };

interface SearchState {
  values: SearchValues;
  status: SearchStatus;
  /** The query a matching card's link keeps ("?checkIn=…&checkOut=…&guests=…"), or "". */
  stayQuery: string;
  submit(values: SearchValues): void;
  clear(): void;
}

const SearchContext = createContext<SearchState | null>(null);

/** The search's state, or null outside a SearchProvider (cards then show no search result). */
export function useSearch(): SearchState | null {
  return use(SearchContext);
}

function toParams(values: SearchValues): URLSearchParams {
  const params = new URLSearchParams();
  if (values.village && values.village !== "all") params.set("village", values.village);
  if (values.checkIn) params.set("checkIn", values.checkIn);
  if (values.checkOut) params.set("checkOut", values.checkOut);
  if (values.guests) params.set("guests", values.guests);
  return params;
}

/**
 * The listing's search, entirely in the browser: the page around it is prerendered for everyone.
 * The address bar is the state (shareable, kept on reload); /api/search answers it. Without
 * JavaScript, or when the search fails, every card stays visible.
 */
export function SearchProvider({ locale, children, failedMessage }: { locale: Locale; children: ReactNode; failedMessage: string }) {
  const location = useLocationSearch();
  const searched = searchFromParams(new URLSearchParams(location));
  const query = searched ? new URLSearchParams(searched).toString() : "";
  const [answer, setAnswer] = useState<{ query: string; status: SearchStatus } | null>(null);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const params = new URLSearchParams(query);
    params.set("locale", locale);
    fetch(`/api/search?${params.toString()}`, { signal: controller.signal, headers: { accept: "application/json" } })
      .then(async (response) => {
        const body = (await response.json()) as { results?: SearchHit[]; longerStays?: LongerStay[]; errors?: Record<string, string>; error?: string };
        if (response.status === 400 && body.errors) return { kind: "invalid" as const, errors: body.errors };
        if (response.ok && body.results) return { kind: "done" as const, hits: new Map(body.results.map((h) => [h.slug, h])), longerStays: body.longerStays ?? [] };
        return { kind: "failed" as const, message: body.error ?? failedMessage };
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("[search] failed", error);
        return { kind: "failed" as const, message: failedMessage };
      })
      .then((status) => {
        if (!controller.signal.aborted) setAnswer({ query, status });
      });
    return () => controller.abort();
  }, [query, locale, failedMessage]);

  const value = useMemo<SearchState>(() => {
    const values = { ...EMPTY_SEARCH, ...searchFromParams(new URLSearchParams(query)) };
    const status: SearchStatus = !query ? { kind: "idle" } : answer?.query === query ? answer.status : { kind: "loading" };
    const stay = new URLSearchParams();
    if (status.kind === "done" && values.checkIn && values.checkOut) {
      stay.set("checkIn", values.checkIn);
      stay.set("checkOut", values.checkOut);
      stay.set("guests", values.guests || "1");
    }
    return {
      values,
      status,
      stayQuery: stay.size > 0 ? `?${stay.toString()}` : "",
      submit: (next) => replaceLocationSearch(toParams(next)),
      clear: () => replaceLocationSearch(new URLSearchParams()),
    };
  }, [query, answer]);

  return <SearchContext value={value}>{children}</SearchContext>;
}
