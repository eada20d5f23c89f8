/**
 * An offer's expiry. The editor picks a calendar day; the offer stays valid to the end of that day
 * in Zurich, where the office and the houses are (5 December: until 5 December 23:59:59.999
 * Zurich time, so the guest page reads "Valid until 5 Dec 2026, 23:59"). It used to be stored as
 * that day's UTC midnight, which expired offers an hour (two in summer) into the chosen day.
 */

import { addDays, SITE_TIME_ZONE, startOfDayIn, todayIn, type IsoDate } from "../dates";

/** The last millisecond of `day` in Zurich; an offer is expired once now >= this instant passes it. */
export function offerExpiryInstant(day: IsoDate): Date {
  return new Date(startOfDayIn(SITE_TIME_ZONE, addDays(day, 1)).getTime() - 1);
}

/** The Zurich calendar day of a stored expiry: what the editor's date field shows. */
export function offerExpiryDay(instant: Date): IsoDate {
  return todayIn(SITE_TIME_ZONE, instant);
}
