import "server-only";
import type Stripe from "stripe";
import { applyProviderDispute, applyProviderRefunds, isOurPayment, type ProviderEventResult } from "@/lib/data/provider-events";
import { disputeFeeOf } from "@/lib/domain/disputes";
import { listStripeRefunds, refundStatusOf } from "./refunds";

/**
 * Refund and dispute events from Stripe's webhook, for payments of ours. The event's object is
 * only a hint (a charge.refunded charge no longer lists its refunds since API 2022-11-15): the
 * refunds of the payment intent are listed from the API, so a refund made in the dashboard, one
 * of ours, and a late failure all land in the ledger, whatever order the events arrive in.
 */

export const REFUND_EVENT_TYPES = ["charge.refunded", "charge.refund.updated", "refund.created", "refund.updated", "refund.failed"] as const;
export const DISPUTE_EVENT_TYPES = ["charge.dispute.created", "charge.dispute.updated", "charge.dispute.closed", "charge.dispute.funds_withdrawn", "charge.dispute.funds_reinstated"] as const;

/** An id or an expanded object's id; anything else (a malformed event) is none. */
function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  const id = typeof value === "object" && value !== null ? (value as { id?: unknown }).id : undefined;
  return typeof id === "string" ? id : null;
}

/** The payment intent an event's object (charge, refund or dispute) belongs to. */
function paymentIntentOf(object: Record<string, unknown>): string | null {
  return idOf(object.payment_intent);
}

export async function handleRefundEvent(stripe: Stripe, event: { id: string; type: string; data: { object: Record<string, unknown> } }): Promise<ProviderEventResult | "ignored"> {
  const paymentIntent = paymentIntentOf(event.data.object);
  if (!paymentIntent) return "ignored";
  // A payment that is not ours (another use of the account) is not even looked up at Stripe.
  if (!(await isOurPayment("stripe", paymentIntent))) return "unknownPayment";
  const refunds = await listStripeRefunds(stripe, paymentIntent);
  return applyProviderRefunds({
    provider: "stripe",
    eventId: event.id,
    eventType: event.type,
    paymentIntent,
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: r.amount,
      status: refundStatusOf(r.status),
      ledgerEntryId: r.metadata?.ledgerEntryId ?? null,
      failureReason: r.failure_reason ?? null,
    })),
  });
}

export async function handleDisputeEvent(event: { id: string; type: string; data: { object: Record<string, unknown> } }): Promise<ProviderEventResult | "ignored"> {
  const d = event.data.object as Partial<Stripe.Dispute> & Record<string, unknown>;
  const paymentIntent = paymentIntentOf(d);
  if (!paymentIntent || typeof d.id !== "string" || typeof d.amount !== "number") return "ignored";
  return applyProviderDispute({
    provider: "stripe",
    eventId: event.id,
    eventType: event.type,
    dispute: {
      id: d.id, paymentIntent, amount: d.amount, status: typeof d.status === "string" ? d.status : "needs_response", reason: typeof d.reason === "string" ? d.reason : null,
      fee: disputeFeeOf(d.balance_transactions),
    },
  });
}
