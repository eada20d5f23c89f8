"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { useLocationSearch } from "@/components/search/use-location-search";
import { formatChf, toRappen } from "@/lib/domain/money";
import { hasStayDates, readStayQuery } from "@/lib/domain/stay-query";

interface Quote { available: boolean; nights: number; total: number }

/**
 * The mobile bar's text: the chosen stay's total from /api/quote (the booking card's dates and
 * party, read from the address bar), else the nightly "from" price rendered with the page.
 */
export function MobileBookingBarPrice({ slug, fallback }: { slug: string; fallback: string }) {
  const t = useTranslations("bookingBar");
  const locale = useSiteLocale();
  const stay = readStayQuery(new URLSearchParams(useLocationSearch()));
  const query = hasStayDates(stay)
    ? new URLSearchParams({
        property: slug,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        adults: String(stay.adults),
        children6to16: String(stay.children6To16),
        children3to5: String(stay.children3To5),
        babies: String(stay.babies),
        locale,
      }).toString()
    : "";
  const [answer, setAnswer] = useState<{ query: string; quote: Quote | null } | null>(null);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    fetch(`/api/quote?${query}`, { signal: controller.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as Quote) : null))
      .catch(() => null)
      .then((quote) => {
        if (!controller.signal.aborted) setAnswer({ query, quote });
      });
    return () => controller.abort();
  }, [query]);

  const quote = query && answer?.query === query ? answer.quote : null;
  return (
    <p className="min-w-0 text-sm font-medium" aria-live="polite" data-testid="booking-bar-price">
      {quote?.available ? (
        <>
          <span className="block text-base font-semibold tabular-nums">{formatChf(toRappen(quote.total), locale)}</span>
          <span className="block text-xs text-muted-foreground">{t("forNights", { count: quote.nights })}</span>
        </>
      ) : quote && !quote.available ? (
        t("unavailable")
      ) : (
        fallback
      )}
    </p>
  );
}
