import "server-only";
import { getDb } from "@/lib/db";
import { LOCAL_TEST_PROVIDER } from "@/lib/domain/checkout";
import { toIsoDate } from "@/lib/domain/dates";
import type { AttentionCode } from "@/lib/domain/attention";
import type { LedgerStatus } from "@/lib/domain/ledger";
import { isLocale, type Locale } from "@/lib/domain/localized";
import { rappenToDecimalString, toRappen, type Rappen } from "@/lib/domain/money";
import { refundReducesPrice, stripeRefundReason, type RefundReason } from "@/lib/domain/refunds";
import { env } from "@/lib/env";
import { enqueueMail } from "@/lib/integrations/mail/outbox";
import { REFUND_GUEST_TEMPLATE, renderRefundGuest } from "@/lib/integrations/mail/templates/refund";
import { getStripe } from "@/lib/integrations/stripe/client";
import { createStripeRefund, isFinalRefundError, refundStatusOf } from "@/lib/integrations/stripe/refunds";
import type { DbClient } from "./ledger";

/** After this many provider calls that failed for passing reasons, a refund is failed and the office told. */
export const MAX_REFUND_ATTEMPTS = 8;

export interface RefundRequest {
  /** The payment row the money goes back from. */
  paymentId: string;
  amount: Rappen;
  reason: RefundReason;
  note?: string | null;
  createdById?: string | null;
  /** Tell the guest by mail (always for automatic refunds). */
  notifyGuest: boolean;
}

/**
 * Decides a refund inside the caller's transaction: a ledger row 'requested' (it counts at once:
 * the money is promised back) and, when asked, the guest's mail in their language. The provider
 * is called after the commit by executeRefund; a crash in between leaves the row to the sweeper.
 */
export async function requestRefund(tx: DbClient, r: RefundRequest): Promise<string> {
  const payment = await tx.ledgerEntry.findUniqueOrThrow({
    where: { id: r.paymentId },
    select: {
      id: true, kind: true, bookingId: true, offerId: true, attemptId: true, provider: true,
      booking: { select: { guestName: true, email: true, language: true, referenceId: true, arrival: true, departure: true, property: { select: { name: true } } } },
      offer: { select: { guestName: true, guestEmail: true, language: true, checkIn: true, checkOut: true, property: { select: { name: true } } } },
    },
  });
  if (payment.kind !== "payment") throw new Error(`ledger row ${r.paymentId} is not a payment`);
  const refund = await tx.ledgerEntry.create({
    data: {
      kind: "refund", status: "requested", parentId: payment.id, bookingId: payment.bookingId, offerId: payment.offerId, attemptId: payment.attemptId,
      amount: rappenToDecimalString(r.amount), provider: payment.provider, reason: r.reason, note: r.note ?? null,
      reducesPrice: refundReducesPrice(r.reason), createdById: r.createdById ?? null,
    },
    select: { id: true },
  });
  if (!r.notifyGuest) return refund.id;

  const b = payment.booking;
  const o = payment.offer;
  const email = b?.email ?? o?.guestEmail ?? null;
  if (!email) return refund.id;
  const language = b?.language ?? o?.language ?? null;
  const locale: Locale = isLocale(language) ? language : "de";
  const config = env();
  const mail = renderRefundGuest(
    {
      guestName: b?.guestName || o?.guestName || "",
      propertyName: b?.property.name ?? o?.property?.name ?? "",
      checkIn: b ? toIsoDate(b.arrival) : o?.checkIn ? toIsoDate(o.checkIn) : "",
      checkOut: b ? toIsoDate(b.departure) : o?.checkOut ? toIsoDate(o.checkOut) : "",
      amount: r.amount,
      reason: r.reason,
      note: r.reason === "other" ? (r.note ?? null) : null,
      officeEmail: config.OFFICE_EMAIL,
      siteName: config.SITE_NAME,
    },
    locale,
  );
  await enqueueMail({ to: email, ...mail, template: REFUND_GUEST_TEMPLATE, locale }, tx);
  return refund.id;
}

/** Statuses a refund may move to from each status (a provider's late event never moves one back). */
const FORWARD: Record<string, readonly LedgerStatus[]> = {
  requested: ["pending", "succeeded", "failed", "canceled"],
  pending: ["succeeded", "failed", "canceled"],
  // Stripe: a refund can still fail after it succeeded (docs.stripe.com/refunds#failed-refunds).
  succeeded: ["failed"],
  failed: [],
  canceled: [],
};

/**
 * Applies what the provider says of a refund (its answer, or a webhook): the provider's id and a
 * status that moves forward only. A failure puts the row in the office's attention queue.
 */
export async function advanceRefund(tx: DbClient, id: string, to: { status: LedgerStatus; providerRef?: string | null; failureReason?: string | null }): Promise<boolean> {
  // Locked: a webhook and the provider's answer arriving at once decide one after the other, so
  // a stale status can never overwrite a newer one.
  await tx.$queryRaw`SELECT id FROM ledger_entries WHERE id = ${id}::uuid FOR UPDATE`;
  const row = await tx.ledgerEntry.findUnique({ where: { id }, select: { status: true, providerRef: true } });
  if (!row) return false;
  const moves = row.status !== to.status && (FORWARD[row.status] ?? []).includes(to.status);
  const ref = to.providerRef && !row.providerRef ? to.providerRef : undefined;
  if (!moves && !ref) return false;
  await tx.ledgerEntry.update({
    where: { id },
    data: {
      ...(moves ? { status: to.status } : {}),
      ...(ref ? { providerRef: ref } : {}),
      ...(moves && to.status === "failed"
        ? { failureReason: to.failureReason ?? "failed at the provider", attention: "refundFailed" satisfies AttentionCode }
        : {}),
      // A refund that succeeded has no failure left (an earlier try may have noted one).
      ...(moves && to.status === "succeeded" ? { occurredAt: new Date(), failureReason: null } : {}),
    },
  });
  return true;
}

export type ExecuteOutcome = "succeeded" | "pending" | "failed" | "retry" | "skipped";

/**
 * Sends a requested refund to its provider, at most once in effect: Stripe gets an idempotency
 * key made of the row id, so a repeat (this job twice, or a retry after a lost answer) returns
 * the same refund. The built-in test provider (the demo) moves no money and succeeds at once.
 */
export async function executeRefund(refundId: string): Promise<ExecuteOutcome> {
  const db = await getDb();
  const row = await db.ledgerEntry.findUnique({
    where: { id: refundId },
    select: { id: true, kind: true, status: true, amount: true, reason: true, attempts: true, bookingId: true, offerId: true, parent: { select: { provider: true, providerRef: true } } },
  });
  if (!row || row.kind !== "refund" || row.status !== "requested" || !row.parent) return "skipped";

  if (row.parent.provider === LOCAL_TEST_PROVIDER) {
    await db.$transaction((tx) => advanceRefund(tx, row.id, { status: "succeeded", providerRef: `re_local_${row.id}` }));
    return "succeeded";
  }
  const stripe = getStripe();
  const fail = async (reason: string): Promise<ExecuteOutcome> => {
    await db.$transaction((tx) => advanceRefund(tx, row.id, { status: "failed", failureReason: reason }));
    return "failed";
  };
  if (row.parent.provider !== "stripe" || !stripe) return fail(`no way to refund a ${row.parent.provider} payment here`);
  if (!row.parent.providerRef) return fail("the payment has no payment intent to refund");

  try {
    const refund = await createStripeRefund(stripe, {
      ledgerEntryId: row.id,
      paymentIntent: row.parent.providerRef,
      amount: toRappen(row.amount),
      reason: stripeRefundReason((row.reason ?? "other") as RefundReason),
      metadata: { ...(row.bookingId ? { bookingId: row.bookingId } : {}), ...(row.offerId ? { offerId: row.offerId } : {}) },
    });
    const status = refundStatusOf(refund.status);
    await db.$transaction((tx) => advanceRefund(tx, row.id, { status, providerRef: refund.id, failureReason: refund.failure_reason ?? null }));
    return status === "canceled" ? "failed" : status;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Only the answers may have been lost: Stripe's webhook can have settled the refund meanwhile.
    if ((await db.ledgerEntry.count({ where: { id: row.id, status: "requested" } })) === 0) return "skipped";
    if (isFinalRefundError(error) || row.attempts + 1 >= MAX_REFUND_ATTEMPTS) {
      console.error("[refunds] Stripe refused the refund", { refundId }, error);
      return fail(message);
    }
    console.warn("[refunds] refund not sent yet; retried later", { refundId, attempt: row.attempts + 1 }, message);
    await db.ledgerEntry.updateMany({ where: { id: row.id, status: "requested" }, data: { attempts: { increment: 1 }, failureReason: message } });
    return "retry";
  }
}

/** Refunds decided but not sent (a crash after the commit, or a provider that did not answer). */
export async function executeDueRefunds(olderThanMs = 30_000, now = new Date()): Promise<Record<string, ExecuteOutcome>> {
  const db = await getDb();
  const due = await db.ledgerEntry.findMany({
    where: { kind: "refund", status: "requested", updatedAt: { lt: new Date(now.getTime() - olderThanMs) } },
    orderBy: { createdAt: "asc" },
    take: 50,
    select: { id: true },
  });
  const outcomes: Record<string, ExecuteOutcome> = {};
  for (const { id } of due) outcomes[id] = await executeRefund(id);
  return outcomes;
}
