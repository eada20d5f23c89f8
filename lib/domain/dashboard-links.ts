import { bookingQueryParams } from "./admin-bookings";
import type { DashboardDays, MonthSpan } from "./dashboard";
import type { BookingListQuery } from "@/lib/schemas/admin-bookings";
import { offerListParams, type OfferListQuery } from "@/lib/schemas/offers";

/**
 * The list behind every figure of the dashboard, as the bookings list's own query: the dashboard
 * counts exactly what its link then shows (tests/integration/dashboard.test.ts holds it to that).
 */

type ListQuery = Partial<BookingListQuery>;

export function dashboardQueries(days: DashboardDays) {
  return {
    arrivalsToday: { status: "live", from: days.today, to: days.today },
    arrivalsTomorrow: { status: "live", from: days.tomorrow, to: days.tomorrow },
    departuresToday: { status: "live", field: "departure", from: days.today, to: days.today },
    departuresTomorrow: { status: "live", field: "departure", from: days.tomorrow, to: days.tomorrow },
    cleaningsWithoutCleaner: { cleaner: "none", field: "departure", from: days.today, to: days.cleaningUntil },
    // Stays not over yet on which the guest still owes money.
    openBalances: { balance: "open", field: "departure", from: days.today },
    guestListsMissing: { guestList: "missing", from: days.today, to: days.guestListUntil },
  } satisfies Record<string, ListQuery>;
}

export type DashboardQueryKey = keyof ReturnType<typeof dashboardQueries>;

/** The stays of one house with a night in one month (the occupancy chart's cells). */
export function monthStaysQuery(propertyId: string | "all", month: MonthSpan): ListQuery {
  return { status: "live", property: propertyId, field: "stay", from: month.start, to: month.last };
}

/** The bookings list's URL (without locale) for a query. */
export function bookingsHref(query: ListQuery): string {
  const params = new URLSearchParams(bookingQueryParams(query)).toString();
  return params ? `/admin/bookings?${params}` : "/admin/bookings";
}

/**
 * The offers lists behind the offer figures: waiting for the guest (sent or viewed, not paid, link
 * valid), and of those the ones whose link ends within 48 hours (lib/domain/offers/list-filter.ts).
 */
export function offerQueries() {
  return {
    waiting: { q: "", status: "open", expiring: null },
    expiring: { q: "", status: "open", expiring: "48h" },
  } satisfies Record<string, OfferListQuery>;
}

/** The offers list's URL (without locale) for a query. */
export function offersHref(query: Partial<OfferListQuery>): string {
  const params = new URLSearchParams(offerListParams(query)).toString();
  return params ? `/admin/make-offer?${params}` : "/admin/make-offer";
}

/** Ledger rows and offers the office must look at (the payments page's queue). */
export const PAYMENTS_ATTENTION_HREF = "/admin/payments#attention-title";
