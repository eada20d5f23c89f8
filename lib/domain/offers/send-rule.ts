/**
 * When an offer may become Sent. Every way an offer becomes Sent goes through this one rule:
 * 'Send to guest' (by mail), 'Copy' of the reply (the admin sends it through another channel)
 * and the status menu. Sent means the guest's link opens and can be paid, so the rule is what
 * paying needs: a guest, a house and a stay that keeps the date rules in today's rates (window,
 * the arrival night's minimum, nights still free), a stored price, and an expiry that has not
 * passed (an offer without an expiry stays valid until it is paid or its dates pass). A paid or
 * booked offer is sold and never goes out again. What only one way needs: a reply to send or
 * copy (mail and copy), and a guest e-mail address only when the offer goes out by mail.
 */

import type { RateNight } from "../availability";
import { SITE_TIME_ZONE, todayIn, type IsoDate } from "../dates";
import type { Rappen } from "../money";
import type { OfferStatusName } from "../offer-checkout";
import { stayProblem } from "./stay-rules";

/** How the offer goes out: our mail, a copied reply, or the status menu. */
export type SendWay = "mail" | "copy" | "status";

export interface OfferToSend {
  status: OfferStatusName;
  paid: boolean;
  booked: boolean;
  guestName: string | null;
  guestEmail: string | null;
  /** The generated (or edited) reply. */
  reply: string | null;
  propertyId: string | null;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  total: Rappen | null;
  expiresAt: Date | null;
}

/** The house's nights of the stay (today's rates) and whether no booking or other guest's hold takes them. */
export interface StayNights {
  rates: readonly Pick<RateNight, "date" | "available" | "minLengthOfStay">[];
  free: boolean;
}

/** A key of adminOffers.errors and its values. */
export interface SendProblem {
  key: string;
  values: Record<string, number>;
}

const problem = (key: string, values: Record<string, number> = {}): SendProblem => ({ key, values });

/**
 * Null when the offer may become Sent by `way` at `now`; else why not. `nights` are the stay's
 * nights as the caller read them (anything for an offer without a house or dates: it is refused
 * before they are looked at).
 */
export function offerSendProblem(offer: OfferToSend, way: SendWay, now: Date, nights: StayNights): SendProblem | null {
  if (offer.paid || offer.booked) return problem("offerAlreadyPaid");
  if (way === "mail" && !offer.guestEmail) return problem("guestEmailMissing");
  if (way !== "status" && !offer.reply) return problem("replyMissing");
  if (!offer.guestName || !offer.propertyId || !offer.checkIn || !offer.checkOut) return problem("replyIncomplete");
  if (offer.total === null) return problem("offerNotPriced");
  if (offer.expiresAt !== null && offer.expiresAt.getTime() <= now.getTime()) return problem("offerExpired");
  const stay = stayProblem(offer.checkIn, offer.checkOut, todayIn(SITE_TIME_ZONE, now), nights.rates);
  if (stay) return stay.key === "minStay" ? problem("minStay", { count: stay.count }) : problem(stay.key);
  if (!nights.free) return problem("datesUnavailable");
  return null;
}
