import { describe, expect, it } from "vitest";
import { formatTypedDate, parseTypedDate } from "./typed-date";

describe("formatTypedDate", () => {
  it("writes the day first, with dots in German and French and slashes in English", () => {
    expect(formatTypedDate("2027-02-13", "de")).toBe("13.02.2027");
    expect(formatTypedDate("2027-02-13", "fr")).toBe("13.02.2027");
    expect(formatTypedDate("2027-02-13", "en")).toBe("13/02/2027");
  });

  it("shows nothing for no date or a value that is not one", () => {
    expect(formatTypedDate("", "de")).toBe("");
    expect(formatTypedDate("2027-02-30", "en")).toBe("");
  });
});

describe("parseTypedDate", () => {
  it.each([
    ["13.02.2027", "2027-02-13"],
    ["13.2.2027", "2027-02-13"],
    ["1.3.27", "2027-03-01"],
    ["13/02/2027", "2027-02-13"],
    ["13-02-2027", "2027-02-13"],
    [" 13 . 02 . 2027 ", "2027-02-13"],
    ["2027-02-13", "2027-02-13"],
    ["2027-2-3", "2027-02-03"],
    ["29.02.2028", "2028-02-29"],
  ])("reads %j as %s", (text, iso) => {
    expect(parseTypedDate(text)).toBe(iso);
  });

  it.each(["", "13.02.", "13022027", "31.04.2027", "29.02.2027", "00.01.2027", "13.13.2027", "2027-02-30", "morgen", "13.02.20271"])("refuses %j", (text) => {
    expect(parseTypedDate(text)).toBeNull();
  });

  it("reads back what it writes, in every language", () => {
    for (const locale of ["de", "en", "fr"] as const) expect(parseTypedDate(formatTypedDate("2026-12-31", locale))).toBe("2026-12-31");
  });
});
