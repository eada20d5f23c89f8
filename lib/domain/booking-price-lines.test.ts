import { describe, expect, it } from "vitest";
import { bookingPriceLines, type PriceLineKey } from "./booking-price-lines";
import { priceStay } from "./pricing";

const labels: Record<PriceLineKey, string> = {
  accommodation: "Accommodation",
  discount: "Discount",
  longStayDiscount: "Langzeitrabatt",
  cleaning: "Cleaning",
  touristTax: "Tourist tax",
  saastalCard: "SaastalCard",
  adjustment: "Later changes",
};

const sum = (lines: { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);

function priced(discount = 0) {
  const result = priceStay({
    checkIn: "2027-02-06",
    checkOut: "2027-02-13",
    guests: { adults: 4, children6To16: 2, children3To5: 1, babies: 0 },
    rates: [{ date: "2027-02-06", price: 45_000 }],
    pricePerNight: 38_000,
    cleaningFee: null,
    propertyDownpayment: null,
    discount,
  });
  if (!result.ok) throw new Error("priceStay failed");
  const b = result.breakdown;
  return { breakdown: b, offer: { base: b.base, discount: b.discount, cleaning: b.cleaningFee, touristTax: b.touristTax, saastalCard: b.saastalCard } };
}

describe("bookingPriceLines", () => {
  it("an instant booking: the checkout's components, adding up to the booking price", () => {
    const { breakdown, offer } = priced();
    const pricing = bookingPriceLines({ priceElements: null, price: breakdown.total, offer }, labels);
    expect(pricing.lines.map((l) => [l.name, l.amount])).toEqual([
      ["Accommodation", 45_000 + 6 * 38_000],
      ["Cleaning", 40_000],
      ["Tourist tax", breakdown.touristTax],
      ["SaastalCard", breakdown.saastalCard],
    ]);
    expect(pricing.total).toBe(breakdown.total);
    expect(sum(pricing.lines)).toBe(pricing.total);
    expect(pricing.fromBookingPrice).toBe(false);
  });

  it("an admin offer with a discount: the discount is a negative line and the lines still add up", () => {
    const { breakdown, offer } = priced(30_000);
    const pricing = bookingPriceLines({ priceElements: null, price: breakdown.total, offer }, labels);
    expect(pricing.lines.find((l) => l.name === "Discount")?.amount).toBe(-30_000);
    expect(sum(pricing.lines)).toBe(breakdown.total);
    expect(pricing.total).toBe(breakdown.total);
  });

  it("a price changed after booking gets one line with the difference", () => {
    const { breakdown, offer } = priced();
    const pricing = bookingPriceLines({ priceElements: null, price: breakdown.total + 12_345, offer }, labels);
    expect(pricing.lines.at(-1)).toEqual({ name: "Later changes", amount: 12_345, quantity: null });
    expect(sum(pricing.lines)).toBe(pricing.total);
  });

  it("a Smoobu booking with only a total: no line repeats it, the total is the booking price", () => {
    const pricing = bookingPriceLines({ priceElements: null, price: 150_000, offer: null }, labels);
    expect(pricing).toEqual({ lines: [], total: 150_000, fromBookingPrice: true });
  });

  it("Smoobu's own kinds (base price, final cleaning, long-stay discount) get the page's words; add-ons, coupons and unknown kinds keep their names", () => {
    const elements = [
      { type: "basePrice", name: "Accommodation", amount: 1200, sortOrder: 0 },
      { type: "cleaningFee", name: "Final cleaning", amount: 400, sortOrder: 1 },
      { type: "longStayDiscount", name: "Long stay discount", amount: -100, sortOrder: 2 },
      { type: "addon", name: "Brennholz", amount: 35, sortOrder: 3 },
      { type: "coupon", name: "WINTER10", amount: -50, sortOrder: 4 },
      { type: "somethingNew", name: "Kurtaxe", amount: 20, sortOrder: 5 },
      { name: "No type", amount: 10, sortOrder: 6 },
    ];
    const pricing = bookingPriceLines({ priceElements: elements, price: null, offer: null }, labels);
    expect(pricing.lines.map((l) => [l.name, l.amount])).toEqual([
      ["Accommodation", 120_000],
      ["Cleaning", 40_000],
      ["Langzeitrabatt", -10_000],
      ["Brennholz", 3_500],
      ["WINTER10", -5_000],
      ["Kurtaxe", 2_000],
      ["No type", 1_000],
    ]);
    expect(sum(pricing.lines)).toBe(pricing.total);
  });

  it("Smoobu's price elements win over the offer's components (Smoobu's itemisation, extras included)", () => {
    const { breakdown, offer } = priced();
    const elements = [
      { name: "Übernachtung", amount: "1200.50", sortOrder: 1 },
      { name: "Endreinigung", amount: 400, sortOrder: 2 },
      { name: "Brennholz", amount: "35.25", quantity: 2, sortOrder: 3 },
    ];
    const pricing = bookingPriceLines({ priceElements: elements, price: 163_575, offer }, labels);
    expect(pricing.lines.map((l) => l.name)).toEqual(["Übernachtung", "Endreinigung", "Brennholz"]);
    expect(sum(pricing.lines)).toBe(pricing.total);
    expect(pricing.total).toBe(163_575);
    expect(breakdown.total).not.toBe(163_575);
  });

  it("elements that disagree with the booking price give way to the offer's components, with the difference as an adjustment", () => {
    const { breakdown, offer } = priced();
    const pricing = bookingPriceLines({ priceElements: [{ name: "Übernachtung", amount: "1.00" }], price: breakdown.total, offer }, labels);
    expect(pricing.lines.map((l) => l.name)).not.toContain("Übernachtung");
    expect(sum(pricing.lines)).toBe(breakdown.total);
    expect(pricing.total).toBe(breakdown.total);
  });

  it("an offer with a total only, or a booking without a price, is not itemised", () => {
    const totalOnly = { base: null, discount: 0, cleaning: null, touristTax: null, saastalCard: null };
    expect(bookingPriceLines({ priceElements: null, price: 99_000, offer: totalOnly }, labels)).toEqual({ lines: [], total: 99_000, fromBookingPrice: true });
    expect(bookingPriceLines({ priceElements: null, price: null, offer: priced().offer }, labels)).toEqual({ lines: [], total: null, fromBookingPrice: true });
  });
});
