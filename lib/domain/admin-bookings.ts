import type { Prisma } from "@/generated/prisma/client";
import type { BookingListQuery, BookingStatusFilter } from "@/lib/schemas/admin-bookings";
import { fromIsoDate, type IsoDate } from "./dates";
import type { PaymentState } from "./ledger";

/**
 * Pure rules of /admin/bookings: which badge a booking gets, and the database filter of the
 * list. The status filters select exactly the bookings that carry the badge of the same meaning,
 * so what an admin filters for is what the badges then show (cancelled ones only under "all").
 * A stay's payment badge is the ledger rule's state (lib/domain/ledger.ts), the same words the
 * dashboard, the booking view and the guest's page show: never Smoobu's price-paid flag alone.
 */

export type BookingBadge = "cancelled" | "blocked" | Exclude<PaymentState, "cancelled">;

/** Cancelled wins over blocked, blocked over the payment state: a cancelled block is no longer a block. */
export function bookingBadge(b: { type: string; isBlockedBooking: boolean }, state: PaymentState): BookingBadge {
  if (b.type === "cancelled" || state === "cancelled") return "cancelled";
  if (b.isBlockedBooking) return "blocked";
  return state;
}

/**
 * The part of the status filter the database cannot answer (the payment state is the ledger
 * rule's, not a column): "paid" keeps fully paid stays, "unpaid" the ones with money open.
 * Null when the status needs no ledger.
 */
export function statusMatchesBadge(status: BookingStatusFilter, badge: BookingBadge): boolean | null {
  if (status === "paid") return badge === "fullyPaid";
  if (status === "unpaid") return badge === "unpaid" || badge === "partlyPaid";
  return null;
}

/** A stay the house is really used for: neither cancelled nor an owner's block. */
export const LIVE_GUEST_STAY = { type: { notIn: ["cancelled", "deleted"] }, isBlockedBooking: false } satisfies Prisma.BookingWhereInput;

const NOT_CANCELLED: Prisma.BookingWhereInput = { type: { not: "cancelled" } };

function statusWhere(status: BookingStatusFilter): Prisma.BookingWhereInput {
  switch (status) {
    case "all":
      return {};
    case "live":
      return LIVE_GUEST_STAY;
    case "blocked":
      return { ...NOT_CANCELLED, isBlockedBooking: true };
    // Narrowed further by the ledger rule in lib/data (statusMatchesBadge).
    case "paid":
    case "unpaid":
      return LIVE_GUEST_STAY;
  }
}

/** The search matches guest name, e-mail or reference id, case-insensitively. */
function searchWhere(q: string): Prisma.BookingWhereInput {
  if (!q) return {};
  return {
    OR: [
      { guestName: { contains: q, mode: "insensitive" } },
      { email: { contains: q, mode: "insensitive" } },
      { referenceId: { contains: q, mode: "insensitive" } },
    ],
  };
}

/** The Prisma filter for the list's query (search, status and property combined with AND). */
export function bookingListWhere(query: Pick<BookingListQuery, "q" | "status" | "property">): Prisma.BookingWhereInput {
  const parts = [searchWhere(query.q), statusWhere(query.status), query.property === "all" ? {} : { propertyId: query.property }].filter(
    (part) => Object.keys(part).length > 0,
  );
  return parts.length === 0 ? {} : { AND: parts };
}


const day = (iso: IsoDate) => fromIsoDate(iso);

/**
 * The list's dates. A range (from/to, both inclusive) applies to the chosen date: arrival,
 * departure, or the stay (a night inside the range). Without one the switch decides: upcoming
 * is every stay not over yet (departure from `today`, Zurich, on: the guests in the house now come
 * first, then the arrivals), past every stay that ended before today.
 */
export function bookingDateWhere(query: Pick<BookingListQuery, "when" | "field" | "from" | "to">, today: IsoDate): Prisma.BookingWhereInput {
  const { from, to } = query;
  if (!from && !to) return query.when === "upcoming" ? { departure: { gte: day(today) } } : { departure: { lt: day(today) } };
  if (query.field === "stay") {
    return { ...(to ? { arrival: { lte: day(to) } } : {}), ...(from ? { departure: { gt: day(from) } } : {}) };
  }
  return { [query.field]: { ...(from ? { gte: day(from) } : {}), ...(to ? { lte: day(to) } : {}) } };
}

/** The dashboard's own filters: stays without a cleaner, guest lists missing, and the live part of "open balance". */
function workWhere(query: Pick<BookingListQuery, "cleaner" | "guestList" | "balance">): Prisma.BookingWhereInput[] {
  const parts: Prisma.BookingWhereInput[] = [];
  if (query.cleaner === "none" || query.guestList === "missing" || query.balance === "open") parts.push(LIVE_GUEST_STAY);
  if (query.cleaner === "none") parts.push({ assignments: { none: { assignmentType: "cleaning" } } });
  if (query.guestList === "missing") parts.push({ property: { requestGuestLists: true }, guests: { none: {} } });
  return parts;
}

/**
 * The whole database filter of the list at `today`. "Open balance" is narrowed further by the
 * ledger rule in lib/data (it is not a column).
 */
export function bookingListFilter(query: BookingListQuery, today: IsoDate): Prisma.BookingWhereInput {
  const base = bookingListWhere(query);
  const parts = [...(base.AND ? (base.AND as Prisma.BookingWhereInput[]) : []), bookingDateWhere(query, today), ...workWhere(query)].filter((p) => Object.keys(p).length > 0);
  return parts.length === 0 ? {} : { AND: parts };
}

/** Soonest first for upcoming stays, latest first for past ones; by the date the range is on. */
export function bookingListOrder(query: Pick<BookingListQuery, "when" | "field" | "from" | "to">): Prisma.BookingOrderByWithRelationInput[] {
  const direction = query.when === "past" ? "desc" : "asc";
  const field = (query.from || query.to) && query.field === "departure" ? "departure" : "arrival";
  // The id breaks ties so that paging is stable when several bookings arrive the same day.
  return [{ [field]: direction }, { id: "asc" }];
}

/** The query as URL parameters, defaults left out (pagination, the CSV link, the dashboard's links). */
export function bookingQueryParams(query: Partial<BookingListQuery>): Record<string, string> {
  const defaults: Record<string, string> = { q: "", status: "all", property: "all", when: "upcoming", field: "arrival", cleaner: "all", guestList: "all", balance: "all", page: "1" };
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (text === "" || defaults[key] === text) continue;
    // The field only matters with a range.
    if (key === "field" && !query.from && !query.to) continue;
    params[key] = text;
  }
  return params;
}

/** A sync or import run that was running and now is not: the list behind it must be read again. */
export function runJustEnded(previous: { status: string } | null, next: { status: string } | null): boolean {
  const active = (run: { status: string } | null) => run?.status === "queued" || run?.status === "running";
  return active(previous) && next !== null && !active(next);
}
