import { z } from "zod";
import { withoutControlCharacters } from "@/lib/domain/control-characters";

/** /admin/bookings: the list's search, filters and page, as they come from the URL. */

export const BOOKING_STATUS_FILTERS = ["all", "paid", "unpaid", "blocked"] as const;
export type BookingStatusFilter = (typeof BOOKING_STATUS_FILTERS)[number];
export const BOOKINGS_PAGE_SIZE = 20;

/** Anything odd in the URL falls back to the default instead of failing the page. */
export const bookingListQuerySchema = z.object({
  // Control characters (a NUL PostgreSQL refuses) are dropped, not searched for.
  q: z.string().transform(withoutControlCharacters).pipe(z.string().trim().max(100)).catch(""),
  status: z.enum(BOOKING_STATUS_FILTERS).catch("all"),
  property: z.union([z.literal("all"), z.uuid()]).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;
