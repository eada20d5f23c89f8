"use client";

import { CalendarDays } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useRef, useState } from "react";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import type { IsoDate } from "@/lib/domain/dates";
import { cn } from "@/lib/utils";
import { calendarSelection, formatStayRange } from "./search-dates";

// The calendar, with radix's popover and dialog code (about 35 KB gzip), is fetched when a visitor
// first reaches for the field (pointer over it, focus, a press): most visitors of the listing
// never open it, and it was the largest part of the listing's first load. React.lazy rather than
// next/dynamic, as for the menu sheet (components/layout/mobile-nav.tsx).
const loadPicker = () => import("./search-dates-picker");
const SearchDatesPicker = lazy(() => loadPicker().then((m) => ({ default: m.SearchDatesPicker })));

/**
 * The search's check-in and check-out: a field showing the stay in the page's language that opens
 * the calendar (a popover on wide screens, a bottom sheet on phones: search-dates-picker.tsx).
 * Picking changes the form's draft at once; the search itself still runs on submit.
 */
export function SearchDatesField({
  checkIn,
  checkOut,
  today,
  onChange,
  error,
}: {
  checkIn: string;
  checkOut: string;
  /** Null while prerendered and hydrating: the calendar needs the browser's today. */
  today: IsoDate | null;
  onChange: (dates: { checkIn: string; checkOut: string }) => void;
  /** The schema's message for either date, already translated. */
  error?: string;
}) {
  const t = useTranslations("search");
  const locale = useSiteLocale();
  const [open, setOpen] = useState(false);
  // Rendered (and so fetched) from the first open on; kept afterwards so it can animate closed.
  const [loaded, setLoaded] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const label = formatStayRange(checkIn, checkOut, locale);
  // Only dates the calendar could have picked reach it.
  const value = today ? calendarSelection(checkIn, checkOut, today) : null;

  return (
    <div className="grid gap-1.5">
      <span id="search-dates-label" className="text-sm font-medium">
        {t("dates")}
      </span>
      <button
        ref={triggerRef}
        id="search-dates"
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby="search-dates-label search-dates-value"
        // aria-invalid is not for buttons: the message is its description, the border its sign.
        aria-describedby={error ? "search-dates-error" : undefined}
        data-invalid={error ? "" : undefined}
        onPointerEnter={() => void loadPicker()}
        onFocus={() => void loadPicker()}
        onClick={() => {
          setLoaded(true);
          setOpen((o) => !o);
        }}
        className={cn(
          "flex min-h-10 w-full min-w-0 items-center gap-2 rounded-md border border-input bg-background px-3 py-1.5 text-left text-base shadow-xs transition-[color,box-shadow] outline-none md:text-sm",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "data-invalid:border-destructive data-invalid:ring-destructive/20",
        )}
      >
        <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span id="search-dates-value" data-testid="search-dates-value" className={cn("min-w-0", label === null && "text-muted-foreground")}>
          {label ?? t("addDates")}
        </span>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SearchDatesPicker open={open} onOpenChange={setOpen} triggerRef={triggerRef} value={value} today={today} onChange={onChange} />
        </Suspense>
      ) : null}
      {/* The dates as the form's own fields (its data says what is searched, as the other named
          fields do). No <noscript> date inputs: without JavaScript nothing would filter them, the
          listing is prerendered and searched in the browser, and every chalet stays shown. */}
      {checkIn ? <input type="hidden" name="checkIn" value={checkIn} /> : null}
      {checkOut ? <input type="hidden" name="checkOut" value={checkOut} /> : null}
      {error ? (
        <p id="search-dates-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
