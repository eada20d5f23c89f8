import de from "@/messages/de.json";
import { afterAll, beforeAll, expect, it } from "vitest";
import { flagStalledOfferFulfilments } from "@/lib/data/offer-fulfilment-check";
import { ATTENTION } from "@/lib/domain/offer-checkout";
import { newOfferToken } from "@/lib/security/tokens";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The job behind a crash between recording an offer's payment and booking the stay: a paid offer
// left without a booking is flagged for the office (once, on the offer and on its ledger payment
// row), never silently forgotten.
let db: TestDb;
const now = new Date("2026-11-24T10:00:00Z");
const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);

async function paidOffer(paidAt: Date, withBooking = false) {
  const property = await db.prisma.property.findFirstOrThrow();
  const offer = await db.prisma.offer.create({
    data: {
      status: "accepted", offerToken: newOfferToken(), propertyId: property.id, guestName: "Eva Stalled", guestEmail: "eva@example.com",
      checkIn: new Date("2027-03-01"), checkOut: new Date("2027-03-08"), totalPrice: "2000.00", downpaymentAmount: "500.00", paidAt,
    },
  });
  const attempt = await db.prisma.bookingPayment.create({
    data: { offerId: offer.id, purpose: "offer_deposit", amount: "500.00", status: "succeeded", provider: "stripe", providerSessionId: `cs_${offer.id}`, providerPaymentId: `pi_${offer.id}` },
  });
  // The money itself is the ledger row the fulfilment recorded before it crashed.
  const payment = await db.prisma.ledgerEntry.create({
    data: { offerId: offer.id, attemptId: attempt.id, kind: "payment", status: "succeeded", purpose: "offer_deposit", amount: "500.00", provider: "stripe", providerRef: `pi_${offer.id}`, occurredAt: paidAt },
  });
  if (withBooking) {
    const booking = await db.prisma.booking.create({ data: { propertyId: property.id, arrival: new Date("2027-03-01"), departure: new Date("2027-03-08"), offerId: offer.id } });
    await db.prisma.ledgerEntry.update({ where: { id: payment.id }, data: { bookingId: booking.id } });
  }
  return offer.id;
}

const paymentOf = (offerId: string) => db.prisma.ledgerEntry.findFirstOrThrow({ where: { offerId, kind: "payment" } });

beforeAll(async () => {
  db = await createTestDb();
  await db.prisma.property.create({ data: { slug: "stall-house", name: "Stall House", location: "Saas-Fee", maxGuests: 10, bedrooms: 4, bathrooms: 2, isVisible: true, isGroupHouse: true } });
});

afterAll(async () => {
  await db?.drop();
});

it("flags a paid offer without a booking once its grace period is over, and mails the office once", async () => {
  const stalled = await paidOffer(minutesAgo(30));
  const recent = await paidOffer(minutesAgo(2));
  await paidOffer(minutesAgo(60), true);
  const mailsBefore = await db.prisma.mailOutbox.count();

  expect(await flagStalledOfferFulfilments(now)).toEqual([stalled]);
  expect((await db.prisma.offer.findUniqueOrThrow({ where: { id: stalled } })).attentionReason).toBe(ATTENTION.fulfilmentStalled);
  expect((await paymentOf(stalled)).attention).toBe(ATTENTION.fulfilmentStalled);
  expect((await db.prisma.offer.findUniqueOrThrow({ where: { id: recent } })).attentionReason).toBeNull();
  expect((await paymentOf(recent)).attention).toBeNull();
  const mails = await db.prisma.mailOutbox.findMany({ where: { createdAt: { gte: new Date(0) } }, orderBy: { createdAt: "asc" } });
  expect(mails).toHaveLength(mailsBefore + 1);
  // The office reads the reason in words, in the office's language (German), not as a code.
  expect(mails.at(-1)?.textBody).toContain(de.adminPayments.notes.fulfilmentStalled);
  expect(mails.at(-1)?.textBody).not.toContain(ATTENTION.fulfilmentStalled);

  // Flagged offers are not flagged again.
  expect(await flagStalledOfferFulfilments(now)).toEqual([]);
  expect(await db.prisma.mailOutbox.count()).toBe(mailsBefore + 1);
});
