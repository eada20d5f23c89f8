import "server-only";
import { getDb } from "@/lib/db";
import { rappenToDecimalString, toRappen, type Rappen } from "@/lib/domain/money";
import { bookingOpenAmount } from "@/lib/domain/my-bookings";

/** What paying the open amount needs to know about a booking: who owns it and the figures of the open-amount rule. */
export interface BookingForPayment {
  id: string;
  email: string | null;
  referenceId: string | null;
  propertyName: string;
  /** Zero for a cancelled or deleted booking: nothing is owed on a stay that will not happen. */
  open: Rappen;
}

/** The booking and its open amount computed from the database now (never from the browser). */
export async function readBookingForPayment(bookingId: string): Promise<BookingForPayment | null> {
  const db = await getDb();
  const b = await db.booking.findUnique({
    where: { id: bookingId },
    select: {
      id: true,
      type: true,
      email: true,
      referenceId: true,
      price: true,
      prepayment: true,
      prepaymentPaid: true,
      priceElements: true,
      property: { select: { name: true } },
      payments: { select: { amount: true, status: true } },
    },
  });
  if (!b) return null;
  const { open } = bookingOpenAmount({
    price: b.price === null ? null : toRappen(b.price),
    prepayment: b.prepayment === null ? null : toRappen(b.prepayment),
    prepaymentPaid: b.prepaymentPaid,
    priceElements: b.priceElements,
    payments: b.payments.map((p) => ({ amount: toRappen(p.amount), status: p.status })),
  });
  const live = b.type !== "cancelled" && b.type !== "deleted";
  return { id: b.id, email: b.email, referenceId: b.referenceId, propertyName: b.property.name, open: live ? open : 0 };
}

/** Records the attempt before the provider is called, so its id can travel in the session metadata. */
export async function createPendingPayment(input: { bookingId: string; amount: Rappen; provider: string }): Promise<string> {
  const db = await getDb();
  const row = await db.bookingPayment.create({
    data: { bookingId: input.bookingId, purpose: "open_amount", amount: rappenToDecimalString(input.amount), currency: "CHF", status: "pending", provider: input.provider },
    select: { id: true },
  });
  return row.id;
}

export async function attachProviderSession(paymentId: string, sessionId: string): Promise<void> {
  const db = await getDb();
  await db.bookingPayment.update({ where: { id: paymentId }, data: { providerSessionId: sessionId } });
}

/** A session that could not be created never takes money: the attempt is closed as failed. */
export async function abandonPayment(paymentId: string): Promise<void> {
  const db = await getDb();
  await db.bookingPayment.updateMany({ where: { id: paymentId, status: "pending" }, data: { status: "failed" } });
}

/** A payment by its provider session (the built-in test page reads it to show the amount). */
export async function readPaymentBySession(sessionId: string) {
  const db = await getDb();
  const p = await db.bookingPayment.findUnique({
    where: { providerSessionId: sessionId },
    select: {
      id: true,
      bookingId: true,
      offerId: true,
      purpose: true,
      amount: true,
      status: true,
      provider: true,
      createdAt: true,
      booking: { select: { referenceId: true, property: { select: { name: true } } } },
      offer: { select: { offerToken: true, property: { select: { name: true } } } },
    },
  });
  if (!p) return null;
  return {
    id: p.id,
    bookingId: p.bookingId,
    offerId: p.offerId,
    /** The offer's token, for the way back to an offer's checkout (offer_deposit attempts). */
    offerToken: p.offer?.offerToken ?? null,
    purpose: p.purpose,
    amount: toRappen(p.amount),
    status: p.status,
    provider: p.provider,
    createdAt: p.createdAt,
    reference: p.booking?.referenceId ?? null,
    propertyName: p.booking?.property.name ?? p.offer?.property?.name ?? null,
  };
}
