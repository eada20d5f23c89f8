import "server-only";
import { toIsoDate } from "@/lib/domain/dates";
import { offerSendProblem, type OfferToSend, type SendProblem, type SendWay, type StayNights } from "@/lib/domain/offers/send-rule";
import { areOfferDatesFree } from "./offer-checkout";
import type { findOfferForReply } from "./offers";
import { readStayRates } from "./quote";

export type { SendProblem, SendWay };

type StoredOffer = NonNullable<Awaited<ReturnType<typeof findOfferForReply>>>;

/** A stored offer (findOfferForReply) as the send rule reads it. */
export function offerToSend(o: StoredOffer): OfferToSend & { id: string } {
  return {
    id: o.id,
    status: o.status,
    paid: o.paidAt !== null,
    booked: o.booking !== null,
    guestName: o.guestName,
    guestEmail: o.guestEmail,
    reply: o.generatedEmailResponse,
    propertyId: o.propertyId,
    checkIn: o.checkIn === null ? null : toIsoDate(o.checkIn),
    checkOut: o.checkOut === null ? null : toIsoDate(o.checkOut),
    total: o.figures.total,
    expiresAt: o.expiresAt,
  };
}

/**
 * Whether the offer may become Sent by `way` now (lib/domain/offers/send-rule.ts, the one rule for
 * mail, Copy and the status menu), with the stay's nights read fresh: days and rates move on
 * between saving and sending. Null when it may; else a key of adminOffers.errors and its values.
 */
export async function offerSendProblemNow(offer: OfferToSend & { id: string }, way: SendWay, now = new Date()): Promise<SendProblem | null> {
  let nights: StayNights = { rates: [], free: true };
  if (offer.propertyId && offer.checkIn && offer.checkOut) {
    nights = {
      rates: await readStayRates(offer.propertyId, offer.checkIn, offer.checkOut),
      free: await areOfferDatesFree(offer.id, offer.propertyId, offer.checkIn, offer.checkOut, now),
    };
  }
  return offerSendProblem(offer, way, now, nights);
}
