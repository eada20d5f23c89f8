import { describe, expect, it } from "vitest";
import { extractStayDates } from "./dates";

const today = "2026-11-24";
const range = (text: string, t = today) => extractStayDates(text, t);

describe("extractStayDates", () => {
  it.each([
    ["vom 12.02.2027 bis 19.02.2027", "2027-02-12", "2027-02-19"],
    ["check-in 2027-07-10, check-out 2027-07-17", "2027-07-10", "2027-07-17"],
    ["vom 2.1.27 bis 9.1.27", "2027-01-02", "2027-01-09"],
    ["12.-19. Februar 2027", "2027-02-12", "2027-02-19"],
    ["12 to 19 February", "2027-02-12", "2027-02-19"],
    ["du 12 au 19 février", "2027-02-12", "2027-02-19"],
    ["December 20th to December 27th", "2026-12-20", "2026-12-27"],
    ["1-8 Aug 2027", "2027-08-01", "2027-08-08"],
  ])("reads %s", (text, checkIn, checkOut) => {
    expect(range(text)).toEqual({ checkIn, checkOut });
  });

  it("infers the next occurrence and crosses the year end", () => {
    expect(range("vom 27.12. bis 3.1.")).toEqual({ checkIn: "2026-12-27", checkOut: "2027-01-03" });
    expect(range("from 10 to 17 October")).toEqual({ checkIn: "2027-10-10", checkOut: "2027-10-17" });
    expect(range("du 24 au 30 novembre")).toEqual({ checkIn: "2026-11-24", checkOut: "2026-11-30" });
  });

  it("takes the check-in year from the check-out when only that has one", () => {
    expect(range("du 27 décembre au 3 janvier 2028")).toEqual({ checkIn: "2027-12-27", checkOut: "2028-01-03" });
  });

  it("ignores lone dates and impossible days", () => {
    expect(range("Date: Mon, 23 Nov 2026 at 21:14")).toEqual({ checkIn: null, checkOut: null });
    expect(range("vom 31.02.2027 bis 03.03.2027")).toEqual({ checkIn: null, checkOut: null });
  });
});
