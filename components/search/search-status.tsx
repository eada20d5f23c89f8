"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { emptySearch } from "@/lib/domain/search-empty";
import { VILLAGES, type Village } from "@/lib/domain/search";
import { useSearch } from "./search-context";

/**
 * The result count, 'no chalets', or why the search failed, announced to screen readers; and,
 * when chalets are free but need a longer stay from that arrival date, the shortest such stay.
 */
export function SearchStatus({ chalets }: { chalets: readonly { location: string; maxGuests: number }[] }) {
  const t = useTranslations("search");
  const search = useSearch();
  const status = search?.status;
  let content: React.ReactNode = null;
  if (status?.kind === "done") {
    const count = status.hits.size;
    const dated = Boolean(search?.values.checkIn && search.values.checkOut);
    const shortestLonger = status.longerStays.length > 0 ? Math.min(...status.longerStays.map((l) => l.minNights)) : null;
    const longerHint =
      shortestLonger === null ? null : (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="search-min-stay">
          {t("minStayHint", { count: shortestLonger })}
        </p>
      );
    const values = search?.values;
    const guests = Number(values?.guests);
    const village = (VILLAGES as readonly string[]).includes(values?.village ?? "") ? (values?.village as Village) : "all";
    const empty = emptySearch({ village, guests: Number.isInteger(guests) && guests > 0 ? guests : null, dated }, chalets);
    content =
      count === 0 ? (
        <div className="rounded-lg border bg-surface p-6">
          <p className="font-medium">
            {empty.kind === "tooManyGuests" ? t("tooManyGuests", { count: guests, largest: empty.largest }) : empty.kind === "noneForDates" ? t("none") : t("noneMatch")}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{t("noneHint")}</p>
          {longerHint}
          <Button variant="outline" size="sm" className="mt-4" onClick={() => search?.clear()}>
            {t("clear")}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm font-medium text-muted-foreground">{dated ? t("results", { count }) : t("matches", { count })}</p>
          {longerHint}
        </>
      );
  } else if (status?.kind === "failed") {
    content = (
      <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
        {status.message}
      </p>
    );
  }
  return (
    <div aria-live="polite" data-testid="search-status" className="empty:hidden">
      {content}
    </div>
  );
}
