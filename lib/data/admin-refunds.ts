import "server-only";
import { getDb } from "@/lib/db";
import { balance } from "@/lib/domain/ledger";
import type { Rappen } from "@/lib/domain/money";
import { checkRefund, type AdminRefundReason } from "@/lib/domain/refunds";
import { cancelSmoobuReservation } from "@/lib/jobs/payments";
import { enqueue, QUEUES } from "@/lib/jobs/queue";
import { BOOKING_MONEY_SELECT, bookingBalance, LINE_SELECT, listLedger, toLedgerLine, type DbClient } from "./ledger";
import { executeRefund, requestRefund, type ExecuteOutcome } from "./refunds";

export type AdminRefundOutcome =
  | { ok: true; status: ExecuteOutcome; cancelled: boolean }
  | { ok: false; error: "paymentNotFound" | "nothingRefundable" | "amountTooLarge" | "amountInvalid" | "cannotCancel" };

/** What a payment can still give back, from the one ledger rule (its booking's, or its offer's alone). */
async function refundableOf(tx: DbClient, payment: { id: string; bookingId: string | null; offerId: string | null }): Promise<Rappen> {
  if (payment.bookingId) {
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: payment.bookingId }, select: BOOKING_MONEY_SELECT });
    return bookingBalance(booking, await listLedger(booking.id, tx)).refundable[payment.id] ?? 0;
  }
  const rows = await tx.ledgerEntry.findMany({ where: { offerId: payment.offerId, bookingId: null }, select: LINE_SELECT });
  return balance({ total: 0, cancelled: true, departure: "9999-12-31", today: "0000-01-01", rows: rows.map(toLedgerLine) }).refundable[payment.id] ?? 0;
}

/**
 * An admin's refund: the payment row is locked (two refunds at once are decided one after the
 * other), the amount checked against what it can still give back, the refund recorded and the
 * guest mailed, then sent to the provider. With `cancelStay`, a live booking is cancelled, in
 * Smoobu first (a job retries while Smoobu does not answer).
 */
export async function refundFromAdmin(input: { paymentId: string; amount: Rappen; reason: AdminRefundReason; note: string; cancelStay: boolean; adminId: string }): Promise<AdminRefundOutcome> {
  const db = await getDb();
  const decided = await db.$transaction(async (tx): Promise<AdminRefundOutcome | { refundId: string; cancel: { bookingId: string; smoobuBookingId: number | null } | null }> => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM ledger_entries WHERE id = ${input.paymentId}::uuid AND kind = 'payment' FOR UPDATE`;
    if (locked.length === 0) return { ok: false, error: "paymentNotFound" };
    const payment = await tx.ledgerEntry.findUniqueOrThrow({
      where: { id: input.paymentId },
      select: { id: true, bookingId: true, offerId: true, booking: { select: { id: true, type: true, smoobuBookingId: true } } },
    });
    const check = checkRefund(input.amount, await refundableOf(tx, payment));
    if (!check.ok) return { ok: false, error: check.error };
    const live = payment.booking && payment.booking.type !== "cancelled" && payment.booking.type !== "deleted";
    if (input.cancelStay && !live) return { ok: false, error: "cannotCancel" };
    const refundId = await requestRefund(tx, {
      paymentId: payment.id, amount: input.amount, reason: input.reason, note: input.note || null, createdById: input.adminId, notifyGuest: true,
    });
    return { refundId, cancel: input.cancelStay && payment.booking ? { bookingId: payment.booking.id, smoobuBookingId: payment.booking.smoobuBookingId } : null };
  });
  if ("ok" in decided) return decided;

  const status = await executeRefund(decided.refundId);
  if (decided.cancel) await cancelStay(decided.cancel.bookingId, decided.cancel.smoobuBookingId);
  return { ok: true, status, cancelled: decided.cancel !== null };
}

/** Cancels a stay: in Smoobu when it is there (retried by a job if Smoobu does not answer now), then here. */
async function cancelStay(bookingId: string, smoobuBookingId: number | null): Promise<void> {
  if (smoobuBookingId === null) {
    const db = await getDb();
    await db.booking.update({ where: { id: bookingId }, data: { type: "cancelled" } });
    return;
  }
  try {
    await cancelSmoobuReservation(smoobuBookingId);
  } catch (error) {
    console.warn("[refunds] Smoobu did not cancel the reservation now; a job retries", { bookingId }, error);
    await enqueue(QUEUES.smoobuCancel, { smoobuBookingId, reason: "refunded" }, { retryLimit: 10, retryDelay: 60, retryBackoff: true });
  }
}

/** Clears an attention note; false when there is no such row or offer. */
export async function resolveAttention(target: { entryId: string } | { offerId: string }): Promise<boolean> {
  const db = await getDb();
  if ("entryId" in target) return (await db.ledgerEntry.updateMany({ where: { id: target.entryId }, data: { attention: null } })).count === 1;
  return (await db.offer.updateMany({ where: { id: target.offerId }, data: { attentionReason: null } })).count === 1;
}
