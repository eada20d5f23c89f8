import { bookingKind, money, parseSmoobuTimestamp, type BookingKind } from "@/lib/domain/smoobu-booking";
import { toIsoDate } from "@/lib/domain/dates";
import type { SmoobuBooking } from "@/lib/schemas/smoobu";

// Whether Smoobu's version of a booking and ours differ enough to write Smoobu's again (pure, no
// I/O). Only what the site shows or relies on is compared: state, dates, price, apartment, and
// Smoobu's own modification time (which covers every other field Smoobu changed).

/** What the reconciliation reads of one of our bookings. */
export interface OurSide {
  type: BookingKind;
  arrival: Date;
  departure: Date;
  /** Two decimals, as money() writes it; null when unknown. */
  price: string | null;
  modifiedAtSmoobu: Date | null;
  /** The Smoobu apartment of its property. */
  smoobuPropertyId: number | null;
}

export const isLive = (type: BookingKind) => type === "reservation" || type === "modification";

/** Live, or gone: a booking we marked deleted that Smoobu still lists as cancelled is no difference. */
const state = (type: BookingKind) => (isLive(type) ? "live" : "gone");

export function needsRepair(theirs: SmoobuBooking, ours: OurSide): boolean {
  if (state(bookingKind(theirs.type)) !== state(ours.type)) return true;
  const modified = parseSmoobuTimestamp(theirs.modifiedAt);
  if (modified && (!ours.modifiedAtSmoobu || modified.getTime() > ours.modifiedAtSmoobu.getTime())) return true;
  if (theirs.arrival !== toIsoDate(ours.arrival) || theirs.departure !== toIsoDate(ours.departure)) return true;
  if (money(theirs.price) !== ours.price) return true;
  return theirs.apartment.id !== ours.smoobuPropertyId;
}

/** Smoobu cancelled a booking that is live with us: what the incremental sync can miss. */
export function isMissedCancellation(theirs: SmoobuBooking, ours: Pick<OurSide, "type"> | null): boolean {
  return !!ours && isLive(ours.type) && bookingKind(theirs.type) === "cancelled";
}
