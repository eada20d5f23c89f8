import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readCheckoutOutcome } from "@/lib/data/checkout-outcome";
import { executeDueRefunds } from "@/lib/data/refunds";
import { signInAs } from "./support/portal-fixtures";
import { OWNER, balanceOf, bookingOf, moneyRows, paidBooking, payOpen, startStripeWorld, type StripeWorld } from "./support/stripe-world";

// Money that arrives for an open amount that is no longer open is given back at once, through
// Stripe, and the guest is told in their language. Refunds made in Stripe's dashboard, and refunds
// that fail later, reach the ledger by webhook. Everything over real HTTP to the Stripe fake.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.12"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

let world: StripeWorld;

beforeAll(async () => {
  world = await startStripeWorld("refunds");
  await signInAs(request, OWNER);
});

afterEach(() => {
  world.fake.setRefundOutcome("succeeded");
});

afterAll(async () => {
  await world?.close();
});

/** Opens a session for the booking, lets `meanwhile` change what is open, then the guest pays it. */
async function payAfter(booking: { id: string }, meanwhile: () => Promise<unknown>) {
  const { sessionId } = await payOpen(booking.id);
  await meanwhile();
  expect(await world.fake.complete(sessionId)).toEqual({ webhookStatus: 200 });
  await world.fake.idle();
  const [payment, ...refunds] = await moneyRows(world.db, booking.id);
  return { sessionId, payment, refunds, paymentIntent: world.fake.sessions.get(sessionId)?.payment_intent ?? "" };
}

const refundMails = () => world.db.prisma.mailOutbox.findMany({ where: { template: "refund-guest-notice" }, orderBy: { createdAt: "asc" } });

describe("money for an amount that is no longer open", () => {
  it("is recorded and refunded in full when Smoobu marked the booking paid meanwhile", async () => {
    const booking = await bookingOf(world, { price: "300.00" }, { language: "fr" });
    const mailsBefore = (await refundMails()).length;
    const { sessionId, payment, refunds, paymentIntent } = await payAfter(booking, () => world.db.prisma.booking.update({ where: { id: booking.id }, data: { pricePaid: true } }));

    expect(payment).toMatchObject({ kind: "payment", status: "succeeded", providerRef: paymentIntent });
    expect(payment?.amount.toString()).toBe("300");
    expect(refunds).toEqual([expect.objectContaining({ kind: "refund", status: "succeeded", parentId: payment?.id, reason: "already_paid", provider: "stripe", reducesPrice: false })]);
    const refund = refunds[0];
    expect(refund?.amount.toString()).toBe("300");
    expect(refund?.providerRef).toMatch(/^re_/);

    // At Stripe: one refund of the whole payment, keyed by our ledger row.
    const sent = world.fake.refundRequests.at(-1);
    expect(sent?.idempotencyKey).toBe(`refund-${refund?.id}`);
    expect(sent?.body).toMatchObject({ payment_intent: paymentIntent, amount: "30000", reason: "duplicate", metadata: { ledgerEntryId: refund?.id, bookingId: booking.id } });
    expect([...world.fake.refunds.values()].filter((r) => r.payment_intent === paymentIntent)).toEqual([expect.objectContaining({ id: refund?.providerRef, amount: 30_000, status: "succeeded" })]);
    expect(world.fake.events.filter((e) => e.type === "charge.refunded").at(-1)?.status).toBe(200);

    const mails = await refundMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ toAddress: OWNER, locale: "fr" });
    expect(mails.at(-1)?.subject).toContain("Remboursement de");

    expect(await balanceOf(booking.id)).toMatchObject({ state: "fullyPaid", open: 0, received: 30_000, refunded: 30_000, paidThroughUs: 0 });
    expect(await readCheckoutOutcome(sessionId, { bookingId: booking.id })).toMatchObject({ kind: "refunded", amount: 30_000, refund: { amount: 30_000, reason: "already_paid", state: "done" } });
  });

  it("refunds only the part that was no longer open (not_open) and keeps the rest", async () => {
    const booking = await bookingOf(world, { price: "1500.00" });
    // Smoobu reports a prepayment of 500.00 paid elsewhere while the guest pays 1500.00.
    const { sessionId, payment, refunds } = await payAfter(booking, () => world.db.prisma.booking.update({ where: { id: booking.id }, data: { prepayment: "500.00", prepaymentPaid: true } }));
    expect(payment?.amount.toString()).toBe("1500");
    expect(refunds).toEqual([expect.objectContaining({ status: "succeeded", reason: "not_open", parentId: payment?.id })]);
    expect(refunds[0]?.amount.toString()).toBe("500");
    expect(world.fake.refundRequests.at(-1)?.body.amount).toBe("50000");
    expect(await balanceOf(booking.id)).toMatchObject({ state: "fullyPaid", open: 0, paidThroughUs: 100_000, paidElsewhere: 50_000 });
    expect(await readCheckoutOutcome(sessionId, { bookingId: booking.id })).toMatchObject({ kind: "confirmed", amount: 150_000, refund: { amount: 50_000, reason: "not_open", state: "done" } });
  });

  it("refunds everything for a stay cancelled meanwhile", async () => {
    const booking = await bookingOf(world, { price: "820.00" });
    const { refunds } = await payAfter(booking, () => world.db.prisma.booking.update({ where: { id: booking.id }, data: { type: "cancelled" } }));
    expect(refunds).toEqual([expect.objectContaining({ status: "succeeded", reason: "booking_cancelled" })]);
    expect(await balanceOf(booking.id)).toMatchObject({ state: "cancelled", credit: 0, paidThroughUs: 0 });
  });

  it("a refund Stripe accepts as pending ends succeeded when its event says so", async () => {
    world.fake.setRefundOutcome("pending");
    const booking = await bookingOf(world, { price: "240.00" });
    const { sessionId, refunds } = await payAfter(booking, () => world.db.prisma.booking.update({ where: { id: booking.id }, data: { pricePaid: true } }));
    expect(refunds).toEqual([expect.objectContaining({ status: "pending", providerRef: expect.stringMatching(/^re_/) })]);
    expect(await readCheckoutOutcome(sessionId, { bookingId: booking.id })).toMatchObject({ kind: "refunded", refund: { state: "inProgress" } });
    expect(await balanceOf(booking.id)).toMatchObject({ refundsInProgress: 24_000, paidThroughUs: 0 });

    // The bank confirms days later: Stripe's charge.refund.updated.
    const atStripe = world.fake.refunds.get(refunds[0]?.providerRef ?? "");
    if (!atStripe) throw new Error("the refund is not at the fake");
    atStripe.status = "succeeded";
    expect((await world.fake.deliver("charge.refund.updated", atStripe)).status).toBe(200);
    expect((await moneyRows(world.db, booking.id))[1]).toMatchObject({ status: "succeeded" });
    expect(await readCheckoutOutcome(sessionId, { bookingId: booking.id })).toMatchObject({ kind: "refunded", refund: { state: "done" } });
    expect(await balanceOf(booking.id)).toMatchObject({ refundsInProgress: 0, refunded: 24_000 });
  });

  it("ends failed with a note for the office when Stripe's refund fails later", async () => {
    world.fake.setRefundOutcome("failed");
    const booking = await bookingOf(world, { price: "260.00" });
    const { refunds } = await payAfter(booking, () => world.db.prisma.booking.update({ where: { id: booking.id }, data: { pricePaid: true } }));
    expect(refunds).toEqual([expect.objectContaining({ status: "failed", failureReason: "expired_or_canceled_card", attention: "refundFailed" })]);
    expect(world.fake.events.filter((e) => e.type === "charge.refund.updated").at(-1)?.status).toBe(200);
    // The money is with us again: the booking shows it as paid twice (a credit for the office).
    expect(await balanceOf(booking.id)).toMatchObject({ refunded: 0, paidThroughUs: 26_000 });

    // A refund that showed succeeded first and failed afterwards ends failed too.
    world.fake.setRefundOutcome("failed", { failFrom: "succeeded" });
    const other = await bookingOf(world, { price: "270.00" });
    const second = await payAfter(other, () => world.db.prisma.booking.update({ where: { id: other.id }, data: { pricePaid: true } }));
    expect(second.refunds).toEqual([expect.objectContaining({ status: "failed", attention: "refundFailed" })]);
  });
});

describe("a lost answer from Stripe", () => {
  it("the SDK's retry gets the same refund: exactly one at Stripe", async () => {
    const booking = await bookingOf(world, { price: "310.00" });
    world.fake.loseNextAnswer("POST", "/v1/refunds");
    const requests = world.fake.refundRequests.length;
    const { refunds, paymentIntent } = await payAfter(booking, () => world.db.prisma.booking.update({ where: { id: booking.id }, data: { pricePaid: true } }));
    const sent = world.fake.refundRequests.slice(requests);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${refunds[0]?.id}`]));
    expect([...world.fake.refunds.values()].filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
    expect(refunds).toEqual([expect.objectContaining({ status: "succeeded" })]);
  });

  it("when every try is lost, Stripe's own event settles the refund and nothing is sent again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const booking = await bookingOf(world, { price: "320.00" });
    for (let i = 0; i < 3; i++) world.fake.loseNextAnswer("POST", "/v1/refunds");
    const { refunds, paymentIntent } = await payAfter(booking, () => world.db.prisma.booking.update({ where: { id: booking.id }, data: { pricePaid: true } }));
    warn.mockRestore();
    // Stripe made the refund (only its answers were lost) and its charge.refunded named our row.
    expect(refunds).toEqual([expect.objectContaining({ status: "succeeded", failureReason: null, providerRef: expect.stringMatching(/^re_/) })]);
    expect(await executeDueRefunds(0, new Date(Date.now() + 1_000))).toEqual({});
    expect([...world.fake.refunds.values()].filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
  });

  it("without Stripe's event the refund waits for the sweeper, which sends it once with the same key", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const booking = await bookingOf(world, { price: "330.00" });
    const { sessionId } = await payOpen(booking.id);
    await world.db.prisma.booking.update({ where: { id: booking.id }, data: { pricePaid: true } });
    // The guest pays; we deliver the event ourselves, and Stripe's later events reach nobody.
    world.fake.setWebhookUrl(null);
    try {
      await world.fake.complete(sessionId);
      for (let i = 0; i < 3; i++) world.fake.loseNextAnswer("POST", "/v1/refunds");
      const event = world.fake.signedEvent(sessionId, "checkout.session.completed");
      const response = await fetch(world.webhookUrl, { method: "POST", headers: { "stripe-signature": event.signature }, body: event.payload });
      expect(await response.json()).toEqual({ received: true, result: "refunded" });
      await world.fake.idle();
    } finally {
      world.fake.setWebhookUrl(world.webhookUrl);
      warn.mockRestore();
    }
    const [, refund] = await moneyRows(world.db, booking.id);
    expect(refund).toMatchObject({ kind: "refund", status: "requested", attempts: 1, failureReason: expect.stringContaining("connection to Stripe") });
    const paymentIntent = world.fake.sessions.get(sessionId)?.payment_intent ?? "";
    expect([...world.fake.refunds.values()].filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);

    expect(await executeDueRefunds(0, new Date(Date.now() + 1_000))).toEqual({ [refund?.id ?? ""]: "succeeded" });
    expect(new Set(world.fake.refundRequests.filter((r) => r.body.payment_intent === paymentIntent).map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${refund?.id}`]));
    expect([...world.fake.refunds.values()].filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
    expect((await moneyRows(world.db, booking.id))[1]).toMatchObject({ status: "succeeded", failureReason: null });
  });
});

describe("refunds made in Stripe's dashboard", () => {
  it("reach the ledger as a provider refund with a note; the same event twice changes nothing", async () => {
    const { booking, payment, paymentIntent } = await paidBooking(world, { price: "900.00" });
    const { refund, webhookStatus } = await world.fake.refundFromDashboard(paymentIntent, 20_000);
    expect(webhookStatus).toBe(200);
    const rows = await moneyRows(world.db, booking.id);
    expect(rows).toEqual([
      expect.objectContaining({ kind: "payment" }),
      expect.objectContaining({ kind: "refund", status: "succeeded", parentId: payment.id, provider: "stripe", providerRef: refund.id, reason: "provider", attention: "providerRefund" }),
    ]);
    expect(rows[1]?.amount.toString()).toBe("200");
    expect(await balanceOf(booking.id)).toMatchObject({ state: "partlyPaid", paidThroughUs: 70_000, open: 20_000 });

    const event = world.fake.events.filter((e) => e.type === "charge.refunded").at(-1);
    expect(await world.fake.redeliver(event?.id ?? "")).toEqual({ id: event?.id, status: 200 });
    expect(await moneyRows(world.db, booking.id)).toEqual(rows);

    // A second dashboard refund of the rest: the first is not counted again.
    await world.fake.refundFromDashboard(paymentIntent);
    expect((await moneyRows(world.db, booking.id)).filter((r) => r.kind === "refund").map((r) => r.amount.toString())).toEqual(["200", "700"]);
    expect(await balanceOf(booking.id)).toMatchObject({ state: "unpaid", paidThroughUs: 0, open: 90_000 });
  });

  it("a dashboard refund that fails ends failed with a note", async () => {
    const { booking, paymentIntent } = await paidBooking(world, { price: "640.00" });
    world.fake.setRefundOutcome("failed");
    const { refund } = await world.fake.refundFromDashboard(paymentIntent);
    await world.fake.idle();
    const rows = await moneyRows(world.db, booking.id);
    expect(rows[1]).toMatchObject({ kind: "refund", status: "failed", providerRef: refund.id, reason: "provider", failureReason: "expired_or_canceled_card", attention: "refundFailed" });
    expect(await balanceOf(booking.id)).toMatchObject({ state: "fullyPaid", refunded: 0 });
  });
});
