import { describe, expect, it } from "vitest";
import { extractStayDates } from "./dates";

const today = "2026-11-24";
const range = (text: string, t = today) => {
  const { checkIn, checkOut } = extractStayDates(text, t);
  return { checkIn, checkOut };
};

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
    // The forms of issue 23.
    ["Is it free Feb 14-21?", "2027-02-14", "2027-02-21"],
    ["Chalet Dom Jan 9-16", "2027-01-09", "2027-01-16"],
    ["from the 2nd to the 9th of January 2027", "2027-01-02", "2027-01-09"],
    ["du 13/02/2027 au 20/02/2027", "2027-02-13", "2027-02-20"],
    ["13/2 - 20/2", "2027-02-13", "2027-02-20"],
    ["du lundi 8 au vendredi 12 mars 2027", "2027-03-08", "2027-03-12"],
    ["vom Samstig, 20. Februar bis Samstig, 27. Februar 2027", "2027-02-20", "2027-02-27"],
    ["Saturday 16 January – Saturday 23 January 2027", "2027-01-16", "2027-01-23"],
    ["du 1er au 5 février 2027", "2027-02-01", "2027-02-05"],
    ["Arrivée : sam. 16 janv. 2027\nDépart : sam. 23 janv. 2027", "2027-01-16", "2027-01-23"],
    ["Check in Saturday Jan 30, check out Saturday Feb 6", "2027-01-30", "2027-02-06"],
    ["December 26, 2026 through January 2, 2027", "2026-12-26", "2027-01-02"],
    ["12/26/2026 - 1/2/2027", "2026-12-26", "2027-01-02"],
    ["from the 6th of March to the 13th", "2027-03-06", "2027-03-13"],
    ["du 13 février au 20", "2027-02-13", "2027-02-20"],
  ])("reads %s", (text, checkIn, checkOut) => {
    expect(range(text)).toEqual({ checkIn, checkOut });
  });

  it.each([
    ["1 Woche ab dem 14.2.", "2027-02-14", "2027-02-21"],
    ["ab Samstag, 9. Januar 2027 für 7 Nächte", "2027-01-09", "2027-01-16"],
    ["from 18 December 2026 for 10 nights", "2026-12-18", "2026-12-28"],
    ["à partir du 20 février 2027, pour une semaine", "2027-02-20", "2027-02-27"],
    ["a week in Chalet Alphubel starting Saturday 13 March 2027", "2027-03-13", "2027-03-20"],
    ["zwei Wochen ab dem 3. Juli 2027", "2027-07-03", "2027-07-17"],
    ["quinze jours à partir du 17 juillet 2027", "2027-07-17", "2027-07-31"],
  ])("reads a start and a duration: %s", (text, checkIn, checkOut) => {
    expect(range(text)).toEqual({ checkIn, checkOut });
  });

  it("gives no dates for nights without a start", () => {
    expect(range("5 Nächte im Februar, genaue Daten folgen")).toEqual({ checkIn: null, checkOut: null });
  });

  it("infers the next occurrence, crosses the year end and says the year was guessed", () => {
    expect(range("vom 27.12. bis 3.1.")).toEqual({ checkIn: "2026-12-27", checkOut: "2027-01-03" });
    expect(range("from 10 to 17 October")).toEqual({ checkIn: "2027-10-10", checkOut: "2027-10-17" });
    expect(range("du 24 au 30 novembre")).toEqual({ checkIn: "2026-11-24", checkOut: "2026-11-30" });
    expect(range("Jan 9-16", "2026-12-20")).toEqual({ checkIn: "2027-01-09", checkOut: "2027-01-16" });
    expect(range("December 28 to January 4")).toEqual({ checkIn: "2026-12-28", checkOut: "2027-01-04" });
    expect(extractStayDates("vom 27.12. bis 3.1.", today).yearGuessed).toBe(true);
    expect(extractStayDates("vom 27.12.2026 bis 3.1.2027", today).yearGuessed).toBe(false);
  });

  it("takes the check-in year from the check-out when only that has one", () => {
    expect(range("du 27 décembre au 3 janvier 2028")).toEqual({ checkIn: "2027-12-27", checkOut: "2028-01-03" });
  });

  it("ignores lone dates, send times in headers and impossible days", () => {
    expect(range("Date: Mon, 23 Nov 2026 at 21:14")).toEqual({ checkIn: null, checkOut: null });
    expect(range("Gesendet: Dienstag, 24. November 2026 08:15\nWir möchten 1 Woche ab dem 14.2.")).toEqual({
      checkIn: "2027-02-14",
      checkOut: "2027-02-21",
    });
    expect(range("vom 31.02.2027 bis 03.03.2027")).toEqual({ checkIn: null, checkOut: null });
    expect(extractStayDates("vom 31.02.2027 bis 03.03.2027", today).unread).toBe(true);
  });

  it("does not take children's ages for a range", () => {
    expect(range("3 Kinder (2, 5 und 9) und möchten vom 24.07.2027 bis 31.07.2027")).toEqual({
      checkIn: "2027-07-24",
      checkOut: "2027-07-31",
    });
  });
});
