import { describe, expect, it } from "vitest";
import {
  SITE_TIME_ZONE,
  atLocalTime,
  addDays,
  daysBetween,
  eachNight,
  fromIsoDate,
  isIsoDate,
  isSummerNight,
  toIsoDate,
  startOfDayIn,
  todayIn,
} from "./dates";

describe("isIsoDate", () => {
  it.each(["2027-01-01", "2027-12-31", "2028-02-29", "2000-02-29", "2027-04-30", "0050-03-01"])("accepts %s", (s) => {
    expect(isIsoDate(s)).toBe(true);
  });

  it.each([
    "2027-02-29", // 2027 is not a leap year
    "1900-02-29", // divisible by 100 but not by 400
    "2027-02-30",
    "2027-04-31",
    "2027-13-01",
    "2027-00-10",
    "2027-01-00",
    "2027-01-32",
    "2027-1-01",
    "2027-01-1",
    "27-01-01",
    "2027/01/01",
    "2027-01-01T00:00:00Z",
    " 2027-01-01",
    "2027-01-01 ",
    "",
    "abcd-ef-gh",
  ])("rejects %j", (s) => {
    expect(isIsoDate(s)).toBe(false);
  });
});

describe("fromIsoDate / toIsoDate", () => {
  it("gives UTC midnight", () => {
    expect(fromIsoDate("2027-06-01").toISOString()).toBe("2027-06-01T00:00:00.000Z");
    expect(fromIsoDate("2028-02-29").toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });

  it("keeps two-digit years literal (no 1900 offset)", () => {
    expect(fromIsoDate("0050-03-01").getUTCFullYear()).toBe(50);
    expect(toIsoDate(fromIsoDate("0050-03-01"))).toBe("0050-03-01");
  });

  it("reads the UTC calendar day of any instant", () => {
    expect(toIsoDate(new Date("2027-06-01T23:59:59.999Z"))).toBe("2027-06-01");
    expect(toIsoDate(new Date("2027-06-01T00:00:00.000Z"))).toBe("2027-06-01");
    // 00:30 in Zurich is still the previous day in UTC.
    expect(toIsoDate(new Date("2027-06-01T00:30:00+02:00"))).toBe("2027-05-31");
  });

  it("round-trips", () => {
    for (const d of ["2027-01-01", "2027-12-31", "2028-02-29", "1999-10-31"]) {
      expect(toIsoDate(fromIsoDate(d))).toBe(d);
    }
  });

  it("throws RangeError on bad input", () => {
    expect(() => fromIsoDate("2027-02-30")).toThrow(RangeError);
    expect(() => fromIsoDate("nope")).toThrow(RangeError);
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("addDays", () => {
  it.each([
    ["2027-01-01", 0, "2027-01-01"],
    ["2027-01-31", 1, "2027-02-01"],
    ["2027-02-28", 1, "2027-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2028-02-29", 1, "2028-03-01"],
    ["2027-12-31", 1, "2028-01-01"],
    ["2028-01-01", -1, "2027-12-31"],
    ["2028-03-01", -1, "2028-02-29"],
    ["2027-03-27", 2, "2027-03-29"], // across the spring DST switch in Europe
    ["2027-10-30", 2, "2027-11-01"], // across the autumn DST switch
    ["2028-01-01", 365, "2028-12-31"], // 2028 has 366 days
    ["2027-01-01", 400, "2028-02-05"], // 365 days to 2028-01-01, then 35 more
  ] as const)("%s + %i = %s", (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it("rejects fractional days and bad dates", () => {
    expect(() => addDays("2027-01-01", 0.5)).toThrow(RangeError);
    expect(() => addDays("2027-01-01", Number.NaN)).toThrow(RangeError);
    expect(() => addDays("2027-02-30", 1)).toThrow(RangeError);
  });
});

describe("daysBetween", () => {
  it.each([
    ["2027-01-01", "2027-01-01", 0],
    ["2027-01-01", "2027-01-02", 1],
    ["2027-01-02", "2027-01-01", -1],
    ["2027-01-01", "2028-01-01", 365],
    ["2028-01-01", "2029-01-01", 366],
    ["2028-02-28", "2028-03-01", 2],
    ["2027-02-28", "2027-03-01", 1],
    ["2027-03-27", "2027-03-29", 2], // a 47-hour local span is still 2 days
    ["2027-10-30", "2027-11-01", 2], // a 49-hour local span is still 2 days
  ] as const)("%s → %s = %i", (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it("is the inverse of addDays", () => {
    expect(daysBetween("2027-05-17", addDays("2027-05-17", 400))).toBe(400);
  });
});

describe("eachNight", () => {
  it("includes check-in and excludes check-out", () => {
    expect(eachNight("2027-05-30", "2027-06-02")).toEqual(["2027-05-30", "2027-05-31", "2027-06-01"]);
  });

  it("crosses year ends and leap days", () => {
    expect(eachNight("2027-12-30", "2028-01-02")).toEqual(["2027-12-30", "2027-12-31", "2028-01-01"]);
    expect(eachNight("2028-02-28", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29"]);
  });

  it("is empty without nights", () => {
    expect(eachNight("2027-06-01", "2027-06-01")).toEqual([]);
    expect(eachNight("2027-06-05", "2027-06-01")).toEqual([]);
  });

  it("has one night per day of a long stay", () => {
    const nights = eachNight("2027-01-01", "2028-01-01");
    expect(nights).toHaveLength(365);
    expect(nights[0]).toBe("2027-01-01");
    expect(nights.at(-1)).toBe("2027-12-31");
  });
});

describe("todayIn", () => {
  it("uses Europe/Zurich as the site zone", () => {
    expect(SITE_TIME_ZONE).toBe("Europe/Zurich");
  });

  it("is already tomorrow in Zurich shortly before UTC midnight (summer, UTC+2)", () => {
    const now = new Date("2027-05-31T22:30:00Z"); // 00:30 on 1 June in Zurich
    expect(todayIn(SITE_TIME_ZONE, now)).toBe("2027-06-01");
    expect(todayIn("UTC", now)).toBe("2027-05-31");
  });

  it("follows the winter offset (UTC+1) across the year end", () => {
    expect(todayIn(SITE_TIME_ZONE, new Date("2027-12-31T22:59:59Z"))).toBe("2027-12-31");
    expect(todayIn(SITE_TIME_ZONE, new Date("2027-12-31T23:00:00Z"))).toBe("2028-01-01");
  });

  it("works for zones behind UTC", () => {
    expect(todayIn("America/New_York", new Date("2027-01-01T03:00:00Z"))).toBe("2026-12-31");
  });

  it("rejects unknown zones", () => {
    expect(() => todayIn("Mars/Olympus", new Date())).toThrow(RangeError);
  });
});

describe("isSummerNight", () => {
  it.each([
    ["2027-05-31", false],
    ["2027-06-01", true],
    ["2027-07-15", true],
    ["2027-10-31", true],
    ["2027-11-01", false],
    ["2027-12-31", false],
    ["2028-01-01", false],
    ["2028-02-29", false],
  ] as const)("%s → %s", (date, expected) => {
    expect(isSummerNight(date)).toBe(expected);
  });

  it("rejects invalid dates", () => {
    expect(() => isSummerNight("2027-06-31")).toThrow(RangeError);
  });
});

describe("startOfDayIn", () => {
  it("is local midnight in Zurich, summer and winter, and across the DST changes", () => {
    expect(startOfDayIn("Europe/Zurich", "2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(startOfDayIn("Europe/Zurich", "2026-12-01").toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(startOfDayIn("Europe/Zurich", "2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(startOfDayIn("Europe/Zurich", "2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(startOfDayIn("UTC", "2026-10-25").toISOString()).toBe("2026-10-25T00:00:00.000Z");
  });
});

describe("atLocalTime", () => {
  it("is 09:00 in Zurich in winter (UTC+1) and summer (UTC+2)", () => {
    expect(atLocalTime("Europe/Zurich", "2027-01-15", "09:00").toISOString()).toBe("2027-01-15T08:00:00.000Z");
    expect(atLocalTime("Europe/Zurich", "2027-07-15", "09:00").toISOString()).toBe("2027-07-15T07:00:00.000Z");
  });

  it("follows the switch to summer time on its own day", () => {
    expect(atLocalTime("Europe/Zurich", "2027-03-27", "09:00").toISOString()).toBe("2027-03-27T08:00:00.000Z");
    expect(atLocalTime("Europe/Zurich", "2027-03-28", "09:00").toISOString()).toBe("2027-03-28T07:00:00.000Z");
    expect(atLocalTime("Europe/Zurich", "2027-03-28", "01:30").toISOString()).toBe("2027-03-28T00:30:00.000Z");
  });

  it("follows the switch back to winter time on its own day", () => {
    expect(atLocalTime("Europe/Zurich", "2027-10-30", "09:00").toISOString()).toBe("2027-10-30T07:00:00.000Z");
    expect(atLocalTime("Europe/Zurich", "2027-10-31", "09:00").toISOString()).toBe("2027-10-31T08:00:00.000Z");
  });

  it("puts a time the clock skips an hour later, and takes the second of a time shown twice", () => {
    expect(atLocalTime("Europe/Zurich", "2027-03-28", "02:30").toISOString()).toBe("2027-03-28T01:30:00.000Z");
    expect(atLocalTime("Europe/Zurich", "2027-10-31", "02:30").toISOString()).toBe("2027-10-31T01:30:00.000Z");
  });

  it("keeps a late evening on its own day across the year end", () => {
    expect(atLocalTime("Europe/Zurich", "2026-12-31", "23:30").toISOString()).toBe("2026-12-31T22:30:00.000Z");
    expect(todayIn("Europe/Zurich", atLocalTime("Europe/Zurich", "2026-12-31", "23:30"))).toBe("2026-12-31");
  });

  it("refuses a time that is not HH:MM", () => {
    for (const t of ["9:00", "24:00", "09:60", "0900", ""]) expect(() => atLocalTime("Europe/Zurich", "2027-01-15", t)).toThrow(RangeError);
  });
});
