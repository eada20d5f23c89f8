import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./dates";
import { checkMinStay, earliestCheckOut, minNightsFor, type MinStayNight } from "./min-stay";

const checkIn = "2027-03-10";
const night = (date: string, minLengthOfStay: number | null | undefined): MinStayNight => ({ date, minLengthOfStay });

describe("minNightsFor", () => {
  it("is the arrival night's minimum", () => {
    expect(minNightsFor([night(checkIn, 3)], checkIn)).toBe(3);
  });

  it("ignores a minimum on any other night, before or during the stay", () => {
    expect(minNightsFor([night("2027-03-09", 7), night("2027-03-11", 5), night("2027-03-12", 9)], checkIn)).toBe(1);
  });

  it("is 1 without a rate record for the arrival night, or without any rates", () => {
    expect(minNightsFor([night("2027-03-11", 4)], checkIn)).toBe(1);
    expect(minNightsFor([], checkIn)).toBe(1);
  });

  it.each([
    ["null", null],
    ["missing", undefined],
    ["0", 0],
    ["negative", -3],
    ["NaN", Number.NaN],
    ["infinite", Number.POSITIVE_INFINITY],
  ])("treats a %s minimum as none", (_label, value) => {
    expect(minNightsFor([night(checkIn, value)], checkIn)).toBe(1);
  });

  it("treats a record without the field as no minimum", () => {
    expect(minNightsFor([{ date: checkIn }], checkIn)).toBe(1);
  });

  it("rounds a fractional minimum up", () => {
    expect(minNightsFor([night(checkIn, 2.5)], checkIn)).toBe(3);
    expect(minNightsFor([night(checkIn, 0.5)], checkIn)).toBe(1);
  });

  it("takes the larger minimum of duplicate arrival records", () => {
    expect(minNightsFor([night(checkIn, 2), night(checkIn, 5), night(checkIn, null)], checkIn)).toBe(5);
  });

  it("is 1 for a malformed check-in", () => {
    expect(minNightsFor([night("2027-02-30", 4)], "2027-02-30")).toBe(1);
  });
});

describe("checkMinStay", () => {
  const rates = [night(checkIn, 3)];

  it("accepts a stay of exactly the minimum", () => {
    expect(checkMinStay(rates, checkIn, "2027-03-13")).toEqual({ ok: true });
  });

  it("accepts a longer stay", () => {
    expect(checkMinStay(rates, checkIn, "2027-04-10")).toEqual({ ok: true });
  });

  it("refuses one night under the minimum and names it", () => {
    expect(checkMinStay(rates, checkIn, "2027-03-12")).toEqual({ ok: false, minNights: 3 });
    expect(checkMinStay(rates, checkIn, "2027-03-11")).toEqual({ ok: false, minNights: 3 });
  });

  it("ignores a larger minimum on a night after the arrival", () => {
    expect(checkMinStay([night(checkIn, 2), night("2027-03-11", 10)], checkIn, "2027-03-12")).toEqual({ ok: true });
  });

  it("accepts one night without a rate record for the arrival night, with null or with 0", () => {
    expect(checkMinStay([], checkIn, "2027-03-11")).toEqual({ ok: true });
    expect(checkMinStay([night(checkIn, null)], checkIn, "2027-03-11")).toEqual({ ok: true });
    expect(checkMinStay([night(checkIn, 0)], checkIn, "2027-03-11")).toEqual({ ok: true });
  });

  it("counts nights across month and year ends and in leap years", () => {
    expect(checkMinStay([night("2027-12-30", 4)], "2027-12-30", "2028-01-03")).toEqual({ ok: true });
    expect(checkMinStay([night("2027-12-30", 4)], "2027-12-30", "2028-01-02")).toEqual({ ok: false, minNights: 4 });
    expect(checkMinStay([night("2028-02-27", 3)], "2028-02-27", "2028-03-01")).toEqual({ ok: true });
  });

  it("refuses every stay under a huge minimum beyond the bookable window", () => {
    const huge = [night(checkIn, 1000)];
    expect(checkMinStay(huge, checkIn, addDays(checkIn, 400))).toEqual({ ok: false, minNights: 1000 });
    expect(checkMinStay([night(checkIn, Number.MAX_SAFE_INTEGER)], checkIn, addDays(checkIn, 365))).toEqual({ ok: false, minNights: Number.MAX_SAFE_INTEGER });
  });

  it("refuses stays without nights and malformed dates", () => {
    expect(checkMinStay([], checkIn, checkIn)).toEqual({ ok: false, minNights: 1 });
    expect(checkMinStay(rates, checkIn, "2027-03-09")).toEqual({ ok: false, minNights: 3 });
    expect(checkMinStay([], "2027-02-30", "2027-03-05")).toEqual({ ok: false, minNights: 1 });
    expect(checkMinStay(rates, checkIn, "2027-3-15")).toEqual({ ok: false, minNights: 3 });
    expect(checkMinStay([], "", "")).toEqual({ ok: false, minNights: 1 });
  });

  it("accepts a stay exactly when it has at least the arrival night's minimum (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }),
        fc.option(fc.integer({ min: -5, max: 500 }), { nil: null }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 30 }),
        (offset, min, nights, otherMin) => {
          const arrival = addDays("2027-01-01", offset);
          const stayRates = [night(addDays(arrival, 1), otherMin), night(arrival, min), night(addDays(arrival, -1), otherMin)];
          const outcome = checkMinStay(stayRates, arrival, addDays(arrival, nights));
          const expected = min !== null && min > 0 ? min : 1;
          expect(outcome).toEqual(nights >= expected ? { ok: true } : { ok: false, minNights: expected });
        },
      ),
    );
  });
});

describe("earliestCheckOut", () => {
  it("is check-in + the arrival night's minimum", () => {
    expect(earliestCheckOut(checkIn, [night(checkIn, 3)])).toBe("2027-03-13");
    expect(earliestCheckOut("2027-12-30", [night("2027-12-30", 4)])).toBe("2028-01-03");
  });

  it("is the next day without a minimum", () => {
    expect(earliestCheckOut(checkIn, [])).toBe("2027-03-11");
    expect(earliestCheckOut(checkIn, [night(checkIn, 0)])).toBe("2027-03-11");
    expect(earliestCheckOut(checkIn, [night("2027-03-11", 5)])).toBe("2027-03-11");
  });

  it("goes beyond the bookable window for a huge minimum, and is null past the calendar", () => {
    expect(earliestCheckOut(checkIn, [night(checkIn, 1000)])).toBe(addDays(checkIn, 1000));
    expect(earliestCheckOut(checkIn, [night(checkIn, Number.MAX_SAFE_INTEGER)])).toBeNull();
    expect(earliestCheckOut("9999-12-31", [])).toBeNull();
  });

  it("is null for a malformed check-in", () => {
    expect(earliestCheckOut("2027-02-30", [])).toBeNull();
    expect(earliestCheckOut("not a date", [])).toBeNull();
  });

  it("agrees with checkMinStay: the earliest check-out passes, the day before does not", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 1, max: 60 }), (offset, min) => {
        const arrival = addDays("2027-01-01", offset);
        const rates = [night(arrival, min)];
        const earliest = earliestCheckOut(arrival, rates);
        expect(earliest).not.toBeNull();
        expect(daysBetween(arrival, earliest!)).toBe(min);
        expect(checkMinStay(rates, arrival, earliest!)).toEqual({ ok: true });
        if (min > 1) expect(checkMinStay(rates, arrival, addDays(earliest!, -1))).toEqual({ ok: false, minNights: min });
      }),
    );
  });
});
