import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { payOpenAmountAction } from "@/lib/actions/payments/pay-open-amount";
import { resetEnvCache } from "@/lib/env";
import { startFakeStripe, type FakeStripe } from "@/tests/fakes/stripe/server";
import { createTestDb, type TestDb } from "@/tests/support/test-db";
import { createBooking, createProperty, createUser, signInAs, signOut } from "./support/portal-fixtures";

// Paying the open amount through Stripe Checkout, with real HTTP both ways: the SDK talks to the
// local Stripe fake, and the fake delivers signed events to the webhook route served over HTTP.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.1"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const API_KEY = "sk_test_portal_fake_key";
const WEBHOOK_SECRET = "whsec_portal_fake_secret";
const OWNER = "payer@example.com";

let db: TestDb;
let fake: FakeStripe;
let webhookServer: http.Server;
let webhookUrl: string;
let propertyId: string;

/** The route handler behind a real HTTP server, as Stripe would reach it. */
async function serveWebhook(): Promise<string> {
  webhookServer = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const response = await stripeWebhook(new Request(`http://127.0.0.1${req.url}`, { method: "POST", headers, body: Buffer.concat(chunks) }));
      res.writeHead(response.status, { "content-type": "application/json" });
      res.end(await response.text());
    })();
  });
  await new Promise<void>((resolve) => webhookServer.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(webhookServer.address() as AddressInfo).port}/api/webhooks/stripe`;
}

async function deliver(payload: string, signature: string): Promise<{ status: number; body: { result?: string } }> {
  const response = await fetch(webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload });
  return { status: response.status, body: (await response.json()) as { result?: string } };
}

/** A booking of the signed-in owner and a started checkout for it. */
async function startCheckout(extra: Parameters<typeof createBooking>[3] = {}) {
  const booking = await createBooking(db, propertyId, OWNER, extra);
  const result = await payOpenAmountAction("en", { bookingId: booking.id });
  const url = result.data?.url ?? "";
  const sessionId = url.split("/pay/")[1] ?? "";
  return { booking, result, sessionId };
}

const paymentOf = (sessionId: string) => db.prisma.bookingPayment.findUniqueOrThrow({ where: { providerSessionId: sessionId } });

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
  await createUser(db, OWNER, ["guest"]);
  await createUser(db, "someone@example.com", ["guest"]);
  await createUser(db, "boss@example.com", ["admin"]);
  propertyId = (await createProperty(db, "pay", false)).id;
  webhookUrl = await serveWebhook();
  fake = await startFakeStripe({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl });
  process.env.STRIPE_SECRET_KEY = API_KEY;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STRIPE_API_BASE = fake.baseUrl;
  process.env.SITE_URL = "https://chalets.example";
  resetEnvCache();
  await signInAs(request, OWNER);
});

afterAll(async () => {
  for (const v of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE", "SITE_URL"]) delete process.env[v];
  resetEnvCache();
  await fake?.close();
  await new Promise((resolve) => webhookServer?.close(resolve));
  await db?.drop();
});

describe("creating the session", () => {
  it("charges exactly the open amount computed on the server, in CHF, with TWINT", async () => {
    // 1000.00 + 400.05 (elements) − 300.00 prepayment (paid) − 200.00 succeeded = 900.05 CHF.
    const booking = await createBooking(db, propertyId, OWNER, {
      price: "9999.00",
      prepayment: "300.00",
      prepaymentPaid: true,
      priceElements: [{ name: "Stay", amount: 1000, sortOrder: 0 }, { name: "Cleaning", amount: "400.05", sortOrder: 1 }],
    });
    await db.prisma.bookingPayment.create({ data: { bookingId: booking.id, amount: "200.00", status: "succeeded", provider: "stripe" } });
    await db.prisma.bookingPayment.create({ data: { bookingId: booking.id, amount: "77.00", status: "pending", provider: "stripe" } });

    const before = Math.floor(Date.now() / 1000);
    const result = await payOpenAmountAction("en", { bookingId: booking.id, amount: 1 } as { bookingId: string });
    const session = [...fake.sessions.values()].at(-1);
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
    const payment = await paymentOf(session?.id ?? "");
    expect(payment).toMatchObject({ bookingId: booking.id, purpose: "open_amount", status: "pending", provider: "stripe", currency: "CHF" });
    expect(payment.amount.toString()).toBe("900.05");
    expect(session?.metadata).toEqual({ bookingId: booking.id, purpose: "open_amount", paymentId: payment.id });
    const sent = fake.createRequests.at(-1);
    expect(sent?.idempotencyKey).toBe(`open-amount-${payment.id}`);
    expect(sent?.body.payment_intent_data).toEqual({ metadata: { bookingId: booking.id, purpose: "open_amount", paymentId: payment.id } });
  });

  it("leaves TWINT out above CHF 5,000.00", async () => {
    const { sessionId } = await startCheckout({ price: "5000.01" });
    expect(fake.sessions.get(sessionId)?.payment_method_types).toEqual(["card", "paypal"]);
  });

  it("guards: anonymous, another guest, admin", async () => {
    const booking = await createBooking(db, propertyId, OWNER);
    signOut(request);
    expect((await payOpenAmountAction("en", { bookingId: booking.id })).serverError?.code).toBe("signInRequired");
    await signInAs(request, "someone@example.com");
    expect((await payOpenAmountAction("en", { bookingId: booking.id })).serverError).toEqual({ code: "bookingNotFound", message: "Booking not found" });
    await signInAs(request, "boss@example.com");
    expect((await payOpenAmountAction("en", { bookingId: booking.id })).data?.url).toMatch(/\/pay\/cs_test_/);
    await signInAs(request, OWNER);
  });

  it("answers 'No remaining amount to pay' when nothing is open", async () => {
    const booking = await createBooking(db, propertyId, OWNER, { price: "500.00", prepayment: "500.00", prepaymentPaid: true });
    const count = fake.createRequests.length;
    expect((await payOpenAmountAction("en", { bookingId: booking.id })).serverError).toEqual({ code: "noRemainingAmount", message: "No remaining amount to pay" });
    const cancelled = await createBooking(db, propertyId, OWNER, { price: "500.00", type: "cancelled" });
    expect((await payOpenAmountAction("en", { bookingId: cancelled.id })).serverError?.code).toBe("noRemainingAmount");
    expect(fake.createRequests.length).toBe(count);
  });

  it("the fake answers like Stripe: unknown sessions are a StripeInvalidRequestError, sessions can be read back", async () => {
    const stripe = new Stripe(API_KEY, { host: "127.0.0.1", port: Number(new URL(fake.baseUrl).port), protocol: "http" });
    await expect(stripe.checkout.sessions.retrieve("cs_test_missing")).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 404, param: "session" });
    const { sessionId } = await startCheckout({ price: "10.00" });
    expect(await stripe.checkout.sessions.retrieve(sessionId)).toMatchObject({ id: sessionId, amount_total: 1000, status: "open", payment_status: "unpaid" });
  });

  it("answers 'Failed to create payment session' when Stripe refuses, and closes the attempt", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_wrong";
    resetEnvCache();
    const booking = await createBooking(db, propertyId, OWNER);
    const result = await payOpenAmountAction("en", { bookingId: booking.id });
    process.env.STRIPE_SECRET_KEY = API_KEY;
    resetEnvCache();
    expect(result.serverError).toEqual({ code: "sessionFailed", message: "Failed to create payment session. Please try again." });
    expect(await db.prisma.bookingPayment.findMany({ where: { bookingId: booking.id }, select: { status: true } })).toEqual([{ status: "failed" }]);
  });
});

describe("the webhook", () => {
  it("marks the payment paid on checkout.session.completed; the open amount is then zero", async () => {
    const { booking, sessionId } = await startCheckout({ price: "1234.50" });
    expect(await fake.complete(sessionId)).toEqual({ webhookStatus: 200 });
    const payment = await paymentOf(sessionId);
    expect(payment.status).toBe("succeeded");
    expect(payment.providerPaymentId).toMatch(/^pi_/);
    expect(payment.amount.toString()).toBe("1234.5");
    expect((await payOpenAmountAction("en", { bookingId: booking.id })).serverError?.code).toBe("noRemainingAmount");
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const { sessionId } = await startCheckout();
    const { payload, signature } = fake.signedEvent(sessionId, "checkout.session.completed", { payment_status: "paid" });
    expect((await deliver(payload.replace('"paid"', '"paid" '), signature)).status).toBe(400);
    expect((await deliver(payload, "t=1,v1=deadbeef")).status).toBe(400);
    expect((await fetch(webhookUrl, { method: "POST", body: payload })).status).toBe(400);
    expect((await paymentOf(sessionId)).status).toBe("pending");
  });

  it("does nothing for a repeated delivery of the same event", async () => {
    const { sessionId } = await startCheckout();
    const event = fake.signedEvent(sessionId, "checkout.session.completed", { payment_status: "paid" });
    expect((await deliver(event.payload, event.signature)).body.result).toBe("succeeded");
    await db.prisma.bookingPayment.update({ where: { providerSessionId: sessionId }, data: { status: "refunded" } });
    expect(await deliver(event.payload, event.signature)).toEqual({ status: 200, body: { received: true, result: "duplicate" } });
    expect((await paymentOf(sessionId)).status).toBe("refunded");
    expect(await db.prisma.processedWebhookEvent.count({ where: { eventId: event.id } })).toBe(1);
  });

  it("keeps a paid payment paid when 'expired' arrives after 'completed'", async () => {
    const { sessionId } = await startCheckout();
    const completed = fake.signedEvent(sessionId, "checkout.session.completed", { payment_status: "paid" });
    const expired = fake.signedEvent(sessionId, "checkout.session.expired", { status: "expired" });
    expect((await deliver(completed.payload, completed.signature)).body.result).toBe("succeeded");
    expect((await deliver(expired.payload, expired.signature)).body.result).toBe("unchanged");
    expect((await paymentOf(sessionId)).status).toBe("succeeded");
  });

  it("lets money that arrived win over an earlier 'expired'", async () => {
    const { sessionId } = await startCheckout();
    const expired = fake.signedEvent(sessionId, "checkout.session.expired", { status: "expired" });
    const completed = fake.signedEvent(sessionId, "checkout.session.completed", { payment_status: "paid" });
    expect((await deliver(expired.payload, expired.signature)).body.result).toBe("failed");
    expect((await deliver(completed.payload, completed.signature)).body.result).toBe("succeeded");
    expect((await paymentOf(sessionId)).status).toBe("succeeded");
  });

  it("waits for async_payment_succeeded when completed is still unpaid; async failure fails it", async () => {
    const first = await startCheckout();
    const unpaid = fake.signedEvent(first.sessionId, "checkout.session.completed", { payment_status: "unpaid" });
    expect((await deliver(unpaid.payload, unpaid.signature)).body.result).toBe("unchanged");
    expect((await paymentOf(first.sessionId)).status).toBe("pending");
    const later = fake.signedEvent(first.sessionId, "checkout.session.async_payment_succeeded", { payment_status: "paid" });
    expect((await deliver(later.payload, later.signature)).body.result).toBe("succeeded");

    const second = await startCheckout();
    const failed = fake.signedEvent(second.sessionId, "checkout.session.async_payment_failed");
    expect((await deliver(failed.payload, failed.signature)).body.result).toBe("failed");
    expect((await paymentOf(second.sessionId)).status).toBe("failed");
  });

  it("ignores a session whose metadata names another payment or purpose, and other event types", async () => {
    const { sessionId } = await startCheckout();
    const session = fake.sessions.get(sessionId);
    const forged = fake.signedEvent(sessionId, "checkout.session.completed", { payment_status: "paid", metadata: { ...session?.metadata, paymentId: "00000000-0000-4000-8000-000000000000" } });
    expect((await deliver(forged.payload, forged.signature)).body.result).toBe("unknownSession");
    const offer = fake.signedEvent(sessionId, "checkout.session.completed", { payment_status: "paid", metadata: { purpose: "offer_deposit", offerId: "x" } });
    // The offer fulfilment finds no offer_deposit payment behind this session: never fulfilled.
    expect((await deliver(offer.payload, offer.signature)).body.result).toBe("unknownSession");
    const other = fake.signedEvent(sessionId, "payment_intent.created");
    expect((await deliver(other.payload, other.signature)).body.result).toBe("ignoredType");
    expect((await paymentOf(sessionId)).status).toBe("pending");
  });

  it("flags a second paid session of an already settled booking for a refund", async () => {
    const booking = await createBooking(db, propertyId, OWNER, { price: "300.00" });
    const a = await payOpenAmountAction("en", { bookingId: booking.id });
    const b = await payOpenAmountAction("en", { bookingId: booking.id });
    const idA = a.data?.url.split("/pay/")[1] ?? "";
    const idB = b.data?.url.split("/pay/")[1] ?? "";
    await fake.complete(idA);
    await fake.complete(idB);
    expect((await paymentOf(idA)).needsRefund).toBe(false);
    expect(await paymentOf(idB)).toMatchObject({ status: "succeeded", needsRefund: true });
  });
});
