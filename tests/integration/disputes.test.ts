import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { refundFromAdmin } from "@/lib/data/admin-refunds";
import { signInAs } from "./support/portal-fixtures";
import { FAKE_DISPUTE_FEE } from "@/tests/fakes/stripe/server";
import { ADMIN, balanceOf, moneyRows, paidBooking, startStripeWorld, type StripeWorld } from "./support/stripe-world";

// Chargebacks and inquiries: the guest's bank disputes a payment at Stripe, which tells us by
// webhook. The ledger follows Stripe's money (docs/integrations/stripe.md): a chargeback takes the
// amount and the dispute fee at once, a won one gives the amount back (the fee stays our cost), a
// lost one keeps it; an inquiry moves nothing and blocks no refund; a prevented one is final.
// Real HTTP to the Stripe fake and the webhook.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.13"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

let world: StripeWorld;
let adminId: string;

beforeAll(async () => {
  world = await startStripeWorld("disputes");
  adminId = (await world.db.prisma.user.findUniqueOrThrow({ where: { email: ADMIN } })).id;
  await signInAs(request, ADMIN);
});

afterAll(async () => {
  await world?.close();
});

const disputeRow = async (bookingId: string) => (await moneyRows(world.db, bookingId)).find((r) => r.kind === "dispute");

describe("a dispute", () => {
  it("takes the amount and Stripe's dispute fee at once: paid drops, the fee is our cost, the payment cannot be refunded and the guest is not asked to pay again", async () => {
    const { booking, payment, paymentIntent } = await paidBooking(world, { price: "1000.00" });
    const { dispute, webhookStatus } = await world.fake.dispute(paymentIntent, { reason: "fraudulent" });
    expect(webhookStatus).toBe(200);
    expect(await disputeRow(booking.id)).toMatchObject({
      status: "open", parentId: payment.id, attemptId: payment.attemptId, provider: "stripe", providerRef: dispute.id, reason: "fraudulent", attention: "disputeOpen",
    });
    expect((await disputeRow(booking.id))?.amount.toString()).toBe("1000");
    expect((await disputeRow(booking.id))?.fee?.toString()).toBe(String(FAKE_DISPUTE_FEE / 100));
    const balance = await balanceOf(booking.id);
    expect(balance).toMatchObject({ state: "unpaid", paid: 0, paidThroughUs: 0, disputed: 100_000, chargedBack: 0, open: 100_000, disputeFees: FAKE_DISPUTE_FEE, payable: false, notPayable: "disputeOpen" });
    expect(balance.refundable[payment.id]).toBe(0);
    expect(await refundFromAdmin({ paymentId: payment.id, amount: 10_000, reason: "goodwill", note: "", cancelStay: false, adminId })).toEqual({ ok: false, error: "nothingRefundable" });

    // The same event again changes nothing.
    const created = world.fake.events.filter((e) => e.type === "charge.dispute.created").at(-1);
    expect((await world.fake.redeliver(created?.id ?? "")).status).toBe(200);
    expect((await moneyRows(world.db, booking.id)).filter((r) => r.kind === "dispute")).toHaveLength(1);
  });

  it("lost: the money stays gone with the fee, the stay is open again; a late older event does not re-open it", async () => {
    const { booking, paymentIntent } = await paidBooking(world, { price: "1200.00" });
    const { dispute } = await world.fake.dispute(paymentIntent);
    expect((await world.fake.closeDispute(dispute.id, "lost")).webhookStatus).toBe(200);
    expect(await disputeRow(booking.id)).toMatchObject({ status: "lost", attention: "disputeLost" });
    expect(await balanceOf(booking.id)).toMatchObject({ state: "unpaid", paid: 0, paidThroughUs: 0, chargedBack: 120_000, disputed: 0, open: 120_000, disputeFees: FAKE_DISPUTE_FEE, payable: true });

    const late = await world.fake.deliver("charge.dispute.updated", { ...dispute, status: "under_review" });
    expect(late.status).toBe(200);
    expect(await disputeRow(booking.id)).toMatchObject({ status: "lost" });
    expect(await balanceOf(booking.id)).toMatchObject({ paid: 0, chargedBack: 120_000 });
  });

  it("won: the amount comes back and the note goes; the dispute fee Stripe keeps stays our cost", async () => {
    const { booking, payment, paymentIntent } = await paidBooking(world, { price: "800.00" });
    const { dispute } = await world.fake.dispute(paymentIntent, { reason: "product_not_received" });
    expect((await world.fake.closeDispute(dispute.id, "won")).webhookStatus).toBe(200);
    expect(await disputeRow(booking.id)).toMatchObject({ status: "won", reason: "product_not_received", attention: null });
    const balance = await balanceOf(booking.id);
    expect(balance).toMatchObject({ state: "fullyPaid", paid: 80_000, disputed: 0, chargedBack: 0, open: 0, disputeFees: FAKE_DISPUTE_FEE });
    expect(balance.refundable[payment.id]).toBe(80_000);
  });

  it("of part of a payment takes only that part, open and lost", async () => {
    const { booking, paymentIntent } = await paidBooking(world, { price: "900.00" });
    const { dispute } = await world.fake.dispute(paymentIntent, { amount: 30_000 });
    expect(await balanceOf(booking.id)).toMatchObject({ state: "partlyPaid", paid: 60_000, disputed: 30_000, open: 30_000 });
    await world.fake.closeDispute(dispute.id, "lost");
    expect((await disputeRow(booking.id))?.amount.toString()).toBe("300");
    expect(await balanceOf(booking.id)).toMatchObject({ state: "partlyPaid", paid: 60_000, chargedBack: 30_000, open: 30_000 });
  });
});

describe("an inquiry (warning_*)", () => {
  it("moves no money, costs no fee and does not block a refund; closed, its note goes", async () => {
    const { booking, payment, paymentIntent } = await paidBooking(world, { price: "700.00" });
    const { dispute } = await world.fake.dispute(paymentIntent, { inquiry: true });
    expect(await disputeRow(booking.id)).toMatchObject({ status: "inquiry", attention: "disputeInquiry" });
    expect((await disputeRow(booking.id))?.fee?.toString()).toBe("0");
    const balance = await balanceOf(booking.id);
    expect(balance).toMatchObject({ state: "fullyPaid", paid: 70_000, disputed: 0, disputeFees: 0 });
    expect(balance.refundable[payment.id]).toBe(70_000);
    expect(await refundFromAdmin({ paymentId: payment.id, amount: 10_000, reason: "goodwill", note: "", cancelStay: false, adminId })).toMatchObject({ ok: true });
    await world.fake.idle();
    expect(await balanceOf(booking.id)).toMatchObject({ refunded: 10_000 });

    expect((await world.fake.closeDispute(dispute.id, "warning_closed")).webhookStatus).toBe(200);
    expect(await disputeRow(booking.id)).toMatchObject({ status: "canceled", attention: null });
  });

  it("prevented: final, nothing taken, the payment refundable again and the note gone", async () => {
    const { booking, payment, paymentIntent } = await paidBooking(world, { price: "600.00" });
    const { dispute } = await world.fake.dispute(paymentIntent, { inquiry: true });
    expect((await world.fake.closeDispute(dispute.id, "prevented")).webhookStatus).toBe(200);
    expect(await disputeRow(booking.id)).toMatchObject({ status: "prevented", attention: null });
    const balance = await balanceOf(booking.id);
    expect(balance).toMatchObject({ state: "fullyPaid", paid: 60_000, disputed: 0, chargedBack: 0, disputeFees: 0 });
    expect(balance.refundable[payment.id]).toBe(60_000);
    // A late "under review" of the same dispute never re-opens a final one.
    await world.fake.deliver("charge.dispute.updated", { ...dispute, status: "warning_under_review" });
    expect(await disputeRow(booking.id)).toMatchObject({ status: "prevented" });
  });
});
