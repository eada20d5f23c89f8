import { describe, expect, it } from "vitest";
import { bookingListQuerySchema } from "@/lib/schemas/admin-bookings";
import { bookingBadge, bookingListWhere } from "./admin-bookings";

describe("bookingBadge", () => {
  it("puts cancelled first, then blocked, then paid or unpaid", () => {
    expect(bookingBadge({ type: "cancelled", isBlockedBooking: true, pricePaid: true })).toBe("cancelled");
    expect(bookingBadge({ type: "reservation", isBlockedBooking: true, pricePaid: true })).toBe("blocked");
    expect(bookingBadge({ type: "reservation", isBlockedBooking: false, pricePaid: true })).toBe("paid");
    expect(bookingBadge({ type: "modification", isBlockedBooking: false, pricePaid: false })).toBe("unpaid");
  });
});

describe("bookingListWhere", () => {
  const PROPERTY = "6f1c2a9e-8d3b-4c5e-9f7a-1b2c3d4e5f60";

  it("filters nothing for the defaults", () => {
    expect(bookingListWhere({ q: "", status: "all", property: "all" })).toEqual({});
  });

  it("selects exactly the bookings whose badge matches the status", () => {
    expect(bookingListWhere({ q: "", status: "paid", property: "all" })).toEqual({
      AND: [{ type: { not: "cancelled" }, isBlockedBooking: false, pricePaid: true }],
    });
    expect(bookingListWhere({ q: "", status: "unpaid", property: "all" })).toEqual({
      AND: [{ type: { not: "cancelled" }, isBlockedBooking: false, pricePaid: false }],
    });
    expect(bookingListWhere({ q: "", status: "blocked", property: "all" })).toEqual({ AND: [{ type: { not: "cancelled" }, isBlockedBooking: true }] });
  });

  it("searches name, e-mail and reference id and combines everything with AND", () => {
    expect(bookingListWhere({ q: "anna", status: "all", property: PROPERTY })).toEqual({
      AND: [
        {
          OR: [
            { guestName: { contains: "anna", mode: "insensitive" } },
            { email: { contains: "anna", mode: "insensitive" } },
            { referenceId: { contains: "anna", mode: "insensitive" } },
          ],
        },
        { propertyId: PROPERTY },
      ],
    });
  });

  it("falls back on nonsense in the URL", () => {
    expect(bookingListQuerySchema.parse({ q: "x".repeat(300), status: "refunded", property: "'; drop", page: "0" })).toEqual({
      q: "",
      status: "all",
      property: "all",
      page: 1,
    });
    expect(bookingListQuerySchema.parse({ property: PROPERTY, page: "3" })).toMatchObject({ property: PROPERTY, page: 3 });
  });
});
