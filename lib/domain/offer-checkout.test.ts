import { describe, expect, it } from "vitest";
import {
  bookingReference,
  hasDownpaymentLine,
  isOfferExpired,
  mayReuseSession,
  offerBlock,
  offerDeposit,
  offerPagePath,
  splitGuestName,
  staysOverlap,
  type OfferForPayment,
} from "./offer-checkout";

const now = new Date("2026-11-24T08:00:00Z");
const open: OfferForPayment = {
  status: "sent",
  expiresAt: new Date("2026-11-30T00:00:00Z"),
  paidAt: null,
  totalPrice: 250_000,
  downpaymentAmount: 75_000,
  checkIn: "2027-01-10",
  checkOut: "2027-01-15",
  propertyId: "p1",
};

describe("offerBlock", () => {
  it("lets sent and viewed offers be paid", () => {
    expect(offerBlock(open, now)).toBeNull();
    expect(offerBlock({ ...open, status: "viewed" }, now)).toBeNull();
  });
  it("refuses paid, accepted, draft, rejected, expired and incomplete offers", () => {
    expect(offerBlock({ ...open, paidAt: now }, now)).toBe("alreadyPaid");
    expect(offerBlock({ ...open, status: "accepted" }, now)).toBe("alreadyPaid");
    expect(offerBlock({ ...open, status: "draft" }, now)).toBe("notOpen");
    expect(offerBlock({ ...open, status: "rejected" }, now)).toBe("notOpen");
    expect(offerBlock({ ...open, status: "expired" }, now)).toBe("expired");
    expect(offerBlock({ ...open, expiresAt: now }, now)).toBe("expired");
    expect(offerBlock({ ...open, totalPrice: null }, now)).toBe("incomplete");
    expect(offerBlock({ ...open, totalPrice: 0 }, now)).toBe("incomplete");
    expect(offerBlock({ ...open, checkIn: null }, now)).toBe("incomplete");
    expect(offerBlock({ ...open, propertyId: null }, now)).toBe("incomplete");
  });
  it("treats an offer without expiry as not expired", () => {
    expect(isOfferExpired({ status: "sent", expiresAt: null }, now)).toBe(false);
    expect(isOfferExpired({ status: "sent", expiresAt: new Date(now.getTime() + 1) }, now)).toBe(false);
  });
});

describe("offerDeposit", () => {
  it("charges the downpayment when it is below the total", () => {
    expect(offerDeposit(open)).toBe(75_000);
    expect(hasDownpaymentLine(open)).toBe(true);
  });
  it("charges the total without a downpayment, with zero, or with one at or above the total", () => {
    for (const downpaymentAmount of [null, 0, 250_000, 300_000]) {
      expect(offerDeposit({ ...open, downpaymentAmount })).toBe(250_000);
      expect(hasDownpaymentLine({ ...open, downpaymentAmount })).toBe(false);
    }
  });
});

describe("mayReuseSession", () => {
  const s = Math.floor(now.getTime() / 1000);
  const session = { open: true, amount: 75_000, email: "Anna@Example.ch", expiresAt: s + 3600 };
  const wanted = { amount: 75_000, email: "anna@example.ch " };
  it("reuses an open session for the same amount and e-mail (case and spaces aside)", () => {
    expect(mayReuseSession(session, wanted, now)).toBe(true);
    expect(mayReuseSession({ ...session, email: null }, { ...wanted, email: "other@example.ch" }, now)).toBe(true);
  });
  it("opens a new one for a closed session, another amount or another e-mail", () => {
    expect(mayReuseSession({ ...session, open: false }, wanted, now)).toBe(false);
    expect(mayReuseSession(session, { ...wanted, amount: 75_001 }, now)).toBe(false);
    expect(mayReuseSession(session, { ...wanted, email: "other@example.ch" }, now)).toBe(false);
  });
  it("opens a new one when the session closes within five minutes", () => {
    expect(mayReuseSession({ ...session, expiresAt: s + 300 }, wanted, now)).toBe(true);
    expect(mayReuseSession({ ...session, expiresAt: s + 299 }, wanted, now)).toBe(false);
  });
});

describe("staysOverlap", () => {
  it("shares a night, not a check-out day", () => {
    const a = { checkIn: "2027-01-10", checkOut: "2027-01-15" };
    expect(staysOverlap(a, { checkIn: "2027-01-14", checkOut: "2027-01-16" })).toBe(true);
    expect(staysOverlap(a, { checkIn: "2027-01-05", checkOut: "2027-01-11" })).toBe(true);
    expect(staysOverlap(a, { checkIn: "2027-01-15", checkOut: "2027-01-18" })).toBe(false);
    expect(staysOverlap(a, { checkIn: "2027-01-01", checkOut: "2027-01-10" })).toBe(false);
  });
});

describe("names and references", () => {
  it("splits the last word off as last name", () => {
    expect(splitGuestName("Anna Maria Muster")).toEqual({ firstName: "Anna Maria", lastName: "Muster" });
    expect(splitGuestName("  Cher ")).toEqual({ firstName: "Cher", lastName: "Cher" });
  });
  it("shows the last 8 characters of the session id", () => {
    expect(bookingReference("cs_test_a1b2c3d4e5f6g7h8")).toBe("E5F6G7H8");
  });
});

describe("offerPagePath", () => {
  it("opens the offer in its language, German without prefix", () => {
    expect(offerPagePath("de", "tok")).toBe("/offer/tok");
    expect(offerPagePath("fr", "tok")).toBe("/fr/offer/tok");
  });
});
