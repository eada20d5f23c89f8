/**
 * Which stays can be booked, and the date-picker rule built on it.
 *
 * Rate records are sparse: a night without a record is available (the owner only blocks dates).
 * A stay needs its nights, check-in inclusive to check-out exclusive, to be available; the
 * check-out day itself is not a night, so a guest may leave on a day someone else arrives.
 * The picker also keeps to the arrival night's minimum length of stay (./min-stay).
 */

import { addDays, daysBetween, eachNight, isIsoDate, type IsoDate } from "./dates";
import { earliestCheckOut, minNightsFor, type MinStayNight } from "./min-stay";
import type { Rappen } from "./money";

export interface RateNight {
  date: IsoDate;
  available: boolean;
  price: Rappen | null;
  /** Smoobu's min_length_of_stay for a stay arriving this night; null: no minimum. */
  minLengthOfStay: number | null;
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
/** What the picker reads: availability, and the minimum stay where it is known. */
type PickerRates = readonly (Pick<RateNight, "date" | "available"> & MinStayNight)[];

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

/** The last check-out the nights allow: the first blocked night after check-in, the 365-night and window limits. */
function lastFreeCheckOut(checkIn: IsoDate, rates: AvailabilityRates, today: IsoDate): IsoDate | null {
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

/**
 * The check-outs the picker allows for this check-in, both inclusive:
 * - earliest: check-in + the arrival night's minimum stay (the next day without one);
 * - latest: the first blocked night after check-in (leaving on a blocked day is fine, staying
 *   that night is not), at most 365 days after check-in, never after the bookable window.
 * Null when no check-out is possible: the check-in night is blocked, the check-in is outside the
 * window (before today, or on/after its last day), or the minimum does not fit before `latest`.
 */
export function checkOutRange(checkIn: IsoDate, rates: PickerRates, today: IsoDate): { earliest: IsoDate; latest: IsoDate } | null {
  const latest = lastFreeCheckOut(checkIn, rates, today);
  if (latest === null) return null;
  // Compared as a count, not as dates: a huge minimum has no date worth computing.
  if (minNightsFor(rates, checkIn) > daysBetween(checkIn, latest)) return null;
  const earliest = earliestCheckOut(checkIn, rates);
  return earliest === null ? null : { earliest, latest };
}

/** The latest check-out of checkOutRange(), or null when no check-out is possible. */
export function latestCheckOut(checkIn: IsoDate, rates: PickerRates, today: IsoDate): IsoDate | null {
  return checkOutRange(checkIn, rates, today)?.latest ?? null;
}

/** The empty selection, e.g. for a "clear dates" button. */
export function resetSelection(): DateSelection {
  return { checkIn: null, checkOut: null };
}

/**
 * The date-picker click rule. Returns the new selection, or `state` itself when the click is
 * ignored (a day outside the bookable window, a check-in on a day that cannot start a stay, or a
 * check-out before the arrival night's minimum stay is reached).
 *
 * - Nothing chosen, or both chosen: the click starts over with it as check-in.
 * - Only a check-in chosen: a later click within checkOutRange() becomes the check-out (every
 *   night between is then available and the stay long enough); a click after the check-in but
 *   before the earliest check-out is ignored (the calendar says why); any other click starts
 *   over with it as check-in.
 */
export function selectDate(
  state: DateSelection,
  clicked: IsoDate,
  rates: PickerRates,
  today: IsoDate,
): DateSelection {
  if (!isIsoDate(clicked) || !isIsoDate(today)) return state;
  const window = bookableWindow(today);
  if (clicked < window.first || clicked > window.last) return state;

  // A day can start a stay only if at least one check-out after it is possible.
  const startAt = (date: IsoDate): DateSelection =>
    checkOutRange(date, rates, today) === null ? state : { checkIn: date, checkOut: null };

  const { checkIn, checkOut } = state;
  if (checkIn === null || checkOut !== null) return startAt(clicked);
  if (clicked <= checkIn) return startAt(clicked);

  const range = checkOutRange(checkIn, rates, today);
  if (range !== null && clicked < range.earliest) return state;
  if (range !== null && clicked <= range.latest) return { checkIn, checkOut: clicked };
  return startAt(clicked);
}

/**
 * Nights of a property taken here: a live booking (heldUntil null: it does not free up) or
 * another guest's unexpired hold while they pay (heldUntil: when it ends unless paid).
 */
export interface TakenStay {
  arrival: IsoDate;
  departure: IsoDate;
  heldUntil: Date | null;
}

/**
 * The one rule of what can be sold: the rate records (Smoobu's word) with every night in
 * [from, to) that a booking or hold of ours takes added as not available, so isStayAvailable, the
 * quote, the search and the calendar all read both. Added records carry no price and no minimum
 * (pricing reads the first priced record, the minimum the largest).
 */
export function withTakenNights<R extends RateNight>(rates: readonly R[], taken: readonly TakenStay[], from: IsoDate, to: IsoDate): (R | RateNight)[] {
  const added: RateNight[] = [];
  for (const stay of taken) {
    if (!isIsoDate(stay.arrival) || !isIsoDate(stay.departure)) continue;
    const first = stay.arrival > from ? stay.arrival : from;
    const end = stay.departure < to ? stay.departure : to;
    for (const night of eachNight(first, end)) added.push({ date: night, available: false, price: null, minLengthOfStay: null });
  }
  return added.length === 0 ? [...rates] : [...rates, ...added];
}

/** What can be sold of a stay: its rates with our taken nights, whether it is free, and when held nights may free up. */
export interface SellableStay<R extends RateNight = RateNight> {
  rates: (R | RateNight)[];
  available: boolean;
  /** Set when only other guests' holds keep the stay: when the last of them ends unless paid. */
  heldUntil: Date | null;
}

/** The stay [checkIn, checkOut) by the one rule: Smoobu's rates and our bookings and holds together. */
export function sellableStay<R extends RateNight>(rates: readonly R[], taken: readonly TakenStay[], checkIn: IsoDate, checkOut: IsoDate): SellableStay<R> {
  const all = withTakenNights(rates, taken, checkIn, checkOut);
  return { rates: all, available: isStayAvailable(all, checkIn, checkOut), heldUntil: stayHeldUntil(rates, taken, checkIn, checkOut) };
}

/**
 * When the nights of a stay may free up: the last end of the holds on them, when holds are all
 * that keep the stay (nights blocked in the rates or by a booking do not free up by waiting).
 * Null when the stay is free, or taken for good.
 */
export function stayHeldUntil(rates: AvailabilityRates, taken: readonly TakenStay[], checkIn: IsoDate, checkOut: IsoDate): Date | null {
  if (!isStayAvailable(rates, checkIn, checkOut)) return null;
  const onStay = taken.filter((t) => t.arrival < checkOut && t.departure > checkIn);
  let until: number | null = null;
  for (const t of onStay) {
    if (t.heldUntil === null) return null;
    until = Math.max(until ?? 0, t.heldUntil.getTime());
  }
  return until === null ? null : new Date(until);
}
