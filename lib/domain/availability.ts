/**
 * Which stays can be booked, and the date-picker rule built on it.
 *
 * Rate records are sparse: a night without a record is available (the owner only blocks dates).
 * A stay needs its nights, check-in inclusive to check-out exclusive, to be available; the
 * check-out day itself is not a night, so a guest may leave on a day someone else arrives.
 */

import { addDays, eachNight, isIsoDate, type IsoDate } from "./dates";
import type { Rappen } from "./money";

export interface RateNight {
  date: IsoDate;
  available: boolean;
  price: Rappen | null;
}

/** Bookings open this many days ahead: check-out may be at most today + 400 days. */
export const BOOKING_HORIZON_DAYS = 400;
/** The longest stay the picker offers: check-out at most 365 days after check-in. */
export const MAX_STAY_SCAN_DAYS = 365;

export interface DateSelection {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
}

type AvailabilityRates = readonly Pick<RateNight, "date" | "available">[];

/** Dates with a record marked not available; one such record blocks the date even among duplicates. */
function blockedDates(rates: AvailabilityRates): Set<IsoDate> {
  const blocked = new Set<IsoDate>();
  for (const rate of rates) if (!rate.available) blocked.add(rate.date);
  return blocked;
}

/**
 * True when no night of the stay (check-in inclusive, check-out exclusive) has a record marked
 * not available. Missing records and an empty list count as available; records outside the stay
 * are ignored. A "stay" without nights (check-out not after check-in) or with malformed dates is false.
 */
export function isStayAvailable(rates: AvailabilityRates, checkIn: IsoDate, checkOut: IsoDate): boolean {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut <= checkIn) return false;
  const blocked = blockedDates(rates);
  return eachNight(checkIn, checkOut).every((night) => !blocked.has(night));
}

/** First and last selectable day: today, and today + 400 days (the last possible check-out). */
export function bookableWindow(today: IsoDate): { first: IsoDate; last: IsoDate } {
  return { first: today, last: addDays(today, BOOKING_HORIZON_DAYS) };
}

/** Check-in today or later, check-out at most today + 400 days and after check-in. */
export function isWithinBookableWindow(checkIn: IsoDate, checkOut: IsoDate, today: IsoDate): boolean {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut) || !isIsoDate(today)) return false;
  const { first, last } = bookableWindow(today);
  return checkIn >= first && checkOut <= last && checkOut > checkIn;
}

/**
 * The last date the check-out may be for this check-in: the first blocked night after check-in
 * (leaving on a blocked day is fine, staying that night is not), at most 365 days after check-in,
 * never after the bookable window. Null when no check-out is possible: the check-in night is
 * blocked, or the check-in is outside the window (before today, or on/after its last day).
 */
export function latestCheckOut(checkIn: IsoDate, rates: AvailabilityRates, today: IsoDate): IsoDate | null {
  if (!isIsoDate(checkIn) || !isIsoDate(today)) return null;
  const window = bookableWindow(today);
  if (checkIn < window.first || checkIn >= window.last) return null;
  const blocked = blockedDates(rates);
  if (blocked.has(checkIn)) return null;

  const maxStay = addDays(checkIn, MAX_STAY_SCAN_DAYS);
  const limit = maxStay < window.last ? maxStay : window.last;
  for (let night = addDays(checkIn, 1); night < limit; night = addDays(night, 1)) {
    if (blocked.has(night)) return night;
  }
  return limit;
}

/** The empty selection, e.g. for a "clear dates" button. */
export function resetSelection(): DateSelection {
  return { checkIn: null, checkOut: null };
}

/**
 * The date-picker click rule. Returns the new selection, or `state` itself when the click is
 * ignored (a day outside the bookable window, or a check-in on a day that cannot start a stay).
 *
 * - Nothing chosen, or both chosen: the click starts over with it as check-in.
 * - Only a check-in chosen: a later click within latestCheckOut() becomes the check-out
 *   (every night between is then available); any other click starts over with it as check-in.
 */
export function selectDate(
  state: DateSelection,
  clicked: IsoDate,
  rates: AvailabilityRates,
  today: IsoDate,
): DateSelection {
  if (!isIsoDate(clicked) || !isIsoDate(today)) return state;
  const window = bookableWindow(today);
  if (clicked < window.first || clicked > window.last) return state;

  // A day can start a stay only if at least one check-out after it is possible.
  const startAt = (date: IsoDate): DateSelection =>
    latestCheckOut(date, rates, today) === null ? state : { checkIn: date, checkOut: null };

  const { checkIn, checkOut } = state;
  if (checkIn === null || checkOut !== null) return startAt(clicked);
  if (clicked <= checkIn) return startAt(clicked);

  const latest = latestCheckOut(checkIn, rates, today);
  if (latest !== null && clicked <= latest) return { checkIn, checkOut: clicked };
  return startAt(clicked);
}
