"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { bookableWindow, resetSelection, selectDate, type DateSelection } from "@/lib/domain/availability";
import { calendarDayState, monthGrid, selectionMinNights, shiftMonth } from "@/lib/domain/calendar-day";
import { fromIsoDate, type IsoDate } from "@/lib/domain/dates";
import { dateLocaleTag } from "@/lib/domain/localized";
import { cn } from "@/lib/utils";

export interface StayCalendarLabels {
  previousMonth: string;
  nextMonth: string;
  reset: string;
  /** Appended to a day's accessible name when it cannot be picked. */
  unavailable: string;
  /** "Minimum stay 3 nights": shown under a check-in with a minimum, and on the days it rules out. */
  minStay: (nights: number) => string;
  checkIn: string;
  checkOut: string;
}

const monthOf = (date: IsoDate) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

const NO_MIN_STAY: Readonly<Record<IsoDate, number>> = {};

/**
 * A month calendar for picking a stay: past days, days beyond the 400-day window and nights that
 * are not available cannot be picked; the first click picks the check-in, a later one the
 * check-out when every night between is free and the stay is at least the check-in night's
 * minimum (selectDate in lib/domain/availability), and Reset clears both. The days a minimum
 * rules out say why, and so does a line under the calendar. Used by the offer editor and the
 * property page's booking card.
 */
export function StayCalendar({
  today,
  unavailable,
  minStay = NO_MIN_STAY,
  value,
  onChange,
  locale,
  labels,
}: {
  today: IsoDate;
  unavailable: readonly IsoDate[];
  /** Arrival nights with a minimum stay above one night: date -> nights. */
  minStay?: Readonly<Record<IsoDate, number>>;
  value: DateSelection;
  onChange: (next: DateSelection) => void;
  locale: string;
  labels: StayCalendarLabels;
}) {
  const rates = useMemo(
    () => [
      ...unavailable.map((date) => ({ date, available: false })),
      ...Object.entries(minStay).map(([date, nights]) => ({ date, available: true, minLengthOfStay: nights })),
    ],
    [unavailable, minStay],
  );
  const minNights = selectionMinNights(value, rates);
  const window = bookableWindow(today);
  const [shown, setShown] = useState(() => monthOf(value.checkIn ?? today));
  const first = monthOf(window.first);
  const last = monthOf(window.last);
  const atStart = shown.year * 12 + shown.month <= first.year * 12 + first.month;
  const atEnd = shown.year * 12 + shown.month >= last.year * 12 + last.month;

  // The interface's own date tag (en is en-GB): the bare "en" names days US-style ("March 1, 2027").
  const tag = dateLocaleTag(locale);
  const dayName = new Intl.DateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const monthName = new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" });
  const weekday = new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" });
  // 2024-01-01 was a Monday: the column heads, Monday first.
  const heads = Array.from({ length: 7 }, (_, i) => weekday.format(new Date(Date.UTC(2024, 0, 1 + i))));
  const { checkIn, checkOut } = value;

  return (
    <div className="grid gap-2" data-testid="stay-calendar">
      <div className="flex items-center justify-between">
        <Button type="button" variant="ghost" size="icon" aria-label={labels.previousMonth} disabled={atStart} onClick={() => setShown((m) => shiftMonth(m.year, m.month, -1))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="text-sm font-semibold capitalize" aria-live="polite" data-testid="calendar-month">
          {monthName.format(new Date(Date.UTC(shown.year, shown.month - 1, 1)))}
        </p>
        <Button type="button" variant="ghost" size="icon" aria-label={labels.nextMonth} disabled={atEnd} onClick={() => setShown((m) => shiftMonth(m.year, m.month, 1))}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {/* Each day's accessible name carries its weekday and state, so the heads are visual only. */}
      <div className="grid grid-cols-7 gap-0.5 text-center text-sm">
        {heads.map((head) => (
          <span key={head} aria-hidden="true" className="py-1 text-xs font-medium text-muted-foreground">
            {head}
          </span>
        ))}
        {monthGrid(shown.year, shown.month).map((day, i) => {
          if (day === null) return <span key={`blank-${i}`} aria-hidden="true" />;
          const state = calendarDayState(day, value, rates, today);
          const selectable = state === "selectable";
          const isEdge = day === checkIn || day === checkOut;
          const inRange = checkIn !== null && checkOut !== null && day > checkIn && day < checkOut;
          const role = day === checkIn ? labels.checkIn : day === checkOut ? labels.checkOut : null;
          const why = selectable ? null : state === "belowMinStay" && minNights !== null ? labels.minStay(minNights) : labels.unavailable;
          const name = [dayName.format(fromIsoDate(day)), role, why].filter(Boolean).join(", ");
          return (
            <button
              key={day}
              type="button"
              aria-label={name}
              aria-pressed={isEdge || inRange}
              disabled={!selectable}
              data-date={day}
              data-state={state}
              title={state === "belowMinStay" && minNights !== null ? labels.minStay(minNights) : undefined}
              onClick={() => onChange(selectDate(value, day, rates, today))}
              className={cn(
                "aspect-square rounded-md text-sm tabular-nums transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                selectable ? "hover:bg-accent" : "cursor-not-allowed text-muted-foreground/70",
                state === "unavailable" && "line-through",
                inRange && "bg-accent text-accent-foreground",
                isEdge && "bg-primary text-primary-foreground hover:bg-primary",
                day === today && !isEdge && "font-bold",
              )}
            >
              {Number(day.slice(8))}
            </button>
          );
        })}
      </div>
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="calendar-min-stay">
          {minNights !== null ? labels.minStay(minNights) : null}
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(resetSelection())} disabled={checkIn === null && checkOut === null}>
          {labels.reset}
        </Button>
      </div>
    </div>
  );
}
