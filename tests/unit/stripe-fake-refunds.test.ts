import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "@/tests/fakes/stripe/test-harness";

// The Stripe fake's refunds and disputes, driven by the real SDK; their webhooks are checked with
// stripe.webhooks.constructEvent.
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.close();
});

type ChargeEvent = Stripe.Event & { data: { object: Stripe.Charge } };

/** charge.refunded events of one payment, in order, once the deliveries have finished. */
async function chargeRefunded(paymentIntentId: string): Promise<Stripe.Charge[]> {
  await h.fake.idle();
  return h.received
    .filter((e): e is ChargeEvent => e.type === "charge.refunded" && (e.data.object as Stripe.Charge).payment_intent === paymentIntentId)
    .map((e) => e.data.object);
}

describe("refunds", () => {
  it("refunds part, then the rest; charge.refunded carries the cumulative amount and no refunds list", async () => {
    const { paymentIntentId } = await h.paidSession(100_000);
    const partial = await h.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 30_000, reason: "requested_by_customer", metadata: { refundId: "r1" } }, { idempotencyKey: "r1" });
    expect(partial).toMatchObject({ object: "refund", amount: 30_000, currency: "chf", payment_intent: paymentIntentId, status: "succeeded", reason: "requested_by_customer", metadata: { refundId: "r1" } });
    expect(partial.id).toMatch(/^re_/);
    expect(partial.charge).toMatch(/^ch_/);
    const rest = await h.stripe.refunds.create({ payment_intent: paymentIntentId });
    expect(rest).toMatchObject({ amount: 70_000, reason: null, metadata: {} });

    const charges = await chargeRefunded(paymentIntentId);
    expect(charges.map((c) => [c.amount_refunded, c.refunded])).toEqual([
      [30_000, false],
      [100_000, true],
    ]);
    expect(charges[0]).toMatchObject({ object: "charge", id: partial.charge, amount: 100_000, currency: "chf", metadata: { bookingId: "b1" } });
    expect(charges[0]).not.toHaveProperty("refunds");

    const listed = await h.stripe.refunds.list({ payment_intent: paymentIntentId });
    expect(listed).toMatchObject({ object: "list", has_more: false, url: "/v1/refunds" });
    expect(listed.data.map((r) => r.id)).toEqual([rest.id, partial.id]);
    expect(await h.stripe.refunds.retrieve(partial.id)).toMatchObject({ id: partial.id, amount: 30_000 });
    expect(h.fake.refundRequests.find((r) => r.idempotencyKey === "r1")?.body).toMatchObject({ amount: "30000", metadata: { refundId: "r1" } });
  });

  it("refuses more than is left (amount_too_large) and a refunded payment (charge_already_refunded)", async () => {
    const { paymentIntentId } = await h.paidSession(10_000);
    await expect(h.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 10_001 })).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 400, code: "amount_too_large" });
    await h.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 6000 });
    await expect(h.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 5000 })).rejects.toMatchObject({ code: "amount_too_large" });
    await h.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 4000 });
    await expect(h.stripe.refunds.create({ payment_intent: paymentIntentId })).rejects.toMatchObject({ statusCode: 400, code: "charge_already_refunded" });
  });

  it("refuses an unknown payment and an unknown reason", async () => {
    await expect(h.stripe.refunds.create({ payment_intent: "pi_missing" })).rejects.toMatchObject({ type: "StripeInvalidRequestError", code: "resource_missing", param: "payment_intent" });
    const { paymentIntentId } = await h.paidSession(1000);
    await expect(h.stripe.refunds.create({ payment_intent: paymentIntentId, reason: "changed_mind" })).rejects.toMatchObject({ statusCode: 400, param: "reason" });
    await expect(h.stripe.refunds.retrieve("re_missing")).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
  });

  it("a failing refund is pending, then failed with charge.refund.updated; its money counts as not refunded", async () => {
    const { paymentIntentId } = await h.paidSession(20_000);
    h.fake.setRefundOutcome("failed");
    try {
      const refund = await h.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 5000 });
      expect(refund.status).toBe("pending");
      const updated = await h.waitForEvent("charge.refund.updated", (e) => (e.data.object as Stripe.Refund).id === refund.id);
      expect(updated.data.object).toMatchObject({ object: "refund", status: "failed", failure_reason: "expired_or_canceled_card" });
      expect(updated.data.previous_attributes).toEqual({ status: "pending", failure_reason: null });
      expect(await h.stripe.refunds.retrieve(refund.id)).toMatchObject({ status: "failed" });
      expect(h.fake.charges.get(String(refund.charge))).toMatchObject({ amount_refunded: 0, refunded: false });
    } finally {
      h.fake.setRefundOutcome("succeeded");
    }
    expect((await h.stripe.refunds.create({ payment_intent: paymentIntentId })).amount).toBe(20_000);
  });

  it("can also fail after it showed succeeded", async () => {
    const { paymentIntentId } = await h.paidSession(20_000);
    h.fake.setRefundOutcome("failed", { failFrom: "succeeded" });
    try {
      const refund = await h.stripe.refunds.create({ payment_intent: paymentIntentId });
      expect(refund.status).toBe("succeeded");
      const updated = await h.waitForEvent("charge.refund.updated", (e) => (e.data.object as Stripe.Refund).id === refund.id);
      expect(updated.data).toMatchObject({ object: { status: "failed" }, previous_attributes: { status: "succeeded" } });
    } finally {
      h.fake.setRefundOutcome("succeeded");
    }
  });

  it("a pending refund stays pending", async () => {
    const { paymentIntentId } = await h.paidSession(20_000);
    h.fake.setRefundOutcome("pending");
    try {
      const refund = await h.stripe.refunds.create({ payment_intent: paymentIntentId });
      await h.fake.idle();
      expect(await h.stripe.refunds.retrieve(refund.id)).toMatchObject({ status: "pending" });
      expect(h.received.some((e) => e.type === "charge.refund.updated" && (e.data.object as Stripe.Refund).id === refund.id)).toBe(false);
    } finally {
      h.fake.setRefundOutcome("succeeded");
    }
  });

  it("a Dashboard refund has no metadata and is announced like any other", async () => {
    const { paymentIntentId } = await h.paidSession(20_000);
    const { refund, webhookStatus } = await h.fake.refundFromDashboard(paymentIntentId, 5000);
    expect(webhookStatus).toBe(200);
    expect(refund).toMatchObject({ amount: 5000, metadata: {}, reason: null, status: "succeeded" });
    expect((await chargeRefunded(paymentIntentId)).map((c) => c.amount_refunded)).toEqual([5000]);
    await expect(h.fake.refundFromDashboard(paymentIntentId, 20_000)).rejects.toThrow(/amount_too_large/);
  });
});

describe("disputes", () => {
  it("opens a dispute (charge.dispute.created), refuses refunds, and closes it won or lost", async () => {
    const { paymentIntentId } = await h.paidSession(40_000);
    const { dispute } = await h.fake.dispute(paymentIntentId);
    const created = await h.waitForEvent("charge.dispute.created", (e) => (e.data.object as Stripe.Dispute).id === dispute.id);
    expect(created.data.object).toMatchObject({ object: "dispute", amount: 40_000, currency: "chf", payment_intent: paymentIntentId, reason: "fraudulent", status: "needs_response" });
    expect(dispute.id).toMatch(/^dp_/);
    await expect(h.stripe.refunds.create({ payment_intent: paymentIntentId })).rejects.toMatchObject({ statusCode: 400, code: "charge_disputed" });
    await h.fake.closeDispute(dispute.id, "won");
    const closed = await h.waitForEvent("charge.dispute.closed", (e) => (e.data.object as Stripe.Dispute).id === dispute.id);
    expect(closed.data.object).toMatchObject({ status: "won" });
    await expect(h.fake.closeDispute(dispute.id, "lost")).rejects.toThrow(/already closed/);

    const other = await h.paidSession(40_000);
    const lost = await h.fake.dispute(other.paymentIntentId, { amount: 10_000, reason: "product_not_received" });
    await h.fake.closeDispute(lost.dispute.id, "lost");
    const lostEvent = await h.waitForEvent("charge.dispute.closed", (e) => (e.data.object as Stripe.Dispute).id === lost.dispute.id);
    expect(lostEvent.data.object).toMatchObject({ status: "lost", amount: 10_000, reason: "product_not_received" });
    expect(h.rejected).toBe(0);
  });
});
