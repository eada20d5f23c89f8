import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { startFakeStripe, type FakeStripe, type FakeStripeOptions } from "./server";

/**
 * For the fake's own tests (tests/unit/stripe-fake-*.test.ts): the fake, the real SDK pointed at
 * it, and a tiny webhook endpoint that checks every signature with stripe.webhooks.constructEvent
 * on the raw body, as the app's endpoint does.
 */

export const API_KEY = "sk_test_fake_stripe_unit";
export const WEBHOOK_SECRET = "whsec_fake_stripe_unit_secret";

export interface Harness {
  fake: FakeStripe;
  stripe: Stripe;
  /** Verified events, in arrival order. */
  received: Stripe.Event[];
  /** Deliveries whose signature did not verify. */
  rejected: number;
  /** The first received event of this type (and matching `where`), waiting up to `timeoutMs`. */
  waitForEvent(type: string, where?: (event: Stripe.Event) => boolean, timeoutMs?: number): Promise<Stripe.Event>;
  /** A CHF Checkout Session as the app creates it, through the SDK. */
  createSession(amount: number, extra?: Partial<Stripe.Checkout.SessionCreateParams>, requestOptions?: Stripe.RequestOptions): Promise<Stripe.Checkout.Session>;
  /** A session created and paid: its ids. */
  paidSession(amount: number): Promise<{ sessionId: string; paymentIntentId: string }>;
  /** POSTs a form body with its own headers, as another client (or an older API version) would. */
  rawPost(path: string, form: Record<string, string>, headers?: Record<string, string>): Promise<{ status: number; body: { error?: { type: string; message: string; code?: string; param?: string } } & Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function startHarness(options: Partial<FakeStripeOptions> = {}): Promise<Harness> {
  const received: Stripe.Event[] = [];
  let rejected = 0;
  const verifier = new Stripe(API_KEY);
  const webhook = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      try {
        const signature = req.headers["stripe-signature"];
        received.push(verifier.webhooks.constructEvent(Buffer.concat(chunks).toString("utf8"), typeof signature === "string" ? signature : "", WEBHOOK_SECRET));
        res.writeHead(200).end("{}");
      } catch {
        rejected += 1;
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/webhook`;
  const fake = await startFakeStripe({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl, ...options });
  const port = Number(new URL(fake.baseUrl).port);
  const stripe = new Stripe(API_KEY, { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 2 });

  const harness: Harness = {
    fake,
    stripe,
    received,
    get rejected() {
      return rejected;
    },
    async waitForEvent(type, where = () => true, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((e) => e.type === type && where(e));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${type} event within ${timeoutMs} ms (got ${received.map((e) => e.type).join(", ")})`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    createSession(amount, extra = {}, requestOptions) {
      const metadata = { bookingId: "b1", purpose: "open_amount", paymentId: "p1" };
      return stripe.checkout.sessions.create(
        {
          mode: "payment",
          allowed_payment_method_types: ["card", "twint", "paypal"],
          line_items: [{ quantity: 1, price_data: { currency: "chf", unit_amount: amount, product_data: { name: "Chalet" } } }],
          success_url: "https://chalets.example/ok?session_id={CHECKOUT_SESSION_ID}",
          cancel_url: "https://chalets.example/cancel",
          metadata,
          payment_intent_data: { metadata },
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          ...extra,
        },
        requestOptions,
      );
    },
    async paidSession(amount) {
      const session = await harness.createSession(amount);
      await fake.complete(session.id);
      return { sessionId: session.id, paymentIntentId: fake.sessions.get(session.id)?.payment_intent ?? "" };
    },
    async rawPost(path, form, headers = {}) {
      const response = await fetch(`${fake.baseUrl}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${API_KEY}`, "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(form).toString(),
      });
      return { status: response.status, body: (await response.json()) as Awaited<ReturnType<Harness["rawPost"]>>["body"] };
    },
    async close() {
      await fake.close();
      await new Promise<void>((resolve) => {
        webhook.close(() => resolve());
        webhook.closeAllConnections();
      });
    },
  };
  return harness;
}
