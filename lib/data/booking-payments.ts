import "server-only";
import { getDb } from "@/lib/db";
import type { NotPayableReason } from "@/lib/domain/ledger";
import { toRappen, type Rappen } from "@/lib/domain/money";
import { mayAccessBooking } from "@/lib/domain/my-bookings";
import { BOOKING_MONEY_SELECT, bookingBalance, listLedger } from "./ledger";
import { createAttempt, findOpenAttempt, inAttemptTransaction, type OpenAttempt } from "./payment-attempts";

/** Who pays: a signed-in viewer (checked against the booking), or the holder of a live pay link (resolved by the caller). */
export type OpenAmountViewer = { email: string; roles: readonly string[] } | { payLink: true };

/** What paying the open amount needs to know about a booking, read inside the attempt's transaction. */
export interface OpenAmountReservation {
  booking: { id: string; email: string | null; referenceId: string | null; propertyName: string };
  /** Why the booking cannot be paid online now (lib/domain/ledger.ts), or null. */
  notPayable: NotPayableReason | null;
  /** The open amount now, through the one ledger rule. */
  open: Rappen;
  attempt: { kind: "new"; id: string } | { kind: "existing"; attempt: OpenAttempt } | null;
}

/**
 * Locks the booking, computes its open amount from the ledger and either finds the open attempt
 * or records a new one for exactly that amount, all in one transaction: two 'Pay' clicks at once
 * are serialised by the lock, and the second finds the first's attempt. Null for a booking the
 * viewer may not see (the same answer as for none).
 */
export async function reserveOpenAmountAttempt(bookingId: string, viewer: OpenAmountViewer, provider: string): Promise<OpenAmountReservation | null> {
  return inAttemptTransaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM bookings WHERE id = ${bookingId}::uuid FOR UPDATE`;
    if (locked.length === 0) return null;
    const b = await tx.booking.findUniqueOrThrow({
      where: { id: bookingId },
      select: { ...BOOKING_MONEY_SELECT, email: true, referenceId: true, property: { select: { name: true } } },
    });
    if (!("payLink" in viewer) && !mayAccessBooking(b, viewer)) return null;
    const { open, notPayable } = bookingBalance(b, await listLedger(bookingId, tx));
    const booking = { id: b.id, email: b.email, referenceId: b.referenceId, propertyName: b.property.name };
    const existing = await findOpenAttempt(tx, { bookingId });
    if (existing) return { booking, notPayable, open, attempt: { kind: "existing", attempt: existing } };
    if (notPayable) return { booking, notPayable, open, attempt: null };
    const id = await createAttempt(tx, { bookingId, purpose: "open_amount", amount: open, provider });
    return { booking, notPayable, open, attempt: { kind: "new", id } };
  });
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
