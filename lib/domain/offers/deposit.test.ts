import { describe, expect, it } from "vitest";
import { DEFAULT_DEPOSIT } from "../pricing";
import { depositHint, ownOfferDeposit } from "./deposit";

describe("ownOfferDeposit", () => {
  it("reads a priced offer whose deposit is the house's as following the house", () => {
    expect(ownOfferDeposit({ deposit: 80_000, total: 900_000 }, 80_000)).toBeNull();
    expect(ownOfferDeposit({ deposit: DEFAULT_DEPOSIT, total: 900_000 }, null)).toBeNull();
  });

  it("keeps a deposit that differs from the house's as the offer's own", () => {
    expect(ownOfferDeposit({ deposit: 50_000, total: 900_000 }, 80_000)).toBe(50_000);
    expect(ownOfferDeposit({ deposit: 50_000, total: 900_000 }, null)).toBe(50_000);
    // 250 CHF typed for a house asking 800 is a choice, not the default.
    expect(ownOfferDeposit({ deposit: DEFAULT_DEPOSIT, total: 900_000 }, 80_000)).toBe(DEFAULT_DEPOSIT);
    expect(ownOfferDeposit({ deposit: 0, total: 900_000 }, 80_000)).toBe(0);
  });

  it("compares with the house's deposit as capped by the total", () => {
    expect(ownOfferDeposit({ deposit: 60_000, total: 60_000 }, 80_000)).toBeNull();
    expect(ownOfferDeposit({ deposit: 40_000, total: 60_000 }, 80_000)).toBe(40_000);
  });

  it("takes an unpriced offer's stored deposit as the admin's input", () => {
    expect(ownOfferDeposit({ deposit: 80_000, total: null }, 80_000)).toBe(80_000);
    expect(ownOfferDeposit({ deposit: null, total: null }, 80_000)).toBeNull();
    expect(ownOfferDeposit({ deposit: null, total: 900_000 }, 80_000)).toBeNull();
  });
});

describe("depositHint", () => {
  it("names the house's deposit, else the 250 CHF default", () => {
    expect(depositHint({ deposit: 80_000 })).toEqual({ kind: "house", amount: 80_000 });
    expect(depositHint({ deposit: 0 })).toEqual({ kind: "house", amount: 0 });
    expect(depositHint({ deposit: null })).toEqual({ kind: "default", amount: DEFAULT_DEPOSIT });
  });

  it("says only that the house decides while none is selected", () => {
    expect(depositHint(null)).toEqual({ kind: "noHouse" });
  });
});
