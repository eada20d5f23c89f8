/**
 * Links a guest opens without signing in (lib/data/booking-links.ts keeps them): where they lead
 * and how long they work. Pure, so mails, pages and tests build the same URL.
 */

import { addDays, SITE_TIME_ZONE, startOfDayIn, type IsoDate } from "./dates";
import { DEFAULT_LOCALE, type Locale } from "./localized";

export const BOOKING_LINK_PURPOSES = ["pay", "guest_list"] as const;
export type BookingLinkPurpose = (typeof BOOKING_LINK_PURPOSES)[number];

/** Why a link opens nothing: never issued (or mistyped), past its stay, or revoked (paid, replaced). */
export type BookingLinkRefusal = "unknown" | "expired" | "revoked";

/** A token as issueBookingLink makes it: 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isBookingLinkToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** The path segment of each purpose: /pay/b/… pays a stay, /guest-list/b/… opens its guest list. */
const SEGMENT: Record<BookingLinkPurpose, string> = { pay: "pay/b", guest_list: "guest-list/b" };

/**
 * The link's path in `locale`, as every page of the site: German without a prefix ("/pay/b/…"),
 * the others with theirs ("/fr/pay/b/…"); i18n/paths.ts localizedPath does the same.
 */
export function bookingLinkPath(locale: Locale, purpose: BookingLinkPurpose, token: string): string {
  const path = `/${SEGMENT[purpose]}/${encodeURIComponent(token)}`;
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/** A link works until the end of the departure day in Europe/Zurich (midnight after it). */
export function bookingLinkExpiry(departure: IsoDate): Date {
  return startOfDayIn(SITE_TIME_ZONE, addDays(departure, 1));
}
