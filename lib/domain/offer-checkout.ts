/**
 * Rules of paying an offer (admin offer or instant reservation request) that need no I/O: whether
 * it can be paid now, what the deposit is, whether an open session may be reused, and which
 * other stays take its dates. How long a session and its hold last: lib/domain/holds.ts.
 */

import type { AttentionCode } from "./attention";
import type { IsoDate } from "./dates";
import type { Rappen } from "./money";

export type OfferStatusName = "draft" | "sent" | "viewed" | "accepted" | "expired" | "rejected";

export interface OfferForPayment {
  status: OfferStatusName;
  expiresAt: Date | null;
  paidAt: Date | null;
  totalPrice: Rappen | null;
  downpaymentAmount: Rappen | null;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  propertyId: string | null;
}

/** Why an offer cannot be paid; the checkout shows each in plain words. */
export type OfferBlock = "notFound" | "expired" | "alreadyPaid" | "notOpen" | "incomplete";

export function isOfferExpired(offer: Pick<OfferForPayment, "status" | "expiresAt">, now: Date): boolean {
  return offer.status === "expired" || (offer.expiresAt !== null && offer.expiresAt.getTime() <= now.getTime());
}

/** Null when the offer may be paid now; otherwise the reason it may not. */
export function offerBlock(offer: OfferForPayment, now: Date): OfferBlock | null {
  if (offer.status === "accepted" || offer.paidAt !== null) return "alreadyPaid";
  if (offer.status === "draft" || offer.status === "rejected") return "notOpen";
  if (isOfferExpired(offer, now)) return "expired";
  if (!offer.propertyId || !offer.checkIn || !offer.checkOut || offer.totalPrice === null || offer.totalPrice <= 0) return "incomplete";
  return null;
}

/**
 * The amount charged now: the downpayment when one is set and below the total, else the total.
 * A downpayment of zero or at/above the total means the whole price is due at once.
 */
export function offerDeposit(offer: Pick<OfferForPayment, "totalPrice" | "downpaymentAmount">): Rappen {
  const total = offer.totalPrice ?? 0;
  const down = offer.downpaymentAmount;
  return down !== null && down > 0 && down < total ? down : total;
}

/** True when a separate downpayment line belongs in the summary. */
export function hasDownpaymentLine(offer: Pick<OfferForPayment, "totalPrice" | "downpaymentAmount">): boolean {
  return offerDeposit(offer) < (offer.totalPrice ?? 0);
}

/** A repeated 'Pay Now' sends the guest back to an open session only if it stays open this long. */
export const SESSION_REUSE_MARGIN_SECONDS = 5 * 60;

/** What a repeated 'Pay Now' needs to know of the offer's last open payment session. */
export interface OpenSessionFacts {
  open: boolean;
  amount: Rappen;
  /** The e-mail the session is bound to (Stripe shows it read-only); null when it has none. */
  email: string | null;
  /** Unix seconds. */
  expiresAt: number;
}

/**
 * True when a repeated 'Pay Now' (a double click, or back from the payment page) may reuse the
 * offer's open session instead of opening a second one that could be paid as well: same amount,
 * same e-mail, and open long enough to pay. Otherwise a new session is opened (a changed price or
 * e-mail must not be charged or receipted the old way).
 */
export function mayReuseSession(session: OpenSessionFacts, wanted: { amount: Rappen; email: string }, now: Date): boolean {
  if (!session.open || session.amount !== wanted.amount) return false;
  if (session.email !== null && session.email.trim().toLowerCase() !== wanted.email.trim().toLowerCase()) return false;
  return session.expiresAt - Math.floor(now.getTime() / 1000) >= SESSION_REUSE_MARGIN_SECONDS;
}

/** Nights [checkIn, checkOut) of two stays share at least one night (check-out day is free). */
export function staysOverlap(a: { checkIn: IsoDate; checkOut: IsoDate }, b: { checkIn: IsoDate; checkOut: IsoDate }): boolean {
  return a.checkIn < b.checkOut && b.checkIn < a.checkOut;
}

/** "Anna Maria Muster" → first "Anna Maria", last "Muster" (Smoobu wants both). */
export function splitGuestName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { firstName: parts[0] ?? "", lastName: parts[0] ?? "" };
  return { firstName: parts.slice(0, -1).join(" "), lastName: parts.at(-1) ?? "" };
}

/** The reference the guest sees; one rule for every page (lib/domain/booking-reference.ts). */
export { bookingReference } from "./booking-reference";

/**
 * Why an admin must look at a paid offer, stored in offers.attention_reason as a code of
 * lib/domain/attention.ts (put into words in the reader's language where it is shown).
 */
export const ATTENTION = {
  smoobuUnreachable: "smoobuUnreachable",
  smoobuInvalid: "smoobuInvalid",
  smoobuAuth: "smoobuAuth",
  smoobuNoChannel: "smoobuNoChannel",
  bookingNotSaved: "bookingNotSaved",
  fulfilmentStalled: "fulfilmentStalled",
} as const satisfies Record<string, AttentionCode>;

/**
 * The path of an offer's page in the offer's own language (German unprefixed). The link mailed to
 * the guest is built with it, so the page opens in their language; the switcher still works.
 */
export function offerPagePath(language: "de" | "en" | "fr", token: string): string {
  return language === "de" ? `/offer/${token}` : `/${language}/offer/${token}`;
}
