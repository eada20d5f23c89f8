import "server-only";
import { getDb } from "@/lib/db";
import { toIsoDate, type IsoDate } from "@/lib/domain/dates";
import { isStayAvailable } from "@/lib/domain/availability";
import { rappenToDecimalString, toRappen, type Rappen } from "@/lib/domain/money";
import type { OfferForPayment } from "@/lib/domain/offer-checkout";
import type { GuestDetails } from "@/lib/schemas/checkout";
import { readStayRates } from "./quote";

const rappen = (d: { toString(): string } | null) => (d === null ? null : toRappen(d));

/** The offer behind a token with what paying needs; null for an unknown token. */
export async function readOfferForCheckout(token: string) {
  const db = await getDb();
  const o = await db.offer.findUnique({
    where: { offerToken: token },
    select: {
      id: true, status: true, source: true, expiresAt: true, paidAt: true, totalPrice: true, downpaymentAmount: true,
      checkIn: true, checkOut: true, propertyId: true, language: true, guestEmail: true,
      property: { select: { name: true } },
    },
  });
  if (!o) return null;
  const offer: OfferForPayment & { id: string; source: string; propertyName: string | null; guestEmail: string | null } = {
    id: o.id,
    source: o.source,
    status: o.status,
    expiresAt: o.expiresAt,
    paidAt: o.paidAt,
    totalPrice: rappen(o.totalPrice),
    downpaymentAmount: rappen(o.downpaymentAmount),
    checkIn: o.checkIn ? toIsoDate(o.checkIn) : null,
    checkOut: o.checkOut ? toIsoDate(o.checkOut) : null,
    propertyId: o.propertyId,
    propertyName: o.property?.name ?? null,
    guestEmail: o.guestEmail,
  };
  return offer;
}

/** The checkout form's details, saved on the offer before the payment starts. */
export async function saveGuestDetails(offerId: string, d: GuestDetails): Promise<void> {
  const db = await getDb();
  await db.offer.update({
    where: { id: offerId },
    data: {
      guestName: `${d.firstName} ${d.lastName}`,
      guestEmail: d.email,
      guestPhone: d.phone,
      guestStreet: d.street,
      guestPostalCode: d.postalCode,
      guestCity: d.city,
      guestCountry: d.country,
      specialRequests: d.specialRequests || null,
    },
  });
}

/**
 * True when the nights [checkIn, checkOut) can still be sold to `offerId`: no night marked
 * unavailable in the rates (a read error counts as available, Smoobu has the last word), no live
 * booking, and no other unexpired instant request holding them with a pending or paid attempt.
 */
export async function areOfferDatesFree(offerId: string, propertyId: string, checkIn: IsoDate, checkOut: IsoDate, now = new Date()): Promise<boolean> {
  const db = await getDb();
  let rates: Awaited<ReturnType<typeof readStayRates>> = [];
  try {
    rates = await readStayRates(propertyId, checkIn, checkOut);
  } catch (error) {
    console.warn("[checkout] rates could not be read; treated as available", { offerId }, error);
  }
  if (!isStayAvailable(rates, checkIn, checkOut)) return false;
  const range = { lt: new Date(`${checkOut}T00:00:00Z`) };
  const from = { gt: new Date(`${checkIn}T00:00:00Z`) };
  const booking = await db.booking.findFirst({
    where: { propertyId, type: { notIn: ["cancelled", "deleted"] }, arrival: range, departure: from },
    select: { id: true },
  });
  if (booking) return false;
  const holder = await db.offer.findFirst({
    where: {
      id: { not: offerId },
      propertyId,
      checkIn: range,
      checkOut: from,
      OR: [{ paidAt: { not: null } }, { source: "instant", expiresAt: { gt: now }, payments: { some: { purpose: "offer_deposit", status: { in: ["pending", "succeeded"] } } } }],
    },
    select: { id: true },
  });
  return holder === null;
}

/** A pending offer_deposit attempt; the session id is attached once the provider answered. */
export async function createPendingOfferPayment(input: { offerId: string; amount: Rappen; provider: string }): Promise<string> {
  const db = await getDb();
  const p = await db.bookingPayment.create({
    data: { offerId: input.offerId, purpose: "offer_deposit", amount: rappenToDecimalString(input.amount), currency: "CHF", status: "pending", provider: input.provider },
    select: { id: true },
  });
  return p.id;
}

/**
 * The offer's newest pending deposit attempt of `provider` for exactly `amount` that has a session:
 * the one a repeated 'Pay Now' may send the guest back to. Null when there is none.
 */
export async function readOpenOfferAttempt(offerId: string, amount: Rappen, provider: string): Promise<{ id: string; sessionId: string; createdAt: Date } | null> {
  const db = await getDb();
  const p = await db.bookingPayment.findFirst({
    where: { offerId, purpose: "offer_deposit", status: "pending", provider, amount: rappenToDecimalString(amount), providerSessionId: { not: null } },
    orderBy: { createdAt: "desc" },
    select: { id: true, providerSessionId: true, createdAt: true },
  });
  return p?.providerSessionId ? { id: p.id, sessionId: p.providerSessionId, createdAt: p.createdAt } : null;
}

/** First view of a sent offer marks it viewed; an offer past its expiry is marked expired. */
export async function markOfferSeen(offerId: string, expired: boolean): Promise<void> {
  const db = await getDb();
  if (expired) await db.offer.updateMany({ where: { id: offerId, status: { in: ["sent", "viewed"] } }, data: { status: "expired" } });
  else await db.offer.updateMany({ where: { id: offerId, status: "sent" }, data: { status: "viewed" } });
}

/** The state of one payment attempt of an offer, for the success page; null when the session is not this offer's. */
export async function readOfferPaymentState(offerId: string, sessionId: string) {
  const db = await getDb();
  const p = await db.bookingPayment.findUnique({ where: { providerSessionId: sessionId }, select: { offerId: true, status: true, purpose: true } });
  if (!p || p.offerId !== offerId || p.purpose !== "offer_deposit") return null;
  return { status: p.status };
}
