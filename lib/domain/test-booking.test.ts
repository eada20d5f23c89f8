import { describe, expect, it } from "vitest";
import { smoobuBookingSchema, smoobuWebhookSchema } from "@/lib/schemas/smoobu";
import { bookingKind } from "./smoobu-booking";
import { TEST_BOOKING_ID, testWebhookBody } from "./test-booking";

describe("testWebhookBody", () => {
  it("is a valid webhook with the fixed test id, one per action", () => {
    const now = new Date("2026-11-24T07:00:05Z");
    for (const [action, kind] of [["newReservation", "reservation"], ["updateReservation", "modification"], ["cancelReservation", "cancelled"]] as const) {
      const body = testWebhookBody(action, { id: 1, name: "A" }, now);
      expect(smoobuWebhookSchema.parse(body).action).toBe(action);
      const booking = smoobuBookingSchema.parse(body.data);
      expect(booking).toMatchObject({ id: TEST_BOOKING_ID, modifiedAt: "2026-11-24 07:00:05" });
      expect(bookingKind(booking.type)).toBe(kind);
    }
  });
});
