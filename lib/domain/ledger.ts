/**
 * The ledger rule: from the rows of a booking's ledger (payments through us, refunds, disputes,
 * and what Smoobu reports as paid elsewhere) it computes what is due, what is paid, what is open,
 * the payment state and whether the guest can pay online now. Every amount the site shows or
 * charges for a booking comes from `balance`; nothing else adds money up.
 *
 * Decisions, each tested in ledger.test.ts:
 *  - Refunds count from the moment we decide them (requested) until they fail or are canceled:
 *    money we have promised back is not "paid". A refund that lowers the price (goodwill) lowers
 *    what is due by the same amount, so it never re-opens the booking.
 *  - Disputes follow Stripe's money (docs/integrations/stripe.md): an open chargeback has taken
 *    the amount already ("disputed"), a lost one keeps it ("chargedBack"), a won one gives it
 *    back. An inquiry, a prevented dispute and a closed inquiry move nothing and block no refund.
 *    Stripe's dispute fees are our cost, shown apart: they never change what the guest owes.
 *    While a chargeback is open the guest is not asked to pay again (the bank holds the money).
 *  - Smoobu's "price paid" means the whole price is settled: what our own payments do not cover
 *    was paid elsewhere (a channel, cash at the office). Its "prepayment paid" counts the
 *    prepayment, minus our own payments that we wrote into that prepayment ourselves (an offer's
 *    deposit), so one franc is never counted twice. Smoobu's "deposit" is the security deposit
 *    (Kaution): it is shown, but it is not part of the price.
 *  - A stay whose channel collects (Airbnb, Booking.com...: lib/domain/channel-collection.ts)
 *    owes us nothing: the channel took the guest's money. Money of ours on it is a credit.
 *  - A cancelled stay owes nothing; money of ours still held on it is a credit (a refund due).
 *    What a channel collected for a cancelled stay is the channel's business, not ours.
 *  - The guest can pay online only while the stay is not over and at least Stripe's minimum
 *    charge is open.
 */

import type { IsoDate } from "./dates";
import type { Rappen } from "./money";
import { assertRappen } from "./money";

export type LedgerKind = "payment" | "refund" | "dispute" | "external";
export type LedgerStatus = "succeeded" | "requested" | "pending" | "failed" | "canceled" | "open" | "won" | "lost" | "reported" | "withdrawn" | "inquiry" | "prevented";
export type ExternalSource = "price" | "prepayment" | "deposit";

/** Stripe's minimum charge in CHF (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). */
export const MIN_CHARGE_RAPPEN: Rappen = 50;

export interface LedgerRow {
  id: string;
  kind: LedgerKind;
  status: LedgerStatus;
  /** Always positive (external rows may be 0): the kind says which way the money went. */
  amount: Rappen;
  source?: ExternalSource | null;
  /** Refunds and disputes: the payment they take back. */
  parentId?: string | null;
  /** Disputes: the fees the provider charged us for it (our cost, not the guest's). */
  fee?: Rappen | null;
  reducesPrice?: boolean;
  mirroredAsPrepayment?: boolean;
}

export interface BalanceInput {
  /** The stay's price (lib/domain/stay-total.ts). */
  total: Rappen;
  cancelled: boolean;
  /** The channel the stay was sold on collects its money (lib/domain/channel-collection.ts). */
  collectedByChannel?: boolean;
  /** Check-out day; the stay is over once it lies before `today`. */
  departure: IsoDate;
  /** The calendar date in Europe/Zurich. */
  today: IsoDate;
  rows: readonly LedgerRow[];
}

export type PaymentState = "fullyPaid" | "partlyPaid" | "unpaid" | "nothingDue" | "channel" | "cancelled";
export type NotPayableReason = "cancelled" | "stayOver" | "nothingOpen" | "belowMinimum" | "disputeOpen";

export interface Balance {
  total: Rappen;
  /** The total minus price reductions; zero for a cancelled stay. */
  due: Rappen;
  /** Payments received through us. */
  received: Rappen;
  /** Refunds decided, in progress or done. */
  refunded: Rappen;
  /** The part of `refunded` not yet completed by the provider. */
  refundsInProgress: Rappen;
  /** Open chargebacks: money Stripe has taken until the dispute is decided. */
  disputed: Rappen;
  /** Lost disputes. */
  chargedBack: Rappen;
  /** The dispute fees the provider charged us: our cost, outside what the guest owes. */
  disputeFees: Rappen;
  /** received − refunded − disputed − chargedBack. */
  paidThroughUs: Rappen;
  /** What Smoobu reports as paid elsewhere and our own payments do not already account for. */
  paidElsewhere: Rappen;
  /** paidThroughUs + paidElsewhere: "paid so far". */
  paid: Rappen;
  /** What the guest still owes (never negative). */
  open: Rappen;
  /** Money held beyond what is due: a refund is due (or a cancellation fee to decide). */
  credit: Rappen;
  /** The security deposit Smoobu reports as paid (not part of the price), or 0. */
  securityDeposit: Rappen;
  state: PaymentState;
  payable: boolean;
  notPayable: NotPayableReason | null;
  /** Per payment row: what can still be refunded (0 while a chargeback is open or once lost). */
  refundable: Record<string, Rappen>;
  /** Per row: what it counts for in `paid` (an external row our own payment covers counts 0). */
  counted: Record<string, Rappen>;
}

/** Refund statuses that mean the money is (going) back to the guest. */
const REFUND_COUNTS: ReadonlySet<LedgerStatus> = new Set(["requested", "pending", "succeeded"]);
const REFUND_IN_PROGRESS: ReadonlySet<LedgerStatus> = new Set(["requested", "pending"]);
/** Dispute statuses under which the money is not ours to refund: taken by the bank, or kept by it. */
const BLOCKS_REFUND: ReadonlySet<LedgerStatus> = new Set(["open", "lost"]);

export function refundCounts(status: LedgerStatus): boolean {
  return REFUND_COUNTS.has(status);
}

function sum(values: Iterable<Rappen>): Rappen {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

export function balance(input: BalanceInput): Balance {
  assertRappen(input.total, "total");
  for (const row of input.rows) {
    assertRappen(row.amount, `ledger row ${row.id}`);
    if (row.fee != null) assertRappen(row.fee, `fee of ledger row ${row.id}`);
    if (row.amount < 0) throw new RangeError(`ledger row ${row.id} has a negative amount`);
  }
  const payments = input.rows.filter((r) => r.kind === "payment" && r.status === "succeeded");
  const refunds = input.rows.filter((r) => r.kind === "refund" && REFUND_COUNTS.has(r.status));
  const disputes = input.rows.filter((r) => r.kind === "dispute");
  const reported = (source: ExternalSource) => input.rows.find((r) => r.kind === "external" && r.source === source && r.status === "reported");

  const received = sum(payments.map((p) => p.amount));
  const refunded = sum(refunds.map((r) => r.amount));
  const refundsInProgress = sum(refunds.filter((r) => REFUND_IN_PROGRESS.has(r.status)).map((r) => r.amount));
  const reductions = sum(refunds.filter((r) => r.reducesPrice).map((r) => r.amount));
  const disputed = sum(disputes.filter((d) => d.status === "open").map((d) => d.amount));
  const chargedBack = sum(disputes.filter((d) => d.status === "lost").map((d) => d.amount));
  const disputeFees = sum(disputes.map((d) => d.fee ?? 0));
  const paidThroughUs = received - refunded - disputed - chargedBack;

  const due = input.cancelled || input.collectedByChannel ? 0 : Math.max(0, input.total - reductions);
  const counted: Record<string, Rappen> = {};
  for (const p of payments) counted[p.id] = p.amount;

  let paidElsewhere = 0;
  const price = reported("price");
  const prepayment = reported("prepayment");
  // What a channel collected (its own stays, or a cancelled one) is the channel's business, not ours.
  const oursToCount = !input.cancelled && !input.collectedByChannel;
  if (oursToCount && price) {
    paidElsewhere = Math.max(0, due - paidThroughUs);
    counted[price.id] = paidElsewhere;
  } else if (oursToCount && prepayment) {
    const ours = sum(payments.filter((p) => p.mirroredAsPrepayment).map((p) => p.amount));
    paidElsewhere = Math.max(0, prepayment.amount - ours);
    counted[prepayment.id] = paidElsewhere;
  }
  for (const r of input.rows) if (!(r.id in counted)) counted[r.id] = 0;

  const paid = paidThroughUs + paidElsewhere;
  const open = Math.max(0, due - paid);
  const credit = Math.max(0, paid - due);

  const refundable: Record<string, Rappen> = {};
  for (const p of payments) {
    const takenBack = sum(refunds.filter((r) => r.parentId === p.id).map((r) => r.amount));
    const isDisputed = disputes.some((d) => d.parentId === p.id && BLOCKS_REFUND.has(d.status));
    refundable[p.id] = isDisputed ? 0 : Math.max(0, p.amount - takenBack);
  }

  const state: PaymentState = input.cancelled ? "cancelled" : input.collectedByChannel ? "channel" : due === 0 ? "nothingDue" : open === 0 ? "fullyPaid" : paid > 0 ? "partlyPaid" : "unpaid";
  const notPayable: NotPayableReason | null =
    state === "cancelled" ? "cancelled" : open === 0 ? "nothingOpen" : input.departure < input.today ? "stayOver" : disputed > 0 ? "disputeOpen" : open < MIN_CHARGE_RAPPEN ? "belowMinimum" : null;

  return {
    total: input.total,
    due,
    received,
    refunded,
    refundsInProgress,
    disputed,
    chargedBack,
    disputeFees,
    paidThroughUs,
    paidElsewhere,
    paid,
    open,
    credit,
    securityDeposit: reported("deposit")?.amount ?? 0,
    state,
    payable: notPayable === null,
    notPayable,
    refundable,
    counted,
  };
}
