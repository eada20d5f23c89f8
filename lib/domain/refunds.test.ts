import { describe, expect, it } from "vitest";
import { checkRefund, decideOfferPayment, decideOpenAmountPayment, isRefundReason, refundReducesPrice, stripeRefundReason, type OfferPaymentFacts } from "./refunds";

const NOW = new Date("2026-11-25T12:00:00Z");
const facts = (overrides: Partial<OfferPaymentFacts> = {}): OfferPaymentFacts => ({
  offer: { status: "viewed", expiresAt: new Date("2026-12-01T00:00:00Z") },
  paidByOther: false,
  clash: false,
  hold: "active",
  now: NOW,
  ...overrides,
});

describe("decideOfferPayment", () => {
  it("books a valid offer whose hold is still this payment's", () => {
    expect(decideOfferPayment(facts())).toEqual({ kind: "book" });
    expect(decideOfferPayment(facts({ offer: { status: "sent", expiresAt: null } }))).toEqual({ kind: "book" });
  });

  it("refunds a second payment of an offer someone already paid", () => {
    expect(decideOfferPayment(facts({ paidByOther: true }))).toEqual({ kind: "refund", reason: "already_paid" });
  });

  it("refunds a payment of an offer the office rejected (or put back to draft), even through an old session", () => {
    expect(decideOfferPayment(facts({ offer: { status: "rejected", expiresAt: null } }))).toEqual({ kind: "refund", reason: "offer_withdrawn" });
    expect(decideOfferPayment(facts({ offer: { status: "draft", expiresAt: null } }))).toEqual({ kind: "refund", reason: "offer_withdrawn" });
  });

  it("refunds when a live booking took the nights meanwhile, hold or not", () => {
    expect(decideOfferPayment(facts({ clash: true }))).toEqual({ kind: "refund", reason: "dates_taken" });
    expect(decideOfferPayment(facts({ clash: true, hold: "released" }))).toEqual({ kind: "refund", reason: "dates_taken" });
  });

  it("an expired offer is still fulfilled while its hold covers the payment", () => {
    const expired = { status: "expired" as const, expiresAt: new Date("2026-11-25T11:59:00Z") };
    expect(decideOfferPayment(facts({ offer: expired }))).toEqual({ kind: "book" });
    expect(decideOfferPayment(facts({ offer: { status: "viewed", expiresAt: NOW } }))).toEqual({ kind: "book" });
  });

  it("an expired offer without its hold is refunded", () => {
    expect(decideOfferPayment(facts({ hold: "released", offer: { status: "expired", expiresAt: null } }))).toEqual({ kind: "refund", reason: "offer_expired" });
    expect(decideOfferPayment(facts({ hold: "none", offer: { status: "viewed", expiresAt: NOW } }))).toEqual({ kind: "refund", reason: "offer_expired" });
  });

  it("a valid offer whose hold lapsed tries to take the nights again", () => {
    expect(decideOfferPayment(facts({ hold: "released" }))).toEqual({ kind: "reacquire" });
    expect(decideOfferPayment(facts({ hold: "none" }))).toEqual({ kind: "reacquire" });
  });

  it("checks in order: already paid before withdrawn before dates", () => {
    expect(decideOfferPayment(facts({ paidByOther: true, clash: true, offer: { status: "rejected", expiresAt: null } }))).toEqual({ kind: "refund", reason: "already_paid" });
    expect(decideOfferPayment(facts({ clash: true, offer: { status: "rejected", expiresAt: null } }))).toEqual({ kind: "refund", reason: "offer_withdrawn" });
  });
});

describe("decideOpenAmountPayment", () => {
  it("keeps a payment of exactly what is open", () => {
    expect(decideOpenAmountPayment(50_000, 50_000, false)).toEqual({ keep: 50_000, refund: 0, reason: null });
  });
  it("refunds everything when the booking was paid meanwhile (another tab, or Smoobu marked it paid)", () => {
    expect(decideOpenAmountPayment(50_000, 0, false)).toEqual({ keep: 0, refund: 50_000, reason: "already_paid" });
  });
  it("refunds the part that is no longer open", () => {
    expect(decideOpenAmountPayment(50_000, 20_000, false)).toEqual({ keep: 20_000, refund: 30_000, reason: "not_open" });
  });
  it("keeps all of a payment smaller than what is open", () => {
    expect(decideOpenAmountPayment(20_000, 50_000, false)).toEqual({ keep: 20_000, refund: 0, reason: null });
  });
  it("refunds everything for a cancelled stay", () => {
    expect(decideOpenAmountPayment(20_000, 50_000, true)).toEqual({ keep: 0, refund: 20_000, reason: "booking_cancelled" });
  });
});

describe("checkRefund", () => {
  it("accepts a positive amount up to what is refundable", () => {
    expect(checkRefund(1, 100)).toEqual({ ok: true });
    expect(checkRefund(100, 100)).toEqual({ ok: true });
  });
  it("refuses more than refundable, nothing, fractions and nothing left", () => {
    expect(checkRefund(101, 100)).toEqual({ ok: false, error: "amountTooLarge" });
    expect(checkRefund(0, 100)).toEqual({ ok: false, error: "amountInvalid" });
    expect(checkRefund(-5, 100)).toEqual({ ok: false, error: "amountInvalid" });
    expect(checkRefund(1.5, 100)).toEqual({ ok: false, error: "amountInvalid" });
    expect(checkRefund(10, 0)).toEqual({ ok: false, error: "nothingRefundable" });
  });
});

describe("reasons", () => {
  it("knows its reasons, and only goodwill lowers the price", () => {
    for (const r of ["already_paid", "offer_withdrawn", "offer_expired", "dates_taken", "not_open", "booking_cancelled", "booking_refused", "duplicate", "cancellation", "goodwill", "other", "provider"]) {
      expect(isRefundReason(r)).toBe(true);
      expect(refundReducesPrice(r as never)).toBe(r === "goodwill");
    }
    expect(isRefundReason("nonsense")).toBe(false);
    expect(isRefundReason(null)).toBe(false);
  });
  it("maps to Stripe's reason parameter", () => {
    expect(stripeRefundReason("duplicate")).toBe("duplicate");
    expect(stripeRefundReason("already_paid")).toBe("duplicate");
    expect(stripeRefundReason("dates_taken")).toBe("requested_by_customer");
    expect(stripeRefundReason("goodwill")).toBe("requested_by_customer");
  });
});
