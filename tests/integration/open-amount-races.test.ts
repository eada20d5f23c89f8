import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAs } from "./support/portal-fixtures";
import { OWNER, balanceOf, bookingOf, payOpen, startStripeWorld, type StripeWorld } from "./support/stripe-world";

// 'Pay open amount' clicked more than once (a double click, a second tab, back from Stripe): one
// open attempt per booking, so two sessions for the same money can never both be paid. A repeated
// click goes back to the open session, or closes it at Stripe first when the amount changed.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.11"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

let world: StripeWorld;

const attemptsOf = (bookingId: string) =>
  world.db.prisma.bookingPayment.findMany({ where: { bookingId }, orderBy: { createdAt: "asc" }, select: { id: true, status: true, amount: true, providerSessionId: true } });

beforeAll(async () => {
  world = await startStripeWorld("races");
  await signInAs(request, OWNER);
});

afterAll(async () => {
  await world?.close();
});

describe("one click after the other", () => {
  it("goes back to the same session: one create request, one attempt", async () => {
    const booking = await bookingOf(world, { price: "640.00" });
    const created = world.fake.createRequests.length;
    const first = await payOpen(booking.id);
    const second = await payOpen(booking.id);
    expect(first.result.data?.url).toMatch(/\/pay\/cs_test_/);
    expect(second.result.data?.url).toBe(first.result.data?.url);
    expect(world.fake.createRequests.length).toBe(created + 1);
    expect(await attemptsOf(booking.id)).toEqual([expect.objectContaining({ status: "pending", providerSessionId: first.sessionId })]);
  });

  it("closes the session at Stripe and opens a new one when the amount changed; the old attempt ends cancelled", async () => {
    const booking = await bookingOf(world, { price: "640.00" });
    const first = await payOpen(booking.id);
    // The price changed meanwhile (a sync brought new price elements, the office changed it).
    await world.db.prisma.booking.update({ where: { id: booking.id }, data: { price: "700.00" } });
    const created = world.fake.createRequests.length;
    const second = await payOpen(booking.id);
    await world.fake.idle();

    expect(second.sessionId).not.toBe(first.sessionId);
    expect(world.fake.createRequests.length).toBe(created + 1);
    expect(world.fake.sessions.get(first.sessionId)?.status).toBe("expired");
    expect(world.fake.sessions.get(second.sessionId)).toMatchObject({ status: "open", amount_total: 70_000 });
    // Stripe's checkout.session.expired for the closed session arrived and changed nothing.
    expect(world.fake.events.filter((e) => e.type === "checkout.session.expired").at(-1)?.status).toBe(200);
    const attempts = await attemptsOf(booking.id);
    expect(attempts.map((a) => [a.providerSessionId, a.status, a.amount.toString()])).toEqual([
      [first.sessionId, "cancelled", "640"],
      [second.sessionId, "pending", "700"],
    ]);
    // The closed session can no longer be paid; the new one can.
    await expect(world.fake.complete(first.sessionId)).rejects.toThrow(/expired/);
    expect(await world.fake.complete(second.sessionId)).toEqual({ webhookStatus: 200 });
    expect(await balanceOf(booking.id)).toMatchObject({ state: "fullyPaid", open: 0, paidThroughUs: 70_000 });
  });

  it("opens a new session in the guest's new language", async () => {
    const booking = await bookingOf(world, { price: "300.00" });
    const english = await payOpen(booking.id, "en");
    const french = await payOpen(booking.id, "fr");
    await world.fake.idle();
    expect(french.sessionId).not.toBe(english.sessionId);
    expect(world.fake.sessions.get(french.sessionId)?.locale).toBe("fr");
    expect(world.fake.sessions.get(english.sessionId)?.status).toBe("expired");
    expect((await attemptsOf(booking.id)).map((a) => a.status)).toEqual(["cancelled", "pending"]);
  });

  it("answers paymentProcessing when the open session was paid and its webhook has not arrived yet", async () => {
    const booking = await bookingOf(world, { price: "450.00" });
    const first = await payOpen(booking.id);
    world.fake.setWebhookUrl(null);
    try {
      expect(await world.fake.complete(first.sessionId)).toEqual({ webhookStatus: null });
    } finally {
      world.fake.setWebhookUrl(world.webhookUrl);
    }
    await world.db.prisma.booking.update({ where: { id: booking.id }, data: { price: "460.00" } });
    const created = world.fake.createRequests.length;
    expect((await payOpen(booking.id)).result.serverError?.code).toBe("paymentProcessing");
    expect(world.fake.createRequests.length).toBe(created);
    expect((await attemptsOf(booking.id)).map((a) => a.status)).toEqual(["pending"]);

    // Stripe delivers the event again later: the payment is recorded, 10.00 stays open.
    const completed = world.fake.events.filter((e) => e.type === "checkout.session.completed").at(-1);
    expect((await world.fake.redeliver(completed?.id ?? "")).status).toBe(200);
    expect((await attemptsOf(booking.id)).map((a) => a.status)).toEqual(["succeeded"]);
    expect(await balanceOf(booking.id)).toMatchObject({ state: "partlyPaid", paidThroughUs: 45_000, open: 1_000 });
  });
});

describe("two clicks at the same time", () => {
  it("open exactly one session; both go there, or one is told a payment is being opened (10 rounds)", async () => {
    for (let round = 0; round < 10; round++) {
      const booking = await bookingOf(world, { price: `${500 + round}.00` });
      const created = world.fake.createRequests.length;
      const [a, b] = await Promise.all([payOpen(booking.id), payOpen(booking.id)]);
      expect(world.fake.createRequests.length, `round ${round}`).toBe(created + 1);
      const session = [...world.fake.sessions.values()].at(-1);
      expect(session?.client_reference_id, `round ${round}`).toBe(booking.id);
      const url = session?.url;
      for (const answer of [a, b]) {
        if (answer.result.data) expect(answer.result.data.url, `round ${round}`).toBe(url);
        else expect(answer.result.serverError?.code, `round ${round}`).toBe("paymentInProgress");
      }
      const attempts = await attemptsOf(booking.id);
      expect(attempts, `round ${round}`).toHaveLength(1);
      expect(attempts[0]?.amount.toString()).toBe(`${500 + round}`);
    }
  });
});
