import "server-only";
import { cache } from "react";
import { getDb } from "@/lib/db";
import { toIsoDate, daysBetween, type IsoDate } from "@/lib/domain/dates";
import { localizedContent } from "@/lib/domain/content-typography";
import type { Locale } from "@/lib/domain/localized";
import { toRappen, type Rappen } from "@/lib/domain/money";
import { offerBlock, offerDeposit, type OfferBlock, type OfferForPayment } from "@/lib/domain/offer-checkout";
import type { Balance } from "@/lib/domain/ledger";
import { readBookingBalance } from "./ledger";
import { areOfferDatesFree } from "./offer-checkout";

export interface OfferView {
  id: string;
  token: string;
  status: OfferForPayment["status"];
  source: "admin" | "instant";
  language: Locale;
  guestName: string | null;
  guestEmail: string | null;
  guestPhone: string | null;
  guestStreet: string | null;
  guestPostalCode: string | null;
  guestCity: string | null;
  guestCountry: string | null;
  specialRequests: string | null;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  nights: number;
  guests: { adults: number; children6To16: number; children3To5: number; babies: number; total: number };
  prices: { base: Rappen | null; discount: Rappen; cleaning: Rappen | null; touristTax: Rappen | null; saastalCard: Rappen | null; total: Rappen | null };
  deposit: Rappen;
  expiresAt: Date | null;
  paidAt: Date | null;
  property: { name: string; slug: string; images: string[]; description: string; amenities: unknown[]; checkInTime: string; checkOutTime: string; maxGuests: number } | null;
  /** Null when it can be paid now. */
  block: OfferBlock | null;
}

const rappen = (d: { toString(): string } | null) => (d === null ? null : toRappen(d));

/** The offer behind a token as the guest pages show it; null for an unknown token. Cached per request. */
export const readOfferView = cache(async (token: string, locale: Locale, now = new Date()): Promise<OfferView | null> => {
  const db = await getDb();
  const o = await db.offer.findUnique({
    where: { offerToken: token },
    include: { property: { select: { name: true, slug: true, images: true, description: true, amenities: true, checkInTime: true, checkOutTime: true, maxGuests: true } } },
  });
  if (!o) return null;
  const checkIn = o.checkIn ? toIsoDate(o.checkIn) : null;
  const checkOut = o.checkOut ? toIsoDate(o.checkOut) : null;
  const payable: OfferForPayment = {
    status: o.status,
    expiresAt: o.expiresAt,
    paidAt: o.paidAt,
    totalPrice: rappen(o.totalPrice),
    downpaymentAmount: rappen(o.downpaymentAmount),
    checkIn,
    checkOut,
    propertyId: o.propertyId,
  };
  const guestsTotal = o.adults + o.children6To16 + o.children3To5 + o.babies;
  return {
    id: o.id,
    token: o.offerToken,
    status: o.status,
    source: o.source,
    language: o.language,
    guestName: o.guestName,
    guestEmail: o.guestEmail,
    guestPhone: o.guestPhone,
    guestStreet: o.guestStreet,
    guestPostalCode: o.guestPostalCode,
    guestCity: o.guestCity,
    guestCountry: o.guestCountry,
    specialRequests: o.specialRequests,
    checkIn,
    checkOut,
    nights: checkIn && checkOut ? daysBetween(checkIn, checkOut) : 0,
    guests: { adults: o.adults, children6To16: o.children6To16, children3To5: o.children3To5, babies: o.babies, total: guestsTotal },
    prices: {
      base: rappen(o.basePrice),
      discount: toRappen(o.discount),
      cleaning: rappen(o.cleaningFee),
      touristTax: rappen(o.touristTax),
      saastalCard: rappen(o.saastalCard),
      total: rappen(o.totalPrice),
    },
    deposit: offerDeposit(payable),
    expiresAt: o.expiresAt,
    paidAt: o.paidAt,
    property: o.property
      ? {
          name: o.property.name,
          slug: o.property.slug,
          images: o.property.images,
          description: localizedContent(o.property.description, locale),
          amenities: Array.isArray(o.property.amenities) ? o.property.amenities : [],
          checkInTime: o.property.checkInTime,
          checkOutTime: o.property.checkOutTime,
          maxGuests: o.property.maxGuests,
        }
      : null,
    block: offerBlock(payable, now),
  };
});

/** True when the offer's nights are still free (see areOfferDatesFree); false without dates. */
export async function offerDatesFree(view: OfferView): Promise<boolean> {
  const db = await getDb();
  const o = await db.offer.findUnique({ where: { id: view.id }, select: { propertyId: true } });
  if (!o?.propertyId || !view.checkIn || !view.checkOut) return false;
  return areOfferDatesFree(view.id, o.propertyId, view.checkIn, view.checkOut);
}


/**
 * The booking a paid offer became, with its balance by the ledger rule; null before the booking
 * exists (the payment is still being confirmed) or when the ledger cannot be read.
 */
export async function readOfferBooking(offerId: string): Promise<{ id: string; email: string | null; balance: Balance } | null> {
  const db = await getDb();
  const booking = await db.booking.findUnique({ where: { offerId }, select: { id: true, email: true } });
  if (!booking) return null;
  const money = await readBookingBalance(booking.id);
  return money ? { id: booking.id, email: booking.email, balance: money.balance } : null;
}
