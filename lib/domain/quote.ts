import { isStayAvailable, isWithinBookableWindow, type RateNight } from "./availability";
import type { IsoDate } from "./dates";
import { checkMinStay, type MinStayNight } from "./min-stay";
import { fromRappen, type Rappen } from "./money";
import { priceStay, type Guests } from "./pricing";

export interface QuoteRequest {
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: Guests;
}

export interface QuotePropertyFacts {
  maxGuests: number;
  pricePerNight: Rappen | null;
  cleaningFee: Rappen | null;
  downpaymentAmount: Rappen | null;
}

/** The public price answer: CHF amounts as numbers rounded to the Rappen. */
export interface Quote {
  available: boolean;
  nights: number;
  base: number;
  discount: number;
  cleaningFee: number;
  touristTax: number;
  saastalCard: number;
  total: number;
  deposit: number;
  currency: "CHF";
}

export type QuoteOutcome =
  | { ok: true; quote: Quote }
  | { ok: false; field: "checkIn" | "checkOut"; reason: "outsideWindow" }
  | { ok: false; field: "adults"; reason: "tooManyGuests"; max: number }
  | { ok: false; field: "checkOut"; reason: "minStay"; minNights: number }
  | { ok: false; field: "checkIn"; reason: "cannotPrice" };

/**
 * Babies sleep in cots and do not count against a property's maximum number of guests;
 * everyone from 3 years on does.
 */
export function occupancy(guests: Guests): number {
  return guests.adults + guests.children6To16 + guests.children3To5;
}

/**
 * Quote a stay from already validated input: window, occupancy, the arrival night's minimum
 * stay (./min-stay; a rate without the field has none), availability, price.
 */
export function quoteStay(
  property: QuotePropertyFacts,
  rates: readonly (Pick<RateNight, "date" | "available" | "price"> & MinStayNight)[],
  request: QuoteRequest,
  today: IsoDate,
): QuoteOutcome {
  if (!isWithinBookableWindow(request.checkIn, request.checkOut, today)) {
    return { ok: false, field: request.checkIn < today ? "checkIn" : "checkOut", reason: "outsideWindow" };
  }
  if (occupancy(request.guests) > property.maxGuests) {
    return { ok: false, field: "adults", reason: "tooManyGuests", max: property.maxGuests };
  }
  const minStay = checkMinStay(rates, request.checkIn, request.checkOut);
  if (!minStay.ok) return { ok: false, field: "checkOut", reason: "minStay", minNights: minStay.minNights };
  const priced = priceStay({
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    guests: request.guests,
    rates,
    pricePerNight: property.pricePerNight,
    cleaningFee: property.cleaningFee,
    propertyDownpayment: property.downpaymentAmount,
  });
  if (!priced.ok) return { ok: false, field: "checkIn", reason: "cannotPrice" };
  const b = priced.breakdown;
  return {
    ok: true,
    quote: {
      available: isStayAvailable(rates, request.checkIn, request.checkOut),
      nights: b.nights,
      base: fromRappen(b.base),
      discount: fromRappen(b.discount),
      cleaningFee: fromRappen(b.cleaningFee),
      touristTax: fromRappen(b.touristTax),
      saastalCard: fromRappen(b.saastalCard),
      total: fromRappen(b.total),
      deposit: fromRappen(b.deposit),
      currency: "CHF",
    },
  };
}
