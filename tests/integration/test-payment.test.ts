import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { completeTestPaymentAction } from "@/lib/actions/payments/complete-test-payment";
import { payOpenAmountAction } from "@/lib/actions/payments/pay-open-amount";
import { refundPaymentAction } from "@/lib/actions/payments/refund-payment";
import { refundFromAdmin } from "@/lib/data/admin-refunds";
import { readBookingBalance } from "@/lib/data/ledger";
import { resetEnvCache } from "@/lib/env";
import { createTestDb, type TestDb } from "@/tests/support/test-db";
import { createBooking, createProperty, createUser, signInAs, signOut } from "./support/portal-fixtures";

// Without Stripe keys (the demo) the built-in test payment page stands in for Stripe's hosted
// page; its 'Pay' goes through the same fulfilment as the webhook (a ledger row of provider
// local_test), it refuses to work once keys are configured, and refunding such a payment moves no
// money: it succeeds at once, without Stripe.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.1"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const OWNER = "demo-payer@example.com";
const ADMIN = "demo-admin@example.com";
let db: TestDb;
let propertyId: string;

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvCache();
  db = await createTestDb();
  await createUser(db, OWNER, ["guest"]);
  await createUser(db, ADMIN, ["admin"]);
  propertyId = (await createProperty(db, "demo-pay", false)).id;
  await signInAs(request, OWNER);
});

afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvCache();
  await db?.drop();
});

async function start(price = "640.00") {
  const booking = await createBooking(db, propertyId, OWNER, { price });
  const result = await payOpenAmountAction("fr", { bookingId: booking.id });
  const url = result.data?.url ?? "";
  expect(url).toMatch(/^\/fr\/pay\/test\/cs_local_[A-Za-z0-9_-]{32}$/);
  return { booking, sessionId: url.split("/").at(-1) ?? "" };
}

describe("the built-in test payment page", () => {
  it("records a pending local payment for the open amount, then 'Pay' marks it paid through the fulfilment", async () => {
    const { booking, sessionId } = await start();
    const pending = await db.prisma.bookingPayment.findUniqueOrThrow({ where: { providerSessionId: sessionId } });
    expect(pending).toMatchObject({ status: "pending", provider: "local_test", purpose: "open_amount" });
    expect(pending.amount.toString()).toBe("640");

    // Anonymous like Stripe's hosted page: the session id is the capability.
    signOut(request);
    const paid = await completeTestPaymentAction("fr", { sessionId, outcome: "pay" });
    expect(paid.data?.url).toBe(`/fr/my-bookings/${booking.id}?payment=success&session_id=${sessionId}`);
    const attempt = await db.prisma.bookingPayment.findUniqueOrThrow({ where: { providerSessionId: sessionId } });
    expect(attempt.status).toBe("succeeded");
    expect(await db.prisma.ledgerEntry.findMany({ where: { bookingId: booking.id }, select: { kind: true, status: true, provider: true, attemptId: true, providerRef: true } })).toEqual([
      { kind: "payment", status: "succeeded", provider: "local_test", attemptId: attempt.id, providerRef: null },
    ]);
    expect((await readBookingBalance(booking.id))?.balance).toMatchObject({ state: "fullyPaid", open: 0, paidThroughUs: 64_000 });
    expect(await db.prisma.processedWebhookEvent.findMany({ select: { provider: true, eventId: true } })).toEqual([{ provider: "local_test", eventId: `evt_local_${sessionId}_completed` }]);
    expect((await completeTestPaymentAction("fr", { sessionId, outcome: "pay" })).serverError?.code).toBe("paymentClosed");
    await signInAs(request, OWNER);
    expect((await payOpenAmountAction("en", { bookingId: booking.id })).serverError?.message).toBe("No remaining amount to pay");
  });

  it("'Cancel' goes back to the booking and leaves the payment open", async () => {
    const { booking, sessionId } = await start("100.00");
    expect((await completeTestPaymentAction("de", { sessionId, outcome: "cancel" })).data?.url).toBe(`/my-bookings/${booking.id}?payment=cancelled`);
    expect((await db.prisma.bookingPayment.findUniqueOrThrow({ where: { providerSessionId: sessionId } })).status).toBe("pending");
  });

  it("refuses unknown sessions and works not at all once Stripe keys are configured", async () => {
    expect((await completeTestPaymentAction("en", { sessionId: "cs_local_AAAAAAAAAAAAAAAAAAAAAAAA", outcome: "pay" })).serverError?.code).toBe("paymentClosed");
    expect((await completeTestPaymentAction("en", { sessionId: "cs_test_123", outcome: "pay" })).validationErrors).toBeDefined();
    const { sessionId } = await start("50.00");
    process.env.STRIPE_SECRET_KEY = "sk_test_configured";
    resetEnvCache();
    const refused = await completeTestPaymentAction("en", { sessionId, outcome: "pay" });
    delete process.env.STRIPE_SECRET_KEY;
    resetEnvCache();
    expect(refused.serverError?.code).toBe("paymentClosed");
    expect((await db.prisma.bookingPayment.findUniqueOrThrow({ where: { providerSessionId: sessionId } })).status).toBe("pending");
  });

  it("a refund of a test payment succeeds at once, without Stripe (from the admin's action, and directly)", async () => {
    const { booking, sessionId } = await start("300.00");
    expect((await completeTestPaymentAction("en", { sessionId, outcome: "pay" })).data?.url).toContain("payment=success");
    const payment = await db.prisma.ledgerEntry.findFirstOrThrow({ where: { bookingId: booking.id, kind: "payment" } });

    await signInAs(request, ADMIN);
    expect(await refundPaymentAction("en", { paymentId: payment.id, amount: "120.00", reason: "goodwill", note: "", cancelStay: false })).toEqual({ data: { status: "succeeded", cancelled: false } });
    await signInAs(request, OWNER);
    const admin = await db.prisma.user.findUniqueOrThrow({ where: { email: ADMIN } });
    expect(await refundFromAdmin({ paymentId: payment.id, amount: 18_000, reason: "cancellation", note: "", cancelStay: true, adminId: admin.id })).toEqual({ ok: true, status: "succeeded", cancelled: true });

    const refunds = await db.prisma.ledgerEntry.findMany({ where: { parentId: payment.id, kind: "refund" }, orderBy: { createdAt: "asc" } });
    expect(refunds.map((r) => [r.status, r.provider, r.reason, r.amount.toString()])).toEqual([
      ["succeeded", "local_test", "goodwill", "120"],
      ["succeeded", "local_test", "cancellation", "180"],
    ]);
    for (const r of refunds) expect(r.providerRef).toBe(`re_local_${r.id}`);
    expect(await db.prisma.mailOutbox.count({ where: { template: "refund-guest-notice", toAddress: OWNER } })).toBe(2);
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).type).toBe("cancelled");
    expect((await readBookingBalance(booking.id))?.balance).toMatchObject({ state: "cancelled", paidThroughUs: 0, credit: 0 });
  });
});
