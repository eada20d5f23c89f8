/**
 * How long a stay is held while a guest pays, and how many holds one visitor may have.
 *
 * A hold lasts as long as its Stripe Checkout session can be paid, plus a grace for the webhook:
 * the session gets Stripe's shortest lifetime (30 minutes, docs.stripe.com/api/checkout/sessions/
 * create#create_checkout_session-expires_at) plus a minute against clock skew, so the calendar is
 * never blocked longer than a guest can actually pay. After that the session is expired at Stripe
 * (it cannot be paid any more), so releasing the hold can never let two guests pay.
 */

import { rateLimitAddress } from "@/lib/security/client-ip-ranges";
import { daysBetween, SITE_TIME_ZONE, type IsoDate } from "./dates";

export const SESSION_MINUTES = 31;
/** Webhooks can arrive a little after the session closed. */
export const HOLD_GRACE_MINUTES = 5;
/** A completed session whose asynchronous payment is still settling keeps its nights this long. */
export const ASYNC_HOLD_HOURS = 72;
/** A paid stay waiting for the office (Smoobu unreachable) keeps its nights this long. */
export const ATTENTION_HOLD_DAYS = 14;

/** Active holds per e-mail and per client address: nobody can block the calendar by opening checkouts. */
export const MAX_HOLDS_PER_EMAIL = 2;
export const MAX_HOLDS_PER_ADDRESS = 3;

/** `expires_at` of the Checkout session, in Unix seconds. */
export function sessionExpiresAt(now: Date): number {
  return Math.floor(now.getTime() / 1000) + SESSION_MINUTES * 60;
}

/** When the hold of a session expiring at `sessionExpiresAtS` (Unix seconds) ends. */
export function holdExpiresAt(sessionExpiresAtS: number): Date {
  return new Date((sessionExpiresAtS + HOLD_GRACE_MINUTES * 60) * 1000);
}


/**
 * Bounds on what one unpaid party can hold (issue 30, attack 2: six addresses held the Christmas
 * week in six of seven chalets, renewing every 36 minutes). A party is an e-mail (case and a
 * "+tag" ignored, so anna+1@ and anna+2@ are one guest) or a client address (IPv6 by its /64, the
 * block one subscriber gets, so one line cannot spray addresses).
 *
 * - MAX_HOLDS_PER_EMAIL / MAX_HOLDS_PER_ADDRESS: active holds at once (an office or a hotel may
 *   share an address, so the address allows one more than the e-mail).
 * - MAX_HOUSES_PER_PERIOD: houses held at once by one party over overlapping nights. One: a family
 *   that wants two chalets the same week pays for the first, then holds the second (a paid stay
 *   holds nothing any more).
 * - MAX_HELD_NIGHTS: nights held at once by one party across its holds. A single longer stay is
 *   still allowed on its own, so a four-week stay can always be paid.
 * - HOLD_BUDGET_MINUTES within RENEWAL_WINDOW_HOURS: how long one party may keep the same nights
 *   of a house under holds, counting the time earlier holds actually lasted. Two full sessions
 *   (2 x 36 minutes) fit; a third, or endless closing and reopening, does not. A guest who closes
 *   a session and reopens it at once (another language, a typo in the e-mail) uses almost nothing.
 */
export const MAX_HOUSES_PER_PERIOD = 1;
export const MAX_HELD_NIGHTS = 21;
export const HOLD_BUDGET_MINUTES = 80;
export const RENEWAL_WINDOW_HOURS = 24;

export type HoldRefusal = "tooManyHolds" | "tooManyHouses" | "tooManyNights" | "holdRenewalLimit";

/** A hold of the last RENEWAL_WINDOW_HOURS or still active, as holdRefusal reads it. */
export interface PartyHold {
  offerId: string;
  propertyId: string;
  arrival: IsoDate;
  departure: IsoDate;
  email: string | null;
  clientIp: string | null;
  /** Active and unexpired: it blocks nights now. */
  active: boolean;
  /** Paid (converted): a booking, no longer an unpaid hold. */
  converted: boolean;
  createdAt: Date;
  /** When it stopped (released) or will stop (its expiry). */
  endsAt: Date;
}

export interface HoldRequest {
  offerId: string;
  propertyId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  email: string | null;
  clientIp: string | null;
  expiresAt: Date;
  now: Date;
}

/** An e-mail as one guest: lower case, without a "+tag" in the local part. */
export function emailPartyKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  const local = lower.slice(0, at).split("+")[0] ?? "";
  return `${local}${lower.slice(at)}`;
}

/**
 * A client address as one party, keyed as every per-address limit keys it (rateLimitAddress: IPv4
 * as it is, IPv6 by its /64, IPv4-mapped IPv6 as its IPv4). Holds store that key already; a value
 * that is no address (a stored key such as "2001:db8::/64") stands for itself.
 */
export function addressPartyKey(ip: string): string {
  return rateLimitAddress(ip) ?? ip.trim().toLowerCase();
}

const overlaps = (a: { arrival: IsoDate; departure: IsoDate }, checkIn: IsoDate, checkOut: IsoDate) => a.arrival < checkOut && a.departure > checkIn;

/**
 * Why this party may not hold these nights now, or null when it may. `holds` are the holds of
 * the last RENEWAL_WINDOW_HOURS and the active ones, of anyone: membership of the party is decided
 * here. The offer's own active holds do not count against the limits on holds, houses and nights
 * (a guest replacing their own session holds nothing more), but they do count towards the budget:
 * renewing is exactly holding the same nights again.
 */
export function holdRefusal(request: HoldRequest, holds: readonly PartyHold[]): HoldRefusal | null {
  const email = request.email ? emailPartyKey(request.email) : null;
  const address = request.clientIp ? addressPartyKey(request.clientIp) : null;
  const byEmail = (h: PartyHold) => email !== null && h.email !== null && emailPartyKey(h.email) === email;
  const byAddress = (h: PartyHold) => address !== null && h.clientIp !== null && addressPartyKey(h.clientIp) === address;
  const party = holds.filter((h) => !h.converted && (byEmail(h) || byAddress(h)));

  const others = party.filter((h) => h.active && h.offerId !== request.offerId);
  if (others.filter(byEmail).length >= MAX_HOLDS_PER_EMAIL || others.filter(byAddress).length >= MAX_HOLDS_PER_ADDRESS) return "tooManyHolds";
  const houses = new Set(others.filter((h) => overlaps(h, request.checkIn, request.checkOut)).map((h) => h.propertyId));
  houses.add(request.propertyId);
  if (houses.size > MAX_HOUSES_PER_PERIOD) return "tooManyHouses";
  const nights = others.reduce((sum, h) => sum + daysBetween(h.arrival, h.departure), 0);
  if (others.length > 0 && nights + daysBetween(request.checkIn, request.checkOut) > MAX_HELD_NIGHTS) return "tooManyNights";

  const windowStart = request.now.getTime() - RENEWAL_WINDOW_HOURS * 3600_000;
  const spentMs = party
    .filter((h) => h.propertyId === request.propertyId && overlaps(h, request.checkIn, request.checkOut) && h.createdAt.getTime() >= windowStart)
    .reduce((sum, h) => sum + Math.max(0, Math.min(h.endsAt.getTime(), request.now.getTime()) - h.createdAt.getTime()), 0);
  const askedMs = Math.max(0, request.expiresAt.getTime() - request.now.getTime());
  return spentMs + askedMs > HOLD_BUDGET_MINUTES * 60_000 ? "holdRenewalLimit" : null;
}

const HOLD_END_LOCALES = { de: "de-CH", en: "en-GB", fr: "fr-CH" } as const;

/** When held nights may free up, for a guest: day, month and time in the site's time zone ("7 Dec, 14:35"). */
export function holdEndText(until: Date, locale: keyof typeof HOLD_END_LOCALES): string {
  return new Intl.DateTimeFormat(HOLD_END_LOCALES[locale], { timeZone: SITE_TIME_ZONE, day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(until);
}
