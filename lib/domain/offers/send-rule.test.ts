import { describe, expect, it } from "vitest";
import { offerSendProblem, type OfferToSend, type StayNights } from "./send-rule";

// 27 November 2026, 10:00 in Zurich.
const now = new Date("2026-11-27T09:00:00Z");
const ready: OfferToSend = {
  status: "draft", paid: false, booked: false, guestName: "Emily Watson", guestEmail: "emily@example.com", reply: "Dear Emily, …",
  propertyId: "house-1", checkIn: "2026-12-10", checkOut: "2026-12-13", total: 150_000, expiresAt: new Date("2026-12-05T22:59:59.999Z"),
};
const free: StayNights = { rates: [], free: true };

describe("offerSendProblem", () => {
  it("lets a complete, priced offer with valid dates go out every way", () => {
    for (const way of ["mail", "copy", "status"] as const) expect(offerSendProblem(ready, way, now, free), way).toBeNull();
    expect(offerSendProblem({ ...ready, expiresAt: null }, "status", now, free), "no expiry: valid until paid").toBeNull();
  });

  it("asks for an e-mail address only when the offer goes out by mail, and for a reply only to mail or copy it", () => {
    const noEmail = { ...ready, guestEmail: null };
    expect(offerSendProblem(noEmail, "mail", now, free)).toEqual({ key: "guestEmailMissing", values: {} });
    expect(offerSendProblem(noEmail, "copy", now, free)).toBeNull();
    expect(offerSendProblem(noEmail, "status", now, free)).toBeNull();
    const noReply = { ...ready, reply: null };
    expect(offerSendProblem(noReply, "mail", now, free)?.key).toBe("replyMissing");
    expect(offerSendProblem(noReply, "copy", now, free)?.key).toBe("replyMissing");
    expect(offerSendProblem(noReply, "status", now, free)).toBeNull();
  });

  it("refuses, the same for every way, an offer without guest, house or dates, without a price, or past its expiry", () => {
    for (const way of ["mail", "copy", "status"] as const) {
      expect(offerSendProblem({ ...ready, guestName: null }, way, now, free)?.key, way).toBe("replyIncomplete");
      expect(offerSendProblem({ ...ready, propertyId: null }, way, now, free)?.key, way).toBe("replyIncomplete");
      expect(offerSendProblem({ ...ready, checkOut: null }, way, now, free)?.key, way).toBe("replyIncomplete");
      expect(offerSendProblem({ ...ready, total: null }, way, now, free)?.key, way).toBe("offerNotPriced");
      expect(offerSendProblem({ ...ready, expiresAt: now }, way, now, free)?.key, way).toBe("offerExpired");
    }
  });

  it("applies the date rules in today's rates: no past check-in, at most 400 days, the arrival night's minimum, free nights", () => {
    expect(offerSendProblem({ ...ready, checkIn: "2026-11-26" }, "status", now, free)).toEqual({ key: "checkInPast", values: {} });
    expect(offerSendProblem({ ...ready, checkIn: "2027-12-30", checkOut: "2028-01-02" }, "status", now, free)?.key).toBe("checkOutTooFar");
    const minStay: StayNights = { rates: [{ date: "2026-12-10", available: true, minLengthOfStay: 4 }], free: true };
    expect(offerSendProblem(ready, "copy", now, minStay)).toEqual({ key: "minStay", values: { count: 4 } });
    const blocked: StayNights = { rates: [{ date: "2026-12-11", available: false, minLengthOfStay: null }], free: true };
    expect(offerSendProblem(ready, "copy", now, blocked)?.key).toBe("datesUnavailable");
    expect(offerSendProblem(ready, "mail", now, { rates: [], free: false })?.key).toBe("datesUnavailable");
  });

  it("never sends a paid or booked offer again", () => {
    expect(offerSendProblem({ ...ready, status: "accepted", paid: true }, "status", now, free)?.key).toBe("offerAlreadyPaid");
    expect(offerSendProblem({ ...ready, booked: true }, "copy", now, free)?.key).toBe("offerAlreadyPaid");
    // Accepted by hand but nothing paid: a mistaken click can be undone by sending it again.
    expect(offerSendProblem({ ...ready, status: "accepted" }, "status", now, free)).toBeNull();
  });
});
