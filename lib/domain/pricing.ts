/**
 * The one pricing module: the booking screens, the admin and the server all price a stay here,
 * so a guest never sees a total the server would not charge.
 *
 * Every component is an exact integer sum in Rappen; the only rounding is the SaastalCard VAT,
 * applied once to the whole SaastalCard sum.
 */

import type { RateNight } from "./availability";
import { eachNight, isIsoDate, isSummerNight, type IsoDate } from "./dates";
import { assertRappen, roundDiv, type Rappen } from "./money";

export interface Guests {
  /** 17 years and older. */
  adults: number;
  children6To16: number;
  children3To5: number;
  babies: number;
}

export interface PricingInput {
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: Guests;
  rates: readonly Pick<RateNight, "date" | "price">[];
  /** Fallback for nights without a rate price. */
  pricePerNight: Rappen | null;
  cleaningFee: Rappen | null;
  propertyDownpayment: Rappen | null;
  /** The deposit agreed in an individual offer; wins over the property's. */
  offerDownpayment?: Rappen | null;
  discount?: Rappen;
}

export interface PriceBreakdown {
  nights: number;
  nightly: { date: IsoDate; price: Rappen; season: "summer" | "winter" }[];
  base: Rappen;
  discount: Rappen;
  cleaningFee: Rappen;
  touristTax: Rappen;
  saastalCard: Rappen;
  total: Rappen;
  deposit: Rappen;
  /** total − deposit, due later. */
  remaining: Rappen;
}

export type PricingError =
  | { code: "invalid_dates" }
  | { code: "no_price"; nights: IsoDate[] }
  | { code: "invalid_discount"; max: Rappen }
  | { code: "invalid_guests" };

export type PricingResult = { ok: true; breakdown: PriceBreakdown } | { ok: false; error: PricingError };

/** 400 CHF when the property has no cleaning fee of its own. */
export const DEFAULT_CLEANING_FEE: Rappen = 40_000;
/** 250 CHF when neither the offer nor the property sets a deposit. */
export const DEFAULT_DEPOSIT: Rappen = 25_000;

/** Tourist tax per person and night in Rappen; children 6-16 pay half, under 6 nothing. */
export const TOURIST_TAX_RATES = {
  summer: { adult: 700, child6To16: 350 },
  winter: { adult: 450, child6To16: 225 },
} as const;

/** SaastalCard per person and night in Rappen, before VAT; children 6-16 half, under 6 nothing. */
export const SAASTAL_CARD_RATES = {
  summer: { adult: 350, child6To16: 175 },
  winter: { adult: 250, child6To16: 125 },
} as const;

/** SaastalCard VAT of 8.1 %, as the exact fraction 1081 / 1000 so no float factor is involved. */
export const SAASTAL_CARD_VAT_NUMERATOR = 1081;
export const SAASTAL_CARD_VAT_DENOMINATOR = 1000;

type Season = "summer" | "winter";
type PerPersonRates = Readonly<Record<Season, { readonly adult: number; readonly child6To16: number }>>;

function seasonOf(night: IsoDate): Season {
  return isSummerNight(night) ? "summer" : "winter";
}

function isCount(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0;
}

function areGuestsValid(guests: Guests): boolean {
  return (
    isCount(guests.adults) &&
    isCount(guests.children6To16) &&
    isCount(guests.children3To5) &&
    isCount(guests.babies) &&
    guests.adults >= 1
  );
}

/** Σ over nights of the per-person rate of that night's season; children 3-5 and babies are free. */
function perPersonNightSum(guests: Guests, nights: readonly IsoDate[], rates: PerPersonRates): Rappen {
  if (!isCount(guests.adults) || !isCount(guests.children6To16)) {
    throw new RangeError("Guest counts must be non-negative integers");
  }
  let sum = 0;
  for (const night of nights) {
    const rate = rates[seasonOf(night)];
    sum += guests.adults * rate.adult + guests.children6To16 * rate.child6To16;
  }
  return sum;
}

/**
 * Tourist tax for the given nights, season decided night by night.
 * Example: 2 adults + 1 child 6-16, 3 summer nights → 3 × (2 × 700 + 350) = 5250 Rappen.
 */
export function touristTaxFor(guests: Guests, nights: readonly IsoDate[]): Rappen {
  return perPersonNightSum(guests, nights, TOURIST_TAX_RATES);
}

/**
 * SaastalCard for the given nights including 8.1 % VAT: the net sum over all nights and persons
 * × 1081 / 1000, rounded once to the Rappen, half away from zero.
 * Example: 1 adult, 1 summer night → 350 × 1.081 = 378.35 → 378 Rappen.
 */
export function saastalCardFor(guests: Guests, nights: readonly IsoDate[]): Rappen {
  const net = perPersonNightSum(guests, nights, SAASTAL_CARD_RATES);
  return roundDiv(net * SAASTAL_CARD_VAT_NUMERATOR, SAASTAL_CARD_VAT_DENOMINATOR);
}

/** Nightly prices: the first rate record with a price for the night, else the property's price. */
function nightlyPrices(
  nights: readonly IsoDate[],
  rates: PricingInput["rates"],
  pricePerNight: Rappen | null,
): { ok: true; prices: Rappen[] } | { ok: false; missing: IsoDate[] } {
  const byDate = new Map<IsoDate, Rappen>();
  for (const rate of rates) {
    if (rate.price !== null && !byDate.has(rate.date)) byDate.set(rate.date, rate.price);
  }
  const prices: Rappen[] = [];
  const missing: IsoDate[] = [];
  for (const night of nights) {
    const price = byDate.get(night) ?? pricePerNight;
    if (price === null) missing.push(night);
    else prices.push(price);
  }
  return missing.length > 0 ? { ok: false, missing } : { ok: true, prices };
}

/**
 * The deposit of a stay with this total: the offer's own if set, else the property's, else 250 CHF,
 * kept within 0..total. `??` and not `||`: a deposit of 0 set on purpose is kept.
 *
 * @throws RangeError when the deposit that applies is not an integer number of Rappen.
 */
export function depositFor(total: Rappen, propertyDownpayment: Rappen | null, offerDownpayment: Rappen | null = null): Rappen {
  const requested = offerDownpayment ?? propertyDownpayment ?? DEFAULT_DEPOSIT;
  assertRappen(requested, "deposit");
  return Math.max(0, Math.min(requested, total));
}

/**
 * Prices a stay. Checks, in this order: dates (valid, check-out after check-in), guests (at least
 * one adult, non-negative integer counts), a price for every night, discount (integer, 0..base).
 *
 * total = base − discount + cleaning fee + tourist tax + SaastalCard;
 * deposit = offer's, else property's, else 250 CHF, kept within 0..total; remaining = total − deposit.
 *
 * @throws RangeError when an amount passed in is not an integer number of Rappen (a caller bug,
 * typically CHF passed where Rappen belong), as opposed to the user-facing errors in the result.
 */
export function priceStay(input: PricingInput): PricingResult {
  const { checkIn, checkOut, guests } = input;
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut <= checkIn) {
    return { ok: false, error: { code: "invalid_dates" } };
  }
  if (!areGuestsValid(guests)) return { ok: false, error: { code: "invalid_guests" } };

  const nights = eachNight(checkIn, checkOut);
  const priced = nightlyPrices(nights, input.rates, input.pricePerNight);
  if (!priced.ok) return { ok: false, error: { code: "no_price", nights: priced.missing } };

  const nightly = nights.map((date, i) => {
    const price = priced.prices[i] ?? 0; // same length as nights by construction
    assertRappen(price, `price of ${date}`);
    return { date, price, season: seasonOf(date) };
  });
  const base = nightly.reduce((sum, n) => sum + n.price, 0);

  const discount = input.discount ?? 0;
  if (!Number.isSafeInteger(discount) || discount < 0 || discount > base) {
    return { ok: false, error: { code: "invalid_discount", max: base } };
  }

  // ?? and not ||: a fee of 0 set on purpose is kept.
  const cleaningFee = input.cleaningFee ?? DEFAULT_CLEANING_FEE;
  assertRappen(cleaningFee, "cleaning fee");
  const touristTax = touristTaxFor(guests, nights);
  const saastalCard = saastalCardFor(guests, nights);
  const total = base - discount + cleaningFee + touristTax + saastalCard;

  const deposit = depositFor(total, input.propertyDownpayment, input.offerDownpayment);

  return {
    ok: true,
    breakdown: {
      nights: nights.length,
      nightly,
      base,
      discount,
      cleaningFee,
      touristTax,
      saastalCard,
      total,
      deposit,
      remaining: total - deposit,
    },
  };
}
