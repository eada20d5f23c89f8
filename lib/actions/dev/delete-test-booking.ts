"use server";

import { roleClient } from "@/lib/actions/client";
import { getDb } from "@/lib/db";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { TEST_BOOKING_ID } from "@/lib/domain/test-booking";

/** Removes the webhook test booking (99999999) for good; real bookings are never touched. */
export const deleteTestBookingAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "deleteTestBooking", messages: "dev" })
  .action(async () => {
    const db = await getDb();
    // Smoobu's reports mirrored into the ledger go with it (the test booking never carries real money).
    const count = await db.$transaction(async (tx) => {
      await tx.ledgerEntry.deleteMany({ where: { kind: "external", booking: { smoobuBookingId: TEST_BOOKING_ID } } });
      return (await tx.booking.deleteMany({ where: { smoobuBookingId: TEST_BOOKING_ID } })).count;
    });
    return { deleted: count > 0 };
  });
