import { describe, expect, it } from "vitest";
import { isBookingMail, smoobuBookingUrl } from "./admin-booking-view";

describe("smoobuBookingUrl", () => {
  it("leads to Smoobu's Cockpit on its own host in the admin's language (no per-reservation address is documented)", () => {
    expect(smoobuBookingUrl(50_000_123, "https://login.smoobu.com/api", "de")).toBe("https://login.smoobu.com/de/cockpit");
    expect(smoobuBookingUrl(7, "https://login.smoobu.com/api/", "fr")).toBe("https://login.smoobu.com/fr/cockpit");
    // The local fake Smoobu of the demo answers on its own host.
    expect(smoobuBookingUrl(7, "http://127.0.0.1:4010/api", "en")).toBe("http://127.0.0.1:4010/en/cockpit");
    // Not the guessed single-reservation path of before.
    expect(smoobuBookingUrl(7, "https://login.smoobu.com/api", "en")).not.toContain("/booking/reservations/");
  });

  it("gives no link for a booking Smoobu does not know, or a broken base URL", () => {
    expect(smoobuBookingUrl(null, "https://login.smoobu.com/api", "de")).toBeNull();
    expect(smoobuBookingUrl(0, "https://login.smoobu.com/api", "de")).toBeNull();
    expect(smoobuBookingUrl(5, "not a url", "de")).toBeNull();
  });
});

describe("isBookingMail", () => {
  const booking = { email: "Anna@Example.com", since: new Date("2026-10-01T00:00:00Z") };
  const mail = (m: Partial<Parameters<typeof isBookingMail>[0]>) => ({ toAddress: "anna@example.com", replyTo: null, template: "offer-sent", createdAt: new Date("2026-10-02T00:00:00Z"), ...m });

  it("takes stay mails to the guest and office notices replying to the guest, case-insensitively", () => {
    expect(isBookingMail(mail({}), booking)).toBe(true);
    expect(isBookingMail(mail({ toAddress: "office@saastal.ch", replyTo: "ANNA@example.com", template: "offer-paid-office-notice" }), booking)).toBe(true);
    expect(isBookingMail(mail({ template: "refund-guest-notice" }), booking)).toBe(true);
  });

  it("leaves out account mails, other people's mails, mails from before the offer, and bookings without an address", () => {
    expect(isBookingMail(mail({ template: "account-sign-in-attack" }), booking)).toBe(false);
    expect(isBookingMail(mail({ template: null }), booking)).toBe(false);
    expect(isBookingMail(mail({ toAddress: "someone@example.com" }), booking)).toBe(false);
    expect(isBookingMail(mail({ createdAt: new Date("2026-09-30T23:59:59Z") }), booking)).toBe(false);
    expect(isBookingMail(mail({}), { ...booking, email: null })).toBe(false);
  });
});
