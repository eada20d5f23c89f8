import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/domain/dates";
import { calendarSelection, formatStayRange } from "./search-dates";

// The label keeps its days together with no-break spaces; compared here with plain ones.
const plain = (label: string | null) => label?.replace(/\u00a0/g, " ") ?? null;

describe("formatStayRange", () => {
  it.each([
    ["de", "Sa 13.02. – Sa 20.02.2027"],
    ["en", "Sat 13 Feb – Sat 20 Feb 2027"],
    ["fr", "sam. 13 févr. – sam. 20 févr. 2027"],
  ] as const)("writes a stay within one year in %s with the year once", (locale, expected) => {
    expect(plain(formatStayRange("2027-02-13", "2027-02-20", locale))).toBe(expected);
  });

  it.each([
    ["de", "Do 30.12.2027 – So 02.01.2028"],
    ["en", "Thu 30 Dec 2027 – Sun 2 Jan 2028"],
    ["fr", "jeu. 30 déc. 2027 – dim. 2 janv. 2028"],
  ] as const)("writes both years in %s when the stay crosses New Year", (locale, expected) => {
    expect(plain(formatStayRange("2027-12-30", "2028-01-02", locale))).toBe(expected);
  });

  it("names each weekday in German without its dot, across a whole week", () => {
    const week = ["2027-02-15", "2027-02-16", "2027-02-17", "2027-02-18", "2027-02-19", "2027-02-20", "2027-02-21"];
    const names = week.map((day) => plain(formatStayRange(day, "2027-03-01", "de"))?.split(" ")[0]);
    expect(names).toEqual(["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]);
  });

  it("breaks the label only around the dash", () => {
    const label = formatStayRange("2027-02-13", "2027-02-20", "fr") ?? "";
    expect(label.split(" ")).toEqual(["sam.\u00a013\u00a0févr.\u00a0–", "sam.\u00a020\u00a0févr.\u00a02027"]);
  });

  it("shows a check-in alone with its year and an open end", () => {
    expect(plain(formatStayRange("2027-02-13", "", "de"))).toBe("Sa 13.02.2027 – …");
    expect(plain(formatStayRange("2027-02-13", "", "en"))).toBe("Sat 13 Feb 2027 – …");
  });

  it("is null without dates, so the field shows its placeholder", () => {
    expect(formatStayRange("", "", "de")).toBeNull();
  });

  it("shows what a hand-edited URL says instead of failing on it", () => {
    expect(plain(formatStayRange("2027-02-30", "2027-03-02", "en"))).toBe("2027-02-30 – 2027-03-02");
    expect(plain(formatStayRange("", "2027-03-02", "en"))).toBe("… – 2027-03-02");
    expect(plain(formatStayRange("2027-02-13", "soon", "en"))).toBe("2027-02-13 – soon");
  });

  it("writes a reversed pair as it is (the schema's message says check-out must be later)", () => {
    expect(plain(formatStayRange("2027-02-20", "2027-02-13", "de"))).toBe("Sa 20.02. – Sa 13.02.2027");
  });
});

describe("calendarSelection", () => {
  const today = "2026-11-10";

  it("keeps a stay the calendar could have picked (the calendar opens on its check-in's month)", () => {
    expect(calendarSelection("2027-02-13", "2027-02-20", today)).toEqual({ checkIn: "2027-02-13", checkOut: "2027-02-20" });
    expect(calendarSelection(today, addDays(today, 400), today)).toEqual({ checkIn: today, checkOut: addDays(today, 400) });
  });

  it("keeps a check-in alone, and drops a check-out that is not after it or beyond the window", () => {
    expect(calendarSelection("2027-02-13", "", today)).toEqual({ checkIn: "2027-02-13", checkOut: null });
    expect(calendarSelection("2027-02-13", "2027-02-13", today)).toEqual({ checkIn: "2027-02-13", checkOut: null });
    expect(calendarSelection("2027-02-13", "2027-02-01", today)).toEqual({ checkIn: "2027-02-13", checkOut: null });
    expect(calendarSelection("2027-02-13", addDays(today, 401), today)).toEqual({ checkIn: "2027-02-13", checkOut: null });
  });

  it("starts from nothing (today's month) for a past, too distant, last-day or malformed check-in", () => {
    const empty = { checkIn: null, checkOut: null };
    expect(calendarSelection("2026-11-09", "2026-11-12", today)).toEqual(empty);
    expect(calendarSelection(addDays(today, 401), addDays(today, 403), today)).toEqual(empty);
    expect(calendarSelection(addDays(today, 400), "", today)).toEqual(empty);
    expect(calendarSelection("2027-02-30", "2027-03-02", today)).toEqual(empty);
    expect(calendarSelection("", "2027-03-02", today)).toEqual(empty);
  });
});
