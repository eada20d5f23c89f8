import { localizedPath } from "@/i18n/paths";
import { ExpectedError } from "@/lib/actions/client";
import type { findOfferForReply } from "@/lib/data/offers";
import { daysBetween, toIsoDate } from "@/lib/domain/dates";
import { offerExpiryDay } from "@/lib/domain/offers/expiry";
import type { ReplyInput } from "@/lib/domain/offers/reply";
import { env } from "@/lib/env";

type StoredOffer = NonNullable<Awaited<ReturnType<typeof findOfferForReply>>>;

/** The guest's link to an offer, in the offer's language. */
export function offerUrl(offer: Pick<StoredOffer, "language" | "offerToken">): string {
  return `${env().SITE_URL.replace(/\/$/, "")}${localizedPath(offer.language, `/offer/${offer.offerToken}`)}`;
}

/**
 * What the reply needs from a saved offer. The reply quotes the stored (server-computed) figures,
 * so an offer must have been saved with a priced stay first.
 */
export function offerReplyInput(offer: StoredOffer): ReplyInput {
  if (!offer.guestName || !offer.property || !offer.checkIn || !offer.checkOut) throw new ExpectedError("replyIncomplete");
  const f = offer.figures;
  if (f.base === null || f.cleaningFee === null || f.touristTax === null || f.saastalCard === null || f.total === null || f.deposit === null) {
    throw new ExpectedError("offerNotPriced");
  }
  const checkIn = toIsoDate(offer.checkIn);
  const checkOut = toIsoDate(offer.checkOut);
  const origin = env().SITE_URL.replace(/\/$/, "");
  return {
    locale: offer.language,
    guestName: offer.guestName,
    propertyName: offer.property.name,
    checkIn,
    checkOut,
    guests: { adults: offer.adults, children6To16: offer.children6To16, children3To5: offer.children3To5, babies: offer.babies },
    figures: { ...f, nights: daysBetween(checkIn, checkOut), base: f.base, cleaningFee: f.cleaningFee, touristTax: f.touristTax, saastalCard: f.saastalCard, total: f.total, deposit: f.deposit },
    offerUrl: offerUrl(offer),
    expiresOn: offer.expiresAt ? offerExpiryDay(offer.expiresAt) : null,
    localizedOrigin: `${origin}${localizedPath(offer.language, "/").replace(/\/$/, "")}`,
  };
}
