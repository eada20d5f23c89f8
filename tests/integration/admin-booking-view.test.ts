import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAdminBooking } from "@/lib/data/admin-booking-view";
import { pricingLines } from "@/lib/domain/my-bookings";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The admin's booking view (issue 22): what the office saw missing on the guest's page it was sent
// to — the guest's name, e-mail and phone, the special request typed at checkout, the payment made
// by card — and what the view adds: price elements, guest list, cleaning, the offer, the mails.

let db: TestDb;
let bookingId: string;
let offerId: string;

beforeAll(async () => {
  db = await createTestDb();
  const property = await db.prisma.property.create({ data: { slug: "haus-mischabel", name: "Haus Mischabel", location: "Saas-Fee", maxGuests: 16, bedrooms: 8, bathrooms: 4, requestGuestLists: true } });
  const offer = await db.prisma.offer.create({
    data: { offerToken: "view-test-token", status: "accepted", guestName: "Anna Muster", guestEmail: "anna@example.com", specialRequests: "We arrive late, around 22:00.", createdAt: new Date("2026-10-01T08:00:00Z"), paidAt: new Date("2026-10-02T08:00:00Z"), propertyId: property.id },
  });
  offerId = offer.id;
  const booking = await db.prisma.booking.create({
    data: {
      propertyId: property.id, offerId: offer.id, smoobuBookingId: 50_000_123, referenceId: "SAAS-1", guestName: "Anna Muster", email: "Anna@Example.com", phone: "+41 79 555 12 34",
      adults: 12, children: 4, arrival: new Date("2026-12-20T00:00:00Z"), departure: new Date("2026-12-27T00:00:00Z"), price: "10303.76", notice: "Smoobu: key box 12",
      priceElements: [{ name: "Accommodation", amount: 9800, quantity: 7, sortOrder: 1 }, { name: "Cleaning", amount: "503.76", sortOrder: 2 }],
    },
  });
  bookingId = booking.id;
  const attempt = await db.prisma.bookingPayment.create({ data: { bookingId, offerId, purpose: "offer_deposit", amount: "3000.00", status: "succeeded", provider: "stripe", providerSessionId: "cs_card", methods: ["card"] } });
  await db.prisma.ledgerEntry.create({ data: { bookingId, attemptId: attempt.id, kind: "payment", status: "succeeded", purpose: "offer_deposit", amount: "3000.00", provider: "stripe", providerRef: "pi_card" } });
  for (const [first, born] of [["Anna", "1985-04-12"], ["Beat", "1983-11-02"]] as const) {
    await db.prisma.bookingGuest.create({ data: { bookingId, firstName: first, lastName: "Muster", dateOfBirth: new Date(`${born}T00:00:00Z`) } });
  }
  const cleaner = await db.prisma.user.create({ data: { email: "team@example.com", roles: { create: [{ role: "team_member" }] }, profile: { create: { firstName: "Tina", lastName: "Team" } } } });
  await db.prisma.bookingAssignment.create({ data: { bookingId, userId: cleaner.id } });
  const mail = (data: { toAddress: string; replyTo?: string; template: string; subject: string; createdAt: string; status?: "queued" | "sent" | "failed" }) =>
    db.prisma.mailOutbox.create({ data: { textBody: "…", ...data, status: data.status ?? "sent", createdAt: new Date(data.createdAt) } });
  await mail({ toAddress: "anna@example.com", template: "offer-sent", subject: "Your offer for Haus Mischabel", createdAt: "2026-10-01T09:00:00Z" });
  await mail({ toAddress: "office@saastal.ch", replyTo: "ANNA@example.com", template: "offer-paid-office-notice", subject: "Offer paid: Anna Muster", createdAt: "2026-10-02T08:05:00Z" });
  await mail({ toAddress: "anna@example.com", template: "offer-paid-guest-confirmation", subject: "Booking confirmed", createdAt: "2026-10-02T08:05:00Z", status: "queued" });
  // Not about this stay: an account mail, another guest's offer, and a stay mail from before this offer.
  await mail({ toAddress: "anna@example.com", template: "account-sign-in-attack", subject: "Sign-in attempts", createdAt: "2026-10-03T08:00:00Z" });
  await mail({ toAddress: "luca@example.com", template: "offer-sent", subject: "Your offer (Luca)", createdAt: "2026-10-03T08:00:00Z" });
  await mail({ toAddress: "anna@example.com", template: "offer-sent", subject: "Last year's offer", createdAt: "2025-09-01T08:00:00Z" });
});

afterAll(async () => {
  await db?.drop();
});

describe("the admin's booking view", () => {
  it("shows the guest's name, e-mail, phone, party and the special request typed at checkout", async () => {
    const view = await readAdminBooking(bookingId);
    expect(view).toMatchObject({ guestName: "Anna Muster", email: "Anna@Example.com", phone: "+41 79 555 12 34", adults: 12, children: 4, specialRequests: "We arrive late, around 22:00.", notice: "Smoobu: key box 12" });
  });

  it("lists the payment made by card in the ledger, and its checkout with the method", async () => {
    const view = await readAdminBooking(bookingId);
    expect(view?.lines.filter((l) => l.kind === "payment")).toMatchObject([{ amount: 300_000, provider: "stripe", providerRef: "pi_card", status: "succeeded" }]);
    expect(view?.attempts).toMatchObject([{ status: "succeeded", methods: ["card"], amount: 300_000 }]);
    expect(view?.balance).toMatchObject({ total: 1_030_376, paid: 300_000, open: 730_376, state: "partlyPaid" });
  });

  it("itemises the price elements", async () => {
    const view = await readAdminBooking(bookingId);
    expect(pricingLines(view!).lines.map((l) => [l.name, l.amount])).toEqual([["Accommodation", 980_000], ["Cleaning", 50_376]]);
  });

  it("shows the guest list, the cleaner, the Smoobu id and the offer it came from", async () => {
    const view = await readAdminBooking(bookingId);
    expect(view?.requestGuestLists).toBe(true);
    expect(view?.guests.map((g) => [g.firstName, g.dateOfBirth])).toEqual([["Anna", "1985-04-12"], ["Beat", "1983-11-02"]]);
    expect(view?.cleaners.map((c) => c.name)).toEqual(["Tina Team"]);
    expect(view?.smoobuBookingId).toBe(50_000_123);
    expect(view?.offer).toMatchObject({ id: offerId, status: "accepted", source: "admin", paidAt: "2026-10-02T08:00:00.000Z" });
  });

  it("lists the mails about the stay from the outbox, newest first, and no others", async () => {
    const view = await readAdminBooking(bookingId);
    // The two mails of the payment were queued in the same moment; the offer's mail came a day before.
    expect(view?.mails.slice(0, 2).map((m) => [m.template, m.status]).sort()).toEqual([
      ["offer-paid-guest-confirmation", "queued"],
      ["offer-paid-office-notice", "sent"],
    ]);
    expect(view?.mails.map((m) => m.subject).sort()).toEqual(["Booking confirmed", "Offer paid: Anna Muster", "Your offer for Haus Mischabel"]);
    expect(view?.mails.at(-1)?.subject).toBe("Your offer for Haus Mischabel");
  });

  it("answers null for an unknown booking or a malformed id", async () => {
    expect(await readAdminBooking("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await readAdminBooking("../etc")).toBeNull();
  });
});
