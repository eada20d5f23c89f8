import { describe, expect, it } from "vitest";
import { checkoutExpiresAt, paymentMethodsFor, TWINT_MAX_RAPPEN } from "./checkout";

describe("paymentMethodsFor", () => {
  it("offers TWINT up to and including CHF 5,000.00", () => {
    expect(paymentMethodsFor(100)).toEqual(["card", "twint", "paypal"]);
    expect(paymentMethodsFor(TWINT_MAX_RAPPEN)).toEqual(["card", "twint", "paypal"]);
  });
  it("falls back to card and PayPal above", () => {
    expect(paymentMethodsFor(TWINT_MAX_RAPPEN + 1)).toEqual(["card", "paypal"]);
  });
});

describe("checkoutExpiresAt", () => {
  it("is between 30 minutes and 24 hours ahead, in Unix seconds", () => {
    const now = new Date("2026-11-24T10:00:00.500Z");
    const at = checkoutExpiresAt(now);
    expect(Number.isInteger(at)).toBe(true);
    const ahead = at - now.getTime() / 1000;
    expect(ahead).toBeGreaterThanOrEqual(30 * 60);
    expect(ahead).toBeLessThanOrEqual(24 * 3600);
  });
});
