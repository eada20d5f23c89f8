import "server-only";
import { getDb } from "@/lib/db";
import { bookingListFilter, bookingListOrder } from "@/lib/domain/admin-bookings";
import { monthSpans, monthTotals, occupancyByMonth, type DashboardDays, type MonthSpan, type PropertyMonth } from "@/lib/domain/dashboard";
import { dashboardQueries, offerQueries } from "@/lib/domain/dashboard-links";
import { addDays, fromIsoDate, toIsoDate, type IsoDate } from "@/lib/domain/dates";
import type { PaymentState } from "@/lib/domain/ledger";
import { toRappen, type Rappen } from "@/lib/domain/money";
import { stayTotal } from "@/lib/domain/stay-total";
import { bookingListQuerySchema, type BookingListQuery } from "@/lib/schemas/admin-bookings";
import { listBookings, type AdminBookingRow } from "./admin-bookings";
import { offerListFilter } from "./offer-list";
import { attentionQueue } from "./admin-payments";
import { BOOKING_MONEY_SELECT, bookingBalance, LINE_SELECT, readBalances, toLedgerLine } from "./ledger";

/**
 * The dashboard's reads, one function per section: each section of the page reads on its own, so
 * one that fails shows its own error and the others still show (and a future section, such as a
 * payment schedule, the mail timeline, guest registration or the tourist-tax ledger, is one more
 * function here and one more entry in the page's list). Counts go through the bookings list's own
 * filter (lib/domain/dashboard-links.ts), so a figure is exactly what its link shows.
 */

const SAMPLE = 5;

const listQuery = (q: Partial<BookingListQuery>) => bookingListQuerySchema.parse(q);

export interface StayRow extends AdminBookingRow {
  paymentState: PaymentState;
  open: Rappen;
}

export interface StayList {
  total: number;
  rows: StayRow[];
}

/** The first `take` stays of a list query (all of them for the day's arrivals and departures), with their payment state. */
async function stayList(query: Partial<BookingListQuery>, today: IsoDate, take = SAMPLE): Promise<StayList> {
  const page = await listBookings(listQuery(query), today);
  const rows = page.rows.slice(0, take);
  const money = await readBalances(rows.map((r) => r.id), today);
  return { total: page.total, rows: rows.map((r) => ({ ...r, paymentState: money.get(r.id)?.state ?? "unpaid", open: money.get(r.id)?.open ?? 0 })) };
}

export interface Movements {
  arrivalsToday: StayList;
  arrivalsTomorrow: StayList;
  departuresToday: StayList;
  departuresTomorrow: StayList;
}

/** Who arrives and leaves today and tomorrow, with party and payment state (a page of 20 each: a day never has more). */
export async function readMovements(days: DashboardDays): Promise<Movements> {
  const q = dashboardQueries(days);
  const [arrivalsToday, arrivalsTomorrow, departuresToday, departuresTomorrow] = await Promise.all(
    [q.arrivalsToday, q.arrivalsTomorrow, q.departuresToday, q.departuresTomorrow].map((query) => stayList(query, days.today, 20)),
  );
  return { arrivalsToday: arrivalsToday!, arrivalsTomorrow: arrivalsTomorrow!, departuresToday: departuresToday!, departuresTomorrow: departuresTomorrow! };
}

/** Departures of the next 7 days that no cleaner has taken. */
export async function readCleaningGaps(days: DashboardDays): Promise<StayList> {
  return stayList(dashboardQueries(days).cleaningsWithoutCleaner, days.today);
}

/** Arrivals of the next 14 days at houses that keep guest lists, with nobody registered yet. */
export async function readGuestListGaps(days: DashboardDays): Promise<StayList> {
  return stayList(dashboardQueries(days).guestListsMissing, days.today);
}

export interface OpenBalances extends StayList {
  /** What guests owe in all, on stays not over yet. */
  sum: Rappen;
}

/** Stays not over yet on which the ledger says money is still owed: how many, how much, the soonest. */
export async function readOpenBalances(days: DashboardDays): Promise<OpenBalances> {
  const db = await getDb();
  const query = listQuery(dashboardQueries(days).openBalances);
  const candidates = await db.booking.findMany({
    where: bookingListFilter(query, days.today),
    orderBy: bookingListOrder(query),
    select: { ...BOOKING_MONEY_SELECT, ledger: { select: LINE_SELECT } },
  });
  const owing = candidates
    .map((b) => ({ id: b.id, balance: bookingBalance(b, b.ledger.map(toLedgerLine), days.today) }))
    .filter((b) => b.balance.open > 0);
  const sample = await listBookings(listQuery({ ...query }), days.today);
  const open = new Map(owing.map((o) => [o.id, o.balance]));
  return {
    total: owing.length,
    sum: owing.reduce((s, o) => s + o.balance.open, 0),
    rows: sample.rows.slice(0, SAMPLE).map((r) => ({ ...r, paymentState: open.get(r.id)?.state ?? "unpaid", open: open.get(r.id)?.open ?? 0 })),
  };
}

export interface OfferRow {
  id: string;
  guestName: string;
  propertyName: string | null;
  total: Rappen | null;
  expiresAt: string | null;
}

export interface OfferFigures {
  waiting: { count: number; sum: Rappen };
  expiring: OfferRow[];
}

/**
 * Offers waiting for the guest (sent or viewed, not paid, link still valid) and those whose link
 * ends within 48 hours, read through the offers list's own filter (lib/domain/dashboard-links.ts),
 * so each figure is exactly what its link lists.
 */
export async function readOfferFigures(now: Date): Promise<OfferFigures> {
  const db = await getDb();
  const q = offerQueries();
  const select = { id: true, expiresAt: true, guestName: true, totalPrice: true, property: { select: { name: true } } } as const;
  const [waiting, expiring] = await Promise.all([
    db.offer.findMany({ where: offerListFilter(q.waiting, now), select: { totalPrice: true } }),
    db.offer.findMany({ where: offerListFilter(q.expiring, now), orderBy: [{ expiresAt: "asc" }, { id: "asc" }], select }),
  ]);
  const row = (o: (typeof expiring)[number]): OfferRow => ({
    id: o.id, guestName: o.guestName ?? "", propertyName: o.property?.name ?? null, total: o.totalPrice === null ? null : toRappen(o.totalPrice), expiresAt: o.expiresAt?.toISOString() ?? null,
  });
  return { waiting: { count: waiting.length, sum: waiting.reduce((s, o) => s + (o.totalPrice === null ? 0 : toRappen(o.totalPrice)), 0) }, expiring: expiring.map(row) };
}

/** How many items the payments page's attention queue holds (failed refunds, disputes, money to place). */
export async function readPaymentAttention(): Promise<{ count: number; sum: Rappen }> {
  const items = await attentionQueue();
  return { count: items.length, sum: items.reduce((s, i) => s + i.amount, 0) };
}

export interface Occupancy {
  months: MonthSpan[];
  properties: { id: string; name: string }[];
  rows: PropertyMonth[];
  totals: PropertyMonth[];
}

/**
 * Nights sold / nights available and revenue per house for this month and the next two. Houses:
 * the visible ones, and any hidden one with a stay in those months (its nights were sold).
 */
export async function readOccupancy(today: IsoDate): Promise<Occupancy> {
  const db = await getDb();
  const months = monthSpans(today);
  const first = months[0]!.start;
  const end = addDays(months[months.length - 1]!.last, 1);
  const stays = await db.booking.findMany({
    where: { arrival: { lt: fromIsoDate(end) }, departure: { gt: fromIsoDate(first) }, type: { notIn: ["cancelled", "deleted"] } },
    select: { propertyId: true, arrival: true, departure: true, type: true, isBlockedBooking: true, price: true, priceElements: true },
  });
  const withStays = new Set(stays.filter((s) => !s.isBlockedBooking).map((s) => s.propertyId));
  const properties = await db.property.findMany({ where: { OR: [{ isVisible: true }, { id: { in: [...withStays] } }] }, orderBy: { name: "asc" }, select: { id: true, name: true } });
  const rows = occupancyByMonth(
    properties.map((p) => p.id),
    stays.map((s) => ({
      propertyId: s.propertyId,
      arrival: toIsoDate(s.arrival),
      departure: toIsoDate(s.departure),
      cancelled: false,
      blocked: s.isBlockedBooking,
      total: stayTotal({ priceElements: s.priceElements, price: s.price === null ? null : toRappen(s.price) }),
    })),
    months,
  );
  return { months, properties, rows, totals: monthTotals(rows, months) };
}
