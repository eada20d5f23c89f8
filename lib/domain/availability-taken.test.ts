import { describe, expect, it } from "vitest";
import { isStayAvailable, sellableStay, stayHeldUntil, withTakenNights, type RateNight, type TakenStay } from "./availability";
import { holdEndText } from "./holds";

// Our own bookings and holds on top of Smoobu's rates: the one rule the search, the calendar,
// the quote and checkout share (issue 31 point 1, issue 30 attack 2).

const rate = (date: string, over: Partial<RateNight> = {}): RateNight => ({ date, available: true, price: 20_000, minLengthOfStay: null, ...over });
const booked = (arrival: string, departure: string): TakenStay => ({ arrival, departure, heldUntil: null });
const held = (arrival: string, departure: string, until: string): TakenStay => ({ arrival, departure, heldUntil: new Date(until) });

describe("withTakenNights", () => {
  it("adds every taken night inside the range as not available, without a price, the departure day not among them", () => {
    const rates = [rate("2027-02-15"), rate("2027-02-20")];
    const all = withTakenNights(rates, [booked("2027-02-15", "2027-02-17")], "2027-02-10", "2027-02-28");
    expect(all.slice(0, 2)).toEqual(rates);
    expect(all.slice(2)).toEqual([
      { date: "2027-02-15", available: false, price: null, minLengthOfStay: null },
      { date: "2027-02-16", available: false, price: null, minLengthOfStay: null },
    ]);
    expect(isStayAvailable(all, "2027-02-17", "2027-02-20")).toBe(true);
    expect(isStayAvailable(all, "2027-02-13", "2027-02-15")).toBe(true);
    expect(isStayAvailable(all, "2027-02-14", "2027-02-16")).toBe(false);
  });

  it("clips stays to the range, and ignores malformed ones", () => {
    const all = withTakenNights([], [booked("2027-01-01", "2027-03-01"), booked("2027-02-30", "2027-03-02")], "2027-02-10", "2027-02-12");
    expect(all.map((r) => r.date)).toEqual(["2027-02-10", "2027-02-11"]);
    expect(withTakenNights([], [booked("2027-03-01", "2027-03-05")], "2027-02-10", "2027-02-12")).toEqual([]);
    expect(withTakenNights([], [booked("2027-02-01", "2027-02-10")], "2027-02-10", "2027-02-12")).toEqual([]);
  });

  it("returns a copy of the rates when nothing is taken", () => {
    const rates = [rate("2027-02-15")];
    expect(withTakenNights(rates, [], "2027-02-10", "2027-02-20")).toEqual(rates);
    expect(withTakenNights(rates, [], "2027-02-10", "2027-02-20")).not.toBe(rates);
  });
});

describe("stayHeldUntil and sellableStay", () => {
  const stay = ["2027-12-19", "2027-12-26"] as const;

  it("a stay free in the rates and of bookings and holds is available and not held", () => {
    expect(sellableStay([rate("2027-12-19")], [booked("2027-12-12", "2027-12-19"), held("2027-12-26", "2027-12-30", "2027-12-07T12:36:00Z")], ...stay)).toMatchObject({ available: true, heldUntil: null });
  });

  it("held nights are not available and say when the last hold on them ends", () => {
    const holds = [held("2027-12-18", "2027-12-21", "2027-12-07T12:36:00Z"), held("2027-12-24", "2027-12-27", "2027-12-07T12:50:00Z")];
    expect(sellableStay([], holds, ...stay)).toMatchObject({ available: false, heldUntil: new Date("2027-12-07T12:50:00Z") });
    expect(stayHeldUntil([], holds.slice(0, 1), ...stay)).toEqual(new Date("2027-12-07T12:36:00Z"));
  });

  it("nights a booking or the rates block do not free up by waiting: no time is given", () => {
    const hold = held("2027-12-19", "2027-12-21", "2027-12-07T12:36:00Z");
    expect(sellableStay([], [hold, booked("2027-12-24", "2027-12-26")], ...stay)).toMatchObject({ available: false, heldUntil: null });
    expect(sellableStay([rate("2027-12-25", { available: false })], [hold], ...stay)).toMatchObject({ available: false, heldUntil: null });
    expect(sellableStay([rate("2027-12-25", { available: false })], [], ...stay)).toMatchObject({ available: false, heldUntil: null });
  });

  it("keeps the rates' prices and minimums for pricing", () => {
    const result = sellableStay([rate("2027-12-19", { minLengthOfStay: 7 })], [booked("2027-12-26", "2027-12-28")], ...stay);
    expect(result.rates).toEqual([rate("2027-12-19", { minLengthOfStay: 7 })]);
  });
});

describe("holdEndText", () => {
  it("names day, month and time in Zurich in each language", () => {
    const until = new Date("2026-12-07T13:35:00Z");
    expect(holdEndText(until, "en")).toBe("7 Dec, 14:35");
    expect(holdEndText(until, "de")).toBe("7. Dez., 14:35");
    expect(holdEndText(until, "fr")).toBe("7 déc., 14:35");
    expect(holdEndText(new Date("2027-07-01T21:59:00Z"), "en")).toBe("1 Jul, 23:59");
  });
});
