/**
 * The "From CHF … per night" of a house: the lowest nightly price a guest could book over the
 * coming year, by the same rule the booking card prices a stay with (lib/domain/pricing.ts): a
 * night costs its synced Smoobu rate, else the house's fixed price per night.
 *
 * What "per night" means: the accommodation of one night only. Cleaning, tourist tax and the
 * SaastalCard are added per stay and per guest by the booking card, so they are not in it.
 */

import type { RateNight } from "./availability";
import { addDays, type IsoDate } from "./dates";
import type { Rappen } from "./money";

/** How far ahead the "from" price looks: about twelve months, like the booking calendar. */
export const FROM_PRICE_WINDOW_DAYS = 365;

export interface FromPriceInput {
  /** The first night counted (today in Saas-Fee). */
  today: IsoDate;
  /** The synced rates of the window (more are ignored); a night without a record is open. */
  rates: readonly Pick<RateNight, "date" | "available" | "price">[];
  /** The house's fixed price per night, for nights without a rate price; null when none. */
  pricePerNight: Rappen | null;
  days?: number;
}

/**
 * The lowest nightly price over `days` nights from `today`, or null when no night has a price
 * (then the page says "Contact for pricing"). Nights Smoobu marks as not available are left out:
 * their price cannot be booked. As in pricing, the first rate record with a price wins for a night.
 */
export function nightlyFromPrice(input: FromPriceInput): Rappen | null {
  const days = input.days ?? FROM_PRICE_WINDOW_DAYS;
  const priced = new Map<IsoDate, Rappen>();
  const blocked = new Set<IsoDate>();
  for (const rate of input.rates) {
    if (!rate.available) blocked.add(rate.date);
    if (rate.price !== null && !priced.has(rate.date)) priced.set(rate.date, rate.price);
  }
  let lowest: Rappen | null = null;
  for (let i = 0; i < days; i++) {
    const night = addDays(input.today, i);
    if (blocked.has(night)) continue;
    const price = priced.get(night) ?? input.pricePerNight;
    if (price !== null && price > 0 && (lowest === null || price < lowest)) lowest = price;
  }
  return lowest;
}
