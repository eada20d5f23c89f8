import { describe, expect, it } from "vitest";
import { isVisibleToGuest, mayAccessBooking, parsePriceElements, pricingLines, splitBookings, stayLabel, type BookingKind } from "./my-bookings";

const TODAY = "2026-11-24";

describe("stayLabel", () => {
  const label = (arrival: string, departure: string, today = TODAY) => stayLabel({ arrival, departure }, today);

  it("arriving today is urgent", () => {
    expect(label("2026-11-24", "2026-11-30")).toEqual({ kind: "arrivingToday", urgent: true });
  });

  it("arriving tomorrow is not urgent", () => {
    expect(label("2026-11-25", "2026-11-30")).toEqual({ kind: "arrivingTomorrow", urgent: false });
  });

  it("leaving today is urgent", () => {
    expect(label("2026-11-20", "2026-11-24")).toEqual({ kind: "leavingToday", urgent: true });
  });

  it("leaving tomorrow during a stay", () => {
    expect(label("2026-11-20", "2026-11-25")).toEqual({ kind: "leavingTomorrow", urgent: false });
  });

  it("a stay in progress shows arrived with the check-out date", () => {
    expect(label("2026-11-22", "2026-11-27")).toEqual({ kind: "arrived", urgent: false, checkOut: "2026-11-27" });
  });

  it("a one-night stay arriving today is 'arriving today', not 'leaving tomorrow'", () => {
    expect(label("2026-11-24", "2026-11-25")).toEqual({ kind: "arrivingToday", urgent: true });
  });

  it("a one-night stay arriving tomorrow", () => {
    expect(label("2026-11-25", "2026-11-26")).toEqual({ kind: "arrivingTomorrow", urgent: false });
  });

  it("no label far ahead or after the stay", () => {
    expect(label("2026-12-01", "2026-12-08")).toBeNull();
    expect(label("2026-11-10", "2026-11-23")).toBeNull();
    expect(label("2026-11-26", "2026-11-30")).toBeNull();
  });

  it("works across month and year ends", () => {
    expect(label("2027-01-01", "2027-01-05", "2026-12-31")).toEqual({ kind: "arrivingTomorrow", urgent: false });
    expect(label("2026-12-28", "2027-01-01", "2026-12-31")).toEqual({ kind: "leavingTomorrow", urgent: false });
    expect(label("2028-02-28", "2028-03-03", "2028-02-29")).toEqual({ kind: "arrived", urgent: false, checkOut: "2028-03-03" });
  });
});

describe("isVisibleToGuest and splitBookings", () => {
  const booking = (id: string, arrival: string, departure: string, type: BookingKind = "reservation") => ({ id, arrival, departure, type });

  it("hides cancelled and deleted bookings", () => {
    expect(isVisibleToGuest({ type: "reservation" })).toBe(true);
    expect(isVisibleToGuest({ type: "modification" })).toBe(true);
    expect(isVisibleToGuest({ type: "cancelled" })).toBe(false);
    expect(isVisibleToGuest({ type: "deleted" })).toBe(false);
  });

  it("upcoming = departure today or later (soonest first); past = before today (latest first)", () => {
    const list = [
      booking("far", "2027-01-10", "2027-01-17"),
      booking("leaving-today", "2026-11-20", "2026-11-24"),
      booking("left-yesterday", "2026-11-16", "2026-11-23"),
      booking("in-progress", "2026-11-22", "2026-11-27"),
      booking("old", "2026-05-01", "2026-05-08"),
      booking("cancelled", "2026-12-01", "2026-12-05", "cancelled"),
      booking("deleted-past", "2026-01-01", "2026-01-05", "deleted"),
      booking("modified", "2026-12-10", "2026-12-12", "modification"),
    ];
    const { upcoming, past } = splitBookings(list, TODAY);
    expect(upcoming.map((b) => b.id)).toEqual(["leaving-today", "in-progress", "modified", "far"]);
    expect(past.map((b) => b.id)).toEqual(["left-yesterday", "old"]);
  });

  it("empty in, empty out", () => {
    expect(splitBookings([], TODAY)).toEqual({ upcoming: [], past: [] });
  });
});

describe("parsePriceElements", () => {
  it("reads Smoobu elements, sorted by sortOrder, amounts exactly in Rappen", () => {
    const raw = [
      { id: 2, type: "cleaningFee", name: "Final cleaning", amount: 400, quantity: 1, sortOrder: 1 },
      { id: 1, name: "Accommodation", amount: "1200.29", quantity: 7, sortOrder: 0 },
    ];
    expect(parsePriceElements(raw)).toEqual([
      { type: null, name: "Accommodation", amount: 120_029, quantity: 7, sortOrder: 0, included: false },
      { type: "cleaningFee", name: "Final cleaning", amount: 40_000, quantity: 1, sortOrder: 1, included: false },
    ]);
  });

  it("skips broken entries instead of failing", () => {
    const raw = [null, 5, "x", { name: "No amount" }, { name: "Bad", amount: "abc" }, { amount: 10 }, { name: "Nested", amount: { v: 1 } }];
    expect(parsePriceElements(raw)).toEqual([{ type: null, name: "", amount: 1000, quantity: null, sortOrder: Number.MAX_SAFE_INTEGER, included: false }]);
    expect(parsePriceElements(null)).toEqual([]);
    expect(parsePriceElements({ priceElements: [] })).toEqual([]);
  });
});

describe("pricingLines", () => {
  it("an element included in another is shown as included, not added; when the elements disagree with the price, the price is the total alone", () => {
    const elements = [{ id: 1, name: "Stay", amount: 1000, priceIncludedInId: null }, { id: 2, name: "VAT", amount: "74.98", priceIncludedInId: 1 }, { id: 3, name: "Coupon", amount: -50, priceIncludedInId: null }];
    expect(pricingLines({ priceElements: elements, price: 95_000 })).toEqual({
      lines: [
        { name: "Stay", amount: 100_000, quantity: null },
        { name: "VAT", amount: 7_498, quantity: null, included: true },
        { name: "Coupon", amount: -5_000, quantity: null },
      ],
      total: 95_000,
      fromBookingPrice: false,
    });
    // The booking price alone is the total, shown once (not again as a line of its own).
    expect(pricingLines({ priceElements: elements, price: 99_999 })).toEqual({ lines: [], total: 99_999, fromBookingPrice: true });
  });

  it("uses the price elements when there are any", () => {
    const pricing = pricingLines({ priceElements: [{ name: "A", amount: 0.1 }, { name: "B", amount: 0.2 }], price: 30 });
    expect(pricing).toEqual({
      lines: [
        { name: "A", amount: 10, quantity: null },
        { name: "B", amount: 20, quantity: null },
      ],
      total: 30,
      fromBookingPrice: false,
    });
  });

  it("names each element as nameOf says", () => {
    expect(pricingLines({ priceElements: [{ type: "basePrice", name: "Accommodation", amount: 1 }], price: null }, (e) => `${e.type}:${e.name}`).lines[0]?.name).toBe("basePrice:Accommodation");
  });

  it("without elements the booking price is the total alone, not repeated as a line", () => {
    expect(pricingLines({ priceElements: [], price: 150_000 })).toEqual({ lines: [], total: 150_000, fromBookingPrice: true });
    expect(pricingLines({ priceElements: null, price: 150_000 }).fromBookingPrice).toBe(true);
  });

  it("no elements and no price: no lines and no total", () => {
    expect(pricingLines({ priceElements: null, price: null })).toEqual({ lines: [], total: null, fromBookingPrice: true });
  });

  it("a rebate line reduces the total", () => {
    expect(pricingLines({ priceElements: [{ name: "Stay", amount: 1000 }, { name: "Rebate", amount: -100.5 }], price: null }).total).toBe(89_950);
  });
});

describe("mayAccessBooking", () => {
  const guest = { email: "Guest@Example.com", roles: ["guest"] };
  it("the owner by e-mail, case-insensitively", () => {
    expect(mayAccessBooking({ email: "guest@example.COM" }, guest)).toBe(true);
  });
  it("not another guest, a team member or anyone for a booking without e-mail", () => {
    expect(mayAccessBooking({ email: "other@example.com" }, guest)).toBe(false);
    expect(mayAccessBooking({ email: "other@example.com" }, { email: "t@example.com", roles: ["team_member", "planner"] })).toBe(false);
    expect(mayAccessBooking({ email: null }, guest)).toBe(false);
    expect(mayAccessBooking({ email: "" }, { email: "", roles: [] })).toBe(false);
  });
  it("an admin any booking", () => {
    expect(mayAccessBooking({ email: "other@example.com" }, { email: "a@example.com", roles: ["admin"] })).toBe(true);
    expect(mayAccessBooking({ email: null }, { email: "a@example.com", roles: ["admin"] })).toBe(true);
  });
});
