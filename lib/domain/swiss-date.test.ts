import { describe, expect, it } from "vitest";
import { swissDate, swissRange } from "./swiss-date";

describe("swissDate", () => {
  it("writes dd.MM.yyyy with leading zeros, whatever the language", () => {
    expect(swissDate("2026-12-05")).toBe("05.12.2026");
    expect(swissDate("2027-01-31")).toBe("31.01.2027");
    expect(swissRange("2026-11-27", "2026-12-02")).toBe("27.11.2026 – 02.12.2026");
  });

  it("refuses what is not a calendar date", () => {
    expect(() => swissDate("2026-02-30")).toThrow(RangeError);
    expect(() => swissDate("12/05/2026")).toThrow(RangeError);
  });
});
