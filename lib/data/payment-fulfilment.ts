import "server-only";
import { getDb } from "@/lib/db";
import { toRappen } from "@/lib/domain/money";
import { bookingOpenAmount } from "@/lib/domain/my-bookings";

export type PaymentOutcome = { kind: "succeeded"; providerPaymentId: string | null } | { kind: "failed" } | { kind: "none" };

export type OutcomeResult =
  /** The event id was seen before: nothing was done again. */
  | "duplicate"
  /** No payment has this session (or its metadata names another payment). */
  | "unknownSession"
  | "succeeded"
  | "failed"
  /** The payment was already in a final state that this event must not change (e.g. expired after paid). */
  | "unchanged";

/**
 * Applies a provider event to the open-amount payment of `sessionId`, exactly once: the event id
 * goes into processed_webhook_events in the same transaction, so a repeated delivery finds it and
 * does nothing, and a failure rolls both back so the provider's retry can succeed. The status
 * changes only from a state that allows it (pending → succeeded/failed, failed → succeeded: money
 * that arrived always wins), so events arriving out of order cannot undo a payment.
 */
export async function applyOpenAmountOutcome(input: {
  provider: string;
  eventId: string;
  eventType: string;
  sessionId: string;
  paymentId: string | null;
  outcome: PaymentOutcome;
}): Promise<OutcomeResult> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { count } = await tx.processedWebhookEvent.createMany({
      data: [{ provider: input.provider, eventId: input.eventId, eventType: input.eventType }],
      skipDuplicates: true,
    });
    if (count === 0) return "duplicate";

    const payment = await tx.bookingPayment.findUnique({ where: { providerSessionId: input.sessionId }, select: { id: true, bookingId: true } });
    // The metadata must agree with our own record of the session: a mismatch is never fulfilled.
    if (!payment || (input.paymentId !== null && input.paymentId !== payment.id)) return "unknownSession";

    if (input.outcome.kind === "none") return "unchanged";
    if (input.outcome.kind === "failed") {
      const { count: changed } = await tx.bookingPayment.updateMany({ where: { id: payment.id, status: "pending" }, data: { status: "failed" } });
      return changed === 1 ? "failed" : "unchanged";
    }

    // A second session paid in another tab: the money is kept but flagged, the booking was already settled.
    const needsRefund = payment.bookingId ? await alreadySettled(tx, payment.bookingId) : false;
    const { count: changed } = await tx.bookingPayment.updateMany({
      where: { id: payment.id, status: { in: ["pending", "failed"] } },
      data: { status: "succeeded", providerPaymentId: input.outcome.providerPaymentId, needsRefund },
    });
    return changed === 1 ? "succeeded" : "unchanged";
  });
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>["$transaction"]>[0]>[0];

async function alreadySettled(tx: Tx, bookingId: string): Promise<boolean> {
  const b = await tx.booking.findUnique({
    where: { id: bookingId },
    select: { price: true, prepayment: true, prepaymentPaid: true, priceElements: true, payments: { select: { amount: true, status: true } } },
  });
  if (!b) return false;
  return bookingOpenAmount({
    price: b.price === null ? null : toRappen(b.price),
    prepayment: b.prepayment === null ? null : toRappen(b.prepayment),
    prepaymentPaid: b.prepaymentPaid,
    priceElements: b.priceElements,
    payments: b.payments.map((p) => ({ amount: toRappen(p.amount), status: p.status })),
  }).fullyPaid;
}
