import { describe, expect, it } from "vitest";
import {
  BOOKING_HORIZON_DAYS,
  MAX_STAY_SCAN_DAYS,
  bookableWindow,
  isStayAvailable,
  isWithinBookableWindow,
  latestCheckOut,
  resetSelection,
  selectDate,
  type DateSelection,
} from "./availability";

const blocked = (...dates: string[]) => dates.map((date) => ({ date, available: false }));
const open = (...dates: string[]) => dates.map((date) => ({ date, available: true }));

describe("constants", () => {
  it("match the booking rules", () => {
    expect(BOOKING_HORIZON_DAYS).toBe(400);
    expect(MAX_STAY_SCAN_DAYS).toBe(365);
  });
});

describe("isStayAvailable", () => {
  const checkIn = "2027-03-10";
  const checkOut = "2027-03-14"; // nights 10, 11, 12, 13

  it("treats no rate data as available", () => {
    expect(isStayAvailable([], checkIn, checkOut)).toBe(true);
  });

  it("treats nights without a record as available", () => {
    expect(isStayAvailable(open("2027-03-11"), checkIn, checkOut)).toBe(true);
  });

  it("is false with an unavailable check-in night", () => {
    expect(isStayAvailable(blocked("2027-03-10"), checkIn, checkOut)).toBe(false);
  });

  it("is false with an unavailable night in the middle or the last night", () => {
    expect(isStayAvailable(blocked("2027-03-12"), checkIn, checkOut)).toBe(false);
    expect(isStayAvailable(blocked("2027-03-13"), checkIn, checkOut)).toBe(false);
  });

  it("ignores the check-out day: it is not a night of the stay", () => {
    expect(isStayAvailable(blocked("2027-03-14"), checkIn, checkOut)).toBe(true);
  });

  it("ignores records outside the stay", () => {
    expect(isStayAvailable(blocked("2027-03-09", "2027-03-15", "2028-01-01"), checkIn, checkOut)).toBe(true);
  });

  it("lets a blocking record win over a duplicate available one", () => {
    expect(isStayAvailable([...open("2027-03-11"), ...blocked("2027-03-11")], checkIn, checkOut)).toBe(false);
  });

  it("checks nights across a year end", () => {
    expect(isStayAvailable(blocked("2027-12-31"), "2027-12-30", "2028-01-02")).toBe(false);
    expect(isStayAvailable(blocked("2028-01-02"), "2027-12-30", "2028-01-02")).toBe(true);
  });

  it("is false for a stay without nights or with malformed dates", () => {
    expect(isStayAvailable([], checkIn, checkIn)).toBe(false);
    expect(isStayAvailable([], checkOut, checkIn)).toBe(false);
    expect(isStayAvailable([], "2027-02-30", checkOut)).toBe(false);
  });
});

describe("bookableWindow / isWithinBookableWindow", () => {
  const today = "2027-01-01";
  // today + 400 days: 365 days to 2028-01-01, then 35 more → 2028-02-05.
  const day400 = "2028-02-05";
  const day401 = "2028-02-06";

  it("runs from today to today + 400 days", () => {
    expect(bookableWindow(today)).toEqual({ first: today, last: day400 });
  });

  it("accepts check-in today and check-out on day 400", () => {
    expect(isWithinBookableWindow(today, "2027-01-02", today)).toBe(true);
    expect(isWithinBookableWindow("2028-02-04", day400, today)).toBe(true);
  });

  it("rejects check-out on day 401", () => {
    expect(isWithinBookableWindow("2028-02-04", day401, today)).toBe(false);
  });

  it("rejects check-in before today", () => {
    expect(isWithinBookableWindow("2026-12-31", "2027-01-03", today)).toBe(false);
  });

  it("rejects check-out not after check-in", () => {
    expect(isWithinBookableWindow("2027-05-01", "2027-05-01", today)).toBe(false);
    expect(isWithinBookableWindow("2027-05-02", "2027-05-01", today)).toBe(false);
  });

  it("rejects malformed dates", () => {
    expect(isWithinBookableWindow("2027-02-30", "2027-03-02", today)).toBe(false);
    expect(isWithinBookableWindow("2027-03-01", "2027-03-02", "today")).toBe(false);
  });
});

describe("latestCheckOut", () => {
  const today = "2027-01-01";

  it("is capped at 365 days after check-in without blocked nights", () => {
    expect(latestCheckOut(today, [], today)).toBe("2028-01-01");
  });

  it("is capped at the window end when that comes first", () => {
    // 2027-03-10 + 365 = 2028-03-09, but the window ends 2028-02-05.
    expect(latestCheckOut("2027-03-10", [], today)).toBe("2028-02-05");
    expect(latestCheckOut("2028-02-04", [], today)).toBe("2028-02-05");
  });

  it("allows checking out on the first blocked day after check-in", () => {
    expect(latestCheckOut("2027-03-10", blocked("2027-03-15"), today)).toBe("2027-03-15");
    expect(latestCheckOut("2027-03-10", blocked("2027-03-11"), today)).toBe("2027-03-11");
  });

  it("uses the earliest blocked day whatever the record order", () => {
    expect(latestCheckOut("2027-03-10", blocked("2027-03-20", "2027-03-09", "2027-03-15"), today)).toBe("2027-03-15");
  });

  it("ignores available records", () => {
    expect(latestCheckOut("2027-03-10", open("2027-03-11", "2027-03-12"), today)).toBe("2028-02-05");
  });

  it("handles a blocked day exactly at and just before the 365-day limit", () => {
    expect(latestCheckOut(today, blocked("2028-01-01"), today)).toBe("2028-01-01");
    expect(latestCheckOut(today, blocked("2027-12-31"), today)).toBe("2027-12-31");
  });

  it("is null when the check-in night is blocked", () => {
    expect(latestCheckOut("2027-03-10", blocked("2027-03-10"), today)).toBeNull();
  });

  it("is null for a check-in outside the window", () => {
    expect(latestCheckOut("2026-12-31", [], today)).toBeNull();
    expect(latestCheckOut("2028-02-05", [], today)).toBeNull(); // day 400 can only be a check-out
    expect(latestCheckOut("2027-02-30", [], today)).toBeNull();
  });
});

describe("selectDate", () => {
  const today = "2027-01-01";
  const rates = blocked("2027-03-15", "2027-03-20");
  const none: DateSelection = { checkIn: null, checkOut: null };
  const pickedIn: DateSelection = { checkIn: "2027-03-10", checkOut: null };
  const both: DateSelection = { checkIn: "2027-03-10", checkOut: "2027-03-14" };
  const click = (state: DateSelection, date: string) => selectDate(state, date, rates, today);

  it("first click picks an available check-in", () => {
    expect(click(none, "2027-03-10")).toEqual({ checkIn: "2027-03-10", checkOut: null });
    expect(click(none, today)).toEqual({ checkIn: today, checkOut: null });
  });

  it("ignores a blocked night as check-in", () => {
    expect(click(none, "2027-03-15")).toBe(none);
  });

  it("ignores clicks outside the window", () => {
    expect(click(none, "2026-12-31")).toBe(none);
    expect(click(none, "2028-02-06")).toBe(none);
    expect(click(pickedIn, "2026-12-31")).toBe(pickedIn);
    expect(click(pickedIn, "not-a-date")).toBe(pickedIn);
  });

  it("ignores the window's last day as check-in (no night left)", () => {
    expect(click(none, "2028-02-05")).toBe(none);
  });

  it("second click on a later date picks the check-out", () => {
    expect(click(pickedIn, "2027-03-14")).toEqual({ checkIn: "2027-03-10", checkOut: "2027-03-14" });
    expect(click(pickedIn, "2027-03-11")).toEqual({ checkIn: "2027-03-10", checkOut: "2027-03-11" });
  });

  it("allows the check-out on a blocked day", () => {
    expect(click(pickedIn, "2027-03-15")).toEqual({ checkIn: "2027-03-10", checkOut: "2027-03-15" });
  });

  it("restarts when the range would cross a blocked night", () => {
    expect(click(pickedIn, "2027-03-16")).toEqual({ checkIn: "2027-03-16", checkOut: null });
  });

  it("keeps the state when the restart date is itself blocked", () => {
    expect(click(pickedIn, "2027-03-20")).toBe(pickedIn);
  });

  it("allows a check-out after a blocked night's own check-in", () => {
    const from16: DateSelection = { checkIn: "2027-03-16", checkOut: null };
    expect(click(from16, "2027-03-20")).toEqual({ checkIn: "2027-03-16", checkOut: "2027-03-20" });
    expect(click(from16, "2027-03-21")).toEqual({ checkIn: "2027-03-21", checkOut: null });
  });

  it("restarts beyond the 365-night limit", () => {
    const fromToday: DateSelection = { checkIn: today, checkOut: null };
    const free = (s: DateSelection, d: string) => selectDate(s, d, [], today);
    expect(free(fromToday, "2028-01-01")).toEqual({ checkIn: today, checkOut: "2028-01-01" });
    expect(free(fromToday, "2028-01-02")).toEqual({ checkIn: "2028-01-02", checkOut: null });
  });

  it("accepts the window's last day as check-out", () => {
    const late: DateSelection = { checkIn: "2028-01-20", checkOut: null };
    expect(selectDate(late, "2028-02-05", [], today)).toEqual({ checkIn: "2028-01-20", checkOut: "2028-02-05" });
  });

  it("restarts on a click on or before the check-in", () => {
    expect(click(pickedIn, "2027-03-05")).toEqual({ checkIn: "2027-03-05", checkOut: null });
    expect(click(pickedIn, "2027-03-10")).toEqual({ checkIn: "2027-03-10", checkOut: null });
  });

  it("starts over when both dates are set", () => {
    expect(click(both, "2027-03-12")).toEqual({ checkIn: "2027-03-12", checkOut: null });
    expect(click(both, "2027-03-30")).toEqual({ checkIn: "2027-03-30", checkOut: null });
    expect(click(both, "2027-03-01")).toEqual({ checkIn: "2027-03-01", checkOut: null });
  });

  it("keeps both dates when the new check-in would be blocked", () => {
    expect(click(both, "2027-03-15")).toBe(both);
  });

  it("treats a check-out without check-in as nothing chosen", () => {
    expect(click({ checkIn: null, checkOut: "2027-03-14" }, "2027-03-12")).toEqual({
      checkIn: "2027-03-12",
      checkOut: null,
    });
  });

  it("resetSelection clears both dates with a fresh object", () => {
    expect(resetSelection()).toEqual({ checkIn: null, checkOut: null });
    expect(resetSelection()).not.toBe(resetSelection());
  });
});
