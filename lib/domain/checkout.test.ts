import { describe, expect, it } from "vitest";
import { paymentMethodsFor, TWINT_MAX_RAPPEN } from "./checkout";

describe("paymentMethodsFor", () => {
  it("offers TWINT up to and including CHF 5,000.00", () => {
    expect(paymentMethodsFor(100)).toEqual(["card", "twint", "paypal"]);
    expect(paymentMethodsFor(TWINT_MAX_RAPPEN)).toEqual(["card", "twint", "paypal"]);
  });
  it("falls back to card and PayPal above", () => {
    expect(paymentMethodsFor(TWINT_MAX_RAPPEN + 1)).toEqual(["card", "paypal"]);
  });
});
