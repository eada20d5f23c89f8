import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { payOpenAmountAction } from "@/lib/actions/payments/pay-open-amount";
import { resetEnvCache } from "@/lib/env";
import { createUser, signInAs, signOut } from "./support/portal-fixtures";
import { API_KEY, ADMIN, OWNER, balanceOf, bookingOf, moneyRows, payOpen, startStripeWorld, type StripeWorld } from "./support/stripe-world";

// Paying the open amount through Stripe Checkout, with real HTTP both ways: the SDK talks to the
// local Stripe fake, and the fake delivers signed events to the webhook route served over HTTP.
// The amount is the ledger rule's open amount; what Smoobu reports as paid elsewhere counts.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.1"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

let world: StripeWorld;

async function deliver(event: { payload: string; signature: string }): Promise<{ status: number; body: { result?: string } }> {
  const response = await fetch(world.webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": event.signature }, body: event.payload });
  return { status: response.status, body: (await response.json()) as { result?: string } };
}

/** A booking of the signed-in owner and a started checkout for it. */
async function startCheckout(extra: Parameters<typeof bookingOf>[1] = {}) {
  const booking = await bookingOf(world, extra);
  return { booking, ...(await payOpen(booking.id)) };
}

const attemptOf = (sessionId: string) => world.db.prisma.bookingPayment.findUniqueOrThrow({ where: { providerSessionId: sessionId } });

beforeAll(async () => {
  world = await startStripeWorld("pay");
  await createUser(world.db, "someone@example.com", ["guest"]);
  await signInAs(request, OWNER);
});

afterAll(async () => {
  await world?.close();
});

describe("creating the session", () => {
  it("charges exactly the open amount of the ledger, in CHF, with TWINT; an open attempt blocks a second one", async () => {
    // 1000.00 + 400.05 (elements, agreeing with the price) − 300.00 prepayment Smoobu reports paid − 200.00 paid through us = 900.05 CHF.
    const booking = await bookingOf(world, {
      price: "1400.05",
      prepayment: "300.00",
      prepaymentPaid: true,
      priceElements: [{ name: "Stay", amount: 1000, sortOrder: 0 }, { name: "Cleaning", amount: "400.05", sortOrder: 1 }],
    });
    const earlier = await world.db.prisma.bookingPayment.create({ data: { bookingId: booking.id, amount: "200.00", status: "succeeded", provider: "stripe" } });
    await world.db.prisma.ledgerEntry.create({
      data: { bookingId: booking.id, attemptId: earlier.id, kind: "payment", status: "succeeded", purpose: "open_amount", amount: "200.00", provider: "stripe", providerRef: "pi_earlier" },
    });
    // Another 'Pay' is opening its session right now: no second attempt, no second session.
    const opening = await world.db.prisma.bookingPayment.create({ data: { bookingId: booking.id, amount: "77.00", status: "pending", provider: "stripe" } });
    await expect(world.db.prisma.bookingPayment.create({ data: { bookingId: booking.id, amount: "1.00", status: "pending", provider: "stripe" } })).rejects.toThrow();
    const created = world.fake.createRequests.length;
    expect((await payOpenAmountAction("en", { bookingId: booking.id })).serverError?.code).toBe("paymentInProgress");
    expect(world.fake.createRequests.length).toBe(created);

    // That attempt was abandoned (no session a minute later): it is closed and replaced.
    await world.db.prisma.bookingPayment.update({ where: { id: opening.id }, data: { createdAt: new Date(Date.now() - 120_000) } });
    const before = Math.floor(Date.now() / 1000);
    const result = await payOpenAmountAction("en", { bookingId: booking.id, amount: 1 } as { bookingId: string });
    // At once: an abandoned attempt is not waited for like one being opened.
    expect(Date.now() / 1000 - before).toBeLessThan(5);
    const session = [...world.fake.sessions.values()].at(-1);
    expect(result.data?.url).toBe(session?.url);
    expect(session).toMatchObject({
      amount_total: 90_005,
      currency: "chf",
      payment_method_types: ["card", "twint", "paypal"],
      client_reference_id: booking.id,
      customer_email: OWNER,
      locale: "en",
      success_url: `https://chalets.example/en/my-bookings/${booking.id}?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://chalets.example/en/my-bookings/${booking.id}?payment=cancelled`,
    });
    expect(session?.expires_at).toBeGreaterThanOrEqual(before + 30 * 60);
    expect((await world.db.prisma.bookingPayment.findUniqueOrThrow({ where: { id: opening.id } })).status).toBe("failed");
    const attempt = await attemptOf(session?.id ?? "");
    expect(attempt).toMatchObject({ bookingId: booking.id, purpose: "open_amount", status: "pending", provider: "stripe", currency: "CHF", methods: ["card", "twint", "paypal"] });
    expect(attempt.amount.toString()).toBe("900.05");
    expect(session?.metadata).toEqual({ bookingId: booking.id, purpose: "open_amount", paymentId: attempt.id });
    const sent = world.fake.createRequests.at(-1);
    expect(sent?.idempotencyKey).toBe(`open-amount-${attempt.id}`);
    expect(sent?.body.payment_intent_data).toEqual({ metadata: { bookingId: booking.id, purpose: "open_amount", paymentId: attempt.id } });
  });

  it("leaves TWINT out above CHF 5,000.00", async () => {
    const { sessionId } = await startCheckout({ price: "5000.01" });
    expect(world.fake.sessions.get(sessionId)?.payment_method_types).toEqual(["card", "paypal"]);
  });

  it("warns when Stripe keeps fewer methods than asked, and the session still works", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    world.fake.setActivatedMethods(["card"]);
    try {
      const { sessionId } = await startCheckout({ price: "420.00" });
      expect(world.fake.sessions.get(sessionId)?.payment_method_types).toEqual(["card"]);
      expect((await attemptOf(sessionId)).methods).toEqual(["card"]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("fewer payment methods"), expect.objectContaining({ asked: ["card", "twint", "paypal"], kept: ["card"], dropped: ["twint", "paypal"] }));
      expect(await world.fake.complete(sessionId)).toEqual({ webhookStatus: 200 });
      expect((await attemptOf(sessionId)).status).toBe("succeeded");
    } finally {
      world.fake.setActivatedMethods(["card", "twint", "paypal"]);
      warn.mockRestore();
    }
  });

  it("guards: anonymous, another guest, admin", async () => {
    const booking = await bookingOf(world);
    signOut(request);
    expect((await payOpenAmountAction("en", { bookingId: booking.id })).serverError?.code).toBe("signInRequired");
    await signInAs(request, "someone@example.com");
    expect((await payOpenAmountAction("en", { bookingId: booking.id })).serverError).toEqual({ code: "bookingNotFound", message: "Booking not found" });
    await signInAs(request, ADMIN);
    expect((await payOpenAmountAction("en", { bookingId: booking.id })).data?.url).toMatch(/\/pay\/cs_test_/);
    await signInAs(request, OWNER);
  });

  it("the fake answers like Stripe: unknown sessions are a StripeInvalidRequestError, sessions can be read back", async () => {
    const stripe = new Stripe(API_KEY, { host: "127.0.0.1", port: Number(new URL(world.fake.baseUrl).port), protocol: "http" });
    await expect(stripe.checkout.sessions.retrieve("cs_test_missing")).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 404, param: "session" });
    const { sessionId } = await startCheckout({ price: "10.00" });
    expect(await stripe.checkout.sessions.retrieve(sessionId)).toMatchObject({ id: sessionId, amount_total: 1000, status: "open", payment_status: "unpaid" });
  });

  it("answers 'Failed to create payment session' when Stripe refuses, and closes the attempt", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_wrong";
    resetEnvCache();
    const booking = await bookingOf(world);
    const result = await payOpenAmountAction("en", { bookingId: booking.id });
    process.env.STRIPE_SECRET_KEY = API_KEY;
    resetEnvCache();
    expect(result.serverError).toEqual({ code: "sessionFailed", message: "Failed to create payment session. Please try again." });
    expect(await world.db.prisma.bookingPayment.findMany({ where: { bookingId: booking.id }, select: { status: true } })).toEqual([{ status: "failed" }]);
  });
});

describe("what Smoobu reports as paid elsewhere", () => {
  it("price_paid Yes on a past direct stay (paid at the office): fully paid, nothing to pay, no session", async () => {
    // A channel that collects (Booking.com) owes nothing anyway: channel-collection.test.ts.
    const channel = await world.db.prisma.channel.create({ data: { name: "Direct", smoobuChannelId: 465612 } });
    const booking = await bookingOf(world, { price: "1260.00", arrival: "2025-02-01", departure: "2025-02-08" }, { pricePaid: true, channelId: channel.id });
    expect(await balanceOf(booking.id)).toMatchObject({ state: "fullyPaid", open: 0, paid: 126_000, paidElsewhere: 126_000, payable: false, notPayable: "nothingOpen" });
    const created = world.fake.createRequests.length;
    expect((await payOpenAmountAction("en", { bookingId: booking.id })).serverError).toEqual({ code: "noRemainingAmount", message: "No remaining amount to pay" });
    expect(world.fake.createRequests.length).toBe(created);
    expect(await world.db.prisma.bookingPayment.count({ where: { bookingId: booking.id } })).toBe(0);
  });

  it("a past stay with money open cannot be paid online: stayOver", async () => {
    const booking = await bookingOf(world, { price: "800.00", arrival: "2025-03-01", departure: "2025-03-05" });
    expect(await balanceOf(booking.id)).toMatchObject({ state: "unpaid", open: 80_000, payable: false, notPayable: "stayOver" });
    const created = world.fake.createRequests.length;
    expect((await payOpenAmountAction("en", { bookingId: booking.id })).serverError?.code).toBe("stayOver");
    expect(world.fake.createRequests.length).toBe(created);
  });

  it("a paid prepayment counts (the security deposit does not); nothing open or a cancelled stay opens no session", async () => {
    const booking = await bookingOf(world, { price: "1500.00", prepayment: "300.00", prepaymentPaid: true }, { deposit: "500.00", depositPaid: true });
    expect(await balanceOf(booking.id)).toMatchObject({ state: "partlyPaid", paid: 30_000, open: 120_000, securityDeposit: 50_000, payable: true });
    const { sessionId } = await payOpen(booking.id);
    expect(world.fake.sessions.get(sessionId)?.amount_total).toBe(120_000);

    const created = world.fake.createRequests.length;
    const settled = await bookingOf(world, { price: "500.00", prepayment: "500.00", prepaymentPaid: true });
    expect((await payOpenAmountAction("en", { bookingId: settled.id })).serverError?.code).toBe("noRemainingAmount");
    const cancelled = await bookingOf(world, { price: "500.00", type: "cancelled" });
    expect((await payOpenAmountAction("en", { bookingId: cancelled.id })).serverError).toEqual({ code: "bookingCancelled", message: "This booking is cancelled: there is nothing to pay." });
    expect(world.fake.createRequests.length).toBe(created);
  });
});

describe("the webhook", () => {
  it("checkout.session.completed records the payment in the ledger; the open amount is then zero", async () => {
    const { booking, sessionId } = await startCheckout({ price: "1234.50" });
    expect(await world.fake.complete(sessionId)).toEqual({ webhookStatus: 200 });
    const attempt = await attemptOf(sessionId);
    expect(attempt.status).toBe("succeeded");
    expect(attempt.providerPaymentId).toMatch(/^pi_/);
    expect(await moneyRows(world.db, booking.id)).toEqual([
      expect.objectContaining({ kind: "payment", status: "succeeded", purpose: "open_amount", attemptId: attempt.id, provider: "stripe", providerRef: attempt.providerPaymentId }),
    ]);
    expect((await moneyRows(world.db, booking.id))[0]?.amount.toString()).toBe("1234.5");
    expect(await balanceOf(booking.id)).toMatchObject({ state: "fullyPaid", open: 0, paidThroughUs: 123_450 });
    expect((await payOpenAmountAction("en", { bookingId: booking.id })).serverError?.code).toBe("noRemainingAmount");
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const { sessionId } = await startCheckout();
    const { payload, signature } = world.fake.signedEvent(sessionId, "checkout.session.completed", { payment_status: "paid" });
    expect((await deliver({ payload: payload.replace('"paid"', '"paid" '), signature })).status).toBe(400);
    expect((await deliver({ payload, signature: "t=1,v1=deadbeef" })).status).toBe(400);
    expect((await fetch(world.webhookUrl, { method: "POST", body: payload })).status).toBe(400);
    expect((await attemptOf(sessionId)).status).toBe("pending");
  });

  it("does nothing for a repeated delivery of the same event", async () => {
    const { booking, sessionId } = await startCheckout();
    await world.fake.complete(sessionId);
    const event = world.fake.events.at(-1);
    expect(await world.fake.redeliver(event?.id ?? "")).toEqual({ id: event?.id, status: 200 });
    const again = world.fake.signedEvent(sessionId, "checkout.session.completed");
    expect((await deliver(again)).body.result).toBe("unchanged");
    expect(await moneyRows(world.db, booking.id)).toHaveLength(1);
    expect(await world.db.prisma.processedWebhookEvent.count({ where: { eventId: event?.id } })).toBe(1);
  });

  it("keeps a paid attempt paid when 'expired' arrives after 'completed'", async () => {
    const { sessionId } = await startCheckout();
    const completed = world.fake.signedEvent(sessionId, "checkout.session.completed", { status: "complete", payment_status: "paid", payment_intent: "pi_expired_late" });
    const expired = world.fake.signedEvent(sessionId, "checkout.session.expired", { status: "expired" });
    expect((await deliver(completed)).body.result).toBe("succeeded");
    expect((await deliver(expired)).body.result).toBe("unchanged");
    expect((await attemptOf(sessionId)).status).toBe("succeeded");
  });

  it("lets money that arrived win over an earlier 'expired'", async () => {
    const { booking, sessionId } = await startCheckout();
    const expired = world.fake.signedEvent(sessionId, "checkout.session.expired", { status: "expired" });
    const completed = world.fake.signedEvent(sessionId, "checkout.session.completed", { status: "complete", payment_status: "paid", payment_intent: "pi_after_expiry" });
    expect((await deliver(expired)).body.result).toBe("expired");
    expect((await attemptOf(sessionId)).status).toBe("expired");
    expect((await deliver(completed)).body.result).toBe("succeeded");
    expect((await attemptOf(sessionId)).status).toBe("succeeded");
    expect(await balanceOf(booking.id)).toMatchObject({ state: "fullyPaid", open: 0 });
  });

  it("a completed but unpaid session is processing until the delayed method settles; a failure fails it", async () => {
    const first = await startCheckout();
    expect(await world.fake.complete(first.sessionId, { async: true })).toEqual({ webhookStatus: 200 });
    expect((await attemptOf(first.sessionId)).status).toBe("processing");
    expect(await moneyRows(world.db, first.booking.id)).toEqual([]);
    // Meanwhile no second session: the money is on its way.
    expect((await payOpenAmountAction("en", { bookingId: first.booking.id })).serverError?.code).toBe("paymentProcessing");
    expect(await world.fake.settleAsync(first.sessionId, "succeeded")).toEqual({ webhookStatus: 200 });
    expect((await attemptOf(first.sessionId)).status).toBe("succeeded");
    expect(await balanceOf(first.booking.id)).toMatchObject({ state: "fullyPaid", open: 0 });

    const second = await startCheckout();
    await world.fake.complete(second.sessionId, { async: true });
    expect(await world.fake.settleAsync(second.sessionId, "failed")).toEqual({ webhookStatus: 200 });
    expect((await attemptOf(second.sessionId)).status).toBe("failed");
    expect(await balanceOf(second.booking.id)).toMatchObject({ state: "unpaid", payable: true });
  });

  it("ignores a session whose metadata names another attempt or purpose, and other event types", async () => {
    const { sessionId } = await startCheckout();
    const session = world.fake.sessions.get(sessionId);
    const forged = world.fake.signedEvent(sessionId, "checkout.session.completed", { payment_status: "paid", metadata: { ...session?.metadata, paymentId: "00000000-0000-4000-8000-000000000000" } });
    expect((await deliver(forged)).body.result).toBe("unknownSession");
    const offer = world.fake.signedEvent(sessionId, "checkout.session.completed", { payment_status: "paid", metadata: { purpose: "offer_deposit", offerId: "x" } });
    // The offer fulfilment finds no offer_deposit attempt behind this session: never fulfilled.
    expect((await deliver(offer)).body.result).toBe("unknownSession");
    const other = world.fake.signedEvent(sessionId, "payment_intent.created");
    expect((await deliver(other)).body.result).toBe("ignoredType");
    expect((await attemptOf(sessionId)).status).toBe("pending");
  });
});
