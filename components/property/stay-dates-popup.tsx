"use client";

import { useTranslations } from "next-intl";
import { useRef, useSyncExternalStore, type RefObject } from "react";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { StayCalendar } from "@/components/booking-calendar/stay-calendar";
import { formatStayRange } from "@/components/search/search-dates";
import { Button } from "@/components/ui/button";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { daysBetween, isIsoDate } from "@/lib/domain/dates";
import type { Availability } from "./use-availability";

// Tailwind's `sm`, as the search's dates field: a popover under the field, below it a bottom sheet.
const WIDE = "(min-width: 640px)";
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/**
 * The booking card's month calendar, loaded when first opened (stay-dates-field.tsx). It opens on
 * the arrival (or today) with focus there, closes once the departure is picked, with Done, Escape
 * or a press elsewhere, and hands focus back to the calendar button.
 */
export function StayDatesPopup({
  open,
  onOpenChange,
  anchorRef,
  triggerRef,
  checkIn,
  checkOut,
  onChange,
  availability,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The whole dates field: the popover lines up under it. */
  anchorRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  checkIn: string;
  checkOut: string;
  onChange: (dates: { checkIn: string; checkOut: string }) => void;
  availability: Availability;
}) {
  const t = useTranslations("search");
  const wide = useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches, () => true);
  const panelRef = useRef<HTMLDivElement>(null);
  // Set when the popover closes because of a press elsewhere: focus then stays where it went.
  const pressedOutside = useRef(false);

  const focusDay = (event: Event) => {
    const find = (date: string) => (isIsoDate(date) ? panelRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${date}"]:not(:disabled)`) : null);
    const day = find(checkIn) ?? (availability.kind === "ready" ? find(availability.from) : null);
    if (!day) return;
    event.preventDefault();
    day.focus();
  };
  const focusTrigger = (event: Event) => {
    event.preventDefault();
    if (!pressedOutside.current) triggerRef.current?.focus();
    pressedOutside.current = false;
  };
  const panel = (
    <DatesPanel
      panelRef={panelRef}
      checkIn={checkIn}
      checkOut={checkOut}
      availability={availability}
      onChange={(next) => {
        onChange(next);
        // The departure completes the stay: back to the card, where its price now shows.
        if (next.checkIn && next.checkOut) onOpenChange(false);
      }}
      onDone={() => onOpenChange(false)}
    />
  );

  return (
    <>
      <Popover open={open && wide} onOpenChange={onOpenChange}>
        <PopoverAnchor virtualRef={anchorRef as RefObject<HTMLDivElement>} />
        <PopoverContent
          align="end"
          aria-label={t("calendar.title")}
          collisionPadding={8}
          className="max-h-[var(--radix-popover-content-available-height)] w-80 max-w-[calc(100vw-2rem)] overflow-y-auto"
          onOpenAutoFocus={focusDay}
          onCloseAutoFocus={focusTrigger}
          // A press on the calendar button itself toggles; without this it would close and reopen.
          onInteractOutside={(event) => {
            if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault();
            else pressedOutside.current = true;
          }}
        >
          {panel}
        </PopoverContent>
      </Popover>
      <Sheet open={open && !wide} onOpenChange={onOpenChange}>
        <SheetContent side="bottom" closeLabel={t("calendar.close")} aria-describedby={undefined} onOpenAutoFocus={focusDay} onCloseAutoFocus={focusTrigger} className="max-h-[90dvh] gap-0 overflow-y-auto rounded-t-xl">
          <SheetHeader className="pr-12">
            <SheetTitle>{t("calendar.title")}</SheetTitle>
          </SheetHeader>
          <div className="mx-auto w-full max-w-sm px-4 pb-[max(1rem,env(safe-area-inset-bottom))]">{panel}</div>
        </SheetContent>
      </Sheet>
    </>
  );
}

/** What to pick next (or the stay and its nights), the house's calendar, and Done. */
function DatesPanel({
  panelRef,
  checkIn,
  checkOut,
  availability,
  onChange,
  onDone,
}: {
  panelRef: RefObject<HTMLDivElement | null>;
  checkIn: string;
  checkOut: string;
  availability: Availability;
  onChange: (dates: { checkIn: string; checkOut: string }) => void;
  onDone: () => void;
}) {
  const t = useTranslations("instantBooking");
  const tSearch = useTranslations("search");
  const locale = useSiteLocale();
  const status = !checkIn
    ? tSearch("calendar.pickCheckIn")
    : !checkOut || !isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut <= checkIn
      ? tSearch("calendar.pickCheckOut")
      : `${formatStayRange(checkIn, checkOut, locale) ?? ""} · ${tSearch("calendar.nights", { count: daysBetween(checkIn, checkOut) })}`;
  return (
    <div ref={panelRef} className="grid gap-3">
      {availability.kind === "ready" ? (
        <>
          <p className="min-h-5 text-sm" aria-live="polite" data-testid="stay-dates-status">
            {status}
          </p>
          <StayCalendar
            today={availability.from}
            unavailable={availability.unavailable}
            minStay={availability.minStay}
            value={{ checkIn: checkIn || null, checkOut: checkOut || null }}
            onChange={(next) => onChange({ checkIn: next.checkIn ?? "", checkOut: next.checkOut ?? "" })}
            locale={locale}
            labels={{
              previousMonth: t("calendar.previousMonth"),
              nextMonth: t("calendar.nextMonth"),
              reset: t("calendar.reset"),
              unavailable: t("calendar.unavailable"),
              minStay: (count) => t("calendar.minStay", { count }),
              checkIn: t("checkIn"),
              checkOut: t("checkOut"),
            }}
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {availability.kind === "loading" ? t("calendar.loading") : t("calendar.failed")}
        </p>
      )}
      <Button type="button" onClick={onDone}>
        {tSearch("calendar.done")}
      </Button>
    </div>
  );
}
