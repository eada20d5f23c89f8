"use client";

import { useMessages } from "next-intl";

type BoundaryKey = "fetchFailed" | "unexpected" | "retry" | "notFoundTitle" | "notFoundText";

/** The offer boundaries' plain texts, provided by app/[locale]/offer/[token]/layout.tsx. */
export function useOfferTexts(): Record<BoundaryKey, string> {
  const messages: Record<string, unknown> = useMessages();
  const texts = (messages.offerPage ?? {}) as Partial<Record<BoundaryKey, string>>;
  const text = (key: BoundaryKey) => texts[key] ?? `offerPage.${key}`;
  return {
    fetchFailed: text("fetchFailed"),
    unexpected: text("unexpected"),
    retry: text("retry"),
    notFoundTitle: text("notFoundTitle"),
    notFoundText: text("notFoundText"),
  };
}
