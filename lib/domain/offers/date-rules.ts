/**
 * Which date rules an offer's save has to keep, by what the offer has become.
 *
 * An offer that can still be sent or paid (draft, sent, viewed, and expired or rejected ones,
 * which Copy or the status menu can send again) keeps the window rule: check-in not in the past,
 * check-out after it and at most 400 days ahead (the house's nights, minimum stay and free nights
 * are checked when the stay is priced). An offer the guest has accepted, paid or booked is sold:
 * its stay may have begun, so the window rule would refuse every later edit of its guest's
 * details. Its dates and the inputs of its price (house, party, discount, deposit) are fixed
 * instead: they must not change at all (the guest paid for that stay at that price), and every
 * other field stays editable.
 */

import { isIsoDate, type IsoDate } from "../dates";
import { toRappen } from "../money";
import type { OfferStatusName } from "../offer-checkout";
import { stayWindowProblem, type StayProblem } from "./stay-rules";

export interface OfferSoldState {
  status: OfferStatusName;
  /** paidAt is set. */
  paid: boolean;
  /** A booking was made from it. */
  booked: boolean;
}

/** Accepted (by hand or by payment), paid or booked: the stay is sold and its figures fixed. */
export function isOfferStayFixed(offer: OfferSoldState): boolean {
  return offer.status === "accepted" || offer.paid || offer.booked;
}

/** The form fields a sold offer's price comes from, besides its dates. */
export const PRICE_FIELDS = ["propertyId", "adults", "children6To16", "children3To5", "babies", "discount", "downpaymentAmount"] as const;
type PriceField = (typeof PRICE_FIELDS)[number];

/** What the date rules read of the editor form (a subset of OfferForm). */
export interface StayFields {
  propertyId: string | null;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  adults: number;
  children6To16: number;
  children3To5: number;
  babies: number;
  /** "250" or "250.00". */
  discount: string;
  /** "" for the house's deposit. */
  downpaymentAmount: string;
}

/** A message key of adminOffers.errors and the field it belongs to. */
export type OfferSaveProblem = StayProblem | { field: "checkIn" | "checkOut"; key: "datesFixed" } | { field: PriceField; key: "priceFixed" };

/** Amounts compared as Rappen ("250" is "250.00"); a text that is no amount compares as itself. */
function sameAmount(a: string, b: string): boolean {
  if (a.trim() === b.trim()) return true;
  if (a.trim() === "" || b.trim() === "") return false;
  try {
    return toRappen(a) === toRappen(b);
  } catch {
    return false;
  }
}

function samePriceField(field: PriceField, form: StayFields, stored: StayFields): boolean {
  if (field === "discount" || field === "downpaymentAmount") return sameAmount(form[field], stored[field]);
  return form[field] === stored[field];
}

/**
 * Why the form may not be saved over the stored offer, or null. `stored` is the offer as the
 * editor would show it (null when it is gone and the save creates it again as a draft), with
 * whether its stay is fixed; `today` is the office's day in Zurich.
 */
export function offerSaveProblem(form: StayFields, stored: { fixed: boolean; form: StayFields } | null, today: IsoDate): OfferSaveProblem | null {
  if (stored?.fixed) {
    if (form.checkIn !== stored.form.checkIn) return { field: "checkIn", key: "datesFixed" };
    if (form.checkOut !== stored.form.checkOut) return { field: "checkOut", key: "datesFixed" };
    const changed = PRICE_FIELDS.find((field) => !samePriceField(field, form, stored.form));
    return changed ? { field: changed, key: "priceFixed" } : null;
  }
  const checkIn = form.checkIn && isIsoDate(form.checkIn) ? form.checkIn : null;
  const checkOut = form.checkOut && isIsoDate(form.checkOut) ? form.checkOut : null;
  return stayWindowProblem(checkIn, checkOut, today);
}
