import { describe, expect, it } from "vitest";
import { dashboardDays, monthSpans, monthTotals, occupancyByMonth, occupancyPercent, revenueByMonth, type FigureStay } from "./dashboard";

const stay = (s: Partial<FigureStay> & Pick<FigureStay, "arrival" | "departure">): FigureStay => ({ propertyId: "dom", cancelled: false, blocked: false, total: 0, ...s });

describe("dashboardDays", () => {
  it("counts days in Zurich: 23:30 UTC on 30 November is already 1 December there", () => {
    expect(dashboardDays(new Date("2026-11-30T23:30:00Z"))).toEqual({ today: "2026-12-01", tomorrow: "2026-12-02", cleaningUntil: "2026-12-07", guestListUntil: "2026-12-14" });
    expect(dashboardDays(new Date("2026-11-30T22:59:00Z")).today).toBe("2026-11-30");
    // Summer time: UTC+2.
    expect(dashboardDays(new Date("2026-06-30T22:30:00Z")).today).toBe("2026-07-01");
  });
});

describe("monthSpans", () => {
  it("gives this month and the next two, across the year's end and February", () => {
    expect(monthSpans("2026-12-15")).toEqual([
      { month: "2026-12", start: "2026-12-01", last: "2026-12-31", days: 31 },
      { month: "2027-01", start: "2027-01-01", last: "2027-01-31", days: 31 },
      { month: "2027-02", start: "2027-02-01", last: "2027-02-28", days: 28 },
    ]);
    expect(monthSpans("2028-02-29", 1)).toEqual([{ month: "2028-02", start: "2028-02-01", last: "2028-02-29", days: 29 }]);
  });
});

describe("revenueByMonth", () => {
  it("splits a stay crossing months by its nights, to the Rappen, adding up to the price", () => {
    // 28.11 – 03.12: nights 28, 29, 30 Nov and 1, 2 Dec → 3/5 and 2/5.
    expect(Object.fromEntries(revenueByMonth(100_000, "2026-11-28", "2026-12-03"))).toEqual({ "2026-11": 60_000, "2026-12": 40_000 });
    // CHF 100.00 over 3 nights (2 + 1): 66.666… and 33.333… → the larger remainder gets the Rappen.
    const split = revenueByMonth(10_000, "2026-11-29", "2026-12-02");
    expect(Object.fromEntries(split)).toEqual({ "2026-11": 6_667, "2026-12": 3_333 });
    expect([...split.values()].reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it("puts a departure on the 1st entirely in the month before (the night is the 31st)", () => {
    expect(Object.fromEntries(revenueByMonth(50_000, "2027-01-29", "2027-02-01"))).toEqual({ "2027-01": 50_000 });
  });

  it("gives nothing for an empty stay", () => {
    expect(revenueByMonth(1_000, "2026-12-01", "2026-12-01").size).toBe(0);
  });
});

describe("occupancyByMonth", () => {
  const months = monthSpans("2026-11-27");

  it("counts nights sold per month, a stay crossing the month boundary in both", () => {
    const rows = occupancyByMonth(["dom"], [stay({ arrival: "2026-11-28", departure: "2026-12-03", total: 100_000 })], months);
    expect(rows.map((r) => [r.month, r.sold, r.available, r.revenue])).toEqual([
      ["2026-11", 3, 30, 60_000],
      ["2026-12", 2, 31, 40_000],
      ["2027-01", 0, 31, 0],
    ]);
    expect(rows[0]?.occupancy).toBeCloseTo(3 / 30);
  });

  it("leaves cancelled stays out, and takes blocked nights out of what is available", () => {
    const rows = occupancyByMonth(
      ["dom"],
      [
        stay({ arrival: "2026-12-10", departure: "2026-12-20", total: 500_000, cancelled: true }),
        stay({ arrival: "2026-12-28", departure: "2027-01-02", blocked: true, total: 999_999 }),
        stay({ arrival: "2026-12-01", departure: "2026-12-08", total: 70_000 }),
      ],
      months,
    );
    const [, december, january] = rows;
    expect(december).toMatchObject({ sold: 7, blocked: 4, available: 27, revenue: 70_000 });
    expect(january).toMatchObject({ sold: 0, blocked: 1, available: 30, revenue: 0 });
  });

  it("ignores stays outside the months and keeps properties apart", () => {
    const rows = occupancyByMonth(
      ["dom", "alphubel"],
      [stay({ arrival: "2026-10-01", departure: "2026-10-05", total: 1 }), stay({ propertyId: "alphubel", arrival: "2027-01-30", departure: "2027-02-03", total: 40_000 })],
      months,
    );
    expect(rows.filter((r) => r.propertyId === "dom").every((r) => r.sold === 0 && r.revenue === 0)).toBe(true);
    expect(rows.find((r) => r.propertyId === "alphubel" && r.month === "2027-01")).toMatchObject({ sold: 2, revenue: 20_000 });
  });

  it("says null when a month is blocked entirely, and adds the houses up per month", () => {
    const rows = occupancyByMonth(["dom", "alphubel"], [stay({ arrival: "2026-11-01", departure: "2026-12-01", blocked: true }), stay({ propertyId: "alphubel", arrival: "2026-11-01", departure: "2026-11-16", total: 30_000 })], months);
    expect(rows[0]).toMatchObject({ month: "2026-11", available: 0, occupancy: null });
    const totals = monthTotals(rows, months);
    expect(totals[0]).toMatchObject({ month: "2026-11", sold: 15, available: 30, revenue: 30_000, occupancy: 0.5 });
  });
});

describe("occupancyPercent", () => {
  it("never shows a sold night as 0 % nor a free night as 100 %", () => {
    expect(occupancyPercent(null)).toBeNull();
    expect(occupancyPercent(0)).toBe(0);
    expect(occupancyPercent(1 / 300)).toBe(1);
    expect(occupancyPercent(299 / 300)).toBe(99);
    expect(occupancyPercent(1)).toBe(100);
    expect(occupancyPercent(0.456)).toBe(46);
  });
});
