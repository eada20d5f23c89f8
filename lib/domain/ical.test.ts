import { describe, expect, it } from "vitest";
import { escapeText, foldLine, formatUtc, serializeCalendar, unescapeText, unfoldLines, zonedTimeToUtc } from "./ical";
import { cleaningEvent, type FeedCleaning } from "./team-feed";

const octets = (s: string) => new TextEncoder().encode(s).length;

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every newline form", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("round-trips through unescapeText", () => {
    const text = "Chalet Alpenrose; Saas-Fee, \\ Wallis\nNext: 2026-12-01";
    expect(unescapeText(escapeText(text))).toBe(text);
  });
});

describe("foldLine", () => {
  it("leaves short lines alone", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
  });

  it("folds at 75 octets with a leading space on continuation lines", () => {
    const folded = foldLine("x".repeat(200));
    const lines = folded.split("\r\n");
    expect(lines[0]).toHaveLength(75);
    for (const l of lines.slice(1)) {
      expect(l.startsWith(" ")).toBe(true);
      expect(octets(l)).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, "")).toBe("x".repeat(200));
  });

  it("never splits a multi-byte character", () => {
    const text = `SUMMARY:${"ä".repeat(60)}🏔️${"é".repeat(40)}`;
    const lines = foldLine(text).split("\r\n");
    for (const l of lines) expect(octets(l)).toBeLessThanOrEqual(75);
    expect(lines.join("").replace(/^(.*)$/, "$1")).not.toContain("\uFFFD");
    expect(foldLine(text).replace(/\r\n /g, "")).toBe(text);
  });
});

describe("serializeCalendar", () => {
  const stamp = new Date("2026-11-24T07:00:00Z");
  const text = serializeCalendar({
    prodId: "-//Saastal Chalets//Team//EN",
    name: "Cleaning, Tamara",
    stamp,
    events: [
      { uid: "a1@saastal", start: { utc: new Date("2026-11-25T09:00:00Z") }, end: { utc: new Date("2026-11-25T15:00:00Z") }, summary: "Cleaning: Chalet A; B", description: "Next arrival: 2026-11-25\nGuests: 4", location: "Saas-Fee, Wallis" },
      { uid: "a2@saastal", start: { date: "2026-12-31" }, end: { date: "2027-01-01" }, summary: "x".repeat(120) },
    ],
  });

  it("uses CRLF only and ends with one", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("has every line within 75 octets", () => {
    for (const l of text.split("\r\n")) expect(octets(l)).toBeLessThanOrEqual(75);
  });

  it("writes the required properties, escaped, timed in UTC and all-day as DATE", () => {
    const lines = unfoldLines(text);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("X-WR-CALNAME:Cleaning\\, Tamara");
    expect(lines.filter((l) => l === `DTSTAMP:${formatUtc(stamp)}`)).toHaveLength(2);
    expect(lines).toContain("UID:a1@saastal");
    expect(lines).toContain("DTSTART:20261125T090000Z");
    expect(lines).toContain("DTEND:20261125T150000Z");
    expect(lines).toContain("SUMMARY:Cleaning: Chalet A\\; B");
    expect(lines).toContain("DESCRIPTION:Next arrival: 2026-11-25\\nGuests: 4");
    expect(lines).toContain("LOCATION:Saas-Fee\\, Wallis");
    expect(lines).toContain("DTSTART;VALUE=DATE:20261231");
    expect(lines).toContain("DTEND;VALUE=DATE:20270101");
    expect(lines).toContain(`SUMMARY:${"x".repeat(120)}`);
    expect(lines.at(-1)).toBe("END:VCALENDAR");
  });
});

describe("zonedTimeToUtc", () => {
  it("converts Zurich wall-clock times in winter and summer", () => {
    expect(zonedTimeToUtc("2026-11-25", "10:00", "Europe/Zurich").toISOString()).toBe("2026-11-25T09:00:00.000Z");
    expect(zonedTimeToUtc("2026-07-01", "10:00", "Europe/Zurich").toISOString()).toBe("2026-07-01T08:00:00.000Z");
  });

  it("is right on the days of the DST switches", () => {
    expect(zonedTimeToUtc("2026-03-29", "10:00", "Europe/Zurich").toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect(zonedTimeToUtc("2026-10-25", "10:00", "Europe/Zurich").toISOString()).toBe("2026-10-25T09:00:00.000Z");
    expect(zonedTimeToUtc("2026-03-29", "01:00", "Europe/Zurich").toISOString()).toBe("2026-03-29T00:00:00.000Z");
  });
});

describe("cleaningEvent", () => {
  const texts = { summary: (p: string) => `Cleaning ${p}`, description: (c: FeedCleaning) => `Next arrival: ${c.nextArrival ?? "none"}` };
  const base: FeedCleaning = { assignmentId: "a1", propertyName: "Chalet A", guestName: "G", departure: "2026-11-25", checkOut: "10:00", checkIn: "16:00", adults: 2, children: 0, nextArrival: "2026-11-25" };

  it("runs from check-out to check-in in Zurich time with a stable UID", () => {
    const e = cleaningEvent(base, texts, "saastal.test");
    expect(e).toMatchObject({ uid: "a1@saastal.test", summary: "Cleaning Chalet A", description: "Next arrival: 2026-11-25", location: "Chalet A" });
    expect(e.start).toEqual({ utc: new Date("2026-11-25T09:00:00Z") });
    expect(e.end).toEqual({ utc: new Date("2026-11-25T15:00:00Z") });
  });

  it("falls back to three hours when check-in is not after check-out", () => {
    const e = cleaningEvent({ ...base, checkIn: "09:00", departure: "2026-07-01" }, texts, "h");
    expect(e.start).toEqual({ utc: new Date("2026-07-01T08:00:00Z") });
    expect(e.end).toEqual({ utc: new Date("2026-07-01T11:00:00Z") });
  });
});
