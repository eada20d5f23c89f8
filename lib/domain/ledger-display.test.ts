import { describe, expect, it } from "vitest";
import { balance, type LedgerRow } from "./ledger";
import { guestVisibleRows, lineView } from "./ledger-display";

describe("lineView", () => {
  it("names payments by what they paid for, money in", () => {
    expect(lineView({ kind: "payment", status: "succeeded", purpose: "offer_deposit" })).toEqual({ label: "paymentDeposit", tone: "in", status: "paid" });
    expect(lineView({ kind: "payment", status: "succeeded", purpose: "open_amount" })).toEqual({ label: "paymentOpenAmount", tone: "in", status: "paid" });
  });
  it("refunds go out, with their progress in words (never 'pending')", () => {
    expect(lineView({ kind: "refund", status: "requested" }).status).toBe("refundInProgress");
    expect(lineView({ kind: "refund", status: "pending" }).status).toBe("refundInProgress");
    expect(lineView({ kind: "refund", status: "succeeded" })).toEqual({ label: "refund", tone: "out", status: "refunded" });
    expect(lineView({ kind: "refund", status: "failed" }).status).toBe("refundFailed");
    expect(lineView({ kind: "refund", status: "canceled" }).status).toBe("refundCanceled");
  });
  it("disputes and Smoobu's reports", () => {
    expect(lineView({ kind: "dispute", status: "open" })).toEqual({ label: "dispute", tone: "out", status: "disputeOpen" });
    expect(lineView({ kind: "dispute", status: "won" }).status).toBe("disputeWon");
    expect(lineView({ kind: "dispute", status: "lost" }).status).toBe("disputeLost");
    expect(lineView({ kind: "external", status: "reported", source: "price" })).toEqual({ label: "externalPrice", tone: "info", status: "reported" });
    expect(lineView({ kind: "external", status: "withdrawn", source: "prepayment" })).toEqual({ label: "externalPrepayment", tone: "info", status: "withdrawn" });
    expect(lineView({ kind: "external", status: "reported", source: "deposit" }).label).toBe("externalDeposit");
  });
});

describe("guestVisibleRows", () => {
  it("hides a report our own deposit covers and withdrawn reports; keeps money through us and the security deposit", () => {
    const rows: LedgerRow[] = [
      { id: "p", kind: "payment", status: "succeeded", amount: 25_000, mirroredAsPrepayment: true },
      { id: "pre", kind: "external", status: "reported", amount: 25_000, source: "prepayment" },
      { id: "old", kind: "external", status: "withdrawn", amount: 100, source: "price" },
      { id: "dep", kind: "external", status: "reported", amount: 50_000, source: "deposit" },
      { id: "r", kind: "refund", status: "requested", amount: 5_000, parentId: "p" },
    ];
    const b = balance({ total: 100_000, cancelled: false, departure: "2026-12-01", today: "2026-11-25", rows });
    expect(guestVisibleRows(rows, b).map((r) => r.id)).toEqual(["p", "dep", "r"]);
  });
  it("on a stay its channel collects, shows the channel's report of the price paid (it counts for nothing of ours)", () => {
    const rows: LedgerRow[] = [{ id: "price", kind: "external", status: "reported", amount: 100_000, source: "price" }, { id: "pre", kind: "external", status: "reported", amount: 100, source: "prepayment" }];
    const b = balance({ total: 100_000, cancelled: false, collectedByChannel: true, departure: "2026-12-01", today: "2026-11-25", rows });
    expect(b.counted.price).toBe(0);
    expect(guestVisibleRows(rows, b).map((r) => r.id)).toEqual(["price"]);
  });

  it("shows a channel's payment that counts", () => {
    const rows: LedgerRow[] = [{ id: "price", kind: "external", status: "reported", amount: 100_000, source: "price" }];
    const b = balance({ total: 100_000, cancelled: false, departure: "2026-12-01", today: "2026-11-25", rows });
    expect(guestVisibleRows(rows, b).map((r) => r.id)).toEqual(["price"]);
  });
});

describe("dispute rows", () => {
  it("each of the ledger's dispute statuses reads as its own line status", () => {
    const statuses = { inquiry: "disputeInquiry", open: "disputeOpen", won: "disputeWon", lost: "disputeLost", prevented: "disputePrevented", canceled: "disputeClosed" } as const;
    for (const [status, expected] of Object.entries(statuses)) {
      expect(lineView({ kind: "dispute", status: status as keyof typeof statuses })).toEqual({ label: "dispute", tone: "out", status: expected });
    }
  });
});
