import "server-only";
import { SITE_TIME_ZONE, toIsoDate, todayIn } from "@/lib/domain/dates";
import { stayProblem } from "@/lib/domain/offers/stay-rules";
import { areOfferDatesFree } from "./offer-checkout";
import type { findOfferForReply } from "./offers";
import { readStayRates } from "./quote";

type StoredOffer = NonNullable<Awaited<ReturnType<typeof findOfferForReply>>>;

/** Null when the offer can go to the guest; else a key of adminOffers.errors and its values. */
export type SendProblem = { key: string; values: Record<string, number> } | null;

/**
 * Whether the guest could open and pay this offer now, which is what sending it (by mail, or by
 * copying the reply) promises: a generated reply, a priced stay that keeps to the date rules in
 * today's rates (window, arrival night's minimum), nights still free (no booking or other guest's
 * hold), and an expiry that has not passed. The same rules saving applies, checked again because
 * days and rates move on between saving and sending.
 */
export async function offerSendProblem(offer: StoredOffer, now = new Date()): Promise<SendProblem> {
  const problem = (key: string, values: Record<string, number> = {}) => ({ key, values });
  if (!offer.generatedEmailResponse) return problem("replyMissing");
  if (!offer.propertyId || !offer.property || !offer.checkIn || !offer.checkOut || !offer.guestName) return problem("replyIncomplete");
  if (offer.figures.total === null) return problem("offerNotPriced");
  if (offer.expiresAt !== null && offer.expiresAt.getTime() <= now.getTime()) return problem("offerExpired");
  const checkIn = toIsoDate(offer.checkIn);
  const checkOut = toIsoDate(offer.checkOut);
  const stay = stayProblem(checkIn, checkOut, todayIn(SITE_TIME_ZONE, now), await readStayRates(offer.propertyId, checkIn, checkOut));
  if (stay) return stay.key === "minStay" ? problem("minStay", { count: stay.count }) : problem(stay.key);
  if (!(await areOfferDatesFree(offer.id, offer.propertyId, checkIn, checkOut, now))) return problem("datesUnavailable");
  return null;
}
