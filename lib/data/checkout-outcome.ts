import "server-only";
import { isRefundReason, type RefundReason } from "@/lib/domain/refunds";
import { refundCounts, type LedgerStatus } from "@/lib/domain/ledger";
import { toRappen, type Rappen } from "@/lib/domain/money";
import { plainClient } from "./ledger";

/**
 * What happened to one payment session, read from the server (never from the redirect that
 * brought the guest back), for the success pages of an offer and of a booking's open amount.
 */
export type CheckoutOutcome =
  /** The money is kept: the booking exists (an offer) or the open amount is paid. */
  | { kind: "confirmed"; amount: Rappen; bookingId: string | null; reference: string | null; refund: RefundFacts | null }
  /** Paid, but the office completes the reservation by hand (Smoobu unreachable). */
  | { kind: "attention"; amount: Rappen }
  /** The session is open, the webhook has not arrived yet, or an asynchronous method is settling. */
  | { kind: "processing" }
  /** The money goes back: why, how much, and whether it is done. */
  | { kind: "refunded"; amount: Rappen; refund: RefundFacts }
  /** Closed without payment (cancelled, expired, failed). */
  | { kind: "notPaid" };

export interface RefundFacts {
  amount: Rappen;
  reason: RefundReason;
  state: "inProgress" | "done" | "failed";
}

function refundState(statuses: readonly LedgerStatus[]): RefundFacts["state"] {
  if (statuses.length > 0 && statuses.every((s) => s === "succeeded")) return "done";
  if (statuses.some((s) => s === "requested" || s === "pending")) return "inProgress";
  return statuses.some((s) => s === "succeeded") ? "done" : "failed";
}

/** Null when the session is not a payment of this offer or booking (the page then says nothing about it). */
export async function readCheckoutOutcome(sessionId: string, owner: { offerId: string } | { bookingId: string }): Promise<CheckoutOutcome | null> {
  if (!sessionId || sessionId.length > 200) return null;
  const db = await plainClient();
  const attempt = await db.bookingPayment.findUnique({
    where: { providerSessionId: sessionId },
    select: {
      status: true, offerId: true, bookingId: true, purpose: true,
      offer: { select: { attentionReason: true, booking: { select: { id: true, referenceId: true } } } },
      ledger: { select: { id: true, kind: true, status: true, amount: true, reason: true, parentId: true } },
    },
  });
  if (!attempt) return null;
  const mine = "offerId" in owner ? attempt.offerId === owner.offerId && attempt.purpose === "offer_deposit" : attempt.bookingId === owner.bookingId && attempt.purpose === "open_amount";
  if (!mine) return null;

  const payment = attempt.ledger.find((r) => r.kind === "payment");
  if (!payment) return attempt.status === "pending" || attempt.status === "processing" || attempt.status === "succeeded" ? { kind: "processing" } : { kind: "notPaid" };

  const amount = toRappen(payment.amount);
  const refunds = attempt.ledger.filter((r) => r.kind === "refund" && r.parentId === payment.id);
  const counted = refunds.filter((r) => refundCounts(r.status as LedgerStatus) || r.status === "failed");
  const refunded = counted.filter((r) => r.status !== "failed").reduce((sum, r) => sum + toRappen(r.amount), 0);
  const refund: RefundFacts | null =
    counted.length > 0
      ? {
          amount: counted.reduce((sum, r) => sum + toRappen(r.amount), 0),
          reason: isRefundReason(counted[0]?.reason) ? (counted[0]?.reason as RefundReason) : "provider",
          state: refundState(counted.map((r) => r.status as LedgerStatus)),
        }
      : null;
  if (refund && refunded >= amount) return { kind: "refunded", amount, refund };
  if (refund && refund.state === "failed" && refund.amount >= amount) return { kind: "refunded", amount, refund };

  if (attempt.purpose === "open_amount") return { kind: "confirmed", amount, bookingId: attempt.bookingId, reference: null, refund };
  const booking = attempt.offer?.booking ?? null;
  if (booking) return { kind: "confirmed", amount, bookingId: booking.id, reference: booking.referenceId, refund };
  if (attempt.offer?.attentionReason) return { kind: "attention", amount };
  return { kind: "processing" };
}
