import { describe, expect, it } from "vitest";
import { checkOutRange, latestCheckOut, selectDate, type DateSelection } from "./availability";

// The date picker's rule with Smoobu's minimum stay (./min-stay): the check-out range of a
// check-in starts at check-in + the arrival night's minimum, and a check-in whose minimum does not
// fit before the next blocked night, the 365-night limit or the window cannot start a stay.

const blocked = (...dates: string[]) => dates.map((date) => ({ date, available: false }));
const minStay = (date: string, minLengthOfStay: number | null) => ({ date, available: true, minLengthOfStay });

describe("checkOutRange (minimum stay)", () => {
  const today = "2027-01-01";

  it("starts at check-in + the arrival night's minimum and ends where latestCheckOut ends", () => {
    expect(checkOutRange("2027-03-10", [minStay("2027-03-10", 3), ...blocked("2027-03-20")], today)).toEqual({
      earliest: "2027-03-13",
      latest: "2027-03-20",
    });
  });

  it("starts the next day without a minimum, with null, 0 or a negative minimum", () => {
    for (const min of [null, 0, -2]) {
      expect(checkOutRange("2027-03-10", [minStay("2027-03-10", min)], today)?.earliest).toBe("2027-03-11");
    }
    expect(checkOutRange("2027-03-10", [], today)?.earliest).toBe("2027-03-11");
  });

  it("ignores a minimum on a night other than the arrival night", () => {
    expect(checkOutRange("2027-03-10", [minStay("2027-03-09", 9), minStay("2027-03-11", 9)], today)?.earliest).toBe("2027-03-11");
  });

  it("allows a minimum that exactly fits before the first blocked night", () => {
    expect(checkOutRange("2027-03-10", [minStay("2027-03-10", 5), ...blocked("2027-03-15")], today)).toEqual({
      earliest: "2027-03-15",
      latest: "2027-03-15",
    });
  });

  it("is null when the minimum does not fit before a blocked night, the 365-night limit or the window", () => {
    expect(checkOutRange("2027-03-10", [minStay("2027-03-10", 6), ...blocked("2027-03-15")], today)).toBeNull();
    expect(latestCheckOut("2027-03-10", [minStay("2027-03-10", 6), ...blocked("2027-03-15")], today)).toBeNull();
    expect(checkOutRange(today, [minStay(today, 366)], today)).toBeNull();
    expect(checkOutRange(today, [minStay(today, 365)], today)?.earliest).toBe("2028-01-01");
    // Near the window's end: day 395 with 5 nights reaches day 400, 6 nights do not fit.
    expect(checkOutRange("2028-01-31", [minStay("2028-01-31", 5)], today)?.earliest).toBe("2028-02-05");
    expect(checkOutRange("2028-01-31", [minStay("2028-01-31", 6)], today)).toBeNull();
  });

  it("is null for a huge minimum beyond the bookable window", () => {
    expect(checkOutRange("2027-03-10", [minStay("2027-03-10", 1000)], today)).toBeNull();
    expect(checkOutRange("2027-03-10", [minStay("2027-03-10", Number.MAX_SAFE_INTEGER)], today)).toBeNull();
  });

  it("is null for malformed dates", () => {
    expect(checkOutRange("2027-02-30", [], today)).toBeNull();
    expect(checkOutRange("2027-03-10", [], "today")).toBeNull();
  });
});

describe("selectDate (minimum stay)", () => {
  const today = "2027-01-01";
  const rates = [minStay("2027-03-10", 3), minStay("2027-03-20", 4), ...blocked("2027-03-22")];
  const pickedIn: DateSelection = { checkIn: "2027-03-10", checkOut: null };
  const click = (state: DateSelection, date: string) => selectDate(state, date, rates, today);

  it("ignores a check-out before check-in + minimum", () => {
    expect(click(pickedIn, "2027-03-11")).toBe(pickedIn);
    expect(click(pickedIn, "2027-03-12")).toBe(pickedIn);
  });

  it("accepts the check-out at exactly the minimum and later", () => {
    expect(click(pickedIn, "2027-03-13")).toEqual({ checkIn: "2027-03-10", checkOut: "2027-03-13" });
    expect(click(pickedIn, "2027-03-22")).toEqual({ checkIn: "2027-03-10", checkOut: "2027-03-22" });
  });

  it("ignores a check-in whose minimum does not fit before the next blocked night", () => {
    const none: DateSelection = { checkIn: null, checkOut: null };
    // 2027-03-20 needs 4 nights, 2027-03-22 is blocked: no stay can start on the 20th.
    expect(click(none, "2027-03-20")).toBe(none);
    expect(click(none, "2027-03-21")).toEqual({ checkIn: "2027-03-21", checkOut: null });
  });

  it("still restarts on a click on or before the check-in", () => {
    expect(click(pickedIn, "2027-03-10")).toEqual({ checkIn: "2027-03-10", checkOut: null });
    expect(click(pickedIn, "2027-03-05")).toEqual({ checkIn: "2027-03-05", checkOut: null });
  });
});
