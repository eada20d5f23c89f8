import "server-only";
import { getDb } from "@/lib/db";
import { atLocalTime, SITE_TIME_ZONE, todayIn, type IsoDate } from "@/lib/domain/dates";
import { rappenToDecimalString, type Rappen } from "@/lib/domain/money";
import { BANK_TRANSFER_PROVIDER } from "@/lib/domain/payment-providers";
import { revokeBookingLinks } from "./booking-links";
import { BOOKING_MONEY_SELECT, bookingBalance, listLedger } from "./ledger";

export type BankTransferOutcome =
  | { ok: true; entryId: string; open: Rappen; credit: Rappen }
  | { ok: false; error: "bookingNotFound" | "dateInFuture" };

/**
 * Records a bank transfer the office received as a payment row of the ledger (provider
 * bank_transfer), exactly the amount that arrived: an under-payment leaves the rest open, an
 * over-payment shows as credit (the ledger rule's figures; nothing is lost or rounded away). The
 * booking row is locked like every payment of it; once nothing is open, the pay links stop.
 */
export async function recordBankTransfer(input: { bookingId: string; amount: Rappen; receivedOn: IsoDate; note: string; adminId: string; now?: Date }): Promise<BankTransferOutcome> {
  const now = input.now ?? new Date();
  const today = todayIn(SITE_TIME_ZONE, now);
  if (input.receivedOn > today) return { ok: false, error: "dateInFuture" };
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM bookings WHERE id = ${input.bookingId}::uuid FOR UPDATE`;
    if (locked.length === 0) return { ok: false, error: "bookingNotFound" } as const;
    const entry = await tx.ledgerEntry.create({
      data: {
        bookingId: input.bookingId,
        kind: "payment",
        status: "succeeded",
        purpose: "open_amount",
        amount: rappenToDecimalString(input.amount),
        provider: BANK_TRANSFER_PROVIDER,
        note: input.note || null,
        createdById: input.adminId,
        // Midday of the day it arrived: the day stays the same in every view of the instant.
        occurredAt: atLocalTime(SITE_TIME_ZONE, input.receivedOn, "12:00"),
      },
      select: { id: true },
    });
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: input.bookingId }, select: BOOKING_MONEY_SELECT });
    const after = bookingBalance(booking, await listLedger(booking.id, tx), today);
    if (after.open === 0) await revokeBookingLinks(booking.id, "pay", "paid", tx);
    return { ok: true, entryId: entry.id, open: after.open, credit: after.credit } as const;
  });
}
