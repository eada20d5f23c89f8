import { describe, expect, it } from "vitest";
import { stayProblem, stayWindowProblem } from "./stay-rules";

const today = "2026-11-27";

describe("stayWindowProblem", () => {
  it("accepts a stay from today to today + 400 days, and half-filled stays", () => {
    expect(stayWindowProblem("2026-11-27", "2026-11-30", today)).toBeNull();
    expect(stayWindowProblem("2027-12-29", "2028-01-01", today)).toBeNull(); // 2028-01-01 is today + 400
    expect(stayWindowProblem(null, null, today)).toBeNull();
    expect(stayWindowProblem("2026-12-01", null, today)).toBeNull();
  });
  it("refuses a check-in in the past, even without a check-out", () => {
    expect(stayWindowProblem("2026-11-26", "2026-11-30", today)).toEqual({ field: "checkIn", key: "checkInPast" });
    expect(stayWindowProblem("2020-01-01", null, today)).toEqual({ field: "checkIn", key: "checkInPast" });
  });
  it("refuses a check-out beyond 400 days (a stay in 2028 typed by hand)", () => {
    expect(stayWindowProblem("2027-12-30", "2028-01-02", today)).toEqual({ field: "checkOut", key: "checkOutTooFar" });
    expect(stayWindowProblem("2028-02-01", "2028-02-05", today)).toEqual({ field: "checkOut", key: "checkOutTooFar" });
  });
  it("refuses a check-out not after the check-in", () => {
    expect(stayWindowProblem("2026-12-05", "2026-12-05", today)).toEqual({ field: "checkOut", key: "checkOutBeforeCheckIn" });
    expect(stayWindowProblem("2026-12-05", "2026-12-01", today)).toEqual({ field: "checkOut", key: "checkOutBeforeCheckIn" });
  });
});

describe("stayProblem", () => {
  const rates = [
    { date: "2026-12-10", available: true, minLengthOfStay: 3 },
    { date: "2026-12-20", available: false, minLengthOfStay: null },
  ];
  it("applies the window first, then the arrival night's minimum, then availability", () => {
    expect(stayProblem("2026-11-01", "2026-11-05", today, rates)).toEqual({ field: "checkIn", key: "checkInPast" });
    expect(stayProblem("2026-12-10", "2026-12-12", today, rates)).toEqual({ field: "checkOut", key: "minStay", count: 3 });
    expect(stayProblem("2026-12-10", "2026-12-13", today, rates)).toBeNull();
    expect(stayProblem("2026-12-18", "2026-12-22", today, rates)).toEqual({ field: "checkIn", key: "datesUnavailable" });
    // The check-out day is not a night: leaving on a blocked day is fine.
    expect(stayProblem("2026-12-18", "2026-12-20", today, rates)).toBeNull();
  });
  it("checks only the window while the house's rates are not known", () => {
    expect(stayProblem("2026-12-18", "2026-12-22", today, null)).toBeNull();
  });
});
