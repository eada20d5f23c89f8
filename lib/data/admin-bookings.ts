import "server-only";
import { getDb } from "@/lib/db";
import { bookingBadge, bookingListWhere, type BookingBadge } from "@/lib/domain/admin-bookings";
import { toIsoDate, type IsoDate } from "@/lib/domain/dates";
import { BOOKINGS_PAGE_SIZE, type BookingListQuery } from "@/lib/schemas/admin-bookings";

export interface AdminBookingRow {
  id: string;
  guestName: string;
  email: string;
  referenceId: string;
  propertyName: string;
  arrival: IsoDate;
  departure: IsoDate;
  channel: string;
  /** Decimal text ("1234.50") so the amount is never a float on the way; null when unknown. */
  price: string | null;
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

/** Bookings matching the search and filters, newest arrival first, one page at a time. */
export async function listBookings(query: BookingListQuery): Promise<AdminBookingPage> {
  const db = await getDb();
  const where = bookingListWhere(query);
  const total = await db.booking.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const bookings = await db.booking.findMany({
    where,
    // The id breaks ties so that paging is stable when several bookings arrive the same day.
    orderBy: [{ arrival: "desc" }, { id: "asc" }],
    skip: (page - 1) * BOOKINGS_PAGE_SIZE,
    take: BOOKINGS_PAGE_SIZE,
    select: {
      id: true,
      guestName: true,
      email: true,
      referenceId: true,
      arrival: true,
      departure: true,
      price: true,
      type: true,
      isBlockedBooking: true,
      pricePaid: true,
      property: { select: { name: true } },
      channel: { select: { name: true } },
    },
  });
  return {
    total,
    page,
    pageCount,
    rows: bookings.map((b) => ({
      id: b.id,
      guestName: b.guestName,
      email: b.email ?? "",
      referenceId: b.referenceId ?? "",
      propertyName: b.property.name,
      arrival: toIsoDate(b.arrival),
      departure: toIsoDate(b.departure),
      channel: b.channel?.name ?? "",
      price: b.price ? b.price.toFixed(2) : null,
      badge: bookingBadge(b),
    })),
  };
}

/** Every property (hidden ones too) for the list's property filter, by name. */
export async function listPropertyOptions(): Promise<PropertyOption[]> {
  const db = await getDb();
  return db.property.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } });
}
