/**
 * The office's CSV export of /admin/bookings (/api/admin/bookings): one row per booking the list's
 * filters select, dates in the Swiss form the list shows (dd.MM.yyyy), the price as our decimal text.
 */

import { csvCell } from "./csv";
import { daysBetween, type IsoDate } from "./dates";
import { swissDate } from "./swiss-date";

export const BOOKING_CSV_COLUMNS = ["reference", "guest", "email", "phone", "property", "arrival", "departure", "nights", "adults", "children", "channel", "price", "currency", "status"] as const;
export type BookingCsvColumn = (typeof BOOKING_CSV_COLUMNS)[number];

export interface BookingCsvLine {
  referenceId: string;
  guestName: string;
  email: string;
  phone: string;
  propertyName: string;
  arrival: IsoDate;
  departure: IsoDate;
  adults: number;
  children: number;
  channel: string;
  /** Decimal text ("1234.50"), or null when unknown. */
  price: string | null;
  /** The badge in words. */
  status: string;
}

/**
 * The CSV text (RFC 4180, CRLF). Text cells go through csvCell (quoted, and guarded against
 * formulas: guest names come from channels); numbers are our own and written as they are.
 */
export function bookingsCsv(headers: Record<BookingCsvColumn, string>, lines: readonly BookingCsvLine[]): string {
  const head = BOOKING_CSV_COLUMNS.map((c) => csvCell(headers[c])).join(",");
  const body = lines.map((l) =>
    [
      csvCell(l.referenceId),
      csvCell(l.guestName),
      csvCell(l.email),
      csvCell(l.phone),
      csvCell(l.propertyName),
      swissDate(l.arrival),
      swissDate(l.departure),
      String(daysBetween(l.arrival, l.departure)),
      String(l.adults),
      String(l.children),
      csvCell(l.channel),
      l.price ?? "",
      l.price === null ? "" : "CHF",
      csvCell(l.status),
    ].join(","),
  );
  return [head, ...body].map((line) => `${line}\r\n`).join("");
}

/** "bookings-2026-11-27.csv", or with the filter's range: "bookings-2026-12-01-2026-12-31.csv". */
export function bookingsCsvFileName(today: IsoDate, from?: IsoDate, to?: IsoDate): string {
  const range = from || to ? `${from ?? "start"}-${to ?? "end"}` : today;
  return `bookings-${range.replace(/[^0-9A-Za-z-]/g, "_")}.csv`;
}
