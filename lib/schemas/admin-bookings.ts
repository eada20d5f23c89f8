import { z } from "zod";
import { isIsoDate } from "@/lib/domain/dates";
import { withoutControlCharacters } from "@/lib/domain/control-characters";

/** /admin/bookings: the list's search, filters and page, as they come from the URL. */

/** live: guest stays, neither cancelled nor blocked (the dashboard's arrivals and departures). */
export const BOOKING_STATUS_FILTERS = ["all", "live", "paid", "unpaid", "blocked"] as const;
export type BookingStatusFilter = (typeof BOOKING_STATUS_FILTERS)[number];
/** upcoming: arrival from today on, soonest first; past: arrival before today, latest first. */
export const BOOKING_WHEN = ["upcoming", "past"] as const;
/** Which date the range applies to; "stay" selects stays with a night in the range. */
export const BOOKING_DATE_FIELDS = ["arrival", "departure", "stay"] as const;
export type BookingDateField = (typeof BOOKING_DATE_FIELDS)[number];
export const BOOKINGS_PAGE_SIZE = 20;

const isoDate = z.string().refine(isIsoDate).optional().catch(undefined);

/** Anything odd in the URL falls back to the default instead of failing the page. */
export const bookingListQuerySchema = z.object({
  // Control characters (a NUL PostgreSQL refuses) are dropped, not searched for.
  q: z.string().transform(withoutControlCharacters).pipe(z.string().trim().max(100)).catch(""),
  status: z.enum(BOOKING_STATUS_FILTERS).catch("all"),
  property: z.union([z.literal("all"), z.uuid()]).catch("all"),
  when: z.enum(BOOKING_WHEN).catch("upcoming"),
  field: z.enum(BOOKING_DATE_FIELDS).catch("arrival"),
  from: isoDate,
  to: isoDate,
  /** none: live stays without a cleaner (the dashboard's open cleanings). */
  cleaner: z.enum(["all", "none"]).catch("all"),
  /** missing: live stays of a house that keeps guest lists, with no guest registered yet. */
  guestList: z.enum(["all", "missing"]).catch("all"),
  /** open: live stays on which the ledger says the guest still owes money. */
  balance: z.enum(["all", "open"]).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

/** The query's keys, for reading them from a URL. */
export const BOOKING_QUERY_KEYS = ["q", "status", "property", "when", "field", "from", "to", "cleaner", "guestList", "balance", "page"] as const;

/** Reads the query from search params (a page's `searchParams` or a route's URL); first value wins. */
export function parseBookingListQuery(read: (key: string) => string | undefined): BookingListQuery {
  return bookingListQuerySchema.parse(Object.fromEntries(BOOKING_QUERY_KEYS.map((k) => [k, read(k)])));
}
