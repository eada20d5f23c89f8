import { describe, expect, it } from "vitest";
import { bookingLinkExpiry, bookingLinkPath, isBookingLinkToken } from "./booking-links";

const TOKEN = "A".repeat(40) + "_-z";

describe("bookingLinkPath", () => {
  it("builds the pay path without a prefix in German and with one in English and French", () => {
    expect(bookingLinkPath("de", "pay", TOKEN)).toBe(`/pay/b/${TOKEN}`);
    expect(bookingLinkPath("en", "pay", TOKEN)).toBe(`/en/pay/b/${TOKEN}`);
    expect(bookingLinkPath("fr", "pay", TOKEN)).toBe(`/fr/pay/b/${TOKEN}`);
  });

  it("builds the guest-list path", () => {
    expect(bookingLinkPath("en", "guest_list", TOKEN)).toBe(`/en/guest-list/b/${TOKEN}`);
  });
});

describe("isBookingLinkToken", () => {
  it("accepts 43 base64url characters only", () => {
    expect(isBookingLinkToken(TOKEN)).toBe(true);
    expect(isBookingLinkToken(TOKEN.slice(1))).toBe(false);
    expect(isBookingLinkToken(`${TOKEN.slice(1)}/`)).toBe(false);
    expect(isBookingLinkToken(`${TOKEN.slice(1)}=`)).toBe(false);
  });
});

describe("bookingLinkExpiry", () => {
  it("ends the departure day at Zurich midnight in winter and in summer", () => {
    expect(bookingLinkExpiry("2027-02-27").toISOString()).toBe("2027-02-27T23:00:00.000Z");
    expect(bookingLinkExpiry("2027-07-10").toISOString()).toBe("2027-07-10T22:00:00.000Z");
  });

  it("ends a departure on the last day of the year at the new year's midnight", () => {
    expect(bookingLinkExpiry("2026-12-31").toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });
});
