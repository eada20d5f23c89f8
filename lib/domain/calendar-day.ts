/**
 * How a stay date picker (offer editor, property page) shows one day. The click rule itself is
 * selectDate() in ./availability; this only decides what is disabled, so the calendar never
 * offers a click that selectDate() would ignore.
 */

import { bookableWindow, checkOutRange, type RateNight } from "./availability";
import type { IsoDate } from "./dates";
import { minNightsFor, type MinStayNight } from "./min-stay";

export type CalendarDayState = "outsideWindow" | "unavailable" | "belowMinStay" | "beyondCheckOutLimit" | "selectable";

type Rates = readonly (Pick<RateNight, "date" | "available"> & MinStayNight)[];

/**
 * - Past days and days after today + 400 are never selectable.
 * - With only a check-in chosen, a later day within checkOutRange() is a valid check-out, even
 *   when that day itself is an unavailable night (the guest leaves that morning); a day after
 *   the check-in but before the arrival night's minimum stay is reached is "belowMinStay".
 * - Any other day is selectable only if a stay can start on it (its own minimum included).
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
    const range = checkOutRange(selection.checkIn, rates, today);
    if (range !== null && day < range.earliest) return "belowMinStay";
    if (range !== null && day <= range.latest) return "selectable";
  }
  return checkOutRange(day, rates, today) === null ? "unavailable" : "selectable";
}

/**
 * The minimum stay to tell the visitor about ("Minimum stay 3 nights"): the chosen check-in's
 * minimum when it is more than one night, else null (nothing chosen, or no minimum).
 */
export function selectionMinNights(selection: { checkIn: IsoDate | null }, rates: readonly MinStayNight[]): number | null {
  if (selection.checkIn === null) return null;
  const min = minNightsFor(rates, selection.checkIn);
  return min > 1 ? min : null;
}

/** What a stay calendar needs of a property's nights (see StayCalendar). */
export interface CalendarNights {
  /** Nights not available. */
  unavailable: IsoDate[];
  /** Arrival nights with a minimum stay above one night: date -> nights. */
  minStay: Record<IsoDate, number>;
}

/**
 * The calendar's nights from rate records, the minimum read by minNightsFor so that the picker
 * and the server's check agree.
 */
export function calendarNights(rates: Rates): CalendarNights {
  const unavailable = new Set<IsoDate>();
  const minStay: Record<IsoDate, number> = {};
  for (const rate of rates) {
    if (!rate.available) unavailable.add(rate.date);
    // Record by record (duplicates keep the larger minimum, as minNightsFor does): linear time.
    const min = minNightsFor([rate], rate.date);
    if (min > (minStay[rate.date] ?? 1)) minStay[rate.date] = min;
  }
  return { unavailable: [...unavailable], minStay };
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
