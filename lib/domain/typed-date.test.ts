import { describe, expect, it } from "vitest";
import { formatTypedDate, parseTypedDate, readTypedDate } from "./typed-date";

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

describe("readTypedDate", () => {
  it.each([
    ["13.03.2027", "2027-03-13"],
    ["6/3/2027", "2027-03-06"],
    [" 06 / 03 / 2027 ", "2027-03-06"],
    ["2027-03-06", "2027-03-06"],
  ])("takes %j, written in full, as %s", (text, iso) => {
    expect(readTypedDate(text)).toEqual({ date: iso, complete: true });
  });

  it.each([
    ["06/03/20", "2020-03-06"],
    ["06/03/27", "2027-03-06"],
    ["2027-03-1", "2027-03-01"],
  ])("reads %j as %s but not yet as complete (more may follow)", (text, iso) => {
    expect(readTypedDate(text)).toEqual({ date: iso, complete: false });
  });

  it.each(["", "0", "06", "06/", "06/03", "06/03/", "06/03/2", "06/03/202", "13.03.202", "2027", "2027-03", "2027-03-"])("finds no day in the unfinished %j", (text) => {
    expect(readTypedDate(text)).toEqual({ date: null, complete: false });
  });

  it("says a day written in full that does not exist is complete and no day", () => {
    expect(readTypedDate("31.02.2027")).toEqual({ date: null, complete: true });
    expect(readTypedDate("2027-02-30")).toEqual({ date: null, complete: true });
  });

  it("calls every day it writes complete, in every language", () => {
    for (const locale of ["de", "en", "fr"] as const) expect(readTypedDate(formatTypedDate("2027-03-06", locale))).toEqual({ date: "2027-03-06", complete: true });
  });
});
