/**
 * What the guest pages say around a paid stay: whether the stay is spoken of as an offer or as a
 * booking, and when the rest of the price is due.
 */

import { addDays, type IsoDate } from "./dates";
import type { Rappen } from "./money";
import { mayAccessBooking } from "./my-bookings";

/**
 * An instant booking from a property page is stored as an offer (source "instant", see
 * lib/data/instant-booking.ts) so that it shares the checkout, but the guest asked for a booking:
 * its pages speak of "your booking", never of "the following offer".
 */
export function guestFacingKind(offer: { source: "admin" | "instant" }): "offer" | "booking" {
  return offer.source === "instant" ? "booking" : "offer";
}

/** The rental terms: the balance is due at the latest 30 days before arrival (section "Payment"). */
export const BALANCE_DUE_DAYS_BEFORE_ARRIVAL = 30;

/**
 * The open rest of the price after the deposit, and its due date: 30 days before arrival, or at
 * once (`now`) when that day has come (a booking made less than 30 days ahead). Null when nothing
 * is left to pay or the price is unknown.
 */
export function balanceDue(input: { total: Rappen | null; paid: Rappen; arrival: IsoDate | null; today: IsoDate }): { amount: Rappen; dueDate: IsoDate; now: boolean } | null {
  if (input.total === null || input.arrival === null) return null;
  const amount = input.total - input.paid;
  if (amount <= 0) return null;
  const latest = addDays(input.arrival, -BALANCE_DUE_DAYS_BEFORE_ARRIVAL);
  return latest <= input.today ? { amount, dueDate: input.today, now: true } : { amount, dueDate: latest, now: false };
}

/**
 * Where the success page sends the guest for the booking: straight to it when the visitor may
 * open it (lib/domain/my-bookings.ts mayAccessBooking: the booking's e-mail, or an admin), else
 * to the sign-in page, which brings them back to it (`bookingUrl` is its localized path).
 */
export function bookingNextStep(
  booking: { id: string; email: string | null },
  viewer: { email: string; roles: readonly string[] } | null,
  bookingUrl: string,
): { kind: "open"; href: string } | { kind: "signIn"; href: string } {
  if (viewer && mayAccessBooking(booking, viewer)) return { kind: "open", href: `/my-bookings/${booking.id}` };
  return { kind: "signIn", href: `/auth?callbackUrl=${encodeURIComponent(bookingUrl)}` };
}

/**
 * What the page of a paid offer says about the money: what was paid and what is left, as the
 * ledger rule (lib/domain/ledger.ts balance) counts them, and by when the rest is due (the rental
 * terms, as in balanceDue). `dueDate` is null once nothing is left.
 */
export function paidStay(input: { balance: { paid: Rappen; open: Rappen }; arrival: IsoDate | null; today: IsoDate }): { paid: Rappen; open: Rappen; dueDate: IsoDate | null; now: boolean } {
  const { paid, open } = input.balance;
  const rest = balanceDue({ total: paid + open, paid, arrival: input.arrival, today: input.today });
  return { paid, open, dueDate: rest?.dueDate ?? null, now: rest?.now ?? false };
}
