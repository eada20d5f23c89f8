import { describe, expect, it } from "vitest";
import {
  DEFAULT_CLEANING_FEE,
  DEFAULT_DEPOSIT,
  SAASTAL_CARD_RATES,
  SAASTAL_CARD_VAT_DENOMINATOR,
  SAASTAL_CARD_VAT_NUMERATOR,
  TOURIST_TAX_RATES,
  depositFor,
  saastalCardFor,
  touristTaxFor,
  type Guests,
} from "./pricing";

const guests = (adults: number, children6To16 = 0, children3To5 = 0, babies = 0): Guests => ({
  adults,
  children6To16,
  children3To5,
  babies,
});

describe("rate constants", () => {
  it("match the published per-person rates in Rappen", () => {
    expect(DEFAULT_CLEANING_FEE).toBe(40_000);
    expect(DEFAULT_DEPOSIT).toBe(25_000);
    expect(TOURIST_TAX_RATES).toEqual({ summer: { adult: 700, child6To16: 350 }, winter: { adult: 450, child6To16: 225 } });
    expect(SAASTAL_CARD_RATES).toEqual({ summer: { adult: 350, child6To16: 175 }, winter: { adult: 250, child6To16: 125 } });
    expect(SAASTAL_CARD_VAT_NUMERATOR / SAASTAL_CARD_VAT_DENOMINATOR).toBe(1.081);
  });
});

describe("touristTaxFor", () => {
  const summer = ["2027-07-10"];
  const winter = ["2027-01-10"];

  it("charges every age group its rate", () => {
    expect(touristTaxFor(guests(1), summer)).toBe(700);
    expect(touristTaxFor(guests(1), winter)).toBe(450);
    expect(touristTaxFor(guests(0, 1), summer)).toBe(350);
    expect(touristTaxFor(guests(0, 1), winter)).toBe(225);
    expect(touristTaxFor(guests(0, 0, 3), summer)).toBe(0);
    expect(touristTaxFor(guests(0, 0, 0, 2), winter)).toBe(0);
  });

  it("multiplies by persons and nights", () => {
    // 2 adults + 1 child 6-16, 3 summer nights: 3 × (2 × 700 + 350) = 5250.
    expect(touristTaxFor(guests(2, 1, 1, 1), ["2027-07-10", "2027-07-11", "2027-07-12"])).toBe(5250);
  });

  it("decides the season night by night", () => {
    // 30 May W, 31 May W, 1 June S: 450 + 450 + 700 = 1600.
    expect(touristTaxFor(guests(1), ["2027-05-30", "2027-05-31", "2027-06-01"])).toBe(1600);
    // 30 Oct S, 31 Oct S, 1 Nov W: 700 + 700 + 450 = 1850.
    expect(touristTaxFor(guests(1), ["2027-10-30", "2027-10-31", "2027-11-01"])).toBe(1850);
    // Year end is all winter: 3 × 450 = 1350.
    expect(touristTaxFor(guests(1), ["2027-12-31", "2028-01-01", "2028-01-02"])).toBe(1350);
  });

  it("is zero without nights and rejects invalid counts", () => {
    expect(touristTaxFor(guests(4, 2), [])).toBe(0);
    expect(() => touristTaxFor(guests(-1), summer)).toThrow(RangeError);
    expect(() => touristTaxFor(guests(1, 0.5), summer)).toThrow(RangeError);
  });
});

describe("saastalCardFor", () => {
  it.each([
    // [guests, nights, net sum, expected] — expected = net × 1.081 rounded once, half away from zero
    [guests(1), ["2027-07-10"], 350, 378], // 378.35 → 378 (third decimal < 5)
    [guests(1), ["2027-01-10"], 250, 270], // 270.25 → 270
    [guests(0, 1), ["2027-07-10"], 175, 189], // 189.175 → 189
    [guests(0, 1), ["2027-01-10"], 125, 135], // 135.125 → 135
    [guests(2, 1), ["2027-07-10"], 875, 946], // 945.875 → 946 (third decimal ≥ 5)
    [guests(2), ["2027-01-10"], 500, 541], // 540.5 exactly → 541 (half goes up)
    [guests(3), ["2027-01-10", "2027-01-11"], 1500, 1622], // 1621.5 → 1622
    [guests(2, 1), ["2027-07-10", "2027-07-11", "2027-07-12"], 2625, 2838], // 2837.625 → 2838
    [guests(2, 2), ["2027-01-10", "2027-01-11", "2027-01-12", "2027-01-13"], 3000, 3243], // exact
  ] as const)("%o over %o: net %i → %i", (g, nights, net, expected) => {
    // Sanity of the hand maths: the expected value is within half a Rappen of net × 1.081.
    expect(Math.abs(net * 1.081 - expected)).toBeLessThanOrEqual(0.5);
    expect(saastalCardFor(g, nights)).toBe(expected);
  });

  it("charges nothing for children under 6", () => {
    expect(saastalCardFor(guests(0, 0, 2, 1), ["2027-07-10"])).toBe(0);
    expect(saastalCardFor(guests(1, 0, 2, 1), ["2027-07-10"])).toBe(378);
  });

  it("rounds the sum once, not each night", () => {
    // 1 adult, 3 summer nights: net 1050 → 1135.05 → 1135; per-night rounding would give 3 × 378 = 1134.
    expect(saastalCardFor(guests(1), ["2027-07-10", "2027-07-11", "2027-07-12"])).toBe(1135);
  });

  it("decides the season night by night", () => {
    // 31 May W + 1 June S: 250 + 350 = 600 → 648.6 → 649.
    expect(saastalCardFor(guests(1), ["2027-05-31", "2027-06-01"])).toBe(649);
    // 31 Oct S + 1 Nov W: 350 + 250 = 600 → 649.
    expect(saastalCardFor(guests(1), ["2027-10-31", "2027-11-01"])).toBe(649);
  });
});

describe("depositFor", () => {
  it("takes the offer's deposit, then the property's, then 250 CHF", () => {
    expect(depositFor(500_000, 80_000, 50_000)).toBe(50_000);
    expect(depositFor(500_000, 80_000, null)).toBe(80_000);
    expect(depositFor(500_000, 80_000)).toBe(80_000);
    expect(depositFor(500_000, null, null)).toBe(DEFAULT_DEPOSIT);
  });

  it("keeps a deposit of 0 set on purpose", () => {
    expect(depositFor(500_000, 80_000, 0)).toBe(0);
    expect(depositFor(500_000, 0, null)).toBe(0);
  });

  it("never asks more than the total", () => {
    expect(depositFor(60_000, 80_000, null)).toBe(60_000);
    expect(depositFor(0, null, null)).toBe(0);
  });

  it("refuses an amount that is not whole Rappen", () => {
    expect(() => depositFor(500_000, 800.5, null)).toThrow(RangeError);
  });
});
