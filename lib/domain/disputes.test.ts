import { describe, expect, it } from "vitest";
import { disputeFeeOf, disputeStatusOf, FINAL_DISPUTE_STATUSES } from "./disputes";

describe("disputeStatusOf", () => {
  it("maps every status of Stripe's Dispute.Status, and an unknown one to an open chargeback", () => {
    expect(
      Object.fromEntries(
        ["warning_needs_response", "warning_under_review", "warning_closed", "needs_response", "under_review", "won", "lost", "prevented", "appeal_needs_response", "appeal_under_review", "something_new"].map(
          (s) => [s, disputeStatusOf(s)],
        ),
      ),
    ).toEqual({
      warning_needs_response: "inquiry", warning_under_review: "inquiry", warning_closed: "canceled", needs_response: "open", under_review: "open",
      won: "won", lost: "lost", prevented: "prevented", appeal_needs_response: "open", appeal_under_review: "open", something_new: "open",
    });
  });

  it("only decided disputes and closed inquiries are final", () => {
    expect([...FINAL_DISPUTE_STATUSES].sort()).toEqual(["canceled", "lost", "prevented", "won"]);
  });
});

describe("disputeFeeOf", () => {
  const txn = (amount: number, fee: number) => ({ object: "balance_transaction", amount, fee });

  it("sums the fees of the balance transactions: the withdrawal's dispute fee, minus a fee a reinstatement returns", () => {
    expect(disputeFeeOf([txn(-100_000, 1500)])).toBe(1500);
    expect(disputeFeeOf([txn(-100_000, 1500), txn(100_000, 0)])).toBe(1500);
    // A countered dispute that is won: Stripe returns the countered fee (docs/integrations/stripe.md).
    expect(disputeFeeOf([txn(-100_000, 1500), txn(0, 1500), txn(100_000, -1500)])).toBe(1500);
  });

  it("an inquiry's empty list is no fee; no list, or ids only, leaves the fee unknown; never negative", () => {
    expect(disputeFeeOf([])).toBe(0);
    expect(disputeFeeOf(undefined)).toBeNull();
    expect(disputeFeeOf(["txn_1"])).toBeNull();
    expect(disputeFeeOf([txn(100_000, -1500)])).toBe(0);
    expect(disputeFeeOf([txn(-1, 1.5)])).toBeNull();
  });
});
