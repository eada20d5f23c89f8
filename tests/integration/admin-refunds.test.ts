import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { refundPaymentAction } from "@/lib/actions/payments/refund-payment";
import type { RefundPaymentInput } from "@/lib/schemas/refunds";
import { wireBooking } from "@/tests/fakes/smoobu/generate";
import { startFakeSmoobu, type FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { signInAs, signOut } from "./support/portal-fixtures";
import { ADMIN, OWNER, balanceOf, moneyRows, paidBooking, startStripeWorld, type StripeWorld } from "./support/stripe-world";

// An admin refunds a payment from the booking view: full or partial, with a reason, never more
// than the payment can still give back (also when two refunds are sent at once), the guest mailed
// in their language, and with "cancel the stay" the reservation cancelled in Smoobu too.
// Real HTTP to the Stripe and Smoobu fakes; Stripe's events reach the webhook route.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.14"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const APARTMENT = { id: 772001, name: "Chalet Refund" };
let world: StripeWorld;
let smoobu: FakeSmoobu;
let adminId: string;

beforeAll(async () => {
  smoobu = await startFakeSmoobu({ apiKey: "smoobu-refund-key", apiSecret: "smoobu-refund-secret", apartments: [APARTMENT] });
  world = await startStripeWorld("admin-refunds", { SMOOBU_API_KEY: "smoobu-refund-key", SMOOBU_API_SECRET: "smoobu-refund-secret", SMOOBU_BASE_URL: smoobu.baseUrl });
  adminId = (await world.db.prisma.user.findUniqueOrThrow({ where: { email: ADMIN } })).id;
  await signInAs(request, ADMIN);
});

afterAll(async () => {
  await world?.close();
  await smoobu?.close();
});

/** The admin's refund through the action, then Stripe's events. */
async function refund(paymentId: string, input: Partial<RefundPaymentInput> = {}) {
  const result = await refundPaymentAction("en", { paymentId, amount: "100.00", reason: "duplicate", note: "", cancelStay: false, ...input });
  await world.fake.idle();
  return result;
}

const refundsAtStripe = (paymentIntent: string) => [...world.fake.refunds.values()].filter((r) => r.payment_intent === paymentIntent);
const refundRows = async (bookingId: string) => (await moneyRows(world.db, bookingId)).filter((r) => r.kind === "refund");

describe("the admin's refund", () => {
  it("is for admins only", async () => {
    const { payment, paymentIntent } = await paidBooking(world, { price: "300.00" });
    signOut(request);
    expect((await refund(payment.id)).serverError?.code).toBe("signInRequired");
    await signInAs(request, OWNER);
    expect((await refund(payment.id)).serverError?.code).toBe("forbidden");
    await signInAs(request, ADMIN);
    expect(refundsAtStripe(paymentIntent)).toEqual([]);
  });

  it("gives the whole payment back: the ledger, Stripe and the guest's mail in their language agree", async () => {
    const { booking, payment, paymentIntent } = await paidBooking(world, { price: "480.00" }, { language: "fr" });
    expect((await refund(payment.id, { amount: "480.00", reason: "duplicate" })).data).toEqual({ status: "succeeded", cancelled: false });
    const [row] = await refundRows(booking.id);
    expect(row).toMatchObject({ status: "succeeded", parentId: payment.id, reason: "duplicate", reducesPrice: false, createdById: adminId, providerRef: refundsAtStripe(paymentIntent)[0]?.id });
    expect(refundsAtStripe(paymentIntent)).toEqual([expect.objectContaining({ amount: 48_000, reason: "duplicate", status: "succeeded", metadata: expect.objectContaining({ ledgerEntryId: row?.id }) })]);
    expect(world.fake.refundRequests.at(-1)?.idempotencyKey).toBe(`refund-${row?.id}`);
    const mail = await world.db.prisma.mailOutbox.findFirstOrThrow({ where: { template: "refund-guest-notice" }, orderBy: { createdAt: "desc" } });
    expect(mail).toMatchObject({ toAddress: OWNER, locale: "fr" });
    // The guest owes the stay again: a refund that is not goodwill does not lower the price.
    expect(await balanceOf(booking.id)).toMatchObject({ state: "unpaid", paid: 0, refunded: 48_000, open: 48_000, payable: true });
  });

  it("gives part back with a reason; 'other' needs a note; more than is left or nothing is refused", async () => {
    const { booking, payment, paymentIntent } = await paidBooking(world, { price: "1000.00" });
    expect((await refund(payment.id, { amount: "250.50", reason: "cancellation" })).data?.status).toBe("succeeded");
    expect((await refund(payment.id, { amount: "100.00", reason: "other" })).validationErrors).toEqual({ formErrors: [], fieldErrors: { note: ["Say why in a note."] } });
    expect((await refund(payment.id, { amount: "100.00", reason: "other", note: "Heating broken for two nights" })).data?.status).toBe("succeeded");
    expect((await refund(payment.id, { amount: "649.51" })).serverError).toEqual({ code: "amountTooLarge", message: "That is more than this payment can still give back." });
    expect((await refund(payment.id, { amount: "0" })).serverError?.code).toBe("amountInvalid");
    expect((await refund(payment.id, { amount: "12,50" })).validationErrors).toBeDefined();

    const rows = await refundRows(booking.id);
    expect(rows.map((r) => [r.reason, r.amount.toString(), r.note])).toEqual([["cancellation", "250.5", null], ["other", "100", "Heating broken for two nights"]]);
    expect(refundsAtStripe(paymentIntent).map((r) => r.amount)).toEqual([25_050, 10_000]);
    const note = await world.db.prisma.mailOutbox.findFirstOrThrow({ where: { template: "refund-guest-notice" }, orderBy: { createdAt: "desc" } });
    expect(note.textBody).toContain("Heating broken for two nights");
    const balance = await balanceOf(booking.id);
    expect(balance).toMatchObject({ paid: 64_950, refunded: 35_050, open: 35_050 });
    expect(balance.refundable[payment.id]).toBe(64_950);

    // The rest, exactly: then nothing is left to give back.
    expect((await refund(payment.id, { amount: "649.50" })).data?.status).toBe("succeeded");
    expect((await refund(payment.id, { amount: "0.01" })).serverError?.code).toBe("nothingRefundable");
  });

  it("two refunds at once never give back more than was paid (5 rounds)", async () => {
    for (let round = 0; round < 5; round++) {
      const { booking, payment, paymentIntent } = await paidBooking(world, { price: "1000.00" });
      const answers = await Promise.all([refund(payment.id, { amount: "600.00" }), refund(payment.id, { amount: "600.00" })]);
      expect(answers.map((a) => a.data?.status ?? a.serverError?.code).sort(), `round ${round}`).toEqual(["amountTooLarge", "succeeded"]);
      expect(refundsAtStripe(paymentIntent).map((r) => r.amount), `round ${round}`).toEqual([60_000]);
      expect(await refundRows(booking.id), `round ${round}`).toHaveLength(1);
    }
  });

  it("goodwill lowers the price: the booking stays fully paid", async () => {
    const { booking, payment } = await paidBooking(world, { price: "700.00" });
    expect((await refund(payment.id, { amount: "70.00", reason: "goodwill" })).data?.status).toBe("succeeded");
    expect(await refundRows(booking.id)).toEqual([expect.objectContaining({ reason: "goodwill", reducesPrice: true, status: "succeeded" })]);
    expect(await balanceOf(booking.id)).toMatchObject({ state: "fullyPaid", due: 63_000, paid: 63_000, open: 0, payable: false });
  });

  it("a refund that Stripe fails later ends failed with a note for the office", async () => {
    const { booking, payment } = await paidBooking(world, { price: "350.00" });
    world.fake.setRefundOutcome("failed");
    try {
      expect((await refund(payment.id, { amount: "350.00" })).data?.status).toBe("pending");
    } finally {
      world.fake.setRefundOutcome("succeeded");
    }
    expect(await refundRows(booking.id)).toEqual([expect.objectContaining({ status: "failed", failureReason: "expired_or_canceled_card", attention: "refundFailed" })]);
    expect(await balanceOf(booking.id)).toMatchObject({ state: "fullyPaid", refunded: 0 });
  });
});

describe("refund and cancel the stay", () => {
  it("cancels the reservation in Smoobu, then here", async () => {
    smoobu.addBooking(wireBooking(880_001, APARTMENT, new Date("2030-06-01T00:00:00Z"), 7));
    const { booking, payment, paymentIntent } = await paidBooking(world, { price: "1400.00" }, { smoobuBookingId: 880_001 });
    expect((await refund(payment.id, { amount: "1400.00", reason: "cancellation", cancelStay: true })).data).toEqual({ status: "succeeded", cancelled: true });
    expect(smoobu.bookings.get(880_001)).toMatchObject({ type: "cancellation" });
    expect(smoobu.requests.filter((r) => r.method === "DELETE" && r.path.endsWith("/reservations/880001"))).toHaveLength(1);
    expect((await world.db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).type).toBe("cancelled");
    expect(refundsAtStripe(paymentIntent).map((r) => r.amount)).toEqual([140_000]);
    expect(await balanceOf(booking.id)).toMatchObject({ state: "cancelled", due: 0, paid: 0, credit: 0 });
  });

  it("without a Smoobu reservation only the booking here is cancelled; a cancelled stay cannot be cancelled again", async () => {
    const { booking, payment } = await paidBooking(world, { price: "600.00" });
    const requests = smoobu.requests.length;
    expect((await refund(payment.id, { amount: "100.00", reason: "cancellation", cancelStay: true })).data).toEqual({ status: "succeeded", cancelled: true });
    expect(smoobu.requests.length).toBe(requests);
    expect((await world.db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).type).toBe("cancelled");
    // What is still held of a cancelled stay is a credit: refundable, but the stay is already cancelled.
    expect(await balanceOf(booking.id)).toMatchObject({ state: "cancelled", credit: 50_000 });
    expect((await refund(payment.id, { amount: "100.00", cancelStay: true })).serverError?.code).toBe("cannotCancel");
    expect((await refund(payment.id, { amount: "500.00", reason: "cancellation" })).data?.status).toBe("succeeded");
    expect(await balanceOf(booking.id)).toMatchObject({ state: "cancelled", credit: 0 });
  });
});
