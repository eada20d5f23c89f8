import "server-only";
import { getDb } from "@/lib/db";
import { toIsoDate } from "@/lib/domain/dates";
import { ASYNC_HOLD_HOURS } from "@/lib/domain/holds";
import { toRappen } from "@/lib/domain/money";
import { decideOfferPayment } from "@/lib/domain/refunds";
import { extendHold, holdStateOf, reacquireHold, releaseHold } from "./holds";
import { recordPayment, type DbClient } from "./ledger";
import { bookOfferReservation } from "./offer-reservation";
import { closeAttempt, firstDelivery, markAttemptPaid, type OutcomeInput, type OutcomeResult } from "./payment-fulfilment";
import { executeRefund, requestRefund } from "./refunds";

/** What the transaction decided; the reservation and the refund (HTTP calls) happen after it. */
type Decision = { result: OutcomeResult; book?: { offerId: string; attemptId: string; paymentId: string }; refundId?: string };

/**
 * Applies a provider event to an offer's deposit attempt, exactly once (the event id is recorded
 * in the same transaction). Money that arrived is always recorded in the ledger; whether it books
 * the stay is decided with today's facts, the offer row locked (lib/domain/refunds.ts
 * decideOfferPayment): still payable, the nights still this payment's (its hold, or free again),
 * nobody else paid. Anything else is refunded automatically and the guest told in their language.
 * Booking the stay talks to Smoobu and runs after the commit.
 */
export async function applyOfferDepositOutcome(input: OutcomeInput): Promise<OutcomeResult> {
  const db = await getDb();
  const now = new Date();
  const decision = await db.$transaction((tx) => decide(tx, input, now));
  if (decision.refundId) await executeRefund(decision.refundId);
  if (decision.book) await bookOfferReservation(decision.book.offerId, decision.book.attemptId, decision.book.paymentId, input.sessionId);
  return decision.result;
}

async function decide(tx: DbClient, input: OutcomeInput, now: Date): Promise<Decision> {
  if (!(await firstDelivery(tx, input))) return { result: "duplicate" };
  const attempt = await tx.bookingPayment.findUnique({
    where: { providerSessionId: input.sessionId },
    select: { id: true, offerId: true, purpose: true, amount: true, provider: true },
  });
  // The metadata must agree with our own record of the session: a mismatch is never fulfilled.
  if (!attempt || !attempt.offerId || attempt.purpose !== "offer_deposit" || (input.paymentId !== null && input.paymentId !== attempt.id)) {
    return { result: "unknownSession" };
  }
  if (input.outcome.kind === "processing") {
    // Completed, money still settling: the nights stay held until the method says yes or no.
    const changed = await closeAttempt(tx, attempt.id, input.outcome);
    await extendHold(tx, attempt.id, new Date(now.getTime() + ASYNC_HOLD_HOURS * 3_600_000));
    return { result: changed ? "processing" : "unchanged" };
  }
  if (input.outcome.kind !== "succeeded") {
    const changed = await closeAttempt(tx, attempt.id, input.outcome);
    if (changed) await releaseHold(tx, attempt.id, input.outcome.kind, now);
    return { result: changed ? input.outcome.kind : "unchanged" };
  }

  await markAttemptPaid(tx, attempt.id, input.outcome.providerPaymentId);
  // Two payments of one offer are decided one after the other.
  await tx.$queryRaw`SELECT id FROM offers WHERE id = ${attempt.offerId}::uuid FOR UPDATE`;
  const offer = await tx.offer.findUniqueOrThrow({
    where: { id: attempt.offerId },
    select: { id: true, status: true, expiresAt: true, paidAt: true, propertyId: true, checkIn: true, checkOut: true, booking: { select: { id: true } } },
  });
  const payment = await recordPayment(tx, {
    attemptId: attempt.id, bookingId: null, offerId: offer.id, purpose: "offer_deposit",
    amount: toRappen(attempt.amount), provider: attempt.provider, providerRef: input.outcome.providerPaymentId,
  });
  if (!payment.created) return { result: "unchanged" };

  const stay = offer.propertyId && offer.checkIn && offer.checkOut ? { propertyId: offer.propertyId, checkIn: toIsoDate(offer.checkIn), checkOut: toIsoDate(offer.checkOut) } : null;
  const clash = stay
    ? (await tx.booking.count({
        where: { propertyId: stay.propertyId, type: { notIn: ["cancelled", "deleted"] }, arrival: { lt: offer.checkOut ?? now }, departure: { gt: offer.checkIn ?? now } },
      })) > 0
    : false;
  const hold = await holdStateOf(tx, attempt.id);
  let verdict = decideOfferPayment({
    offer: { status: offer.status, expiresAt: offer.expiresAt },
    paidByOther: offer.paidAt !== null || offer.booking !== null,
    clash,
    hold: hold.state,
    now,
  });
  if (verdict.kind === "reacquire") {
    const taken = stay !== null && (await reacquireHold(tx, { attemptId: attempt.id, offerId: offer.id, ...stay, expiresAt: new Date(now.getTime() + 60 * 60_000) }));
    verdict = taken ? { kind: "book" } : { kind: "refund", reason: "dates_taken" };
  }
  if (verdict.kind === "refund") {
    // A hold this payment still had is no longer needed: the nights go back to sale.
    await releaseHold(tx, attempt.id, "refunded", now);
    const refundId = await requestRefund(tx, { paymentId: payment.id, amount: toRappen(attempt.amount), reason: verdict.reason, notifyGuest: true });
    return { result: "refunded", refundId };
  }
  await tx.offer.update({ where: { id: offer.id }, data: { status: "accepted", paidAt: now } });
  return { result: "succeeded", book: { offerId: offer.id, attemptId: attempt.id, paymentId: payment.id } };
}
