import { describe, expect, it } from "vitest";
import { BOOKING_CSV_COLUMNS, bookingsCsv, bookingsCsvFileName, type BookingCsvLine } from "./bookings-csv";

const headers = Object.fromEntries(BOOKING_CSV_COLUMNS.map((c) => [c, c.toUpperCase()])) as Record<(typeof BOOKING_CSV_COLUMNS)[number], string>;
const line: BookingCsvLine = {
  referenceId: "REF-1", guestName: "Anna Zurbriggen", email: "anna@example.com", phone: "+41 79 555 12 34", propertyName: "Chalet Dom",
  arrival: "2026-12-05", departure: "2026-12-12", adults: 2, children: 1, channel: "Airbnb", price: "1234.50", status: "Paid",
};

describe("bookingsCsv", () => {
  it("writes a header and one CRLF line per booking, dates as dd.MM.yyyy and the nights counted", () => {
    expect(bookingsCsv(headers, [line])).toBe(
      "REFERENCE,GUEST,EMAIL,PHONE,PROPERTY,ARRIVAL,DEPARTURE,NIGHTS,ADULTS,CHILDREN,CHANNEL,PRICE,CURRENCY,STATUS\r\n" +
        "REF-1,Anna Zurbriggen,anna@example.com,'+41 79 555 12 34,Chalet Dom,05.12.2026,12.12.2026,7,2,1,Airbnb,1234.50,CHF,Paid\r\n",
    );
  });

  it("guards guest text against formulas and quotes commas; an unknown price stays empty", () => {
    const csv = bookingsCsv(headers, [{ ...line, guestName: "=HYPERLINK(\"x\")", propertyName: "Haus, Mischabel", price: null }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`"Haus, Mischabel"`);
    expect(csv.split("\r\n")[1]?.endsWith(",Airbnb,,,Paid")).toBe(true);
  });
});

describe("bookingsCsvFileName", () => {
  it("names the day, or the filtered range", () => {
    expect(bookingsCsvFileName("2026-11-27")).toBe("bookings-2026-11-27.csv");
    expect(bookingsCsvFileName("2026-11-27", "2026-12-01", "2026-12-31")).toBe("bookings-2026-12-01-2026-12-31.csv");
    expect(bookingsCsvFileName("2026-11-27", undefined, "2026-12-31")).toBe("bookings-start-2026-12-31.csv");
  });
});
