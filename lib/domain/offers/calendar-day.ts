/**
 * How the offer editor's date picker shows one day. The click rule itself is selectDate() in
 * ../availability (shared with the booking widget); this only decides what is disabled, so the
 * calendar never offers a click that selectDate() would ignore.
 */

import { bookableWindow, latestCheckOut, type RateNight } from "../availability";
import type { IsoDate } from "../dates";

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
