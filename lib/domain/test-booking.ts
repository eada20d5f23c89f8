// The fake booking the developer tools send to our own webhook: a fixed id no real Smoobu booking
// will have, on dates far enough ahead that it cannot collide with a real stay.

export const TEST_BOOKING_ID = 99_999_999;

export type TestWebhookAction = "newReservation" | "updateReservation" | "cancelReservation";

const TYPES: Record<TestWebhookAction, string> = {
  newReservation: "reservation",
  updateReservation: "modification of booking",
  cancelReservation: "cancellation",
};

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace("T", " ");

/** The webhook body Smoobu would send for `action` on the test booking of `apartment`. */
export function testWebhookBody(action: TestWebhookAction, apartment: { id: number; name: string }, now: Date) {
  return {
    action,
    user: 0,
    data: {
      id: TEST_BOOKING_ID,
      "reference-id": "DEV-TEST",
      type: TYPES[action],
      arrival: "2099-01-01",
      departure: "2099-01-04",
      "created-at": "2099-01-01 00:00",
      // Seconds change with every send, so each test delivery is a new event, newer than the last.
      modifiedAt: stamp(now),
      apartment,
      channel: { id: 465612, name: "Direct" },
      "guest-name": "Webhook Test",
      email: null,
      phone: null,
      adults: action === "updateReservation" ? 3 : 2,
      children: 0,
      "price-paid": "No",
      language: "en",
    },
  };
}
