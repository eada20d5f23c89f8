import { describe, expect, it } from "vitest";
import { priceStay } from "./pricing";
import { FROM_PRICE_WINDOW_DAYS, nightlyFromPrice } from "./from-price";

const rate = (date: string, price: number | null, available = true) => ({ date, price, available });

describe("nightlyFromPrice", () => {
  it("is the lowest synced rate of the window", () => {
    const rates = [rate("2027-01-10", 32_000), rate("2027-04-20", 18_000), rate("2027-07-01", 25_000)];
    expect(nightlyFromPrice({ today: "2027-01-01", rates, pricePerNight: null })).toBe(18_000);
  });

  it("falls back to the fixed price for nights without a rate price, as pricing does", () => {
    // Every night of the window has a rate except one: that night costs the fixed price.
    const rates = [rate("2027-01-01", 30_000), rate("2027-01-02", null)];
    expect(nightlyFromPrice({ today: "2027-01-01", rates, pricePerNight: 22_000, days: 2 })).toBe(22_000);
    // A fixed price higher than every rate does not lift the "from" price.
    expect(nightlyFromPrice({ today: "2027-01-01", rates: [rate("2027-01-01", 15_000)], pricePerNight: 22_000, days: 1 })).toBe(15_000);
    // A house without rates shows its fixed price.
    expect(nightlyFromPrice({ today: "2027-01-01", rates: [], pricePerNight: 32_000 })).toBe(32_000);
  });

  it("matches the nightly price the booking card charges for that night", () => {
    const rates = [rate("2027-02-03", 19_000), rate("2027-02-04", 21_000)];
    const from = nightlyFromPrice({ today: "2027-02-01", rates, pricePerNight: 40_000, days: 10 });
    const stay = priceStay({ checkIn: "2027-02-03", checkOut: "2027-02-04", guests: { adults: 1, children6To16: 0, children3To5: 0, babies: 0 }, rates, pricePerNight: 40_000, cleaningFee: 0, propertyDownpayment: null });
    expect(stay.ok && stay.breakdown.base).toBe(from);
  });

  it("leaves out nights that cannot be booked, the past and nights beyond the window", () => {
    const rates = [rate("2026-12-31", 5_000), rate("2027-01-02", 9_000, false), rate("2027-01-03", 20_000), rate("2028-01-01", 10_000)];
    expect(nightlyFromPrice({ today: "2027-01-01", rates, pricePerNight: null })).toBe(20_000);
    // A night blocked by one record stays blocked even if another record for it is available.
    expect(nightlyFromPrice({ today: "2027-01-01", rates: [rate("2027-01-01", 9_000), rate("2027-01-01", 9_000, false)], pricePerNight: 30_000, days: 2 })).toBe(30_000);
    expect(FROM_PRICE_WINDOW_DAYS).toBe(365);
    // 2027-12-31 is the window's last night (365 nights from 1 January 2027).
    expect(nightlyFromPrice({ today: "2027-01-01", rates: [rate("2027-12-31", 11_000)], pricePerNight: null })).toBe(11_000);
  });

  it("is null without rates and without a fixed price: then the page says Contact for pricing", () => {
    expect(nightlyFromPrice({ today: "2027-01-01", rates: [], pricePerNight: null })).toBeNull();
    expect(nightlyFromPrice({ today: "2027-01-01", rates: [rate("2027-01-05", null)], pricePerNight: null })).toBeNull();
    expect(nightlyFromPrice({ today: "2027-01-01", rates: [rate("2027-01-05", 0)], pricePerNight: null })).toBeNull();
  });
});
