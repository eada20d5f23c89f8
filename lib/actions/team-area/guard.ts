import "server-only";
import { ExpectedError } from "@/lib/actions/client";
import { isAssignableUser, isLiveBooking } from "@/lib/data/team-area";
import type { CleaningAssignment } from "@/lib/schemas/team-area";

/**
 * Checked against the records themselves, not the client's view: the booking may have been
 * cancelled by a sync, and only active team users can be cleaners.
 */
export async function checkCleaningAssignment({ bookingId, userId }: CleaningAssignment): Promise<void> {
  if (!(await isLiveBooking(bookingId))) throw new ExpectedError("bookingNotFound");
  if (!(await isAssignableUser(userId))) throw new ExpectedError("userNotAssignable");
}
