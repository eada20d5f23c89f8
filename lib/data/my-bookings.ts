import "server-only";
import { getDb } from "@/lib/db";
import { toIsoDate, type IsoDate } from "@/lib/domain/dates";
import type { OfferPriceComponents } from "@/lib/domain/booking-price-lines";
import { toRappen, type Rappen } from "@/lib/domain/money";
import { mayAccessBooking, type BookingKind } from "@/lib/domain/my-bookings";

/** A card of /my-bookings. */
export interface MyBookingCard {
  id: string;
  type: BookingKind;
  arrival: IsoDate;
  departure: IsoDate;
  adults: number;
  children: number;
  propertyName: string;
  propertyLocation: string;
  propertyImage: string | null;
}

/**
 * The bookings made with `email`. The column is citext, so the database compares without case
 * (Anna@Example.com owns guest@…'s bookings only if the addresses match ignoring case). Cancelled
 * and deleted bookings are filtered here as well as in the domain split (less to load).
 */
export async function listMyBookings(email: string): Promise<MyBookingCard[]> {
  const db = await getDb();
  const rows = await db.booking.findMany({
    where: { email, type: { notIn: ["cancelled", "deleted"] } },
    orderBy: { arrival: "desc" },
    select: {
      id: true,
      type: true,
      arrival: true,
      departure: true,
      adults: true,
      children: true,
      property: { select: { name: true, location: true, images: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    arrival: toIsoDate(r.arrival),
    departure: toIsoDate(r.departure),
    adults: r.adults,
    children: r.children,
    propertyName: r.property.name,
    propertyLocation: r.property.location,
    propertyImage: r.property.images[0] ?? null,
  }));
}

export interface BookingDetail extends MyBookingCard {
  referenceId: string | null;
  smoobuBookingId: number | null;
  email: string | null;
  guestName: string;
  /** "HH:MM": the booking's own time, else the property's. */
  checkIn: string;
  checkOut: string;
  channelName: string | null;
  price: Rappen | null;
  prepayment: Rappen | null;
  prepaymentPaid: boolean;
  /** The cached Smoobu price elements as stored (parsed by lib/domain/my-bookings). */
  priceElements: unknown;
  /** The components of the offer this booking was paid through (itemised by lib/domain/booking-price-lines); null without one. */
  offerPrices: OfferPriceComponents | null;
  propertyId: string;
  requestGuestLists: boolean;
}

function hhmm(time: Date | null, fallback: string): string {
  // @db.Time columns come back as 1970-01-01T<time>Z.
  return time ? time.toISOString().slice(11, 16) : fallback;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One booking for `viewer`, or null when it does not exist or the viewer may not see it: both
 * answer the same 404, so a guest cannot probe which booking ids exist. The check runs against
 * the booking itself, whatever the caller already knows.
 */
export async function readBookingForViewer(bookingId: string, viewer: { email: string; roles: readonly string[] }): Promise<BookingDetail | null> {
  if (!UUID.test(bookingId)) return null;
  const db = await getDb();
  const b = await db.booking.findUnique({
    where: { id: bookingId },
    include: {
      property: { select: { id: true, name: true, location: true, images: true, checkInTime: true, checkOutTime: true, requestGuestLists: true } },
      channel: { select: { name: true } },
      offer: { select: { basePrice: true, discount: true, cleaningFee: true, touristTax: true, saastalCard: true } },
    },
  });
  if (!b || !mayAccessBooking(b, viewer)) return null;
  const money = (d: { toString(): string } | null) => (d === null ? null : toRappen(d));
  return {
    id: b.id,
    type: b.type,
    arrival: toIsoDate(b.arrival),
    departure: toIsoDate(b.departure),
    adults: b.adults,
    children: b.children,
    propertyName: b.property.name,
    propertyLocation: b.property.location,
    propertyImage: b.property.images[0] ?? null,
    referenceId: b.referenceId,
    smoobuBookingId: b.smoobuBookingId,
    email: b.email,
    guestName: b.guestName,
    checkIn: hhmm(b.checkIn, b.property.checkInTime),
    checkOut: hhmm(b.checkOut, b.property.checkOutTime),
    channelName: b.channel?.name ?? null,
    price: b.price === null ? null : toRappen(b.price),
    prepayment: b.prepayment === null ? null : toRappen(b.prepayment),
    prepaymentPaid: b.prepaymentPaid,
    priceElements: b.priceElements,
    offerPrices: b.offer
      ? { base: money(b.offer.basePrice), discount: toRappen(b.offer.discount), cleaning: money(b.offer.cleaningFee), touristTax: money(b.offer.touristTax), saastalCard: money(b.offer.saastalCard) }
      : null,
    propertyId: b.property.id,
    requestGuestLists: b.property.requestGuestLists,
  };
}

/** Whose a booking is (its e-mail), for routes that check ownership before reading more; null when none. */
export async function readBookingOwner(bookingId: string): Promise<{ email: string | null } | null> {
  if (!UUID.test(bookingId)) return null;
  const db = await getDb();
  return db.booking.findUnique({ where: { id: bookingId }, select: { email: true } });
}
