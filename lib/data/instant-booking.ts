import "server-only";
import { getDb } from "@/lib/db";
import { fromIsoDate, type IsoDate } from "@/lib/domain/dates";
import type { Locale } from "@/lib/domain/localized";
import { rappenToDecimalString } from "@/lib/domain/money";
import type { Guests, PriceBreakdown } from "@/lib/domain/pricing";
import { newOfferToken } from "@/lib/security/tokens";

/** How long an instant reservation request holds its dates while the guest pays. */
export const INSTANT_OFFER_MINUTES = 30;

/**
 * A pending reservation request from the property page: an offer with source instant, channel
 * Direct, status sent, expiring in 30 minutes, priced by the server. Returns its token.
 */
export async function createInstantOffer(input: {
  propertyId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: Guests;
  breakdown: PriceBreakdown;
  locale: Locale;
  now?: Date;
}): Promise<string> {
  const db = await getDb();
  const now = input.now ?? new Date();
  const direct = await db.channel.findFirst({ where: { name: { equals: "Direct", mode: "insensitive" } }, select: { id: true } });
  const b = input.breakdown;
  const offer = await db.offer.create({
    data: {
      status: "sent",
      source: "instant",
      offerToken: newOfferToken(),
      language: input.locale,
      propertyId: input.propertyId,
      channelId: direct?.id ?? null,
      checkIn: fromIsoDate(input.checkIn),
      checkOut: fromIsoDate(input.checkOut),
      adults: input.guests.adults,
      children6To16: input.guests.children6To16,
      children3To5: input.guests.children3To5,
      babies: input.guests.babies,
      basePrice: rappenToDecimalString(b.base),
      discount: rappenToDecimalString(b.discount),
      cleaningFee: rappenToDecimalString(b.cleaningFee),
      touristTax: rappenToDecimalString(b.touristTax),
      saastalCard: rappenToDecimalString(b.saastalCard),
      totalPrice: rappenToDecimalString(b.total),
      downpaymentAmount: rappenToDecimalString(b.deposit),
      expiresAt: new Date(now.getTime() + INSTANT_OFFER_MINUTES * 60_000),
    },
    select: { offerToken: true },
  });
  return offer.offerToken;
}
