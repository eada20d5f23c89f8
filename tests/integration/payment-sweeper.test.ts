import { describe, expect, it, vi } from "vitest";
import { executeDueRefunds, requestRefund } from "@/lib/data/refunds";
import { cancelSmoobuReservation, expireLapsedHolds } from "@/lib/jobs/payments";
import { offerHelpers, offerWorldForThisFile } from "./support/offer-fixtures";

// The payments sweeper (lib/jobs/payments.ts, every minute) and the Smoobu cancellation job, against
// the Stripe and Smoobu fakes: holds past their time end only once their session can no longer be
// paid, refunds a crash left unsent go out exactly once, a refunded stay is cancelled in Smoobu.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 7 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.6"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const world = offerWorldForThisFile();
const { offer, pay, attemptOf, ledgerOf, complete } = offerHelpers(world, request);


describe("the payments sweeper and its jobs", () => {
  it("ends a hold past its time: its session is expired at Stripe first, so it can never be paid afterwards", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    await world.db.prisma.stayHold.updateMany({ where: { offerId: o.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await expireLapsedHolds()).toBe(1);
    await world.fake.idle();
    expect(world.fake.sessions.get(sessionId)?.status).toBe("expired");
    expect(await attemptOf(sessionId)).toMatchObject({ status: "expired", hold: { status: "released", releaseReason: "expired" } });
  });

  it("ends the hold of a session Stripe expired at its expires_at whose event never arrived", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    const session = world.fake.sessions.get(sessionId);
    if (session) session.expires_at = Math.floor(Date.now() / 1000) - 300;
    world.fake.setWebhookUrl(null);
    await world.db.prisma.stayHold.updateMany({ where: { offerId: o.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await expireLapsedHolds()).toBe(1);
    await world.fake.idle();
    world.fake.setWebhookUrl(world.webhookUrl);
    expect(world.fake.sessions.get(sessionId)?.status).toBe("expired");
    expect(await attemptOf(sessionId)).toMatchObject({ status: "expired", hold: { status: "released", releaseReason: "expired" } });
  });

  it("keeps the hold of a session Stripe was paid for (its webhook is on the way)", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    world.fake.setWebhookUrl(null);
    await world.fake.complete(sessionId);
    world.fake.setWebhookUrl(world.webhookUrl);
    await world.db.prisma.stayHold.updateMany({ where: { offerId: o.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await expireLapsedHolds()).toBe(0);
    expect(await attemptOf(sessionId)).toMatchObject({ status: "pending", hold: { status: "active" } });
  });

  it("sends a refund decided before a crash (never sent to Stripe) exactly once", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    await complete(sessionId);
    const payment = (await ledgerOf(o.id)).find((r) => r.kind === "payment")!;
    // The process stopped between the commit and the call to Stripe.
    const refundId = await world.db.prisma.$transaction((tx) => requestRefund(tx, { paymentId: payment.id, amount: 10_000, reason: "goodwill", notifyGuest: false }));
    const outcomes = await executeDueRefunds(0);
    expect(outcomes[refundId]).toBe("succeeded");
    expect(await executeDueRefunds(0)).toEqual({});
    await world.fake.idle();
    expect([...world.fake.refunds.values()].filter((r) => r.metadata?.ledgerEntryId === refundId)).toHaveLength(1);
    expect(await world.db.prisma.ledgerEntry.findUniqueOrThrow({ where: { id: refundId } })).toMatchObject({ status: "succeeded", reducesPrice: true });
  });

  it("cancels a refunded stay's reservation in Smoobu, then here", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    await complete(sessionId);
    const booking = await world.db.prisma.booking.findFirstOrThrow({ where: { offerId: o.id } });
    await cancelSmoobuReservation(booking.smoobuBookingId!);
    expect(world.smoobu.requests.some((r) => r.method === "DELETE" && r.path.endsWith(`/reservations/${booking.smoobuBookingId}`))).toBe(true);
    expect((await world.db.prisma.booking.findUniqueOrThrow({ where: { id: booking.id } })).type).toBe("cancelled");
    // Twice is harmless (a job retried after Smoobu's answer was lost).
    await cancelSmoobuReservation(booking.smoobuBookingId!);
  });
});
