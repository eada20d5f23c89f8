import type { Prisma } from "@/generated/prisma/client";
import type { BookingListQuery, BookingStatusFilter } from "@/lib/schemas/admin-bookings";

/**
 * Pure rules of /admin/bookings: which badge a booking gets, and the database filter of the
 * list. The status filters select exactly the bookings that carry the badge of the same name,
 * so what an admin filters for is what the badges then show (cancelled ones only under "all").
 */

export type BookingBadge = "cancelled" | "blocked" | "paid" | "unpaid";

export interface BadgeInput {
  type: string;
  isBlockedBooking: boolean;
  pricePaid: boolean;
}

/** Cancelled wins over blocked, blocked over paid: a cancelled block is no longer a block. */
export function bookingBadge(b: BadgeInput): BookingBadge {
  if (b.type === "cancelled") return "cancelled";
  if (b.isBlockedBooking) return "blocked";
  return b.pricePaid ? "paid" : "unpaid";
}

const NOT_CANCELLED: Prisma.BookingWhereInput = { type: { not: "cancelled" } };

function statusWhere(status: BookingStatusFilter): Prisma.BookingWhereInput {
  switch (status) {
    case "all":
      return {};
    case "blocked":
      return { ...NOT_CANCELLED, isBlockedBooking: true };
    case "paid":
      return { ...NOT_CANCELLED, isBlockedBooking: false, pricePaid: true };
    case "unpaid":
      return { ...NOT_CANCELLED, isBlockedBooking: false, pricePaid: false };
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
