/**
 * The minimum length of stay, as Smoobu sends it with each night's rate (`min_length_of_stay`).
 *
 * The minimum that applies to a stay is the one of its ARRIVAL night (the check-in date), as in
 * Smoobu and the channels: a minimum on any later night of the stay is ignored. A missing rate
 * record for the arrival night, or a minimum that is null, 0, negative or not a number, means no
 * minimum (one night is enough). Should two records name the arrival night, the larger minimum
 * wins: selling a stay Smoobu refuses is worse than refusing one it would take.
 */

import { daysBetween, fromIsoDate, isIsoDate, toIsoDate, type IsoDate } from "./dates";

/** The part of a rate record this rule reads; a record without the field has no minimum. */
export interface MinStayNight {
  date: IsoDate;
  minLengthOfStay?: number | null;
}

export type MinStayCheck = { ok: true } | { ok: false; minNights: number };

/** A usable minimum: a positive finite number, rounded up (2.5 nights cannot be sold as 2). */
function minimumOf(value: number | null | undefined): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return 1;
  return Math.max(1, Math.ceil(value));
}

/**
 * The fewest nights a stay arriving on `checkIn` must have: the arrival night's minimum, or 1
 * when it has none (or `checkIn` is not a valid date).
 */
export function minNightsFor(rates: readonly MinStayNight[], checkIn: IsoDate): number {
  let min = 1;
  if (!isIsoDate(checkIn)) return min;
  for (const rate of rates) if (rate.date === checkIn) min = Math.max(min, minimumOf(rate.minLengthOfStay));
  return min;
}

/**
 * Whether the stay [checkIn, checkOut) is at least as long as its arrival night's minimum, and
 * if not, that minimum. A "stay" without nights (check-out not after check-in) or with malformed
 * dates is never long enough; its minimum is then at least 1.
 */
export function checkMinStay(rates: readonly MinStayNight[], checkIn: IsoDate, checkOut: IsoDate): MinStayCheck {
  const minNights = minNightsFor(rates, checkIn);
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut <= checkIn) return { ok: false, minNights };
  return daysBetween(checkIn, checkOut) >= minNights ? { ok: true } : { ok: false, minNights };
}

/**
 * The earliest check-out the minimum allows for this check-in: check-in + minimum nights (the
 * next day without a minimum). Null when `checkIn` is malformed or the minimum reaches beyond
 * the calendar (past the year 9999). It says nothing about availability or the bookable window:
 * see checkOutRange() in ./availability for the picker's full rule.
 */
export function earliestCheckOut(checkIn: IsoDate, rates: readonly MinStayNight[]): IsoDate | null {
  if (!isIsoDate(checkIn)) return null;
  const date = fromIsoDate(checkIn);
  date.setUTCDate(date.getUTCDate() + minNightsFor(rates, checkIn));
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() > 9999) return null;
  return toIsoDate(date);
}
