import "server-only";
import { getDb } from "@/lib/db";
import { fromIsoDate, toIsoDate, type IsoDate } from "@/lib/domain/dates";
import type { Guest } from "@/lib/schemas/guest-list";

export interface GuestRow {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: IsoDate;
  email: string;
}

/** What the guest actions check before they write: who owns the booking, and whether its property keeps guest lists. */
export async function readGuestListAccess(
  bookingId: string,
): Promise<{ email: string | null; referenceId: string | null; requestGuestLists: boolean; arrival: IsoDate; departure: IsoDate } | null> {
  const db = await getDb();
  const b = await db.booking.findUnique({
    where: { id: bookingId },
    select: { email: true, referenceId: true, arrival: true, departure: true, property: { select: { requestGuestLists: true } } },
  });
  return b ? { email: b.email, referenceId: b.referenceId, requestGuestLists: b.property.requestGuestLists, arrival: toIsoDate(b.arrival), departure: toIsoDate(b.departure) } : null;
}

/** The guests of a booking in the order they were registered. */
export async function listGuests(bookingId: string): Promise<GuestRow[]> {
  const db = await getDb();
  const rows = await db.bookingGuest.findMany({ where: { bookingId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map((g) => ({ id: g.id, firstName: g.firstName, lastName: g.lastName, dateOfBirth: toIsoDate(g.dateOfBirth), email: g.email ?? "" }));
}

const data = (guest: Guest) => ({
  firstName: guest.firstName,
  lastName: guest.lastName,
  dateOfBirth: fromIsoDate(guest.dateOfBirth),
  email: guest.email === "" ? null : guest.email,
});

export async function addGuest(bookingId: string, guest: Guest): Promise<string> {
  const db = await getDb();
  const row = await db.bookingGuest.create({ data: { bookingId, ...data(guest) }, select: { id: true } });
  return row.id;
}

/**
 * Updates a guest of this booking only (the guest id alone could name a guest of another
 * booking). False when there is no such guest on the booking.
 */
export async function updateGuest(bookingId: string, guestId: string, guest: Guest): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.bookingGuest.updateMany({ where: { id: guestId, bookingId }, data: data(guest) });
  return count === 1;
}

export async function removeGuest(bookingId: string, guestId: string): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.bookingGuest.deleteMany({ where: { id: guestId, bookingId } });
  return count === 1;
}
