import { describe, expect, it } from "vitest";
import { BALANCE_DUE_DAYS_BEFORE_ARRIVAL, balanceDue, bookingNextStep, guestFacingKind, paidStay } from "./after-booking";

describe("guestFacingKind", () => {
  it("speaks of a booking for an instant booking and of an offer for an admin's offer", () => {
    expect(guestFacingKind({ source: "instant" })).toBe("booking");
    expect(guestFacingKind({ source: "admin" })).toBe("offer");
  });
});

describe("balanceDue", () => {
  it("is due 30 days before arrival", () => {
    expect(BALANCE_DUE_DAYS_BEFORE_ARRIVAL).toBe(30);
    expect(balanceDue({ total: 320_000, paid: 25_000, arrival: "2027-02-06", today: "2026-11-27" })).toEqual({ amount: 295_000, dueDate: "2027-01-07", now: false });
  });

  it("is due at once when arrival is 30 days away or less", () => {
    expect(balanceDue({ total: 320_000, paid: 25_000, arrival: "2026-12-27", today: "2026-11-27" })).toEqual({ amount: 295_000, dueDate: "2026-11-27", now: true });
    expect(balanceDue({ total: 320_000, paid: 25_000, arrival: "2026-12-01", today: "2026-11-27" })).toMatchObject({ now: true });
    expect(balanceDue({ total: 320_000, paid: 25_000, arrival: "2026-12-28", today: "2026-11-27" })).toMatchObject({ dueDate: "2026-11-28", now: false });
  });

  it("is null when everything is paid or the price or the dates are unknown", () => {
    expect(balanceDue({ total: 25_000, paid: 25_000, arrival: "2027-02-06", today: "2026-11-27" })).toBeNull();
    expect(balanceDue({ total: 20_000, paid: 25_000, arrival: "2027-02-06", today: "2026-11-27" })).toBeNull();
    expect(balanceDue({ total: null, paid: 25_000, arrival: "2027-02-06", today: "2026-11-27" })).toBeNull();
    expect(balanceDue({ total: 320_000, paid: 25_000, arrival: null, today: "2026-11-27" })).toBeNull();
  });
});

describe("bookingNextStep", () => {
  const booking = { id: "8a6e0f5e-1c1b-4c1e-9f55-0d7c5f0e8b11", email: "Anna@Example.com" };
  const url = "/en/my-bookings/8a6e0f5e-1c1b-4c1e-9f55-0d7c5f0e8b11";

  it("opens the booking for its guest (e-mail ignoring case) and for an admin", () => {
    expect(bookingNextStep(booking, { email: "anna@example.com", roles: ["guest"] }, url)).toEqual({ kind: "open", href: `/my-bookings/${booking.id}` });
    expect(bookingNextStep(booking, { email: "office@example.com", roles: ["admin"] }, url)).toMatchObject({ kind: "open" });
  });

  it("sends anyone else to sign in, with the booking as the way back", () => {
    const step = bookingNextStep(booking, null, url);
    expect(step).toEqual({ kind: "signIn", href: `/auth?callbackUrl=${encodeURIComponent(url)}` });
    expect(new URLSearchParams(step.href.split("?")[1]).get("callbackUrl")).toBe(url);
    expect(bookingNextStep(booking, { email: "someone@example.com", roles: ["guest"] }, url).kind).toBe("signIn");
  });
});

describe("paidStay", () => {
  it("a deposit paid: the ledger's paid and open, the rest due 30 days before arrival", () => {
    expect(paidStay({ balance: { paid: 50_000, open: 150_000 }, arrival: "2027-03-10", today: "2026-12-07" })).toEqual({ paid: 50_000, open: 150_000, dueDate: "2027-02-08", now: false });
  });

  it("arrival within 30 days: the rest is due now", () => {
    expect(paidStay({ balance: { paid: 50_000, open: 150_000 }, arrival: "2026-12-20", today: "2026-12-07" })).toEqual({ paid: 50_000, open: 150_000, dueDate: "2026-12-07", now: true });
  });

  it("paid in full: nothing left, no due date", () => {
    expect(paidStay({ balance: { paid: 200_000, open: 0 }, arrival: "2027-03-10", today: "2026-12-07" })).toEqual({ paid: 200_000, open: 0, dueDate: null, now: false });
  });
});
