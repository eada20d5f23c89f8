import "server-only";
import { getDb } from "@/lib/db";
import { toRappen } from "@/lib/domain/money";
import { decideOpenAmountPayment } from "@/lib/domain/refunds";
import { revokeBookingLinks } from "./booking-links";
import { BOOKING_MONEY_SELECT, bookingBalance, listLedger, recordPayment, type DbClient } from "./ledger";
import { executeRefund, requestRefund } from "./refunds";

export type PaymentOutcome =
  | { kind: "succeeded"; providerPaymentId: string | null }
  /** Completed, but an asynchronous method is still settling (Stripe's payment_status unpaid). */
  | { kind: "processing" }
  | { kind: "failed" }
  | { kind: "expired" };

export type OutcomeResult =
  /** The event id was seen before: nothing was done again. */
  | "duplicate"
  /** No attempt has this session (or its metadata names another attempt). */
  | "unknownSession"
  | "succeeded"
  /** Money arrived and was (partly) refunded at once: it could not be used. */
  | "refunded"
  | "processing"
  | "failed"
  | "expired"
  /** The attempt was already in a state this event must not change (e.g. expired after paid). */
  | "unchanged";

export interface OutcomeInput {
  provider: string;
  eventId: string;
  eventType: string;
  sessionId: string;
  /** The attempt id the session's metadata names; must agree with our own record of the session. */
  paymentId: string | null;
  outcome: PaymentOutcome;
}

/** Records the event id; false when it was handled before (a repeated delivery). */
export async function firstDelivery(tx: DbClient, input: Pick<OutcomeInput, "provider" | "eventId" | "eventType">): Promise<boolean> {
  const { count } = await tx.processedWebhookEvent.createMany({
    data: [{ provider: input.provider, eventId: input.eventId, eventType: input.eventType }],
    skipDuplicates: true,
  });
  return count === 1;
}

/**
 * The attempt's status for an outcome without money, moving only forward: an open attempt may
 * start processing, fail or expire; a processing one may still fail; a paid one stays paid.
 */
export async function closeAttempt(tx: DbClient, attemptId: string, outcome: Exclude<PaymentOutcome, { kind: "succeeded" }>): Promise<boolean> {
  const from = outcome.kind === "processing" ? ["pending" as const] : ["pending" as const, "processing" as const];
  const { count } = await tx.bookingPayment.updateMany({ where: { id: attemptId, status: { in: from } }, data: { status: outcome.kind } });
  return count === 1;
}

/** Money arrived: the attempt is paid whatever it said before (money that arrived always wins). */
export async function markAttemptPaid(tx: DbClient, attemptId: string, providerPaymentId: string | null): Promise<boolean> {
  const { count } = await tx.bookingPayment.updateMany({
    where: { id: attemptId, status: { notIn: ["succeeded"] } },
    data: { status: "succeeded", providerPaymentId },
  });
  return count === 1;
}

/**
 * Applies a provider event to an open-amount attempt, exactly once: the event id goes into
 * processed_webhook_events in the same transaction, so a repeated delivery does nothing, and a
 * failure rolls both back so the provider's retry can succeed. Money that arrived becomes a
 * ledger row; the booking row is locked and the open amount computed before it, so what is no
 * longer open (paid in another tab, marked paid in Smoobu meanwhile, a cancelled stay) is refunded
 * at once, through the provider, and the guest is told.
 */
export async function applyOpenAmountOutcome(input: OutcomeInput): Promise<OutcomeResult> {
  const db = await getDb();
  const decided = await db.$transaction(async (tx): Promise<{ result: OutcomeResult; refundId?: string }> => {
    if (!(await firstDelivery(tx, input))) return { result: "duplicate" };
    const attempt = await tx.bookingPayment.findUnique({
      where: { providerSessionId: input.sessionId },
      select: { id: true, bookingId: true, amount: true, provider: true, purpose: true },
    });
    if (!attempt || !attempt.bookingId || attempt.purpose !== "open_amount" || (input.paymentId !== null && input.paymentId !== attempt.id)) {
      return { result: "unknownSession" };
    }
    if (input.outcome.kind !== "succeeded") {
      return { result: (await closeAttempt(tx, attempt.id, input.outcome)) ? input.outcome.kind : "unchanged" };
    }

    await markAttemptPaid(tx, attempt.id, input.outcome.providerPaymentId);
    // One payment at a time per booking: the open amount below must not move under us.
    await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${attempt.bookingId}::uuid FOR UPDATE`;
    const booking = await tx.booking.findUniqueOrThrow({ where: { id: attempt.bookingId }, select: BOOKING_MONEY_SELECT });
    const before = bookingBalance(booking, await listLedger(booking.id, tx));
    const amount = toRappen(attempt.amount);
    const payment = await recordPayment(tx, {
      attemptId: attempt.id, bookingId: booking.id, offerId: null, purpose: "open_amount", amount, provider: attempt.provider, providerRef: input.outcome.providerPaymentId,
    });
    if (!payment.created) return { result: "unchanged" };
    // Nothing open any more: the pay links in the guest's mails stop working in the same commit.
    if (bookingBalance(booking, await listLedger(booking.id, tx)).open === 0) await revokeBookingLinks(booking.id, "pay", "paid", tx);

    const cancelled = booking.type === "cancelled" || booking.type === "deleted";
    const decision = decideOpenAmountPayment(amount, before.open, cancelled);
    if (decision.refund === 0 || !decision.reason) return { result: "succeeded" };
    const refundId = await requestRefund(tx, { paymentId: payment.id, amount: decision.refund, reason: decision.reason, notifyGuest: true });
    return { result: "refunded", refundId };
  });
  // After the commit: the provider call must not hold the transaction open. A crash here leaves
  // the refund 'requested' for the sweeper (lib/jobs/payments.ts).
  if (decided.refundId) await executeRefund(decided.refundId);
  return decided.result;
}
