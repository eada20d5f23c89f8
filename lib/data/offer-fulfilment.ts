import "server-only";
import { getDb } from "@/lib/db";
import { ATTENTION } from "@/lib/domain/offer-checkout";
import type { OutcomeResult, PaymentOutcome } from "./payment-fulfilment";
import { bookOfferReservation, notifyOfficeOfAttention } from "./offer-reservation";

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>["$transaction"]>[0]>[0];

/** What the transaction decided; the reservation (an HTTP call to Smoobu) happens after it. */
type Decision =
  | { kind: "result"; result: OutcomeResult }
  | { kind: "flagged"; offerId: string; paymentId: string; reason: string }
  | { kind: "claimed"; offerId: string; paymentId: string };

/**
 * Applies a provider event to the offer_deposit payment of `sessionId`, exactly once. The event id
 * goes into processed_webhook_events in the same transaction that records the payment and claims
 * the offer (accepted, paid_at), so a repeated delivery finds it and does nothing. The offer row
 * is locked, so two payments of one offer are serialised: the second is recorded with needsRefund.
 * Creating the reservation talks to Smoobu and must not hold the transaction open (and a refusal
 * must not roll back a payment): it runs after the commit, and its failures flag the offer.
 */
export async function applyOfferDepositOutcome(input: {
  provider: string;
  eventId: string;
  eventType: string;
  sessionId: string;
  paymentId: string | null;
  outcome: PaymentOutcome;
}): Promise<OutcomeResult> {
  const db = await getDb();
  const decision = await db.$transaction((tx) => decide(tx, input));
  if (decision.kind === "result") return decision.result;
  if (decision.kind === "flagged") {
    await notifyOfficeOfAttention(decision.offerId, decision.paymentId, decision.reason);
    return "succeeded";
  }
  await bookOfferReservation(decision.offerId, decision.paymentId, input.sessionId);
  return "succeeded";
}

async function decide(tx: Tx, input: Parameters<typeof applyOfferDepositOutcome>[0]): Promise<Decision> {
  const result = (r: OutcomeResult): Decision => ({ kind: "result", result: r });
  const { count } = await tx.processedWebhookEvent.createMany({
    data: [{ provider: input.provider, eventId: input.eventId, eventType: input.eventType }],
    skipDuplicates: true,
  });
  if (count === 0) return result("duplicate");

  const payment = await tx.bookingPayment.findUnique({
    where: { providerSessionId: input.sessionId },
    select: { id: true, offerId: true, purpose: true, status: true },
  });
  // The metadata must agree with our own record of the session: a mismatch is never fulfilled.
  if (!payment || !payment.offerId || payment.purpose !== "offer_deposit" || (input.paymentId !== null && input.paymentId !== payment.id)) {
    return result("unknownSession");
  }
  if (input.outcome.kind === "none") return result("unchanged");
  if (input.outcome.kind === "failed") {
    // Released: a failed or expired attempt no longer holds the offer's dates (see offer-holds).
    const { count: changed } = await tx.bookingPayment.updateMany({ where: { id: payment.id, status: "pending" }, data: { status: "failed" } });
    return result(changed === 1 ? "failed" : "unchanged");
  }
  if (payment.status === "succeeded" || payment.status === "refunded") return result("unchanged");

  await tx.$queryRaw`SELECT id FROM offers WHERE id = ${payment.offerId}::uuid FOR UPDATE`;
  const offer = await tx.offer.findUniqueOrThrow({
    where: { id: payment.offerId },
    select: { id: true, paidAt: true, propertyId: true, checkIn: true, checkOut: true },
  });
  const paid = { status: "succeeded" as const, providerPaymentId: input.outcome.providerPaymentId };

  // Money that arrived is always recorded; what differs is whether it can be used.
  const flag = async (reason: string): Promise<Decision> => {
    await tx.bookingPayment.update({ where: { id: payment.id }, data: { ...paid, needsRefund: true } });
    await tx.offer.update({ where: { id: offer.id }, data: { attentionReason: reason } });
    return { kind: "flagged", offerId: offer.id, paymentId: payment.id, reason };
  };
  if (offer.paidAt) return flag(ATTENTION.doublePayment);
  if (offer.propertyId && offer.checkIn && offer.checkOut) {
    // A booking that appeared meanwhile (another buyer won the race, or a sync brought one in).
    const clash = await tx.booking.findFirst({
      where: { propertyId: offer.propertyId, type: { notIn: ["cancelled", "deleted"] }, arrival: { lt: offer.checkOut }, departure: { gt: offer.checkIn } },
      select: { id: true },
    });
    if (clash) return flag(ATTENTION.datesTaken);
  }

  await tx.bookingPayment.update({ where: { id: payment.id }, data: paid });
  await tx.offer.update({ where: { id: offer.id }, data: { status: "accepted", paidAt: new Date() } });
  return { kind: "claimed", offerId: offer.id, paymentId: payment.id };
}
