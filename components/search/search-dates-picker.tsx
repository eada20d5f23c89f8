"use client";

import { useTranslations } from "next-intl";
import { useRef, useSyncExternalStore, type RefObject } from "react";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { StayCalendar } from "@/components/booking-calendar/stay-calendar";
import { Button } from "@/components/ui/button";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { DateSelection } from "@/lib/domain/availability";
import { daysBetween, type IsoDate } from "@/lib/domain/dates";
import { formatStayRange } from "./search-dates";

// Tailwind's `sm`: from here the calendar opens in a popover under the field, below it in a sheet.
const WIDE = "(min-width: 640px)";
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

// The search has no house: every day of the bookable window can be picked, with no minimum stay.
const NO_NIGHTS: readonly IsoDate[] = [];

export interface SearchDatesPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dates field: the popover is placed under it, and focus goes back to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Null while the calendar cannot be shown yet (no today in the browser). */
  value: DateSelection | null;
  today: IsoDate | null;
  onChange: (dates: { checkIn: string; checkOut: string }) => void;
}

/**
 * The search's calendar in a popover on wide screens and a bottom sheet on phones: a chunk of its
 * own (with radix's popover and dialog code and the calendar), fetched when a visitor first opens
 * the dates field (search-dates-field.tsx). Focus moves to the check-in (or today) when it opens
 * and back to the field when it closes (Done, Escape).
 */
export function SearchDatesPicker({ open, onOpenChange, triggerRef, value, today, onChange }: SearchDatesPickerProps) {
  const t = useTranslations("search");
  const wide = useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches, () => true);
  const panelRef = useRef<HTMLDivElement>(null);
  // Set when the popover closes because of a press elsewhere: focus then stays where it went.
  const pressedOutside = useRef(false);

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

  const panel = today && value ? <DatesPanel panelRef={panelRef} value={value} today={today} onChange={onChange} onDone={() => onOpenChange(false)} /> : null;

  return (
    <>
      <Popover open={open && wide} onOpenChange={onOpenChange}>
        {/* Anchored to the field by reference: the field itself is in the page's first load. */}
        <PopoverAnchor virtualRef={triggerRef} />
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
      <Sheet open={open && !wide} onOpenChange={onOpenChange}>
        <SheetContent side="bottom" closeLabel={t("calendar.close")} aria-describedby={undefined} onOpenAutoFocus={focusDay} onCloseAutoFocus={focusField} className="max-h-[90dvh] gap-0 overflow-y-auto rounded-t-xl">
          <SheetHeader className="pr-12">
            <SheetTitle>{t("calendar.title")}</SheetTitle>
          </SheetHeader>
          <div className="mx-auto w-full max-w-sm px-4 pb-[max(1rem,env(safe-area-inset-bottom))]">{panel}</div>
        </SheetContent>
      </Sheet>
    </>
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
