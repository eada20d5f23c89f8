import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "@/tests/fakes/stripe/test-harness";

// The Stripe fake's Checkout: narrowing of payment methods, the removed payment_method_types
// parameter, the minimum charge, expiring, and paying (also with a delayed method), driven by the
// real SDK; webhooks are checked with stripe.webhooks.constructEvent.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.close();
});

const form = (amount: number, methods: string[], name = "payment_method_types"): Record<string, string> => ({
  mode: "payment",
  "line_items[0][quantity]": "1",
  "line_items[0][price_data][currency]": "chf",
  "line_items[0][price_data][unit_amount]": String(amount),
  "line_items[0][price_data][product_data][name]": "Chalet",
  success_url: "https://chalets.example/ok",
  cancel_url: "https://chalets.example/cancel",
  ...Object.fromEntries(methods.map((m, i) => [`${name}[${i}]`, m])),
});

describe("payment methods", () => {
  it("keeps TWINT up to CHF 5,000.00 and drops it above, reporting both lists", async () => {
    const small = await h.createSession(500_000);
    expect(small).toMatchObject({ allowed_payment_method_types: ["card", "twint", "paypal"], payment_method_types: ["card", "twint", "paypal"] });
    const large = await h.createSession(500_001);
    expect(large).toMatchObject({ allowed_payment_method_types: ["card", "twint", "paypal"], payment_method_types: ["card", "paypal"] });
    expect(h.fake.sessions.get(large.id)?.payment_method_types).toEqual(["card", "paypal"]);
  });

  it("drops methods that are not activated, and refuses a session with nothing left", async () => {
    h.fake.setActivatedMethods(["card", "paypal"]);
    try {
      expect((await h.createSession(10_000)).payment_method_types).toEqual(["card", "paypal"]);
      await expect(h.createSession(10_000, { allowed_payment_method_types: ["twint"] })).rejects.toMatchObject({
        type: "StripeInvalidRequestError",
        statusCode: 400,
        param: "allowed_payment_method_types",
      });
    } finally {
      h.fake.setActivatedMethods(["card", "twint", "paypal"]);
    }
  });

  it("offers every activated method that fits when none are named", async () => {
    const session = await h.createSession(10_000, { allowed_payment_method_types: undefined });
    expect(session).toMatchObject({ allowed_payment_method_types: null, payment_method_types: ["card", "twint", "paypal"] });
  });

  it("refuses the old payment_method_types parameter from 2026-09-30 on, and without a version", async () => {
    const versions: Record<string, string>[] = [{ "stripe-version": Stripe.API_VERSION }, { "stripe-version": "2026-09-30.endive" }, {}];
    for (const headers of versions) {
      const answer = await h.rawPost("/v1/checkout/sessions", form(10_000, ["card"]), headers);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ type: "invalid_request_error", message: "Received unknown parameter: payment_method_types", param: "payment_method_types" });
    }
  });

  it("takes payment_method_types strictly on older versions", async () => {
    const old = { "stripe-version": "2026-08-26.dahlia" };
    const ok = await h.rawPost("/v1/checkout/sessions", form(10_000, ["card", "twint"]), old);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ payment_method_types: ["card", "twint"], allowed_payment_method_types: null });
    expect((await h.rawPost("/v1/checkout/sessions", form(600_000, ["card", "twint"]), old)).body.error?.param).toBe("payment_method_types");
    h.fake.setActivatedMethods(["card"]);
    try {
      expect((await h.rawPost("/v1/checkout/sessions", form(10_000, ["paypal"]), old)).status).toBe(400);
    } finally {
      h.fake.setActivatedMethods(["card", "twint", "paypal"]);
    }
    // Both parameters' narrowing still applies to the new one on old versions.
    const allowed = await h.rawPost("/v1/checkout/sessions", form(600_000, ["card", "twint"], "allowed_payment_method_types"), old);
    expect(allowed.body.payment_method_types).toEqual(["card"]);
  });
});

describe("amounts and expiry", () => {
  it("refuses a total below CHF 0.50 with amount_too_small", async () => {
    await expect(h.createSession(49)).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 400, code: "amount_too_small" });
    expect((await h.createSession(50)).amount_total).toBe(50);
  });

  it("refuses expires_at outside 30 minutes to 24 hours", async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect(h.createSession(1000, { expires_at: now + 600 })).rejects.toMatchObject({ param: "expires_at" });
    await expect(h.createSession(1000, { expires_at: now + 25 * 3600 })).rejects.toMatchObject({ param: "expires_at" });
  });

  it("expires an open session once, with a signed checkout.session.expired", async () => {
    const session = await h.createSession(1000);
    expect(await h.stripe.checkout.sessions.expire(session.id)).toMatchObject({ id: session.id, status: "expired" });
    const event = await h.waitForEvent("checkout.session.expired", (e) => (e.data.object as Stripe.Checkout.Session).id === session.id);
    expect(event.api_version).toBe(Stripe.API_VERSION);
    await expect(h.stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 400 });
    await expect(h.stripe.checkout.sessions.expire("cs_test_missing")).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
    const page = await fetch(session.url ?? "");
    expect(page.status).toBe(410);
    await expect(h.fake.complete(session.id)).rejects.toThrow(/expired/);
  });

  it("expires a session on its own once its expires_at has passed: it reads expired, cannot be paid, and checkout.session.expired is sent once", async () => {
    const session = await h.createSession(1000);
    const stored = h.fake.sessions.get(session.id);
    if (stored) stored.expires_at = Math.floor(Date.now() / 1000) - 1;
    expect(await h.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: "expired" });
    await h.waitForEvent("checkout.session.expired", (e) => (e.data.object as Stripe.Checkout.Session).id === session.id);
    await expect(h.fake.complete(session.id)).rejects.toThrow(/expired/);
    expect((await fetch(session.url ?? "")).status).toBe(410);
    await expect(h.stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
    await h.fake.idle();
    const sent = h.fake.events.filter((e) => e.type === "checkout.session.expired" && (e.object as { id: string }).id === session.id);
    expect(sent).toHaveLength(1);
  });

  it("cannot expire a paid session (the app can tell it was paid)", async () => {
    const { sessionId } = await h.paidSession(1000);
    await expect(h.stripe.checkout.sessions.expire(sessionId)).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 400 });
    await expect(h.fake.expire(sessionId)).rejects.toThrow(/cannot expire/);
    expect((await h.stripe.checkout.sessions.retrieve(sessionId)).status).toBe("complete");
  });

  it("expire() stands in for Stripe's own timeout", async () => {
    const session = await h.createSession(1000);
    expect(await h.fake.expire(session.id)).toEqual({ webhookStatus: 200 });
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe("expired");
  });
});

describe("paying", () => {
  it("creates a PaymentIntent and a Charge carrying payment_intent_data.metadata", async () => {
    const { sessionId, paymentIntentId } = await h.paidSession(123_450);
    const completed = await h.waitForEvent("checkout.session.completed", (e) => (e.data.object as Stripe.Checkout.Session).id === sessionId);
    expect(completed.data.object).toMatchObject({ payment_status: "paid", status: "complete", payment_intent: paymentIntentId });
    const paymentIntent = await h.stripe.paymentIntents.retrieve(paymentIntentId);
    expect(paymentIntent).toMatchObject({ status: "succeeded", amount: 123_450, amount_received: 123_450, currency: "chf", metadata: { bookingId: "b1", purpose: "open_amount", paymentId: "p1" } });
    expect(paymentIntent.latest_charge).toMatch(/^ch_/);
    expect(h.fake.charges.get(String(paymentIntent.latest_charge))?.metadata).toEqual(paymentIntent.metadata);
    const listed = await h.stripe.checkout.sessions.list({ payment_intent: paymentIntentId });
    expect(listed).toMatchObject({ object: "list", has_more: false, url: "/v1/checkout/sessions" });
    expect(listed.data.map((s) => s.id)).toEqual([sessionId]);
    await expect(h.stripe.paymentIntents.retrieve("pi_missing")).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
  });

  it("completes a delayed payment unpaid, then settles it either way", async () => {
    const first = await h.createSession(20_000);
    await h.fake.complete(first.id, { async: true });
    const unpaid = await h.waitForEvent("checkout.session.completed", (e) => (e.data.object as Stripe.Checkout.Session).id === first.id);
    expect(unpaid.data.object).toMatchObject({ status: "complete", payment_status: "unpaid" });
    const paymentIntentId = h.fake.sessions.get(first.id)?.payment_intent ?? "";
    expect((await h.stripe.paymentIntents.retrieve(paymentIntentId)).status).toBe("processing");
    await expect(h.stripe.refunds.create({ payment_intent: paymentIntentId })).rejects.toMatchObject({ statusCode: 400 });
    await h.fake.settleAsync(first.id, "succeeded");
    const paid = await h.waitForEvent("checkout.session.async_payment_succeeded", (e) => (e.data.object as Stripe.Checkout.Session).id === first.id);
    expect(paid.data.object).toMatchObject({ payment_status: "paid" });
    expect((await h.stripe.paymentIntents.retrieve(paymentIntentId)).status).toBe("succeeded");

    const second = await h.createSession(20_000);
    await h.fake.complete(second.id, { async: true });
    await h.fake.settleAsync(second.id, "failed");
    const failed = await h.waitForEvent("checkout.session.async_payment_failed", (e) => (e.data.object as Stripe.Checkout.Session).id === second.id);
    expect(failed.data.object).toMatchObject({ payment_status: "unpaid" });
    await expect(h.fake.settleAsync(second.id, "succeeded")).rejects.toThrow(/no delayed payment/);
  });

  it("shows the kept methods on the hosted page and pays with the one chosen", async () => {
    const session = await h.createSession(600_000);
    const html = await (await fetch(session.url ?? "")).text();
    expect(html).toContain('value="card"');
    expect(html).toContain('value="paypal"');
    expect(html).not.toContain('value="twint"');
    const answer = await fetch(`${session.url}/complete`, { method: "POST", body: new URLSearchParams({ method: "paypal" }), redirect: "manual" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`https://chalets.example/ok?session_id=${session.id}`);
    const paymentIntent = h.fake.paymentIntents.get(h.fake.sessions.get(session.id)?.payment_intent ?? "");
    expect(paymentIntent?.payment_method_types).toEqual(["paypal"]);
    const cancel = await fetch(`${session.url}/cancel`, { method: "POST", redirect: "manual" });
    expect(cancel.headers.get("location")).toBe("https://chalets.example/cancel");
    expect(h.rejected).toBe(0);
  });
});
