import { describe, expect, it } from "vitest";
import { priceStay } from "../pricing";
import { pricingCardState, type PricingCardInput } from "./pricing-card";

const priced = priceStay({
  checkIn: "2027-02-01",
  checkOut: "2027-02-03",
  guests: { adults: 2, children6To16: 0, children3To5: 0, babies: 0 },
  rates: [],
  pricePerNight: 30_000,
  cleaningFee: null,
  propertyDownpayment: null,
});
const base: PricingCardInput = {
  property: { smoobuPropertyId: 42 },
  checkIn: "2027-02-01",
  checkOut: "2027-02-03",
  available: true,
  minNights: null,
  pricing: priced,
};

describe("pricingCardState", () => {
  it("asks for a property first", () => {
    expect(pricingCardState({ ...base, property: null, checkIn: null })).toEqual({ kind: "selectProperty" });
  });
  it("asks for dates when either is missing or they are reversed", () => {
    expect(pricingCardState({ ...base, checkIn: null }).kind).toBe("selectDates");
    expect(pricingCardState({ ...base, checkOut: null }).kind).toBe("selectDates");
    expect(pricingCardState({ ...base, checkOut: "2027-02-01" }).kind).toBe("selectDates");
  });
  it("reports a property without Smoobu ID before availability", () => {
    expect(pricingCardState({ ...base, property: { smoobuPropertyId: null }, available: false }).kind).toBe(
      "noSmoobuId",
    );
  });
  it("reports a stay shorter than its arrival night's minimum, with the minimum, before availability", () => {
    expect(pricingCardState({ ...base, minNights: 3 })).toEqual({ kind: "minStay", minNights: 3 });
    expect(pricingCardState({ ...base, minNights: 3, available: false })).toEqual({ kind: "minStay", minNights: 3 });
    expect(pricingCardState({ ...base, minNights: 3, property: { smoobuPropertyId: null } }).kind).toBe("noSmoobuId");
    expect(pricingCardState({ ...base, minNights: 3, checkOut: null }).kind).toBe("selectDates");
  });
  it("reports dates that are no longer available", () => {
    expect(pricingCardState({ ...base, available: false }).kind).toBe("unavailable");
  });
  it("shows the breakdown when priced (unknown availability does not hide it)", () => {
    const state = pricingCardState({ ...base, available: null });
    expect(state.kind).toBe("priced");
    if (state.kind === "priced") expect(state.breakdown.base).toBe(60_000);
  });
  it("reports a stay the pricing module refused", () => {
    expect(pricingCardState({ ...base, pricing: null }).kind).toBe("cannotPrice");
    expect(pricingCardState({ ...base, pricing: { ok: false, error: { code: "invalid_dates" } } }).kind).toBe(
      "cannotPrice",
    );
  });
  it("says the discount is too high, not that no price can be calculated (issue 22)", () => {
    const tooMuch = priceStay({
      checkIn: "2027-02-01",
      checkOut: "2027-02-03",
      guests: { adults: 2, children6To16: 0, children3To5: 0, babies: 0 },
      rates: [],
      pricePerNight: 30_000,
      cleaningFee: null,
      propertyDownpayment: null,
      discount: 60_001,
    });
    expect(pricingCardState({ ...base, pricing: tooMuch })).toEqual({ kind: "discountTooHigh" });
  });
});
