import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { createDb, installDb, type DbHandle } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { serveEmbeddedForBuild } from "@/scripts/lib/embedded-build-db";
import { startFakeStripe, type FakeStripe } from "@/tests/fakes/stripe/server";
import { createTestDb, type TestDb } from "@/tests/support/test-db";
import { startTcpProxy, type TcpProxy } from "./support/tcp-proxy";

// Issue 9: Stripe delivers checkout.session.completed while the database is unreachable. The app
// reaches PostgreSQL only through a TCP proxy that the test cuts (open connections reset, the port
// closed) and restores. The webhook must answer 5xx (Stripe retries those; a 2xx or a 400 would
// lose the payment), and the re-delivery of the same event must record the payment exactly once:
// one ledger row, the attempt succeeded.

const API_KEY = "sk_test_faults_fake_key";
const WEBHOOK_SECRET = "whsec_faults_fake_secret";

let db: TestDb;
let app: DbHandle;
let proxy: TcpProxy;
let fake: FakeStripe;
let server: http.Server;
let webhookUrl: string;
let embedded: { url: string; stop(): Promise<void> } | null = null;

/** The route handler behind a real HTTP server, as Stripe reaches it. */
async function serveWebhook(): Promise<string> {
  server = http.createServer((req, res) => {
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
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`;
}

async function deliver(event: { payload: string; signature: string }) {
  // Stripe waits some seconds for an answer; the harness waits longer, to see whether one ever comes.
  const response = await fetch(webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": event.signature }, body: event.payload, signal: AbortSignal.timeout(60_000) });
  return { status: response.status, body: (await response.json()) as { result?: string } };
}

beforeAll(async () => {
  db = await createTestDb({ install: false });
  // Without DATABASE_URL the test database is an in-memory PGlite: served over the PostgreSQL wire
  // protocol (as for `next build`), so that the app reaches it over TCP through the proxy too.
  if (!db.url && db.pglite) embedded = await serveEmbeddedForBuild(db.pglite);
  const url = db.url ?? embedded?.url;
  if (!url) throw new Error("no database URL for the proxy");
  const target = new URL(url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  app = await createDb({ databaseUrl: viaProxy.toString() });
  installDb(app);
  webhookUrl = await serveWebhook();
  fake = await startFakeStripe({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl });
  Object.assign(process.env, { STRIPE_SECRET_KEY: API_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.baseUrl });
  resetEnvCache();
});

afterAll(async () => {
  for (const v of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"]) delete process.env[v];
  resetEnvCache();
  await fake?.close();
  await new Promise((resolve) => server?.close(resolve));
  await app?.close();
  await proxy?.close();
  await embedded?.stop();
  await db?.drop();
});

/** A booking with a pending open-amount attempt and its Checkout session at the fake Stripe, paid. */
async function paidSession(slug: string) {
  const property = await db.prisma.property.create({ data: { slug, name: "Chalet DB", location: "Saas-Fee", maxGuests: 4, bedrooms: 2, bathrooms: 1 } });
  const booking = await db.prisma.booking.create({
    data: { propertyId: property.id, email: "payer@example.com", guestName: "Payer", arrival: new Date("2031-02-01T00:00:00Z"), departure: new Date("2031-02-08T00:00:00Z"), price: "1800.00" },
  });
  const payment = await db.prisma.bookingPayment.create({ data: { bookingId: booking.id, amount: "1800.00", status: "pending", provider: "stripe", purpose: "open_amount" } });
  const stripe = new Stripe(API_KEY, { host: "127.0.0.1", port: Number(new URL(fake.baseUrl).port), protocol: "http" });
  const metadata = { bookingId: booking.id, purpose: "open_amount", paymentId: payment.id };
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    success_url: "https://chalets.example/ok",
    cancel_url: "https://chalets.example/cancel",
    line_items: [{ quantity: 1, price_data: { currency: "chf", unit_amount: 180_000, product_data: { name: "Open amount" } } }],
    metadata,
  });
  await db.prisma.bookingPayment.update({ where: { id: payment.id }, data: { providerSessionId: session.id } });
  // Each payment intent is its own (the ledger keeps one payment row per provider reference).
  const paymentIntent = `pi_faults_${slug.replace(/-/g, "_")}`;
  return { paymentId: payment.id, paymentIntent, event: fake.signedEvent(session.id, "checkout.session.completed", { status: "complete", payment_status: "paid", payment_intent: paymentIntent }) };
}

describe("the Stripe webhook while the database is unreachable", () => {
  it("answers 5xx, and Stripe's re-delivery records the payment exactly once", async () => {
    const { paymentId, paymentIntent, event } = await paidSession("db-refused");
    // The app's pool has live connections that the cut must break, not only new ones to refuse.
    expect(await app.prisma.bookingPayment.count()).toBe(1);

    await proxy.cut();
    const during = await deliver(event);
    expect(during.status).toBeGreaterThanOrEqual(500);
    expect(during.status).toBeLessThan(600);
    // A second attempt during the outage is refused the same way (no half-written state).
    expect((await deliver(event)).status).toBeGreaterThanOrEqual(500);

    await proxy.restore();
    expect(await db.prisma.bookingPayment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({ status: "pending", providerPaymentId: null });
    expect(await db.prisma.processedWebhookEvent.count()).toBe(0);
    expect(await db.prisma.ledgerEntry.count({ where: { attemptId: paymentId } })).toBe(0);

    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, result: "succeeded" } });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, result: "duplicate" } });
    expect(await db.prisma.bookingPayment.findUniqueOrThrow({ where: { id: paymentId } })).toMatchObject({ status: "succeeded", providerPaymentId: paymentIntent });
    expect(await db.prisma.ledgerEntry.findMany({ where: { attemptId: paymentId }, select: { kind: true, status: true, providerRef: true } })).toEqual([{ kind: "payment", status: "succeeded", providerRef: paymentIntent }]);
    expect(await db.prisma.processedWebhookEvent.count({ where: { eventId: event.id } })).toBe(1);
  });

  it("answers 5xx rather than hanging when the database stops answering, then records the re-delivery once", async () => {
    const { paymentId, event } = await paidSession("db-silent");
    expect(await app.prisma.bookingPayment.count({ where: { id: paymentId } })).toBe(1);

    proxy.stall();
    const during = await deliver(event);
    expect(during.status).toBeGreaterThanOrEqual(500);
    expect(during.status).toBeLessThan(600);
    await proxy.restore();
    expect((await db.prisma.bookingPayment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("pending");
    expect(await db.prisma.ledgerEntry.count({ where: { attemptId: paymentId } })).toBe(0);

    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, result: "succeeded" } });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, result: "duplicate" } });
    expect(await db.prisma.processedWebhookEvent.count({ where: { eventId: event.id } })).toBe(1);
    expect((await db.prisma.bookingPayment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("succeeded");
    expect(await db.prisma.ledgerEntry.count({ where: { attemptId: paymentId, kind: "payment" } })).toBe(1);
  });
});
