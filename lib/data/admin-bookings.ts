import "server-only";
import { getDb, type Prisma } from "@/lib/db";
import { bookingBadge, bookingListFilter, bookingListOrder, statusMatchesBadge, type BookingBadge } from "@/lib/domain/admin-bookings";
import { SITE_TIME_ZONE, toIsoDate, todayIn, type IsoDate } from "@/lib/domain/dates";
import { BOOKINGS_PAGE_SIZE, type BookingListQuery } from "@/lib/schemas/admin-bookings";
import type { Balance } from "@/lib/domain/ledger";
import { BOOKING_MONEY_SELECT, bookingBalance, LINE_SELECT, readBalances, toLedgerLine } from "./ledger";

export interface AdminBookingRow {
  id: string;
  guestName: string;
  email: string;
  phone: string;
  referenceId: string;
  propertyName: string;
  arrival: IsoDate;
  departure: IsoDate;
  adults: number;
  children: number;
  channel: string;
  /** Decimal text ("1234.50") so the amount is never a float on the way; null when unknown. */
  price: string | null;
  /** Cancelled, blocked, or the ledger rule's payment state (the words every page uses). */
  badge: BookingBadge;
}

export interface AdminBookingPage {
  rows: AdminBookingRow[];
  total: number;
  page: number;
  pageCount: number;
}

export interface PropertyOption {
  id: string;
  name: string;
}

const ROW_SELECT = {
  id: true, guestName: true, email: true, phone: true, referenceId: true, arrival: true, departure: true, adults: true, children: true, price: true, type: true,
  isBlockedBooking: true, property: { select: { name: true } }, channel: { select: { name: true } },
} satisfies Prisma.BookingSelect;

type RowRecord = Prisma.BookingGetPayload<{ select: typeof ROW_SELECT }>;

function toRow(b: RowRecord, balance: Balance | undefined): AdminBookingRow {
  return {
    id: b.id, guestName: b.guestName, email: b.email ?? "", phone: b.phone ?? "", referenceId: b.referenceId ?? "", propertyName: b.property.name,
    arrival: toIsoDate(b.arrival), departure: toIsoDate(b.departure), adults: b.adults, children: b.children, channel: b.channel?.name ?? "",
    price: b.price ? b.price.toFixed(2) : null, badge: bookingBadge(b, balance?.state ?? "unpaid"),
  };
}

/** The rows with their ledger state: one read of the balances for the whole page. */
async function toRows(bookings: RowRecord[], day: IsoDate): Promise<AdminBookingRow[]> {
  const balances = await readBalances(bookings.map((b) => b.id), day);
  return bookings.map((b) => toRow(b, balances.get(b.id)));
}

const today = () => todayIn(SITE_TIME_ZONE, new Date());

/**
 * The ids the query selects, in the list's order, when the query needs the ledger: "open balance"
 * and the paid/unpaid status are the ledger rule's answers, not columns, so the candidates are
 * read with their ledger and kept when they match. Null when the database filter is enough.
 */
async function selectedIds(query: BookingListQuery, day: IsoDate, cap?: number): Promise<string[] | null> {
  const byStatus = query.status === "paid" || query.status === "unpaid";
  if (query.balance !== "open" && !byStatus) return null;
  const db = await getDb();
  const candidates = await db.booking.findMany({
    where: bookingListFilter(query, day),
    orderBy: bookingListOrder(query),
    take: cap,
    select: { ...BOOKING_MONEY_SELECT, isBlockedBooking: true, ledger: { select: LINE_SELECT } },
  });
  return candidates
    .filter((b) => {
      const balance = bookingBalance(b, b.ledger.map(toLedgerLine), day);
      if (query.balance === "open" && balance.open <= 0) return false;
      return statusMatchesBadge(query.status, bookingBadge(b, balance.state)) ?? true;
    })
    .map((b) => b.id);
}

/** Bookings matching the search and filters (upcoming first by default), one page at a time. */
export async function listBookings(query: BookingListQuery, day: IsoDate = today()): Promise<AdminBookingPage> {
  const db = await getDb();
  const ids = await selectedIds(query, day);
  const where = ids === null ? bookingListFilter(query, day) : { id: { in: ids } };
  const total = ids === null ? await db.booking.count({ where }) : ids.length;
  const pageCount = Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const bookings = await db.booking.findMany({ where, orderBy: bookingListOrder(query), skip: (page - 1) * BOOKINGS_PAGE_SIZE, take: BOOKINGS_PAGE_SIZE, select: ROW_SELECT });
  return { total, page, pageCount, rows: await toRows(bookings, day) };
}

/** How many bookings the query selects (the dashboard's figures are this count of their link). */
export async function countBookings(query: BookingListQuery, day: IsoDate = today()): Promise<number> {
  const ids = await selectedIds(query, day);
  if (ids !== null) return ids.length;
  return (await getDb()).booking.count({ where: bookingListFilter(query, day) });
}

/** Every booking the query selects, in the list's order, for the CSV export (capped: a spreadsheet, not a backup). */
export async function listBookingsForExport(query: BookingListQuery, day: IsoDate = today(), cap = 10_000): Promise<AdminBookingRow[]> {
  const db = await getDb();
  const ids = await selectedIds(query, day, cap);
  const where = ids === null ? bookingListFilter(query, day) : { id: { in: ids } };
  const rows = await db.booking.findMany({ where, orderBy: bookingListOrder(query), take: cap, select: ROW_SELECT });
  return toRows(rows, day);
}

/** Every property (hidden ones too) for the list's property filter, by name. */
export async function listPropertyOptions(): Promise<PropertyOption[]> {
  const db = await getDb();
  return db.property.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } });
}
