import { describe, expect, it } from "vitest";
import { openAmount, type OpenAmountInput } from "./open-amount";

const input = (overrides: Partial<OpenAmountInput> = {}): OpenAmountInput => ({
  price: 100_000,
  priceElements: null,
  prepayment: null,
  prepaymentPaid: false,
  payments: [],
  ...overrides,
});

describe("openAmount — total", () => {
  it("uses the booking price without price elements", () => {
    expect(openAmount(input())).toEqual({ total: 100_000, paid: 0, open: 100_000, fullyPaid: false });
    expect(openAmount(input({ priceElements: [] })).total).toBe(100_000);
  });

  it("sums the price elements (CHF numbers and strings) instead of the price", () => {
    // 1200.50 + 300.25 + 0.29 CHF = 120050 + 30025 + 29 Rappen.
    const elements = [{ amount: "1200.50" }, { amount: 300.25 }, { amount: "0.29" }];
    expect(openAmount(input({ price: 999, priceElements: elements })).total).toBe(150_104);
  });

  it("sums the elements exactly, without float drift", () => {
    expect(0.1 + 0.2).not.toBe(0.3); // the trap being avoided
    expect(openAmount(input({ priceElements: [{ amount: 0.1 }, { amount: 0.2 }] })).total).toBe(30);
  });

  it("handles negative elements such as a rebate line", () => {
    expect(openAmount(input({ priceElements: [{ amount: "500" }, { amount: "-50.50" }] })).total).toBe(44_950);
  });

  it("treats a missing price as zero (nothing owed)", () => {
    expect(openAmount(input({ price: null }))).toEqual({ total: 0, paid: 0, open: 0, fullyPaid: true });
  });

  it("throws on an element that is not an amount", () => {
    expect(() => openAmount(input({ priceElements: [{ amount: "abc" }] }))).toThrow(RangeError);
  });
});

describe("openAmount — prepayment", () => {
  it("deducts a paid prepayment", () => {
    expect(openAmount(input({ prepayment: 30_000, prepaymentPaid: true }))).toEqual({
      total: 100_000,
      paid: 30_000,
      open: 70_000,
      fullyPaid: false,
    });
  });

  it("does not deduct an unpaid prepayment: it is still owed", () => {
    expect(openAmount(input({ prepayment: 30_000, prepaymentPaid: false }))).toEqual({
      total: 100_000,
      paid: 0,
      open: 100_000,
      fullyPaid: false,
    });
  });

  it("treats a paid flag without an amount as zero", () => {
    expect(openAmount(input({ prepayment: null, prepaymentPaid: true })).open).toBe(100_000);
  });
});

describe("openAmount — payments", () => {
  it("counts only succeeded payments", () => {
    const result = openAmount(
      input({
        payments: [
          { amount: 20_000, status: "succeeded" },
          { amount: 50_000, status: "failed" },
          { amount: 10_000, status: "pending" },
          { amount: 30_000, status: "refunded" },
          { amount: 5_000, status: "succeeded" },
        ],
      }),
    );
    expect(result).toEqual({ total: 100_000, paid: 25_000, open: 75_000, fullyPaid: false });
  });

  it("is fully paid exactly at zero", () => {
    const result = openAmount(
      input({ prepayment: 25_000, prepaymentPaid: true, payments: [{ amount: 75_000, status: "succeeded" }] }),
    );
    expect(result).toEqual({ total: 100_000, paid: 100_000, open: 0, fullyPaid: true });
  });

  it("is not fully paid one Rappen short", () => {
    const result = openAmount(input({ payments: [{ amount: 99_999, status: "succeeded" }] }));
    expect(result.open).toBe(1);
    expect(result.fullyPaid).toBe(false);
  });

  it("reports an overpayment as a negative open amount", () => {
    const result = openAmount(input({ payments: [{ amount: 100_500, status: "succeeded" }] }));
    expect(result).toEqual({ total: 100_000, paid: 100_500, open: -500, fullyPaid: true });
  });

  it("combines price elements, prepayment and payments", () => {
    // 2000 + 400.40 CHF = 240040; − 50000 prepayment − 100000 paid = 90040.
    const result = openAmount({
      price: 1,
      priceElements: [{ amount: 2000 }, { amount: "400.40" }],
      prepayment: 50_000,
      prepaymentPaid: true,
      payments: [
        { amount: 100_000, status: "succeeded" },
        { amount: 90_040, status: "failed" },
      ],
    });
    expect(result).toEqual({ total: 240_040, paid: 150_000, open: 90_040, fullyPaid: false });
  });

  it("throws on a non-integer payment amount", () => {
    expect(() => openAmount(input({ payments: [{ amount: 10.5, status: "succeeded" }] }))).toThrow(RangeError);
  });
});
