import { describe, expect, it, vi } from "vitest";
import { readCheckoutOutcome } from "@/lib/data/checkout-outcome";
import { readBookingBalance } from "@/lib/data/ledger";
import { flagStalledOfferFulfilments } from "@/lib/data/offer-fulfilment-check";
import { createTimelineCompose } from "@/lib/data/timeline-compose";
import { runMailTimelines } from "@/lib/jobs/mail-timeline";
import { deliver, details, isoDay, offerHelpers, offerWorldForThisFile } from "./support/offer-fixtures";

// What happens when money arrives for an offer: it is always recorded in the ledger, and the
// fulfilment decides with today's facts whether it books the stay. Anything else (a withdrawn or
// expired offer, nights taken, a second payment, Smoobu refusing the stay) is refunded at once
// through Stripe, the guest told in their language, and the success page says so.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 7 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.4"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const world = offerWorldForThisFile();
const { offer, pay, attemptOf, ledgerOf, complete } = offerHelpers(world, request);
const refundMails = (to: string) => world.db.prisma.mailOutbox.findMany({ where: { template: "refund-guest-notice", toAddress: to } });



describe("a payment that books the stay", () => {
  it("accepts the offer once, books it in Smoobu and here, links the money to the booking, even when delivered three times", async () => {
    const o = await offer({ language: "fr" });
    const { sessionId } = await pay(o.offerToken, { email: details.email });
    expect(await readCheckoutOutcome(sessionId, { offerId: o.id })).toEqual({ kind: "processing" });
    const completed = world.fake.signedEvent(sessionId, "checkout.session.completed", { payment_status: "paid", payment_intent: "pi_offer_once" });
    expect((await deliver(world, completed)).body.result).toBe("succeeded");
    expect((await deliver(world, completed)).body.result).toBe("duplicate");
    expect((await deliver(world, completed)).body.result).toBe("duplicate");

    const after = await world.db.prisma.offer.findUniqueOrThrow({ where: { id: o.id }, include: { booking: true, payments: true } });
    expect(after).toMatchObject({ status: "accepted", attentionReason: null });
    expect(after.paidAt).not.toBeNull();
    expect(after.payments).toHaveLength(1);
    const booking = after.booking!;
    // The money is the booking's: the admin's view and the guest's page see the deposit.
    expect(after.payments[0]).toMatchObject({ status: "succeeded", bookingId: booking.id });
    const ledger = await ledgerOf(o.id);
    expect(ledger.filter((r) => r.kind === "payment")).toEqual([expect.objectContaining({ bookingId: booking.id, amount: expect.anything(), providerRef: "pi_offer_once", mirroredAsPrepayment: true })]);
    const money = await readBookingBalance(booking.id);
    expect(money?.balance).toMatchObject({ total: 250_000, paid: 75_000, paidElsewhere: 0, open: 175_000, state: "partlyPaid" });
    expect((await attemptOf(sessionId)).hold?.status).toBe("converted");

    const reservation = [...world.smoobu.bookings.values()].find((b) => b.id === booking.smoobuBookingId);
    expect(reservation).toMatchObject({ arrival: isoDay(o.checkIn), "guest-name": "Anna Muster", email: details.email, adults: 2, children: 1, price: 2500, channel: { id: 465612 } });
    expect(booking).toMatchObject({ email: details.email, guestName: "Anna Muster", prepaymentPaid: true, language: "fr", referenceId: sessionId.slice(-8).toUpperCase() });
    expect(world.smoobu.requests.filter((r) => r.method === "POST" && r.path.endsWith("/reservations"))).toHaveLength(1);

    const mails = await world.db.prisma.mailOutbox.findMany({ where: { template: { startsWith: "offer-paid" } } });
    const guestMail = mails.find((m) => m.toAddress === details.email);
    expect(guestMail).toMatchObject({ template: "offer-paid-guest-confirmation", locale: "fr" });
    expect(guestMail?.textBody).toContain("Votre réservation est confirmée");
    expect(mails.some((m) => m.template === "offer-paid-office-notice" && m.toAddress === "info@saastal-chalets.ch")).toBe(true);
    expect(await readCheckoutOutcome(sessionId, { offerId: o.id })).toMatchObject({ kind: "confirmed", bookingId: booking.id, reference: booking.referenceId, refund: null });
  });

  it("records the guest's confirmation as the timeline's, so a timeline pass writes no second confirmation", async () => {
    const o = await offer({ language: "de" });
    const { sessionId } = await pay(o.offerToken, { email: details.email });
    await deliver(world, world.fake.signedEvent(sessionId, "checkout.session.completed", { payment_status: "paid", payment_intent: "pi_offer_timeline" }));
    const booking = await world.db.prisma.booking.findUniqueOrThrow({ where: { offerId: o.id } });
    const guestMail = await world.db.prisma.mailOutbox.findFirstOrThrow({ where: { template: "offer-paid-guest-confirmation", toAddress: details.email, locale: "de" }, orderBy: { createdAt: "desc" } });
    expect(await world.db.prisma.bookingMail.findMany({ where: { bookingId: booking.id }, select: { kind: true, state: true, outboxId: true } })).toEqual([{ kind: "confirmation", state: "queued", outboxId: guestMail.id }]);

    await runMailTimelines({ compose: createTimelineCompose({ linkFor: async (id) => `https://saastal.example/pay/${id}` }), now: new Date() });
    expect(await world.db.prisma.mailOutbox.count({ where: { template: "timeline-confirmation", toAddress: details.email } })).toBe(0);
  });

  it("an expired offer whose hold still covers the payment is booked", async () => {
    const o = await offer({ source: "instant", expiresInMs: 30 * 60_000 });
    const { sessionId } = await pay(o.offerToken);
    await world.db.prisma.offer.update({ where: { id: o.id }, data: { expiresAt: new Date(Date.now() - 1000), status: "expired" } });
    await complete(sessionId);
    expect(await world.db.prisma.booking.count({ where: { offerId: o.id } })).toBe(1);
  });

  it("a valid offer whose hold lapsed is still booked when its nights are free", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    await world.db.prisma.stayHold.updateMany({ where: { offerId: o.id }, data: { status: "released", releaseReason: "expired" } });
    await complete(sessionId);
    expect(await world.db.prisma.booking.count({ where: { offerId: o.id } })).toBe(1);
    expect((await attemptOf(sessionId)).hold?.status).toBe("converted");
  });
});

describe("money that cannot be used is refunded automatically", () => {
  /** The single refund of the offer's payment, done at the fake Stripe and in the ledger. */
  async function expectRefunded(offerId: string, sessionId: string, reason: string, email: string, subject: RegExp) {
    const ledger = await ledgerOf(offerId);
    const payment = ledger.find((r) => r.kind === "payment");
    const refunds = ledger.filter((r) => r.kind === "refund");
    expect(payment).toBeDefined();
    expect(refunds).toEqual([expect.objectContaining({ parentId: payment!.id, status: "succeeded", reason, provider: "stripe" })]);
    expect(refunds[0]!.amount.toString()).toBe(payment!.amount.toString());
    const atStripe = [...world.fake.refunds.values()].filter((r) => r.payment_intent === payment!.providerRef);
    expect(atStripe).toEqual([expect.objectContaining({ id: refunds[0]!.providerRef, amount: Math.round(Number(payment!.amount) * 100), status: "succeeded" })]);
    expect(world.fake.refundRequests.filter((r) => r.idempotencyKey === `refund-${refunds[0]!.id}`).length).toBeGreaterThanOrEqual(1);
    const mails = await refundMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(subject);
    expect(await world.db.prisma.booking.count({ where: { offerId } })).toBe(0);
    expect(await readCheckoutOutcome(sessionId, { offerId })).toMatchObject({ kind: "refunded", refund: { reason, state: "done" } });
    expect((await attemptOf(sessionId)).hold?.status ?? "released").toBe("released");
  }

  it("an offer the office rejected, paid through a session opened before: refunded, the offer stays rejected", async () => {
    const o = await offer({ language: "de" });
    const email = "rejected@example.ch";
    const { sessionId } = await pay(o.offerToken, { email });
    await world.db.prisma.offer.update({ where: { id: o.id }, data: { status: "rejected" } });
    await complete(sessionId);
    expect((await world.db.prisma.offer.findUniqueOrThrow({ where: { id: o.id } })).status).toBe("rejected");
    await expectRefunded(o.id, sessionId, "offer_withdrawn", email, /^Rückerstattung von CHF.750\.00 – Chalet Offer$/);
  });

  it("an offer past its expiry whose hold is gone: refunded", async () => {
    const o = await offer({ language: "en" });
    const email = "late@example.ch";
    const { sessionId } = await pay(o.offerToken, { email });
    await world.db.prisma.offer.update({ where: { id: o.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    await world.db.prisma.stayHold.updateMany({ where: { offerId: o.id }, data: { status: "released", releaseReason: "expired" } });
    await complete(sessionId);
    await expectRefunded(o.id, sessionId, "offer_expired", email, /^Refund of CHF.750\.00 – Chalet Offer$/);
  });

  it("nights a channel sold meanwhile (a synced booking): refunded, nothing sent to Smoobu", async () => {
    const o = await offer({ language: "fr" });
    const email = "taken@example.ch";
    const { sessionId } = await pay(o.offerToken, { email });
    const posts = world.smoobu.requests.filter((r) => r.method === "POST").length;
    await world.db.prisma.booking.create({ data: { propertyId: world.propertyId, arrival: o.checkIn!, departure: o.checkOut!, guestName: "Booking.com guest", smoobuBookingId: 88_000_001 } });
    await complete(sessionId);
    expect(world.smoobu.requests.filter((r) => r.method === "POST").length).toBe(posts);
    await expectRefunded(o.id, sessionId, "dates_taken", email, /^Remboursement de 750\.00.CHF – Chalet Offer$/);
  });

  it("Smoobu refusing the stay (booked there directly meanwhile): refunded, the nights released", async () => {
    const o = await offer({ language: "en" });
    const email = "refused@example.ch";
    const { sessionId } = await pay(o.offerToken, { email });
    world.smoobu.addBooking({ id: 99_000_001, type: "reservation", arrival: isoDay(o.checkIn), departure: isoDay(o.checkOut), apartment: { id: 771001, name: "Chalet Offer" } });
    await complete(sessionId);
    await expectRefunded(o.id, sessionId, "booking_refused", email, /^Refund of/);
    // Not paid any more, and nothing for the stalled-fulfilment check to take for a lost booking.
    expect(await world.db.prisma.offer.findUniqueOrThrow({ where: { id: o.id } })).toMatchObject({ attentionReason: null, paidAt: null, status: "expired" });
    expect(await flagStalledOfferFulfilments(new Date(Date.now() + 3600_000), 10)).not.toContain(o.id);
  });

  it("a second payment of a paid offer (a session Stripe completed while we closed it): refunded, one booking", async () => {
    const o = await offer({ language: "en" });
    const first = await pay(o.offerToken, { email: "twice@example.ch" });
    // The race: Stripe takes the guest's money for the first session, its webhook is late, and our
    // request to close that session (the guest changed the e-mail) still reaches Stripe first.
    world.fake.setWebhookUrl(null);
    await world.fake.complete(first.sessionId);
    const lateIntent = world.fake.sessions.get(first.sessionId)!.payment_intent!;
    world.fake.sessions.get(first.sessionId)!.status = "open";
    world.fake.setWebhookUrl(world.webhookUrl);
    const second = await pay(o.offerToken, { email: "twice.other@example.ch" });
    expect(second.sessionId).not.toBe(first.sessionId);
    await complete(second.sessionId);

    const late = world.fake.signedEvent(first.sessionId, "checkout.session.completed", { status: "complete", payment_status: "paid", payment_intent: lateIntent });
    expect((await deliver(world, late)).body.result).toBe("refunded");
    await world.fake.idle();
    expect(await world.db.prisma.booking.count({ where: { offerId: o.id } })).toBe(1);
    const ledger = await ledgerOf(o.id);
    expect(ledger.filter((r) => r.kind === "payment")).toHaveLength(2);
    expect(ledger.filter((r) => r.kind === "refund")).toEqual([expect.objectContaining({ reason: "already_paid", status: "succeeded" })]);
    expect(world.fake.refunds.size).toBeGreaterThan(0);
    expect([...world.fake.refunds.values()].some((r) => r.payment_intent === lateIntent && r.status === "succeeded")).toBe(true);
    expect(await readCheckoutOutcome(first.sessionId, { offerId: o.id })).toMatchObject({ kind: "refunded", refund: { reason: "already_paid" } });
    expect(await readCheckoutOutcome(second.sessionId, { offerId: o.id })).toMatchObject({ kind: "confirmed" });
  });

  it("a session paid whose webhook is late: another 'Pay' is told it is being confirmed and opens nothing", async () => {
    const o = await offer();
    const first = await pay(o.offerToken, { email: "late.hook@example.ch" });
    world.fake.setWebhookUrl(null);
    await world.fake.complete(first.sessionId);
    world.fake.setWebhookUrl(world.webhookUrl);
    const creates = world.fake.createRequests.length;
    const again = await pay(o.offerToken, { email: "late.hook.other@example.ch" });
    expect(again.result.serverError?.code).toBe("paymentProcessing");
    expect(world.fake.createRequests.length).toBe(creates);
  });
});

describe("the rest of the session's life", () => {
  it("Smoobu unreachable: the money is kept, the nights stay held, the page says 'being confirmed', then the office finishes it", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    const postsBefore = world.smoobu.requests.filter((r) => r.method === "POST").length;
    const base = process.env.SMOOBU_BASE_URL;
    process.env.SMOOBU_BASE_URL = "http://127.0.0.1:9";
    const { resetEnvCache } = await import("@/lib/env");
    resetEnvCache();
    try {
      await complete(sessionId);
      // Not refunded, not flagged yet: the job tries again (a lost answer is looked up first).
      const request = await world.db.prisma.smoobuReservationRequest.findUniqueOrThrow({ where: { offerId: o.id } });
      expect(request).toMatchObject({ status: "uncertain", posts: 1, tries: 1 });
      expect(request.nextTryAt!.getTime()).toBeGreaterThan(Date.now());
      expect((await world.db.prisma.offer.findUniqueOrThrow({ where: { id: o.id } })).attentionReason).toBeNull();
      expect(await readCheckoutOutcome(sessionId, { offerId: o.id })).toEqual({ kind: "processing" });
      // Still unreachable long after: the office takes over.
      const { advanceOfferReservation } = await import("@/lib/data/offer-reservation");
      expect(await advanceOfferReservation(request.id, new Date(request.createdAt.getTime() + 80 * 60_000))).toBe("flagged");
    } finally {
      process.env.SMOOBU_BASE_URL = base;
      resetEnvCache();
    }
    const after = await world.db.prisma.offer.findUniqueOrThrow({ where: { id: o.id } });
    expect(after.attentionReason).toBe("smoobuUnreachable");
    expect((await ledgerOf(o.id)).map((r) => [r.kind, r.attention !== null])).toEqual([["payment", true]]);
    const hold = (await attemptOf(sessionId)).hold!;
    expect(hold.status).toBe("active");
    expect(hold.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect(await readCheckoutOutcome(sessionId, { offerId: o.id })).toMatchObject({ kind: "attention", amount: 75_000 });
    expect(world.smoobu.requests.filter((r) => r.method === "POST")).toHaveLength(postsBefore);
  }, 120_000);

  it("an asynchronous method: processing keeps the hold, failure releases it", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    await world.fake.complete(sessionId, { async: true });
    await world.fake.idle();
    expect(await attemptOf(sessionId)).toMatchObject({ status: "processing", hold: { status: "active" } });
    expect((await attemptOf(sessionId)).hold!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 71 * 3600_000);
    expect(await readCheckoutOutcome(sessionId, { offerId: o.id })).toEqual({ kind: "processing" });
    await world.fake.settleAsync(sessionId, "failed");
    await world.fake.idle();
    expect(await attemptOf(sessionId)).toMatchObject({ status: "failed", hold: { status: "released" } });
    expect(await readCheckoutOutcome(sessionId, { offerId: o.id })).toEqual({ kind: "notPaid" });
  });

  it("an attempt closed without payment is never shown as paid, nor its session as another offer's", async () => {
    const o = await offer();
    const other = await offer();
    const { sessionId } = await pay(o.offerToken);
    await world.fake.expire(sessionId);
    await world.fake.idle();
    expect(await readCheckoutOutcome(sessionId, { offerId: o.id })).toEqual({ kind: "notPaid" });
    expect(await readCheckoutOutcome(sessionId, { offerId: other.id })).toBeNull();
    expect(await readCheckoutOutcome("cs_test_unknown", { offerId: o.id })).toBeNull();
  });

  it("refuses a bad signature and changes nothing", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    const event = world.fake.signedEvent(sessionId, "checkout.session.completed", { payment_status: "paid" });
    expect((await deliver(world, { payload: event.payload, signature: "t=1,v1=deadbeef" })).status).toBe(400);
    expect((await world.db.prisma.offer.findUniqueOrThrow({ where: { id: o.id } })).status).toBe("sent");
    expect(await ledgerOf(o.id)).toEqual([]);
  });
});
