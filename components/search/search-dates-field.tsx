"use client";

import { CalendarDays } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { StayCalendar } from "@/components/booking-calendar/stay-calendar";
import { Button } from "@/components/ui/button";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { DateSelection } from "@/lib/domain/availability";
import { daysBetween, type IsoDate } from "@/lib/domain/dates";
import { cn } from "@/lib/utils";
import { calendarSelection, formatStayRange } from "./search-dates";

// Tailwind's `sm`: from here the calendar opens in a popover under the field, below it in a sheet.
const WIDE = "(min-width: 640px)";
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

// The search has no house: every day of the bookable window can be picked, with no minimum stay.
const NO_NIGHTS: readonly IsoDate[] = [];

/**
 * The search's check-in and check-out: a field showing the stay in the page's language that opens
 * the booking card's calendar (a popover on wide screens, a bottom sheet on phones). Picking
 * changes the form's draft at once; the search itself still runs on submit. Focus moves to the
 * check-in (or today) when it opens and back to the field when it closes (Done, Escape).
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
  const wide = useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches, () => true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Set when the popover closes because of a press elsewhere: focus then stays where it went.
  const pressedOutside = useRef(false);
  const label = formatStayRange(checkIn, checkOut, locale);
  // Only dates the calendar could have picked reach it (and the selectors below).
  const value = today ? calendarSelection(checkIn, checkOut, today) : null;

  // Into the calendar on open: the chosen check-in, else today (the calendar opens on its month).
  const focusDay = (event: Event) => {
    const find = (date: IsoDate | null | undefined) => (date ? panelRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${date}"]:not(:disabled)`) : null);
    const day = find(value?.checkIn) ?? find(today);
    if (!day) return;
    event.preventDefault();
    day.focus();
  };
  // Neither primitive has a trigger of its own here (one field serves both): back to it by hand.
  const focusField = (event: Event) => {
    event.preventDefault();
    if (!pressedOutside.current) triggerRef.current?.focus();
    pressedOutside.current = false;
  };

  const panel =
    today && value ? <DatesPanel panelRef={panelRef} value={value} today={today} onChange={onChange} onDone={() => setOpen(false)} /> : null;

  return (
    <div className="grid gap-1.5">
      <span id="search-dates-label" className="text-sm font-medium">
        {t("dates")}
      </span>
      <Popover open={open && wide} onOpenChange={setOpen}>
        <PopoverAnchor asChild>
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
            onClick={() => setOpen((o) => !o)}
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
        </PopoverAnchor>
        <PopoverContent
          align="start"
          aria-label={t("calendar.title")}
          // Never taller than the room Radix measured on the chosen side: a calendar taller than
          // the window flipped from below to above the field and back on every frame (1280×720).
          collisionPadding={8}
          className="max-h-[var(--radix-popover-content-available-height)] w-80 max-w-[calc(100vw-2rem)] overflow-y-auto"
          onOpenAutoFocus={focusDay}
          onCloseAutoFocus={focusField}
          // A press on the field itself toggles; without this the popover would close and reopen.
          onInteractOutside={(event) => {
            if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault();
            else pressedOutside.current = true;
          }}
        >
          {panel}
        </PopoverContent>
      </Popover>
      <Sheet open={open && !wide} onOpenChange={setOpen}>
        <SheetContent side="bottom" closeLabel={t("calendar.close")} aria-describedby={undefined} onOpenAutoFocus={focusDay} onCloseAutoFocus={focusField} className="max-h-[90dvh] gap-0 overflow-y-auto rounded-t-xl">
          <SheetHeader className="pr-12">
            <SheetTitle>{t("calendar.title")}</SheetTitle>
          </SheetHeader>
          <div className="mx-auto w-full max-w-sm px-4 pb-[max(1rem,env(safe-area-inset-bottom))]">{panel}</div>
        </SheetContent>
      </Sheet>
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

/** The calendar with what to do next (or the chosen stay and its nights), Clear and Done. */
function DatesPanel({
  panelRef,
  value,
  today,
  onChange,
  onDone,
}: {
  panelRef: RefObject<HTMLDivElement | null>;
  value: DateSelection;
  today: IsoDate;
  onChange: (dates: { checkIn: string; checkOut: string }) => void;
  onDone: () => void;
}) {
  const t = useTranslations("search");
  const locale = useSiteLocale();
  const status =
    value.checkIn === null ? t("calendar.pickCheckIn") : value.checkOut === null ? t("calendar.pickCheckOut") : `${formatStayRange(value.checkIn, value.checkOut, locale) ?? ""} · ${t("calendar.nights", { count: daysBetween(value.checkIn, value.checkOut) })}`;
  return (
    <div ref={panelRef} className="grid gap-3">
      <p className="min-h-5 text-sm" aria-live="polite" data-testid="search-dates-status">
        {status}
      </p>
      <StayCalendar
        today={today}
        unavailable={NO_NIGHTS}
        value={value}
        onChange={(next) => onChange({ checkIn: next.checkIn ?? "", checkOut: next.checkOut ?? "" })}
        locale={locale}
        labels={{
          previousMonth: t("calendar.previousMonth"),
          nextMonth: t("calendar.nextMonth"),
          reset: t("calendar.clear"),
          unavailable: t("calendar.unavailable"),
          // Never shown: the search has no minimum stay.
          minStay: (count) => t("minStay", { count }),
          checkIn: t("checkIn"),
          checkOut: t("checkOut"),
        }}
      />
      <Button type="button" onClick={onDone}>
        {t("calendar.done")}
      </Button>
    </div>
  );
}
