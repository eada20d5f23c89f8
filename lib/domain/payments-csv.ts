/**
 * The office's CSV export of payments, refunds and disputes (/api/admin/payments): one row per
 * ledger row with its date in Zurich time, what it is, its amount signed by direction (refunds and
 * disputes negative; the status column says whether the money actually moved) and where it belongs.
 */

import { csvCell } from "./csv";
import { SITE_TIME_ZONE } from "./dates";
import { rappenToDecimalString, type Rappen } from "./money";

export const PAYMENT_CSV_COLUMNS = ["date", "kind", "status", "amount", "currency", "provider", "providerRef", "reason", "bookingReference", "guest", "property"] as const;
export type PaymentCsvColumn = (typeof PAYMENT_CSV_COLUMNS)[number];

export interface PaymentCsvLine {
  /** The instant, ISO 8601. */
  occurredAt: string;
  kind: string;
  status: string;
  /** Signed: negative for money going back to the guest. */
  amount: Rappen;
  provider: string;
  providerRef: string | null;
  reason: string;
  bookingReference: string | null;
  guest: string;
  property: string | null;
}

const zurich = new Intl.DateTimeFormat("en-US-u-ca-gregory-nu-latn", {
  timeZone: SITE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** "2026-11-25 14:03": the wall clock in Zurich, in a form every spreadsheet sorts correctly. */
export function zurichTimestamp(iso: string): string {
  const parts = zurich.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/**
 * The CSV text (RFC 4180, CRLF). Text cells go through csvCell (quoted, and guarded against
 * formulas); the amount is our own decimal text ("-120.50"), written as is so that spreadsheets
 * read it as a number rather than the apostrophed text a guarded "-" would become.
 */
export function paymentsCsv(headers: Record<PaymentCsvColumn, string>, lines: readonly PaymentCsvLine[]): string {
  const head = PAYMENT_CSV_COLUMNS.map((c) => csvCell(headers[c])).join(",");
  const body = lines.map((l) =>
    [
      csvCell(zurichTimestamp(l.occurredAt)),
      csvCell(l.kind),
      csvCell(l.status),
      rappenToDecimalString(l.amount),
      "CHF",
      csvCell(l.provider),
      csvCell(l.providerRef ?? ""),
      csvCell(l.reason),
      csvCell(l.bookingReference ?? ""),
      csvCell(l.guest),
      csvCell(l.property ?? ""),
    ].join(","),
  );
  return [head, ...body].map((line) => `${line}\r\n`).join("");
}

/** "payments-2026-11-25.csv", or with the filter's dates: "payments-2026-11-01-2026-11-30.csv". */
export function paymentsCsvFileName(today: string, from?: string, to?: string): string {
  const range = from || to ? `${from ?? "start"}-${to ?? today}` : today;
  return `payments-${range.replace(/[^0-9A-Za-z-]/g, "_")}.csv`;
}
