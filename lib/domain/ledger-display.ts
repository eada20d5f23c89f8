/**
 * How ledger rows read on the booking pages: which rows a guest sees, what each is called, which
 * way its money went, and its status in words. Pure, so the guest's and the admin's pages and the
 * CSV export say the same thing.
 */

import type { Balance, LedgerRow, LedgerStatus } from "./ledger";

export type LineLabel =
  | "paymentDeposit"
  | "paymentOpenAmount"
  | "refund"
  | "dispute"
  | "externalPrice"
  | "externalPrepayment"
  | "externalDeposit";

export type LineTone = "in" | "out" | "info";

export type LineStatus = "paid" | "refundInProgress" | "refunded" | "refundFailed" | "refundCanceled" | "disputeInquiry" | "disputeOpen" | "disputeWon" | "disputeLost" | "disputePrevented" | "disputeClosed" | "reported" | "withdrawn";

export interface LineView {
  label: LineLabel;
  /** "in": money received; "out": money going back; "info": a report that moves nothing of ours. */
  tone: LineTone;
  status: LineStatus;
}

const DISPUTE_STATUS: Partial<Record<LedgerStatus, LineStatus>> = {
  inquiry: "disputeInquiry", open: "disputeOpen", won: "disputeWon", lost: "disputeLost", prevented: "disputePrevented", canceled: "disputeClosed",
};

function statusOf(kind: LedgerRow["kind"], status: LedgerStatus): LineStatus {
  if (kind === "refund") return status === "succeeded" ? "refunded" : status === "failed" ? "refundFailed" : status === "canceled" ? "refundCanceled" : "refundInProgress";
  if (kind === "dispute") return DISPUTE_STATUS[status] ?? "disputeOpen";
  if (kind === "external") return status === "withdrawn" ? "withdrawn" : "reported";
  return "paid";
}

export function lineView(row: Pick<LedgerRow, "kind" | "status" | "source"> & { purpose?: string | null }): LineView {
  const status = statusOf(row.kind, row.status);
  switch (row.kind) {
    case "payment":
      return { label: row.purpose === "offer_deposit" ? "paymentDeposit" : "paymentOpenAmount", tone: "in", status };
    case "refund":
      return { label: "refund", tone: "out", status };
    case "dispute":
      return { label: "dispute", tone: "out", status };
    case "external":
      return { label: row.source === "price" ? "externalPrice" : row.source === "prepayment" ? "externalPrepayment" : "externalDeposit", tone: "info", status };
  }
}

/**
 * The rows a guest sees: money through us, and Smoobu's reports that count for something (paid
 * elsewhere, the security deposit, or the price a collecting channel reports paid: "Paid via
 * Booking.com"). A report our own payment already covers, or one Smoobu withdrew, would only say
 * the same franc twice, or nothing.
 */
export function guestVisibleRows<T extends LedgerRow>(rows: readonly T[], balance: Pick<Balance, "counted" | "state">): T[] {
  return rows.filter((r) => {
    if (r.kind !== "external") return true;
    if (r.status !== "reported") return false;
    if (balance.state === "channel" && r.source === "price") return true;
    return r.source === "deposit" || (balance.counted[r.id] ?? 0) > 0;
  });
}
