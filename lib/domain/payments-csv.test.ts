import { describe, expect, it } from "vitest";
import { PAYMENT_CSV_COLUMNS, paymentsCsv, paymentsCsvFileName, zurichTimestamp, type PaymentCsvColumn } from "./payments-csv";

const headers = Object.fromEntries(PAYMENT_CSV_COLUMNS.map((c) => [c, c.toUpperCase()])) as Record<PaymentCsvColumn, string>;
const line = {
  occurredAt: "2026-07-01T21:30:00.000Z",
  kind: "Refund",
  status: "Refunded",
  amount: -12_050,
  provider: "Stripe",
  providerRef: "re_123",
  reason: "Goodwill",
  bookingReference: "SC-1",
  guest: "Anna Muster",
  property: "Chalet Dom",
};

describe("zurichTimestamp", () => {
  it("writes the wall clock in Zurich, summer and winter", () => {
    expect(zurichTimestamp("2026-07-01T21:30:00.000Z")).toBe("2026-07-01 23:30");
    expect(zurichTimestamp("2026-12-31T23:30:00.000Z")).toBe("2027-01-01 00:30");
  });
});

describe("paymentsCsv", () => {
  it("writes a header and one CRLF line per row, the amount signed and unguarded", () => {
    const csv = paymentsCsv(headers, [line, { ...line, amount: 50_000, kind: "Payment", status: "Received", reason: "", providerRef: null, bookingReference: null, property: null }]);
    expect(csv.split("\r\n")).toEqual([
      "DATE,KIND,STATUS,AMOUNT,CURRENCY,PROVIDER,PROVIDERREF,REASON,BOOKINGREFERENCE,GUEST,PROPERTY",
      "2026-07-01 23:30,Refund,Refunded,-120.50,CHF,Stripe,re_123,Goodwill,SC-1,Anna Muster,Chalet Dom",
      "2026-07-01 23:30,Payment,Received,500.00,CHF,Stripe,,,,Anna Muster,",
      "",
    ]);
  });

  it("quotes commas and quotes, and guards guest-entered formulas", () => {
    const csv = paymentsCsv(headers, [{ ...line, guest: '=HYPERLINK("x")', property: "Dom, \"Saas\"" }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")","Dom, ""Saas"""`);
  });
});

describe("paymentsCsvFileName", () => {
  it("names the day or the filter's range, nothing else", () => {
    expect(paymentsCsvFileName("2026-11-25")).toBe("payments-2026-11-25.csv");
    expect(paymentsCsvFileName("2026-11-25", "2026-11-01", "2026-11-30")).toBe("payments-2026-11-01-2026-11-30.csv");
    expect(paymentsCsvFileName("2026-11-25", "2026-11-01")).toBe("payments-2026-11-01-2026-11-25.csv");
  });
});
