import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { POST as smoobuWebhook } from "@/app/api/webhooks/smoobu/route";
import { resetEnvCache } from "@/lib/env";
import { WEBHOOK_BODY_LIMIT } from "@/lib/security/read-body";
import { createTestDb, type TestDb } from "@/tests/support/test-db";
import { NextRequest } from "next/server";

// The two webhooks as an attacker meets them: Stripe's without, with a wrong and with a stale
// signature; a genuine event delivered twice; refunds and disputes of payments that are not ours,
// and malformed ones; Smoobu's without or with a wrong token; bodies too large (declared or
// streamed) and malformed ones (a NUL PostgreSQL cannot store, impossible dates and amounts,
// nesting 10,000 deep). Every refusal is a 4xx and stores nothing.

const WEBHOOK_SECRET = "whsec_security_suite_secret";
const SMOOBU_TOKEN = "security-suite-smoobu-token-0123456789";
const stripe = new Stripe("sk_test_security_suite");

let db: TestDb;
let sessionId: string;
let paymentId: string;

async function stored(): Promise<string> {
  const [events, payments, bookings, succeeded, ledger, deliveries] = await Promise.all([
    db.prisma.processedWebhookEvent.count(),
    db.prisma.bookingPayment.count(),
    db.prisma.booking.count(),
    db.prisma.bookingPayment.count({ where: { status: "succeeded" } }),
    db.prisma.ledgerEntry.count(),
    db.prisma.smoobuWebhookDelivery.count(),
  ]);
  return `${events}|${payments}|${bookings}|${succeeded}|${ledger}|${deliveries}`;
}

/** A signed event of any type whose object is `object`, as Stripe would POST it. */
function moneyEvent(type: string, object: unknown): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify({ id: `evt_money_${Math.random().toString(36).slice(2)}`, object: "event", type, data: { object } });
  return { payload, headers: { "stripe-signature": sign(payload) } };
}

function checkoutEvent(id: string): string {
  return JSON.stringify({
    id,
    object: "event",
    type: "checkout.session.completed",
    data: { object: { id: sessionId, object: "checkout.session", payment_status: "paid", payment_intent: "pi_security", metadata: { purpose: "open_amount", paymentId } } },
  });
}

const sign = (payload: string, timestamp = Math.floor(Date.now() / 1000), secret = WEBHOOK_SECRET) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

function toStripe(body: BodyInit, headers: Record<string, string> = {}) {
  return stripeWebhook(new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers, body, duplex: "half" } as RequestInit));
}

function toSmoobu(body: BodyInit, token: string | null = SMOOBU_TOKEN, headers: Record<string, string> = {}) {
  const query = token === null ? "" : `?token=${encodeURIComponent(token)}`;
  return smoobuWebhook(new NextRequest(new Request(`http://localhost/api/webhooks/smoobu${query}`, { method: "POST", headers, body, duplex: "half" } as RequestInit)));
}

/** A body of `bytes` bytes sent in chunks without a Content-Length, as a chunked upload would be. */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, bytes - sent)).fill(0x20);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

beforeAll(async () => {
  db = await createTestDb();
  const property = await db.prisma.property.create({ data: { slug: "hook", name: "Chalet Hook", location: "Saas-Fee", maxGuests: 4, bedrooms: 2, bathrooms: 1, smoobuPropertyId: 7_700_001 } });
  const booking = await db.prisma.booking.create({
    data: { propertyId: property.id, email: "hook@example.com", arrival: new Date("2031-03-01"), departure: new Date("2031-03-05"), price: "800.00" },
  });
  sessionId = "cs_test_security_suite_session";
  paymentId = (await db.prisma.bookingPayment.create({ data: { bookingId: booking.id, amount: "800.00", status: "pending", provider: "stripe", providerSessionId: sessionId } })).id;
});

beforeEach(() => {
  process.env.STRIPE_SECRET_KEY = "sk_test_security_suite";
  // Nothing here may reach Stripe: a call would fail at once (and answer 500), never leave the machine.
  process.env.STRIPE_API_BASE = "http://127.0.0.1:9";
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.SMOOBU_WEBHOOK_TOKEN = SMOOBU_TOKEN;
  // The Smoobu payload is used as it is: no API to re-read the booking from.
  delete process.env.SMOOBU_API_KEY;
  resetEnvCache();
});

afterAll(async () => {
  for (const v of ["STRIPE_SECRET_KEY", "STRIPE_API_BASE", "STRIPE_WEBHOOK_SECRET", "SMOOBU_WEBHOOK_TOKEN"]) delete process.env[v];
  resetEnvCache();
  await db?.drop();
});

describe("Stripe webhook", () => {
  it("refuses a missing, wrong or stale signature with 400 and stores nothing", async () => {
    const payload = checkoutEvent("evt_forged");
    const before = await stored();
    const now = Math.floor(Date.now() / 1000);
    const attempts = [
      toStripe(payload),
      toStripe(payload, { "stripe-signature": "" }),
      toStripe(payload, { "stripe-signature": "t=1,v1=deadbeef" }),
      toStripe(payload, { "stripe-signature": sign(payload, now, "whsec_someone_elses_secret") }),
      // Signed for another body: the payload was changed on the way.
      toStripe(payload.replace("pi_security", "pi_attacker"), { "stripe-signature": sign(payload) }),
      // Genuine signature, but 10 minutes old: outside Stripe's 5-minute tolerance (a replay).
      toStripe(payload, { "stripe-signature": sign(payload, now - 600) }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it("handles a replayed event once", async () => {
    const payload = checkoutEvent("evt_security_once");
    const first = await toStripe(payload, { "stripe-signature": sign(payload) });
    expect(await first.json()).toEqual({ received: true, result: "succeeded" });
    const afterFirst = await stored();
    for (let i = 0; i < 3; i++) {
      const again = await toStripe(payload, { "stripe-signature": sign(payload) });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ received: true, result: "duplicate" });
    }
    expect(await stored()).toBe(afterFirst);
    expect(await db.prisma.processedWebhookEvent.count({ where: { eventId: "evt_security_once" } })).toBe(1);
  });

  it("answers 4xx, never 500, to malformed and oversized bodies, storing nothing", async () => {
    const before = await stored();
    const malformed = ["", "{", "null", "[]", '{"id":"evt_x"}', '{"id":"evt_y","type":"checkout.session.completed"}', '{"id":"evt_z","type":"checkout.session.completed","data":{}}'];
    for (const body of malformed) {
      // Unsigned, and signed (a leaked secret must not turn a malformed body into a crash either).
      expect((await toStripe(body, { "stripe-signature": "t=1,v1=00" })).status, body).toBe(400);
      expect((await toStripe(body, { "stripe-signature": sign(body) })).status, `signed ${body}`).toBe(400);
    }
    const big = "x".repeat(WEBHOOK_BODY_LIMIT + 1);
    expect((await toStripe(big, { "stripe-signature": sign(big) })).status).toBe(413);
    expect((await toStripe(streamOf(8 * WEBHOOK_BODY_LIMIT), { "stripe-signature": "t=1,v1=00" })).status).toBe(413);
    expect(await stored()).toBe(before);
  });
});

describe("Stripe webhook: refunds and disputes", () => {
  it("answers 200 to a refund or dispute of a payment intent that is not ours, and stores nothing", async () => {
    const before = await stored();
    const events = [
      moneyEvent("charge.refunded", { id: "ch_unknown", object: "charge", payment_intent: "pi_not_ours", amount: 5000, amount_refunded: 5000 }),
      moneyEvent("charge.refund.updated", { id: "re_unknown", object: "refund", payment_intent: "pi_not_ours", amount: 5000, status: "failed" }),
      moneyEvent("refund.created", { id: "re_unknown_2", object: "refund", payment_intent: { id: "pi_not_ours" }, amount: 100, status: "pending" }),
      moneyEvent("charge.dispute.created", { id: "dp_unknown", object: "dispute", payment_intent: "pi_not_ours", amount: 5000, status: "needs_response", reason: "fraudulent" }),
      moneyEvent("charge.dispute.closed", { id: "dp_unknown", object: "dispute", payment_intent: "pi_not_ours", amount: 5000, status: "lost" }),
    ];
    for (const { payload, headers } of events) {
      const response = await toStripe(payload, headers);
      expect(response.status, payload).toBe(200);
      expect(await response.json(), payload).toEqual({ received: true, result: "unknownPayment" });
    }
    expect(await stored()).toBe(before);
  });

  it("never answers 500 to a malformed refund or dispute event, and stores nothing", async () => {
    const before = await stored();
    const objects = [
      { id: "ch_x" },
      { id: "ch_x", payment_intent: null },
      { id: "ch_x", payment_intent: "" },
      { id: "ch_x", payment_intent: 42 },
      { id: "ch_x", payment_intent: [] },
      { id: "ch_x", payment_intent: {} },
      { id: "ch_x", payment_intent: { id: 5 } },
      { id: "ch_x", payment_intent: { id: { $ne: null } } },
      { id: "ch_x", payment_intent: "pi_' OR 1=1 --" },
      { id: "ch_x", payment_intent: "x".repeat(5_000) },
    ];
    for (const type of ["charge.refunded", "refund.updated", "refund.failed", "charge.dispute.created"]) {
      for (const object of [...objects, { id: "dp_x", payment_intent: "pi_not_ours", amount: "lots" }, { id: 7, payment_intent: "pi_not_ours" }]) {
        const { payload, headers } = moneyEvent(type, object);
        const response = await toStripe(payload, headers);
        expect(response.status, `${type} ${JSON.stringify(object).slice(0, 80)}`).toBeGreaterThanOrEqual(200);
        expect(response.status, `${type} ${JSON.stringify(object).slice(0, 80)}`).toBeLessThan(500);
      }
    }
    expect(await stored()).toBe(before);
  });
});

describe("Smoobu webhook", () => {
  const reservation = JSON.stringify({
    action: "newReservation",
    user: 1,
    data: { id: 990_001, "reference-id": "SEC-1", type: "reservation", arrival: "2031-04-01", departure: "2031-04-04", "created-at": "2031-01-01 10:00", "modifiedAt": "2031-01-01 10:00", apartment: { id: 7_700_001, name: "Chalet Hook" }, channel: { id: 1, name: "Direct" }, "guest-name": "Eve", email: "eve@example.com", adults: 2, children: 0 },
  });

  it("refuses a missing or wrong token with 401 and stores nothing", async () => {
    const before = await stored();
    for (const token of [null, "", "wrong", SMOOBU_TOKEN.slice(0, -1), `${SMOOBU_TOKEN}x`, SMOOBU_TOKEN.toUpperCase()]) {
      expect((await toSmoobu(reservation, token)).status, String(token)).toBe(401);
    }
    expect(await stored()).toBe(before);
  });

  it("refuses every token while none is configured", async () => {
    delete process.env.SMOOBU_WEBHOOK_TOKEN;
    resetEnvCache();
    for (const token of [null, "", "undefined"]) expect((await toSmoobu(reservation, token)).status).toBe(401);
  });

  it("answers 4xx, never 500, to malformed and oversized bodies, storing nothing", async () => {
    const before = await stored();
    const booking = (JSON.parse(reservation) as { data: Record<string, unknown> }).data;
    const hostile = (over: Record<string, unknown>, action = "newReservation") => JSON.stringify({ action, user: 1, data: { ...booking, ...over } });
    const bodies = [
      "", "{", "null", "[]", "42", '{"action":"newReservation"}', '{"action":"newReservation","data":{"id":"x"}}', '{"action":{"$gt":""}}',
      // What PostgreSQL cannot store, or a booking that cannot be: refused before anything is written.
      hostile({ notice: "\u0000" }),
      hostile({ "guest-name": "a\u0000b" }, "cancelReservation"),
      JSON.stringify({ action: "anythingNew", data: { ["k\u0000"]: 1 } }),
      hostile({ departure: "2031-03-30" }),
      hostile({ departure: "2031-04-01" }),
      hostile({ departure: "2031-02-30" }),
      hostile({ price: 1 }).replace('"price":1', '"price":1e30'),
      hostile({ price: 1 }).replace('"price":1', '"price":-1e400'),
      hostile({ id: 2 ** 31 }),
      JSON.stringify({ action: "deleteReservation", data: {} }),
      JSON.stringify({ action: "updateRates", data: { apartmentId: { $ne: null } } }),
      `{"action":"anythingNew","data":${"[".repeat(10_000)}${"]".repeat(10_000)}}`,
    ];
    for (const body of bodies) {
      const response = await toSmoobu(body);
      expect(response.status, body.slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(response.status, body.slice(0, 120)).toBeLessThan(500);
      expect(typeof ((await response.json()) as { reason?: unknown }).reason, body.slice(0, 120)).toBe("string");
    }
    expect((await toSmoobu("x".repeat(WEBHOOK_BODY_LIMIT + 1))).status).toBe(413);
    expect((await toSmoobu(streamOf(8 * WEBHOOK_BODY_LIMIT))).status).toBe(413);
    expect(await stored()).toBe(before);
  });
});
