/**
 * The date rules of an offer's stay, shared by the editor's form (through the offer form schema
 * and the form's resolver) and the server (the same schema, and priceOfferStay for the nights):
 * the stay is in the bookable window (check-in today or later, check-out at most 400 days ahead,
 * as the public booking calendar), its nights are available, and it is at least as long as its
 * arrival night's minimum. Typed dates used to skip the picker's rules; now nothing can.
 */

import { bookableWindow, isStayAvailable } from "../availability";
import { isIsoDate, type IsoDate } from "../dates";
import { checkMinStay, type MinStayNight } from "../min-stay";

/** A message key of adminOffers.errors, the field it belongs to, and its values. */
export type StayProblem =
  | { field: "checkIn"; key: "checkInPast" }
  | { field: "checkOut"; key: "checkOutBeforeCheckIn" | "checkOutTooFar" }
  | { field: "checkOut"; key: "minStay"; count: number }
  | { field: "checkIn"; key: "datesUnavailable" };

/**
 * The window rule, for stays with both dates (a half-filled stay is allowed in a draft): check-in
 * not before `today` (the office's day in Zurich), check-out after check-in and not after
 * today + 400 days. Null when the stay keeps to it.
 */
export function stayWindowProblem(checkIn: IsoDate | null, checkOut: IsoDate | null, today: IsoDate): StayProblem | null {
  if (checkIn && isIsoDate(checkIn) && checkIn < today) return { field: "checkIn", key: "checkInPast" };
  if (!checkIn || !checkOut || !isIsoDate(checkIn) || !isIsoDate(checkOut)) return null;
  if (checkOut <= checkIn) return { field: "checkOut", key: "checkOutBeforeCheckIn" };
  if (checkOut > bookableWindow(today).last) return { field: "checkOut", key: "checkOutTooFar" };
  return null;
}

/** The window rule, then the house's nights: the arrival night's minimum, then availability. */
export function stayProblem(
  checkIn: IsoDate | null,
  checkOut: IsoDate | null,
  today: IsoDate,
  rates: readonly (MinStayNight & { available: boolean })[] | null,
): StayProblem | null {
  const window = stayWindowProblem(checkIn, checkOut, today);
  if (window || rates === null || !checkIn || !checkOut) return window;
  const minStay = checkMinStay(rates, checkIn, checkOut);
  if (!minStay.ok) return { field: "checkOut", key: "minStay", count: minStay.minNights };
  if (!isStayAvailable(rates, checkIn, checkOut)) return { field: "checkIn", key: "datesUnavailable" };
  return null;
}
