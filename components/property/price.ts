import { formatChf, toRappen, type Rappen } from "@/lib/domain/money";
import type { Locale } from "@/lib/domain/localized";

/** The nightly price for display ("CHF 320.00"), or null when the property has none. */
export function formatNightlyPrice(pricePerNight: number | null, locale: Locale): string | null {
  return pricePerNight === null ? null : formatChf(toRappen(pricePerNight), locale);
}

/**
 * A house's "from" price (lib/domain/from-price.ts, in Rappen) for "From CHF 180 per night":
 * whole francs without ".00", as a starting price reads; anything else to the Rappen. Null when
 * the house has neither rates nor a fixed price (the page then says "Contact for pricing").
 */
export function formatFromPrice(fromPrice: Rappen | null, locale: Locale): string | null {
  if (fromPrice === null) return null;
  const text = formatChf(fromPrice, locale);
  return fromPrice % 100 === 0 ? text.replace(/\.00(?!\d)/, "") : text;
}
