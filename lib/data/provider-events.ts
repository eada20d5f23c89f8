import "server-only";
import { getDb } from "@/lib/db";
import type { AttentionCode } from "@/lib/domain/attention";
import { disputeStatusOf, FINAL_DISPUTE_STATUSES, type DisputeLedgerStatus } from "@/lib/domain/disputes";
import type { LedgerStatus } from "@/lib/domain/ledger";
import { rappenToDecimalString, type Rappen } from "@/lib/domain/money";
import { firstDelivery } from "./payment-fulfilment";
import { advanceRefund } from "./refunds";

/**
 * Refunds and disputes that happen at the provider (Stripe's dashboard, the guest's bank) reach
 * the ledger here, from the webhook. Each event is handled once (its id is recorded in the same
 * transaction); the refunds of a payment are always re-read from the provider, because a
 * charge.refunded event no longer lists them.
 */

export interface ProviderRefund {
  id: string;
  amount: Rappen;
  status: Extract<LedgerStatus, "pending" | "succeeded" | "failed" | "canceled">;
  /** Our ledger row, when we asked for the refund ourselves (metadata.ledgerEntryId). */
  ledgerEntryId: string | null;
  failureReason: string | null;
}

export type ProviderEventResult = "duplicate" | "unknownPayment" | "applied";

const event = (e: { provider: string; eventId: string; eventType: string }) => e;

/** Whether a provider's payment is one of ours (a ledger payment row). */
export async function isOurPayment(provider: string, paymentIntent: string): Promise<boolean> {
  const db = await getDb();
  return (await db.ledgerEntry.count({ where: { kind: "payment", provider, providerRef: paymentIntent } })) > 0;
}

/** Brings every refund of the payment `paymentIntent` into the ledger. */
export async function applyProviderRefunds(input: { provider: string; eventId: string; eventType: string; paymentIntent: string; refunds: readonly ProviderRefund[] }): Promise<ProviderEventResult> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const payment = await tx.ledgerEntry.findFirst({
      where: { kind: "payment", provider: input.provider, providerRef: input.paymentIntent },
      select: { id: true, bookingId: true, offerId: true, attemptId: true },
    });
    // Not ours: nothing is stored, not even the event id.
    if (!payment) return "unknownPayment";
    if (!(await firstDelivery(tx, event(input)))) return "duplicate";
    for (const refund of input.refunds) {
      const ours =
        (await tx.ledgerEntry.findFirst({ where: { kind: "refund", provider: input.provider, providerRef: refund.id }, select: { id: true } })) ??
        (refund.ledgerEntryId
          ? await tx.ledgerEntry.findFirst({ where: { id: refund.ledgerEntryId, kind: "refund", parentId: payment.id }, select: { id: true } })
          : null);
      if (ours) {
        await advanceRefund(tx, ours.id, { status: refund.status, providerRef: refund.id, failureReason: refund.failureReason });
        continue;
      }
      // Made at the provider itself (Stripe's dashboard): recorded as it is, for the office to check.
      await tx.ledgerEntry.create({
        data: {
          kind: "refund", status: refund.status, parentId: payment.id, bookingId: payment.bookingId, offerId: payment.offerId, attemptId: payment.attemptId,
          amount: rappenToDecimalString(refund.amount), provider: input.provider, providerRef: refund.id, reason: "provider",
          failureReason: refund.failureReason,
          attention: (refund.status === "failed" ? "providerRefundFailed" : "providerRefund") satisfies AttentionCode,
        },
      });
    }
    return "applied";
  });
}

export interface ProviderDispute {
  id: string;
  paymentIntent: string;
  amount: Rappen;
  /** Stripe's dispute status: needs_response, under_review, warning_*, won, lost, prevented, appeal_*. */
  status: string;
  reason: string | null;
  /** Stripe's dispute fees net of any it returned (its balance transactions); null when the event does not list them. */
  fee: Rappen | null;
}

const DISPUTE_ATTENTION: Record<DisputeLedgerStatus, AttentionCode | null> = {
  inquiry: "disputeInquiry", open: "disputeOpen", lost: "disputeLost", won: null, prevented: null, canceled: null,
};

/** Records or updates a dispute of one of our payments. */
export async function applyProviderDispute(input: { provider: string; eventId: string; eventType: string; dispute: ProviderDispute }): Promise<ProviderEventResult> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { dispute } = input;
    const payment = await tx.ledgerEntry.findFirst({
      where: { kind: "payment", provider: input.provider, providerRef: dispute.paymentIntent },
      select: { id: true, bookingId: true, offerId: true, attemptId: true },
    });
    // Not ours: nothing is stored, not even the event id.
    if (!payment) return "unknownPayment";
    if (!(await firstDelivery(tx, event(input)))) return "duplicate";
    const status = disputeStatusOf(dispute.status);
    const existing = await tx.ledgerEntry.findFirst({ where: { kind: "dispute", provider: input.provider, providerRef: dispute.id }, select: { id: true, status: true } });
    // A decided dispute never re-opens because an older event arrives late.
    if (existing && FINAL_DISPUTE_STATUSES.has(existing.status) && !FINAL_DISPUTE_STATUSES.has(status)) return "applied";
    const data = {
      status, amount: rappenToDecimalString(dispute.amount), reason: dispute.reason, attention: DISPUTE_ATTENTION[status], occurredAt: new Date(),
      // An event without the balance transactions keeps the fee we know.
      ...(dispute.fee === null ? {} : { fee: rappenToDecimalString(dispute.fee) }),
    };
    if (existing) await tx.ledgerEntry.update({ where: { id: existing.id }, data });
    else {
      await tx.ledgerEntry.create({
        data: { ...data, kind: "dispute", parentId: payment.id, bookingId: payment.bookingId, offerId: payment.offerId, attemptId: payment.attemptId, provider: input.provider, providerRef: dispute.id },
      });
    }
    return "applied";
  });
}
