import "server-only";
import { ExpectedError } from "@/lib/actions/client";
import type { SessionUser } from "@/lib/auth/session";
import { readGuestListAccess } from "@/lib/data/guest-list";
import { mayAccessBooking } from "@/lib/domain/my-bookings";

/**
 * Every guest action calls this first, on the server, against the booking itself: the form's
 * booking id is only a claim. Not found and not yours answer the same, so ids cannot be probed.
 */
export async function assertGuestListAccess(bookingId: string, user: SessionUser): Promise<void> {
  const booking = await readGuestListAccess(bookingId);
  if (!booking || !mayAccessBooking(booking, user)) throw new ExpectedError("bookingNotFound");
  if (!booking.requestGuestLists) throw new ExpectedError("guestListNotRequested");
}
