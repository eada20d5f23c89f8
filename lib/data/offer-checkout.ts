import "server-only";
import { getDb } from "@/lib/db";
import { toIsoDate, type IsoDate } from "@/lib/domain/dates";
import { sellableStay, type RateNight, type SellableStay } from "@/lib/domain/availability";
import type { MinStayCheck } from "@/lib/domain/min-stay";
import { toRappen, type Rappen } from "@/lib/domain/money";
import type { OfferForPayment } from "@/lib/domain/offer-checkout";
import type { GuestDetails } from "@/lib/schemas/checkout";
import { readTakenStaysOf } from "./availability";
import { holdNights } from "./holds";
import { createAttempt, findOpenAttempt, inAttemptTransaction, type OpenAttempt } from "./payment-attempts";
import { checkStayMinimum, readStayRates } from "./quote";

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
 * The nights [checkIn, checkOut) as they can still be sold to `offerId`, by the rule the quote
 * and the search show (lib/domain/availability.ts sellableStay): no night marked unavailable in
 * the rates (a read error counts as available, Smoobu has the last word), no live booking, and
 * no other guest's unexpired hold (heldUntil says when such a hold ends). A quick answer before
 * anyone pays; the hold taken when the guest presses Pay is what the database enforces.
 */
export async function offerNights(offerId: string | null, propertyId: string, checkIn: IsoDate, checkOut: IsoDate, now = new Date()): Promise<SellableStay> {
  let rates: RateNight[] = [];
  try {
    rates = await readStayRates(propertyId, checkIn, checkOut);
  } catch (error) {
    console.warn("[checkout] rates could not be read; treated as available", { offerId }, error);
  }
  return sellableStay(rates, await readTakenStaysOf(propertyId, checkIn, checkOut, { exceptOfferId: offerId, now }), checkIn, checkOut);
}

/** True when the nights can still be sold to `offerId` (see offerNights). */
export async function areOfferDatesFree(offerId: string | null, propertyId: string, checkIn: IsoDate, checkOut: IsoDate, now = new Date()): Promise<boolean> {
  return (await offerNights(offerId, propertyId, checkIn, checkOut, now)).available;
}

/**
 * Whether the offer's stay is still at least its arrival night's minimum in today's rates (a
 * rates sync may have raised it since the offer was made). Like areOfferDatesFree, a read error
 * lets the stay pass: Smoobu has the last word.
 */
export async function offerStayMinimum(offerId: string, propertyId: string, checkIn: IsoDate, checkOut: IsoDate): Promise<MinStayCheck> {
  try {
    return await checkStayMinimum(propertyId, checkIn, checkOut);
  } catch (error) {
    console.warn("[checkout] minimum stay could not be read; treated as met", { offerId }, error);
    return { ok: true };
  }
}

export interface OfferAttemptRequest {
  offerId: string;
  propertyId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  amount: Rappen;
  provider: string;
  email: string;
  clientIp: string | null;
  holdUntil: Date;
  now: Date;
}

export type OfferAttemptReservation = { kind: "new"; id: string } | { kind: "existing"; attempt: OpenAttempt } | { kind: "alreadyPaid" };

/**
 * Locks the offer and either finds its open attempt, or records a new one and holds the nights
 * for it, in one transaction. The hold is where a second guest for the same nights is stopped
 * before anyone pays: DatesTakenError (or HoldLimitError) ends the transaction, so no attempt is
 * left behind.
 */
export async function reserveOfferAttempt(r: OfferAttemptRequest): Promise<OfferAttemptReservation> {
  return inAttemptTransaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM offers WHERE id = ${r.offerId}::uuid FOR UPDATE`;
    const offer = await tx.offer.findUniqueOrThrow({ where: { id: r.offerId }, select: { paidAt: true, status: true } });
    if (offer.paidAt || offer.status === "accepted") return { kind: "alreadyPaid" };
    const existing = await findOpenAttempt(tx, { offerId: r.offerId });
    if (existing) return { kind: "existing", attempt: existing };
    const id = await createAttempt(tx, { offerId: r.offerId, purpose: "offer_deposit", amount: r.amount, provider: r.provider });
    await holdNights(tx, {
      offerId: r.offerId, attemptId: id, propertyId: r.propertyId, checkIn: r.checkIn, checkOut: r.checkOut,
      email: r.email, clientIp: r.clientIp, expiresAt: r.holdUntil, now: r.now,
    });
    return { kind: "new", id };
  });
}

/** First view of a sent offer marks it viewed; an offer past its expiry is marked expired. */
export async function markOfferSeen(offerId: string, expired: boolean): Promise<void> {
  const db = await getDb();
  if (expired) await db.offer.updateMany({ where: { id: offerId, status: { in: ["sent", "viewed"] } }, data: { status: "expired" } });
  else await db.offer.updateMany({ where: { id: offerId, status: "sent" }, data: { status: "viewed" } });
}
