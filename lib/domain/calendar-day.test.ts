import { describe, expect, it } from "vitest";
import { selectDate, type DateSelection } from "./availability";
import { addDays } from "./dates";
import { calendarDayState, calendarNights, monthGrid, selectionMinNights, shiftMonth } from "./calendar-day";

const today = "2027-01-10";
const rates = [
  { date: "2027-01-15", available: false },
  { date: "2027-01-16", available: false },
  { date: "2027-01-20", available: false },
];
const none: DateSelection = { checkIn: null, checkOut: null };

describe("calendarDayState", () => {
  it("disables past days and days after today + 400", () => {
    expect(calendarDayState("2027-01-09", none, rates, today)).toBe("outsideWindow");
    expect(calendarDayState(addDays(today, 401), none, rates, today)).toBe("outsideWindow");
    expect(calendarDayState(today, none, rates, today)).toBe("selectable");
  });

  it("disables unavailable nights as check-in", () => {
    expect(calendarDayState("2027-01-15", none, rates, today)).toBe("unavailable");
    expect(calendarDayState("2027-01-14", none, rates, today)).toBe("selectable");
  });

  it("offers the first unavailable day after check-in as check-out", () => {
    const sel = { checkIn: "2027-01-12", checkOut: null };
    expect(calendarDayState("2027-01-15", sel, rates, today)).toBe("selectable");
    // Beyond it the click restarts, so only days that can start a stay stay enabled.
    expect(calendarDayState("2027-01-16", sel, rates, today)).toBe("unavailable");
    expect(calendarDayState("2027-01-17", sel, rates, today)).toBe("selectable");
  });

  it("agrees with selectDate: a day is enabled exactly when clicking it changes the selection", () => {
    const selections: DateSelection[] = [
      none,
      { checkIn: "2027-01-12", checkOut: null },
      { checkIn: "2027-01-17", checkOut: null },
      { checkIn: "2027-01-12", checkOut: "2027-01-14" },
    ];
    for (const sel of selections) {
      for (let i = -2; i < 30; i++) {
        const day = addDays(today, i);
        const changed = selectDate(sel, day, rates, today) !== sel;
        expect(calendarDayState(day, sel, rates, today) === "selectable", `${day} ${JSON.stringify(sel)}`).toBe(
          changed,
        );
      }
    }
  });
});

describe("calendarDayState (minimum stay)", () => {
  const withMin = [
    ...rates,
    { date: "2027-01-11", available: true, minLengthOfStay: 3 },
    { date: "2027-01-13", available: true, minLengthOfStay: 3 },
    { date: "2027-01-17", available: true, minLengthOfStay: 1000 },
  ];

  it("disables the days before check-in + minimum as check-out, and says why", () => {
    const sel = { checkIn: "2027-01-11", checkOut: null };
    expect(calendarDayState("2027-01-12", sel, withMin, today)).toBe("belowMinStay");
    expect(calendarDayState("2027-01-13", sel, withMin, today)).toBe("belowMinStay");
    expect(calendarDayState("2027-01-14", sel, withMin, today)).toBe("selectable");
    expect(calendarDayState("2027-01-15", sel, withMin, today)).toBe("selectable");
  });

  it("disables a check-in whose minimum does not fit before the next unavailable night", () => {
    // The 13th needs 3 nights, the 15th is unavailable.
    expect(calendarDayState("2027-01-13", none, withMin, today)).toBe("unavailable");
    expect(calendarDayState("2027-01-12", none, withMin, today)).toBe("selectable");
    // A huge minimum beyond the bookable window.
    expect(calendarDayState("2027-01-17", none, withMin, today)).toBe("unavailable");
  });

  it("ignores minimums of nights other than the check-in", () => {
    const sel = { checkIn: "2027-01-10", checkOut: null };
    expect(calendarDayState("2027-01-11", sel, withMin, today)).toBe("selectable");
  });

  it("agrees with selectDate when minimums apply", () => {
    const selections: DateSelection[] = [none, { checkIn: "2027-01-11", checkOut: null }, { checkIn: "2027-01-18", checkOut: null }, { checkIn: "2027-01-11", checkOut: "2027-01-14" }];
    for (const sel of selections) {
      for (let i = -2; i < 30; i++) {
        const day = addDays(today, i);
        const changed = selectDate(sel, day, withMin, today) !== sel;
        expect(calendarDayState(day, sel, withMin, today) === "selectable", `${day} ${JSON.stringify(sel)}`).toBe(changed);
      }
    }
  });
});

describe("selectionMinNights", () => {
  const withMin = [{ date: "2027-01-11", minLengthOfStay: 3 }, { date: "2027-01-12", minLengthOfStay: 1 }, { date: "2027-01-13", minLengthOfStay: null }];

  it("is the chosen check-in's minimum when more than one night", () => {
    expect(selectionMinNights({ checkIn: "2027-01-11" }, withMin)).toBe(3);
  });

  it("is null without a check-in or without a minimum above one night", () => {
    expect(selectionMinNights({ checkIn: null }, withMin)).toBeNull();
    expect(selectionMinNights({ checkIn: "2027-01-12" }, withMin)).toBeNull();
    expect(selectionMinNights({ checkIn: "2027-01-13" }, withMin)).toBeNull();
    expect(selectionMinNights({ checkIn: "2027-01-14" }, withMin)).toBeNull();
  });
});

describe("monthGrid", () => {
  it("starts on Monday with blanks before the 1st", () => {
    // 1 December 2026 is a Tuesday; February 2027 starts on a Monday and has 28 days.
    expect(monthGrid(2026, 12).slice(0, 2)).toEqual([null, "2026-12-01"]);
    expect(monthGrid(2026, 12)).toHaveLength(1 + 31);
    expect(monthGrid(2027, 2)[0]).toBe("2027-02-01");
    expect(monthGrid(2027, 2)).toHaveLength(28);
    expect(monthGrid(2028, 2).at(-1)).toBe("2028-02-29");
    // 1 March 2026 is a Sunday: six blanks.
    expect(monthGrid(2026, 3).indexOf("2026-03-01")).toBe(6);
  });
});

describe("shiftMonth", () => {
  it("crosses year ends both ways", () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
    expect(shiftMonth(2026, 5, 13)).toEqual({ year: 2027, month: 6 });
  });
});

describe("calendarNights", () => {
  it("lists the unavailable nights and the minimums above one night", () => {
    expect(
      calendarNights([
        { date: "2027-01-11", available: false, minLengthOfStay: null },
        { date: "2027-01-12", available: true, minLengthOfStay: 3 },
        { date: "2027-01-13", available: true, minLengthOfStay: 1 },
        { date: "2027-01-14", available: true, minLengthOfStay: 0 },
        { date: "2027-01-15", available: true },
        { date: "2027-01-16", available: false, minLengthOfStay: 4 },
      ]),
    ).toEqual({ unavailable: ["2027-01-11", "2027-01-16"], minStay: { "2027-01-12": 3, "2027-01-16": 4 } });
  });

  it("keeps the larger minimum and one entry of duplicate records", () => {
    expect(
      calendarNights([
        { date: "2027-01-12", available: false, minLengthOfStay: 5 },
        { date: "2027-01-12", available: false, minLengthOfStay: 2 },
      ]),
    ).toEqual({ unavailable: ["2027-01-12"], minStay: { "2027-01-12": 5 } });
  });

  it("gives the picker the same answers as the rate records themselves", () => {
    const records = [...rates, { date: "2027-01-11", available: true, minLengthOfStay: 3 }];
    const nights = calendarNights(records);
    const rebuilt = [
      ...nights.unavailable.map((date) => ({ date, available: false })),
      ...Object.entries(nights.minStay).map(([date, minLengthOfStay]) => ({ date, available: true, minLengthOfStay })),
    ];
    const sel = { checkIn: "2027-01-11", checkOut: null };
    for (let i = 0; i < 20; i++) {
      const day = addDays(today, i);
      expect(calendarDayState(day, sel, rebuilt, today)).toBe(calendarDayState(day, sel, records, today));
    }
  });
});
