import { formatChf, toRappen } from "@/lib/domain/money";
import type { Locale } from "@/lib/domain/localized";

/** The nightly price for display ("CHF 320.00"), or null when the property has none. */
export function formatNightlyPrice(pricePerNight: number | null, locale: Locale): string | null {
  return pricePerNight === null ? null : formatChf(toRappen(pricePerNight), locale);
}
