import type { Locale } from "./localized";

/**
 * The info page with the rental terms a visitor accepts, per language (unprefixed path; see
 * i18n/paths). German visitors get the full "Allgemeine Mietbedingungen"; English and French
 * visitors get the booking terms page, which is written in their language and links to the full
 * German text. Both slugs come from the seeded info pages.
 */
export function termsPagePath(locale: Locale): string {
  return locale === "de" ? "/info/mietbedingungen" : "/info/booking_terms";
}
