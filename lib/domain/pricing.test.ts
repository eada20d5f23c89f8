import { describe, expect, it } from "vitest";
import {
  DEFAULT_CLEANING_FEE,
  DEFAULT_DEPOSIT,
  priceStay,
  type Guests,
  type PriceBreakdown,
  type PricingInput,
} from "./pricing";

const guests = (adults: number, children6To16 = 0, children3To5 = 0, babies = 0): Guests => ({
  adults,
  children6To16,
  children3To5,
  babies,
});

const input = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  checkIn: "2027-07-10",
  checkOut: "2027-07-13",
  guests: guests(2, 1),
  rates: [],
  pricePerNight: 20_000,
  cleaningFee: null,
  propertyDownpayment: null,
  ...overrides,
});

function breakdownOf(overrides: Partial<PricingInput> = {}): PriceBreakdown {
  const result = priceStay(input(overrides));
  if (!result.ok) throw new Error(`expected a price, got ${JSON.stringify(result.error)}`);
  return result.breakdown;
}

describe("priceStay — a full summer example", () => {
  // 3 summer nights at 200 CHF, 2 adults + 1 child 6-16, defaults for cleaning and deposit.
  it("adds base, cleaning fee, tourist tax and SaastalCard", () => {
    const b = breakdownOf();
    expect(b.nights).toBe(3);
    expect(b.nightly).toEqual([
      { date: "2027-07-10", price: 20_000, season: "summer" },
      { date: "2027-07-11", price: 20_000, season: "summer" },
      { date: "2027-07-12", price: 20_000, season: "summer" },
    ]);
    expect(b.base).toBe(60_000);
    expect(b.discount).toBe(0);
    expect(b.cleaningFee).toBe(40_000); // default
    expect(b.touristTax).toBe(5250); // 3 × (2 × 700 + 350)
    expect(b.saastalCard).toBe(2838); // 3 × (2 × 350 + 175) = 2625 → 2837.625 → 2838
    expect(b.total).toBe(108_088); // 60000 + 40000 + 5250 + 2838
    expect(b.deposit).toBe(25_000); // default
    expect(b.remaining).toBe(83_088);
  });
});

describe("priceStay — a winter example across the year end", () => {
  it("uses nightly rates, the fallback price, a discount and an offer deposit", () => {
    // Nights 30 Dec, 31 Dec (500 CHF), 1 Jan, 2 Jan; others fall back to 300 CHF.
    const b = breakdownOf({
      checkIn: "2027-12-30",
      checkOut: "2028-01-03",
      guests: guests(2, 2, 1, 1),
      rates: [{ date: "2027-12-31", price: 50_000 }],
      pricePerNight: 30_000,
      cleaningFee: 35_000,
      propertyDownpayment: 40_000,
      offerDownpayment: 50_000,
      discount: 10_000,
    });
    expect(b.nightly.map((n) => [n.date, n.price, n.season])).toEqual([
      ["2027-12-30", 30_000, "winter"],
      ["2027-12-31", 50_000, "winter"],
      ["2028-01-01", 30_000, "winter"],
      ["2028-01-02", 30_000, "winter"],
    ]);
    expect(b.base).toBe(140_000);
    expect(b.touristTax).toBe(5400); // 4 × (2 × 450 + 2 × 225), children 3-5 and babies free
    expect(b.saastalCard).toBe(3243); // 4 × (2 × 250 + 2 × 125) = 3000 × 1.081 = 3243
    expect(b.total).toBe(173_643); // 140000 − 10000 + 35000 + 5400 + 3243
    expect(b.deposit).toBe(50_000); // the offer's, not the property's
    expect(b.remaining).toBe(123_643);
  });
});

describe("priceStay — seasons night by night", () => {
  it("mixes winter and summer across 31 May / 1 June", () => {
    const b = breakdownOf({ checkIn: "2027-05-30", checkOut: "2027-06-02", guests: guests(1) });
    expect(b.nightly.map((n) => n.season)).toEqual(["winter", "winter", "summer"]);
    expect(b.touristTax).toBe(1600); // 450 + 450 + 700
    expect(b.saastalCard).toBe(919); // 250 + 250 + 350 = 850 → 918.85 → 919
  });

  it("mixes summer and winter across 31 October / 1 November", () => {
    const b = breakdownOf({ checkIn: "2027-10-30", checkOut: "2027-11-02", guests: guests(1) });
    expect(b.nightly.map((n) => n.season)).toEqual(["summer", "summer", "winter"]);
    expect(b.touristTax).toBe(1850); // 700 + 700 + 450
    expect(b.saastalCard).toBe(1027); // 350 + 350 + 250 = 950 → 1026.95 → 1027
  });

  it("counts the leap day 29 February 2028 as a winter night", () => {
    const b = breakdownOf({ checkIn: "2028-02-28", checkOut: "2028-03-01", guests: guests(2, 1) });
    expect(b.nightly.map((n) => n.date)).toEqual(["2028-02-28", "2028-02-29"]);
    expect(b.touristTax).toBe(2250); // 2 × (2 × 450 + 225)
    expect(b.saastalCard).toBe(1351); // 2 × (2 × 250 + 125) = 1250 → 1351.25 → 1351
  });
});

describe("priceStay — nightly prices", () => {
  it("falls back to pricePerNight for a missing record or a null price", () => {
    const b = breakdownOf({
      rates: [
        { date: "2027-07-10", price: 30_000 },
        { date: "2027-07-11", price: null },
      ],
    });
    expect(b.nightly.map((n) => n.price)).toEqual([30_000, 20_000, 20_000]);
    expect(b.base).toBe(70_000);
  });

  it("ignores rates outside the stay, including the check-out day", () => {
    const b = breakdownOf({
      rates: [
        { date: "2027-07-09", price: 99_900 },
        { date: "2027-07-13", price: 99_900 },
      ],
    });
    expect(b.base).toBe(60_000);
  });

  it("takes the first priced record of a duplicated date", () => {
    const b = breakdownOf({
      rates: [
        { date: "2027-07-10", price: null },
        { date: "2027-07-10", price: 10_000 },
        { date: "2027-07-10", price: 90_000 },
      ],
    });
    expect(b.nightly[0]?.price).toBe(10_000);
  });

  it("prices a free night as zero, not as missing", () => {
    expect(breakdownOf({ rates: [{ date: "2027-07-10", price: 0 }] }).base).toBe(40_000);
  });

  it("fails with no_price listing exactly the nights without any price", () => {
    const result = priceStay(
      input({
        pricePerNight: null,
        rates: [
          { date: "2027-07-10", price: 30_000 },
          { date: "2027-07-11", price: null },
          { date: "2027-07-13", price: 30_000 }, // check-out day: not a night
        ],
      }),
    );
    expect(result).toEqual({ ok: false, error: { code: "no_price", nights: ["2027-07-11", "2027-07-12"] } });
  });

  it("prices a fully rated stay without pricePerNight", () => {
    const rates = ["2027-07-10", "2027-07-11", "2027-07-12"].map((date) => ({ date, price: 15_000 }));
    expect(breakdownOf({ pricePerNight: null, rates }).base).toBe(45_000);
  });

  it("throws on a non-integer amount (CHF passed where Rappen belong)", () => {
    expect(() => priceStay(input({ pricePerNight: 199.5 }))).toThrow(RangeError);
    expect(() => priceStay(input({ cleaningFee: 0.5 }))).toThrow(RangeError);
    expect(() => priceStay(input({ offerDownpayment: 10.25 }))).toThrow(RangeError);
  });
});

describe("priceStay — discount", () => {
  it("accepts zero", () => {
    expect(breakdownOf({ discount: 0 }).total).toBe(108_088);
  });

  it("accepts the whole base", () => {
    const b = breakdownOf({ discount: 60_000 });
    expect(b.discount).toBe(60_000);
    expect(b.total).toBe(48_088); // 0 + 40000 + 5250 + 2838
  });

  it.each([60_001, -1, 0.5, Number.NaN])("rejects %d with the maximum", (discount) => {
    expect(priceStay(input({ discount }))).toEqual({ ok: false, error: { code: "invalid_discount", max: 60_000 } });
  });
});

describe("priceStay — cleaning fee and deposit", () => {
  it("uses the property's cleaning fee, including zero", () => {
    expect(breakdownOf({ cleaningFee: 15_000 }).cleaningFee).toBe(15_000);
    expect(breakdownOf({ cleaningFee: 0 }).cleaningFee).toBe(0);
    expect(breakdownOf({ cleaningFee: null }).cleaningFee).toBe(DEFAULT_CLEANING_FEE);
  });

  it("prefers the offer's deposit, then the property's, then the default", () => {
    expect(breakdownOf({ offerDownpayment: 10_000, propertyDownpayment: 50_000 }).deposit).toBe(10_000);
    expect(breakdownOf({ offerDownpayment: null, propertyDownpayment: 50_000 }).deposit).toBe(50_000);
    expect(breakdownOf({ propertyDownpayment: 50_000 }).deposit).toBe(50_000);
    expect(breakdownOf({ offerDownpayment: null, propertyDownpayment: null }).deposit).toBe(DEFAULT_DEPOSIT);
    expect(breakdownOf({ offerDownpayment: 0, propertyDownpayment: 50_000 }).deposit).toBe(0);
  });

  it("never asks a deposit above the total", () => {
    // 1 adult, 1 winter night at 50 CHF, no cleaning: 5000 + 450 + 270 = 5720 < 25000.
    const small = { checkIn: "2027-01-10", checkOut: "2027-01-11", guests: guests(1), pricePerNight: 5000, cleaningFee: 0 };
    const b = breakdownOf(small);
    expect(b.total).toBe(5720);
    expect(b.deposit).toBe(5720);
    expect(b.remaining).toBe(0);
    expect(breakdownOf({ ...small, offerDownpayment: 100_000 }).deposit).toBe(5720);
    expect(breakdownOf({ ...small, offerDownpayment: 5719 }).remaining).toBe(1);
  });
});

describe("priceStay — validation", () => {
  it.each([
    ["2027-07-10", "2027-07-10"],
    ["2027-07-13", "2027-07-10"],
    ["2027-02-30", "2027-03-02"],
    ["2027-7-10", "2027-07-13"],
    ["", "2027-07-13"],
  ])("rejects check-in %j / check-out %j", (checkIn, checkOut) => {
    expect(priceStay(input({ checkIn, checkOut }))).toEqual({ ok: false, error: { code: "invalid_dates" } });
  });

  it.each([
    guests(0),
    guests(0, 2),
    guests(-1),
    guests(1.5),
    guests(Number.NaN),
    guests(2, -1),
    guests(2, 0, -1),
    guests(2, 0, 0, -1),
    guests(2, 0, 0, 0.5),
  ])("rejects guests %o", (g) => {
    expect(priceStay(input({ guests: g }))).toEqual({ ok: false, error: { code: "invalid_guests" } });
  });

  it("accepts a single adult", () => {
    expect(priceStay(input({ guests: guests(1) })).ok).toBe(true);
  });

  it("reports invalid dates before invalid guests, and guests before prices", () => {
    expect(priceStay(input({ checkOut: "2027-07-10", guests: guests(0) }))).toEqual({
      ok: false,
      error: { code: "invalid_dates" },
    });
    expect(priceStay(input({ guests: guests(0), pricePerNight: null }))).toEqual({
      ok: false,
      error: { code: "invalid_guests" },
    });
  });
});

describe("priceStay — invariants", () => {
  it("keeps every amount an integer and the total equal to its parts", () => {
    const stays = [
      ["2027-05-25", "2027-06-08"],
      ["2027-10-20", "2027-11-05"],
      ["2027-12-20", "2028-03-05"],
    ] as const;
    for (const [checkIn, checkOut] of stays) {
      for (const g of [guests(1), guests(2, 1), guests(3, 2, 1, 1), guests(7, 5)]) {
        const b = breakdownOf({ checkIn, checkOut, guests: g, pricePerNight: 18_990, discount: 1234 });
        const amounts = [b.base, b.discount, b.cleaningFee, b.touristTax, b.saastalCard, b.total, b.deposit, b.remaining];
        expect(amounts.every(Number.isSafeInteger)).toBe(true);
        expect(b.total).toBe(b.base - b.discount + b.cleaningFee + b.touristTax + b.saastalCard);
        expect(b.remaining).toBe(b.total - b.deposit);
        expect(b.nightly).toHaveLength(b.nights);
      }
    }
  });
});
