import { describe, expect, it } from "vitest";
import { smoobuBookingSchema } from "@/lib/schemas/smoobu";
import { isMissedCancellation, needsRepair, type OurSide } from "./reconcile-compare";
import { buildReport, emptyCounts, MAX_LISTED_DIFFERENCES, type ReconcileDifference } from "./reconcile-report";

const theirs = (over: Record<string, unknown> = {}) =>
  smoobuBookingSchema.parse({ id: 7, type: "reservation", arrival: "2027-02-01", departure: "2027-02-05", modifiedAt: "2027-01-03 13:51", apartment: { id: 42, name: "A" }, price: 600, ...over });

const ours: OurSide = {
  type: "reservation",
  arrival: new Date("2027-02-01T00:00:00Z"),
  departure: new Date("2027-02-05T00:00:00Z"),
  price: "600.00",
  modifiedAtSmoobu: new Date("2027-01-03T13:51:00Z"),
  smoobuPropertyId: 42,
};

describe("needsRepair", () => {
  it("is false for the same booking", () => {
    expect(needsRepair(theirs(), ours)).toBe(false);
    // A modification is as live as a reservation; other fields decide.
    expect(needsRepair(theirs({ type: "modification of booking" }), ours)).toBe(false);
  });

  it("is true when Smoobu's version is newer, or ours has no timestamp", () => {
    expect(needsRepair(theirs({ modifiedAt: "2027-01-03 13:52" }), ours)).toBe(true);
    expect(needsRepair(theirs(), { ...ours, modifiedAtSmoobu: null })).toBe(true);
    expect(needsRepair(theirs({ modifiedAt: "2027-01-02 10:00" }), ours)).toBe(false);
  });

  it("is true when dates, price, apartment or state differ", () => {
    expect(needsRepair(theirs({ arrival: "2027-02-02" }), ours)).toBe(true);
    expect(needsRepair(theirs({ departure: "2027-02-06" }), ours)).toBe(true);
    expect(needsRepair(theirs({ price: 600.5 }), ours)).toBe(true);
    expect(needsRepair(theirs({ price: null }), ours)).toBe(true);
    expect(needsRepair(theirs({ apartment: { id: 43, name: "B" } }), ours)).toBe(true);
    expect(needsRepair(theirs({ type: "cancellation" }), ours)).toBe(true);
    expect(needsRepair(theirs(), { ...ours, type: "deleted" })).toBe(true);
  });

  it("reads a booking we marked deleted and Smoobu lists as cancelled as no difference", () => {
    expect(needsRepair(theirs({ type: "cancellation" }), { ...ours, type: "deleted" })).toBe(false);
    expect(needsRepair(theirs({ type: "cancellation" }), { ...ours, type: "cancelled" })).toBe(false);
  });
});

describe("isMissedCancellation", () => {
  it("is a cancellation in Smoobu of a booking live with us", () => {
    expect(isMissedCancellation(theirs({ type: "cancellation" }), ours)).toBe(true);
    expect(isMissedCancellation(theirs({ type: "cancellation" }), { type: "cancelled" })).toBe(false);
    expect(isMissedCancellation(theirs({ type: "cancellation" }), null)).toBe(false);
    expect(isMissedCancellation(theirs(), ours)).toBe(false);
  });
});

describe("buildReport", () => {
  const diff = (n: number, action: ReconcileDifference["action"]): ReconcileDifference => ({ smoobuBookingId: n, property: "p", arrival: `2027-03-${String((n % 28) + 1).padStart(2, "0")}`, departure: "2027-04-01", action });

  it("lists what needs a person first, then repairs by arrival, and counts the rest", () => {
    const list = [...Array.from({ length: 60 }, (_, i) => diff(i, "created")), diff(100, "deleted"), diff(101, "overlap"), diff(102, "cancelled")];
    const report = buildReport({ from: "2027-01-01", to: "2029-01-01" }, emptyCounts(), list);
    expect(report.differences).toHaveLength(MAX_LISTED_DIFFERENCES);
    expect(report.unlisted).toBe(13);
    expect(report.differences.slice(0, 3).map((d) => d.action)).toEqual(["overlap", "cancelled", "deleted"]);
    const created = report.differences.slice(3).map((d) => d.arrival);
    expect(created).toEqual([...created].sort());
  });
});
