"use server";

import { roleClient } from "@/lib/actions/client";
import { getDb } from "@/lib/db";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { TEST_BOOKING_ID } from "@/lib/domain/test-booking";

/** Removes the webhook test booking (99999999) for good; real bookings are never touched. */
export const deleteTestBookingAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "deleteTestBooking", messages: "dev" })
  .action(async () => {
    const { count } = await (await getDb()).booking.deleteMany({ where: { smoobuBookingId: TEST_BOOKING_ID } });
    return { deleted: count > 0 };
  });
