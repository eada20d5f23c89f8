import { describe, expect, it } from "vitest";
import {
  assignmentsFrom,
  barColour,
  calendarWindow,
  dayLabel,
  isWeekend,
  nextArrival,
  placeBar,
  printDays,
  visibleAvatars,
} from "./team-calendar";
import { avatarColour, DEFAULT_AVATAR_COLOURS, displayName, initials } from "./team-avatar";

describe("calendarWindow", () => {
  it("starts yesterday in Zurich and has 30 days", () => {
    const w = calendarWindow(new Date("2026-11-24T12:00:00Z"));
    expect(w.today).toBe("2026-11-24");
    expect(w.start).toBe("2026-11-23");
    expect(w.days).toHaveLength(30);
    expect(w.days[29]).toBe("2026-12-22");
    expect(w.end).toBe("2026-12-23");
  });

  it("uses Zurich's date, not UTC's, late in the evening", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Zurich (UTC+1).
    const w = calendarWindow(new Date("2026-12-31T23:30:00Z"));
    expect(w.today).toBe("2027-01-01");
    expect(w.start).toBe("2026-12-31");
  });

  it("crosses the year end and February of a leap year", () => {
    const w = calendarWindow(new Date("2028-02-15T10:00:00Z"));
    expect(w.days).toContain("2028-02-29");
    expect(w.days.at(-1)).toBe("2028-03-14");
  });

  it("has 30 distinct consecutive days across the DST switches", () => {
    for (const now of ["2026-03-20T12:00:00Z", "2026-10-20T12:00:00Z"]) {
      const w = calendarWindow(new Date(now));
      expect(new Set(w.days).size).toBe(30);
      expect(w.days).toContain(now.startsWith("2026-03") ? "2026-03-29" : "2026-10-25");
    }
  });

  it("is right at 00:30 Zurich on the spring-forward night", () => {
    expect(calendarWindow(new Date("2026-03-28T23:30:00Z")).today).toBe("2026-03-29");
    expect(calendarWindow(new Date("2026-10-24T22:30:00Z")).today).toBe("2026-10-25");
  });
});

describe("isWeekend", () => {
  it("marks Saturday and Sunday only", () => {
    expect(isWeekend("2026-11-28")).toBe(true);
    expect(isWeekend("2026-11-29")).toBe(true);
    expect(isWeekend("2026-11-27")).toBe(false);
    expect(isWeekend("2026-11-30")).toBe(false);
  });
});

describe("placeBar", () => {
  const w = calendarWindow(new Date("2026-11-24T12:00:00Z")); // 2026-11-23 .. 2026-12-22

  it("runs from the middle of the arrival day to the middle of the departure day", () => {
    expect(placeBar({ arrival: "2026-11-25", departure: "2026-11-28" }, w)).toEqual({ left: 250, width: 300, clippedStart: false, clippedEnd: false });
  });

  it("clips a stay that began before the window", () => {
    expect(placeBar({ arrival: "2026-11-20", departure: "2026-11-25" }, w)).toEqual({ left: 0, width: 250, clippedStart: true, clippedEnd: false });
  });

  it("shows yesterday's departure as half a day", () => {
    expect(placeBar({ arrival: "2026-11-10", departure: "2026-11-23" }, w)).toEqual({ left: 0, width: 50, clippedStart: true, clippedEnd: false });
  });

  it("hides stays that ended before or start after the window", () => {
    expect(placeBar({ arrival: "2026-11-10", departure: "2026-11-22" }, w)).toBeNull();
    expect(placeBar({ arrival: "2026-12-23", departure: "2026-12-30" }, w)).toBeNull();
  });

  it("clips a stay that goes past the window, across the year end", () => {
    expect(placeBar({ arrival: "2026-12-20", departure: "2027-01-03" }, w)).toEqual({ left: 2750, width: 250, clippedStart: false, clippedEnd: true });
  });

  it("shows the last day's arrival as half a day", () => {
    expect(placeBar({ arrival: "2026-12-22", departure: "2026-12-24" }, w)).toEqual({ left: 2950, width: 50, clippedStart: false, clippedEnd: true });
  });

  it("clips both ends of a long stay", () => {
    expect(placeBar({ arrival: "2026-11-01", departure: "2027-02-01" }, w)).toEqual({ left: 0, width: 3000, clippedStart: true, clippedEnd: true });
  });

  it("ignores empty or reversed stays", () => {
    expect(placeBar({ arrival: "2026-11-25", departure: "2026-11-25" }, w)).toBeNull();
    expect(placeBar({ arrival: "2026-11-26", departure: "2026-11-25" }, w)).toBeNull();
  });

  it("counts whole days across the DST changes and month ends", () => {
    const spring = calendarWindow(new Date("2026-03-20T12:00:00Z")); // starts 2026-03-19
    expect(placeBar({ arrival: "2026-03-28", departure: "2026-04-02" }, spring)).toEqual({ left: 950, width: 500, clippedStart: false, clippedEnd: false });
    const autumn = calendarWindow(new Date("2026-10-20T12:00:00Z")); // starts 2026-10-19
    expect(placeBar({ arrival: "2026-10-24", departure: "2026-11-01" }, autumn)).toEqual({ left: 550, width: 800, clippedStart: false, clippedEnd: false });
  });
});

describe("barColour", () => {
  it("is grey for blocks whatever the assignments, green with a cleaner, red without", () => {
    expect(barColour({ isBlocked: true, cleaningAssignees: 0 })).toBe("blocked");
    expect(barColour({ isBlocked: true, cleaningAssignees: 2 })).toBe("blocked");
    expect(barColour({ isBlocked: false, cleaningAssignees: 1 })).toBe("assigned");
    expect(barColour({ isBlocked: false, cleaningAssignees: 0 })).toBe("unassigned");
  });
});

describe("visibleAvatars", () => {
  it("shows up to three and counts the rest", () => {
    expect(visibleAvatars([])).toEqual({ shown: [], extra: 0 });
    expect(visibleAvatars([1, 2, 3])).toEqual({ shown: [1, 2, 3], extra: 0 });
    expect(visibleAvatars([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], extra: 2 });
  });
});

describe("nextArrival", () => {
  const b = { id: "b", propertyId: "p", arrival: "2026-11-20", departure: "2026-11-25" };
  const stays = [
    b,
    { id: "c", propertyId: "p", arrival: "2026-12-01", departure: "2026-12-05" },
    { id: "d", propertyId: "p", arrival: "2026-11-25", departure: "2026-11-28" },
    { id: "e", propertyId: "q", arrival: "2026-11-25", departure: "2026-11-26" },
    { id: "f", propertyId: "p", arrival: "2026-11-10", departure: "2026-11-15" },
  ];

  it("is the earliest arrival at the same property on or after the departure day", () => {
    expect(nextArrival(b, stays)?.id).toBe("d");
    expect(nextArrival(b, stays.filter((s) => s.id !== "d"))?.id).toBe("c");
  });

  it("is null when nothing follows", () => {
    expect(nextArrival(b, [b, stays[4]!])).toBeNull();
  });
});

describe("dayLabel", () => {
  it("names today, tomorrow and yesterday, else the date", () => {
    expect(dayLabel("2026-12-31", "2026-12-31")).toEqual({ kind: "today" });
    expect(dayLabel("2027-01-01", "2026-12-31")).toEqual({ kind: "tomorrow" });
    expect(dayLabel("2026-12-30", "2026-12-31")).toEqual({ kind: "yesterday" });
    expect(dayLabel("2027-01-02", "2026-12-31")).toEqual({ kind: "date", date: "2027-01-02" });
    expect(dayLabel("2026-12-29", "2026-12-31")).toEqual({ kind: "date", date: "2026-12-29" });
    expect(dayLabel("2026-03-01", "2026-02-28")).toEqual({ kind: "tomorrow" });
  });
});

describe("assignmentsFrom and printDays", () => {
  it("looks back a week", () => {
    expect(assignmentsFrom("2026-01-03")).toBe("2025-12-27");
  });

  it("prints today and the six days after", () => {
    const w = calendarWindow(new Date("2026-11-24T12:00:00Z"));
    expect(printDays(w)).toEqual(["2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30"]);
  });
});

describe("avatars", () => {
  it("keeps a valid user colour and derives a stable default otherwise", () => {
    expect(avatarColour({ id: "x", color: "#0E7490" })).toBe("#0E7490");
    const a = avatarColour({ id: "3f2a", color: null });
    expect(DEFAULT_AVATAR_COLOURS).toContain(a);
    expect(avatarColour({ id: "3f2a", color: "red" })).toBe(a);
    const spread = new Set(Array.from({ length: 50 }, (_, i) => avatarColour({ id: `user-${i}` })));
    expect(spread.size).toBeGreaterThan(3);
  });

  it("takes initials from the names or the e-mail", () => {
    expect(initials({ firstName: "tamara", lastName: "Anthamatten", email: "t@x.ch" })).toBe("TA");
    expect(initials({ firstName: " ", lastName: null, email: "zoe@x.ch" })).toBe("Z");
    expect(displayName({ firstName: "Timo", lastName: "", email: "t@x.ch" })).toBe("Timo");
    expect(displayName({ email: "t@x.ch" })).toBe("t@x.ch");
  });
});
