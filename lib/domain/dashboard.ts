import { addDays, daysBetween, eachNight, SITE_TIME_ZONE, todayIn, type IsoDate } from "./dates";
import type { Rappen } from "./money";

/**
 * The office's morning figures as pure rules: which days "today", "tomorrow", "the next 7 days"
 * and "the next 14 days" are (in Saas-Fee, whatever the server's zone), and occupancy and revenue
 * per house and month. Which offers are waiting or about to expire is the offers list's filter
 * (lib/domain/offers/list-filter.ts), so the figures and their list cannot drift apart.
 *
 * Occupancy is nights sold / nights available. A night belongs to the month of its date (the
 * night of 31 January belongs to January even though the guest leaves in February). Nights an
 * owner blocked are neither sold nor available; cancelled stays count for nothing. A stay's
 * revenue (its price as the ledger counts it) is split over its months in proportion to its
 * nights, to the Rappen, so the months of a stay always add up to its price.
 */

/** How far ahead the dashboard looks for cleanings without a cleaner, and for missing guest lists (days, today included). */
export const CLEANING_LOOKAHEAD_DAYS = 7;
export const GUEST_LIST_LOOKAHEAD_DAYS = 14;
/** This month and the next two. */
export const OCCUPANCY_MONTHS = 3;

export interface DashboardDays {
  today: IsoDate;
  tomorrow: IsoDate;
  /** Last day (inclusive) of the cleanings window. */
  cleaningUntil: IsoDate;
  /** Last day (inclusive) of the guest-list window. */
  guestListUntil: IsoDate;
}

export function dashboardDays(now: Date): DashboardDays {
  const today = todayIn(SITE_TIME_ZONE, now);
  return { today, tomorrow: addDays(today, 1), cleaningUntil: addDays(today, CLEANING_LOOKAHEAD_DAYS - 1), guestListUntil: addDays(today, GUEST_LIST_LOOKAHEAD_DAYS - 1) };
}

export interface MonthSpan {
  /** "2026-11" */
  month: string;
  /** First day of the month. */
  start: IsoDate;
  /** Last day of the month (inclusive). */
  last: IsoDate;
  days: number;
}

/** The month of `today` and the `count - 1` after it. */
export function monthSpans(today: IsoDate, count = OCCUPANCY_MONTHS): MonthSpan[] {
  const spans: MonthSpan[] = [];
  let start = `${today.slice(0, 7)}-01`;
  for (let i = 0; i < count; i++) {
    const [y, m] = start.split("-").map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
    spans.push({ month: start.slice(0, 7), start, last: addDays(next, -1), days: daysBetween(start, next) });
    start = next;
  }
  return spans;
}

export interface FigureStay {
  propertyId: string;
  arrival: IsoDate;
  departure: IsoDate;
  cancelled: boolean;
  blocked: boolean;
  /** The stay's price (lib/domain/stay-total.ts); ignored for blocks and cancelled stays. */
  total: Rappen;
}

/** A stay's price per month ("2026-11" → Rappen), split by nights with the largest-remainder rule. */
export function revenueByMonth(total: Rappen, arrival: IsoDate, departure: IsoDate): Map<string, Rappen> {
  const nights = eachNight(arrival, departure);
  const perMonth = new Map<string, number>();
  for (const night of nights) perMonth.set(night.slice(0, 7), (perMonth.get(night.slice(0, 7)) ?? 0) + 1);
  const result = new Map<string, Rappen>();
  if (nights.length === 0) return result;
  const parts = [...perMonth.entries()].map(([month, n]) => {
    const exact = total * n;
    return { month, base: Math.floor(exact / nights.length), remainder: exact % nights.length };
  });
  let left = total - parts.reduce((s, p) => s + p.base, 0);
  // Earlier months win ties, so the split of a given stay never changes between reads.
  for (const p of [...parts].sort((a, b) => b.remainder - a.remainder || (a.month < b.month ? -1 : 1))) {
    if (left <= 0) break;
    p.base += 1;
    left -= 1;
  }
  for (const p of parts) result.set(p.month, p.base);
  return result;
}

export interface PropertyMonth {
  propertyId: string;
  month: string;
  /** Nights owners blocked. */
  blocked: number;
  /** Days of the month minus blocked nights. */
  available: number;
  sold: number;
  /** sold / available (0..1), or null when nothing was available. */
  occupancy: number | null;
  revenue: Rappen;
}

/** Occupancy and revenue for every property × month (properties in the given order, months ascending). */
export function occupancyByMonth(propertyIds: readonly string[], stays: readonly FigureStay[], months: readonly MonthSpan[]): PropertyMonth[] {
  const key = (propertyId: string, month: string) => `${propertyId}|${month}`;
  const sold = new Map<string, Set<IsoDate>>();
  const blocked = new Map<string, Set<IsoDate>>();
  const revenue = new Map<string, Rappen>();
  const wanted = new Set(months.map((m) => m.month));
  for (const stay of stays) {
    if (stay.cancelled) continue;
    for (const night of eachNight(stay.arrival, stay.departure)) {
      const month = night.slice(0, 7);
      if (!wanted.has(month)) continue;
      const target = stay.blocked ? blocked : sold;
      const set = target.get(key(stay.propertyId, month)) ?? new Set<IsoDate>();
      set.add(night);
      target.set(key(stay.propertyId, month), set);
    }
    if (stay.blocked) continue;
    for (const [month, amount] of revenueByMonth(stay.total, stay.arrival, stay.departure)) {
      if (wanted.has(month)) revenue.set(key(stay.propertyId, month), (revenue.get(key(stay.propertyId, month)) ?? 0) + amount);
    }
  }
  return propertyIds.flatMap((propertyId) =>
    months.map((m) => {
      const soldNights = sold.get(key(propertyId, m.month)) ?? new Set<IsoDate>();
      // A night both sold and blocked (two records in Smoobu) counts as sold, never twice.
      const blockedNights = [...(blocked.get(key(propertyId, m.month)) ?? [])].filter((n) => !soldNights.has(n)).length;
      const available = m.days - blockedNights;
      return { propertyId, month: m.month, blocked: blockedNights, available, sold: soldNights.size, occupancy: available > 0 ? soldNights.size / available : null, revenue: revenue.get(key(propertyId, m.month)) ?? 0 };
    }),
  );
}

/** All houses together, per month. */
export function monthTotals(rows: readonly PropertyMonth[], months: readonly MonthSpan[]): PropertyMonth[] {
  return months.map((m) => {
    const of = rows.filter((r) => r.month === m.month);
    const available = of.reduce((s, r) => s + r.available, 0);
    const sold = of.reduce((s, r) => s + r.sold, 0);
    return { propertyId: "all", month: m.month, blocked: of.reduce((s, r) => s + r.blocked, 0), available, sold, occupancy: available > 0 ? sold / available : null, revenue: of.reduce((s, r) => s + r.revenue, 0) };
  });
}

/** Occupancy in whole percent for display (never rounds a partly sold month to 0 or a not-full one to 100). */
export function occupancyPercent(occupancy: number | null): number | null {
  if (occupancy === null) return null;
  const percent = Math.round(occupancy * 100);
  if (percent === 0 && occupancy > 0) return 1;
  if (percent === 100 && occupancy < 1) return 99;
  return percent;
}
