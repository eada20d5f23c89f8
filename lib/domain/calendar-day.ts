/**
 * How a stay date picker (offer editor, property page) shows one day. The click rule itself is
 * selectDate() in ./availability; this only decides what is disabled, so the calendar never
 * offers a click that selectDate() would ignore.
 */

import { bookableWindow, latestCheckOut, type RateNight } from "./availability";
import type { IsoDate } from "./dates";

export type CalendarDayState = "outsideWindow" | "unavailable" | "beyondCheckOutLimit" | "selectable";

type Rates = readonly Pick<RateNight, "date" | "available">[];

/**
 * - Past days and days after today + 400 are never selectable.
 * - With only a check-in chosen, a later day up to latestCheckOut() is a valid check-out, even
 *   when that day itself is an unavailable night (the guest leaves that morning).
 * - Any other day is selectable only if a stay can start on it.
 */
export function calendarDayState(
  day: IsoDate,
  selection: { checkIn: IsoDate | null; checkOut: IsoDate | null },
  rates: Rates,
  today: IsoDate,
): CalendarDayState {
  const window = bookableWindow(today);
  if (day < window.first || day > window.last) return "outsideWindow";
  if (selection.checkIn !== null && selection.checkOut === null && day > selection.checkIn) {
    const latest = latestCheckOut(selection.checkIn, rates, today);
    if (latest !== null && day <= latest) return "selectable";
  }
  return latestCheckOut(day, rates, today) === null ? "unavailable" : "selectable";
}

/** The days of a month's grid, Monday first: null for the blanks before the 1st. */
export function monthGrid(year: number, month: number): (IsoDate | null)[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const pad = (n: number) => String(n).padStart(2, "0");
  return [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}` as IsoDate),
  ];
}

/** The month after (delta 1) or before (delta -1) a "YYYY-MM" month. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
