import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY, startHarness, type Harness } from "@/tests/fakes/stripe/test-harness";

// The Stripe fake's Idempotency-Key handling and its misbehaving network: replays, mismatches,
// answers lost after the work was done (the SDK retries with the same key), and 500s.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.close();
});

describe("idempotent requests", () => {
  it("replays the stored answer for the same key and parameters", async () => {
    const before = h.fake.sessions.size;
    // The same parameters: the harness's default expires_at is "now + 1 h", which moves when the
    // two calls fall in different seconds (this test failed under load for that reason alone).
    const params = { expires_at: Math.floor(Date.now() / 1000) + 3600 };
    const first = await h.createSession(10_000, params, { idempotencyKey: "replay-1" });
    const again = await h.createSession(10_000, params, { idempotencyKey: "replay-1" });
    expect(again.id).toBe(first.id);
    expect(h.fake.sessions.size).toBe(before + 1);
    expect(h.fake.createRequests.slice(-2).map((r) => r.idempotencyKey)).toEqual(["replay-1", "replay-1"]);
  });

  it("replays the answer as it was, not the object as it is now", async () => {
    const first = await h.createSession(10_000, { expires_at: Math.floor(Date.now() / 1000) + 7200 }, { idempotencyKey: "replay-2" });
    await h.fake.complete(first.id);
    const again = await h.createSession(10_000, { expires_at: first.expires_at }, { idempotencyKey: "replay-2" });
    expect(again).toMatchObject({ id: first.id, status: "open", payment_intent: null });
  });

  it("answers an idempotency_error for the same key with other parameters", async () => {
    await h.createSession(10_000, {}, { idempotencyKey: "mismatch-1" });
    const error = await h.createSession(10_001, {}, { idempotencyKey: "mismatch-1" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, type: "StripeIdempotencyError" });
    expect((error as Error).message).toMatch(/^Keys for idempotent requests can only be used with the same parameters they were first used with\./);
  });

  it("compares parsed parameters, not the order of the form fields", async () => {
    const fields: [string, string][] = [
      ["mode", "payment"],
      ["line_items[0][quantity]", "1"],
      ["line_items[0][price_data][currency]", "chf"],
      ["line_items[0][price_data][unit_amount]", "4200"],
      ["success_url", "https://chalets.example/ok"],
      ["cancel_url", "https://chalets.example/cancel"],
      ["metadata[a]", "1"],
      ["metadata[b]", "2"],
    ];
    const headers = { "idempotency-key": "order-1" };
    const first = await h.rawPost("/v1/checkout/sessions", Object.fromEntries(fields), headers);
    const reversed = await h.rawPost("/v1/checkout/sessions", Object.fromEntries([...fields].reverse()), headers);
    expect(first.status).toBe(200);
    expect(reversed).toEqual(first);
  });

  it("does not keep answers to requests refused while validating", async () => {
    await expect(h.createSession(10, {}, { idempotencyKey: "invalid-1" })).rejects.toMatchObject({ code: "amount_too_small" });
    expect((await h.createSession(1000, {}, { idempotencyKey: "invalid-1" })).amount_total).toBe(1000);
  });

  it("keeps a refusal by the endpoint itself (a refund of a fully refunded payment)", async () => {
    const { paymentIntentId } = await h.paidSession(1000);
    await h.stripe.refunds.create({ payment_intent: paymentIntentId });
    const refusal = { code: "charge_already_refunded", statusCode: 400 };
    await expect(h.stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey: "refused-1" })).rejects.toMatchObject(refusal);
    await expect(h.stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey: "refused-1" })).rejects.toMatchObject(refusal);
  });
});

describe("a misbehaving network", () => {
  it("a lost answer and the SDK's retry make one session", async () => {
    const before = h.fake.sessions.size;
    const requests = h.fake.createRequests.length;
    h.fake.loseNextAnswer("POST", "/v1/checkout/sessions");
    const session = await h.createSession(10_000);
    expect(h.fake.sessions.size).toBe(before + 1);
    expect(h.fake.sessions.has(session.id)).toBe(true);
    const tried = h.fake.createRequests.slice(requests);
    expect(tried).toHaveLength(2);
    expect(tried[0]?.idempotencyKey).toMatch(/^stripe-node-retry-/);
    expect(tried[1]?.idempotencyKey).toBe(tried[0]?.idempotencyKey);
  });

  it("a lost answer and the SDK's retry make one refund and one charge.refunded", async () => {
    const { paymentIntentId } = await h.paidSession(10_000);
    h.fake.loseNextAnswer("POST", "/v1/refunds");
    const refund = await h.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 2500 }, { idempotencyKey: "refund-lost-1" });
    expect(refund).toMatchObject({ amount: 2500, status: "succeeded" });
    expect([...h.fake.refunds.values()].filter((r) => r.payment_intent === paymentIntentId)).toHaveLength(1);
    expect(h.fake.refundRequests.slice(-2).map((r) => r.idempotencyKey)).toEqual(["refund-lost-1", "refund-lost-1"]);
    await h.fake.idle();
    expect(h.fake.events.filter((e) => e.type === "charge.refunded" && (e.object as { payment_intent: string }).payment_intent === paymentIntentId)).toHaveLength(1);
  });

  it("a 500 without processing is retried by the SDK; without retries it is a StripeAPIError", async () => {
    const before = h.fake.sessions.size;
    h.fake.failNext("POST", "/v1/checkout/sessions");
    await h.createSession(10_000);
    expect(h.fake.sessions.size).toBe(before + 1);

    const noRetries = new Stripe(API_KEY, { host: "127.0.0.1", port: Number(new URL(h.fake.baseUrl).port), protocol: "http", maxNetworkRetries: 0 });
    h.fake.failNext("GET", "/v1/payment_intents/", 503);
    await expect(noRetries.paymentIntents.retrieve("pi_any")).rejects.toMatchObject({ type: "StripeAPIError", statusCode: 503 });
  });
});

describe("webhook helpers", () => {
  it("delivers any signed event, redelivers the same event, and records both", async () => {
    const delivered = await h.fake.deliver("payment_intent.created", { id: "pi_helper", object: "payment_intent" });
    expect(delivered.status).toBe(200);
    expect(await h.fake.redeliver(delivered.id)).toEqual({ id: delivered.id, status: 200 });
    const received = h.received.filter((e) => e.id === delivered.id);
    expect(received).toHaveLength(2);
    expect(received[0]).toMatchObject({ type: "payment_intent.created", api_version: Stripe.API_VERSION, data: { object: { id: "pi_helper" } } });
    expect(h.fake.events.filter((e) => e.id === delivered.id)).toHaveLength(2);
    await expect(h.fake.redeliver("evt_missing")).rejects.toThrow(/no delivered event/);
    expect(h.rejected).toBe(0);
  });
});
