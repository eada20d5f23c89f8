import { describe, expect, it, vi } from "vitest";
import { readCheckoutOutcome } from "@/lib/data/checkout-outcome";
import { checkOfferFulfilments } from "@/lib/data/offer-fulfilment-check";
import { advanceOfferReservation } from "@/lib/data/offer-reservation";
import { resetEnvCache } from "@/lib/env";
import { isoDay, offerHelpers, offerWorldForThisFile } from "./support/offer-fixtures";

// Issue 19: a paid stay's reservation is created in Smoobu exactly once, against the stricter fake
// over real HTTP. Smoobu has no idempotency key: a lost answer or a 500 after saving is looked up
// (our reference is in the notice) and never sent again blindly; only a confirmed overlap refunds
// the guest; an invalid request, refused credentials or a missing channel go to the office.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 11 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.6"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const world = offerWorldForThisFile();
const { offer, pay, attemptOf, ledgerOf, complete } = offerHelpers(world, request);
const APARTMENT = 771001;

const posts = () => world.smoobu.requests.filter((r) => r.method === "POST" && r.path === "/api/reservations");
const requestOf = (offerId: string) => world.db.prisma.smoobuReservationRequest.findUniqueOrThrow({ where: { offerId } });
const liveOn = (o: { checkIn: Date | null; checkOut: Date | null }) =>
  world.smoobu.liveReservations(APARTMENT).filter((b) => b.arrival === isoDay(o.checkIn) && b.departure === isoDay(o.checkOut));
const bookingsOf = (offerId: string) => world.db.prisma.booking.findMany({ where: { offerId } });
const refunds = async (offerId: string) => (await ledgerOf(offerId)).filter((r) => r.kind === "refund");

/** Runs the job's step now (as pg-boss would at nextTryAt). */
const runJob = async (offerId: string, at?: Date) => advanceOfferReservation((await requestOf(offerId)).id, at);

function withEnv(vars: Record<string, string | undefined>) {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  for (const [k, v] of Object.entries(vars)) if (v === undefined) delete process.env[k];
  else process.env[k] = v;
  resetEnvCache();
  return () => {
    for (const [k, v] of Object.entries(before)) if (v === undefined) delete process.env[k];
    else process.env[k] = v;
    resetEnvCache();
  };
}

async function expectBookedOnce(o: { id: string; checkIn: Date | null; checkOut: Date | null }, sessionId: string) {
  const live = liveOn(o);
  expect(live).toHaveLength(1);
  const bookings = await bookingsOf(o.id);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]?.smoobuBookingId).toBe(live[0]?.id);
  expect(await refunds(o.id)).toEqual([]);
  expect((await attemptOf(sessionId)).hold?.status).toBe("converted");
  expect(await readCheckoutOutcome(sessionId, { offerId: o.id })).toMatchObject({ kind: "confirmed", bookingId: bookings[0]?.id });
  expect(await requestOf(o.id)).toMatchObject({ status: "created", smoobuBookingId: live[0]?.id });
}

describe("an answer lost after Smoobu saved the reservation", () => {
  it("a timeout: looked up, found by our reference: one reservation, one booking, no refund", async () => {
    const restore = withEnv({ SMOOBU_CREATE_TIMEOUT_MS: "400" });
    try {
      const o = await offer();
      const { sessionId } = await pay(o.offerToken);
      world.smoobu.failNextCreate("dropAnswer");
      const before = posts().length;
      await complete(sessionId);
      // Saved in Smoobu, unknown to us: nothing booked, nothing refunded, the next step queued.
      expect(liveOn(o)).toHaveLength(1);
      expect(await requestOf(o.id)).toMatchObject({ status: "uncertain", posts: 1, tries: 1 });
      expect(await bookingsOf(o.id)).toEqual([]);
      expect(await readCheckoutOutcome(sessionId, { offerId: o.id })).toEqual({ kind: "processing" });
      expect(await runJob(o.id)).toBe("booked");
      expect(posts().length - before).toBe(1);
      await expectBookedOnce(o, sessionId);
      // The notice Smoobu holds carries our reference (how it was found).
      expect(String(liveOn(o)[0]?.notice)).toContain(sessionId.slice(-8).toUpperCase());
    } finally {
      restore();
    }
  });

  it("a 500 after saving: the same", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    world.smoobu.failNextCreate("errorAfterCreate");
    const before = posts().length;
    await complete(sessionId);
    expect(await requestOf(o.id)).toMatchObject({ status: "uncertain", posts: 1 });
    expect(await runJob(o.id)).toBe("booked");
    expect(await runJob(o.id)).toBe("booked");
    expect(posts().length - before).toBe(1);
    await expectBookedOnce(o, sessionId);
  });

  it("a crash mid-POST: the offer check queues the step again, which looks before it sends", async () => {
    const restore = withEnv({ SMOOBU_CREATE_TIMEOUT_MS: "400" });
    try {
      const o = await offer();
      const { sessionId } = await pay(o.offerToken);
      world.smoobu.failNextCreate("dropAnswer");
      await complete(sessionId);
      // As if the process died after marking the POST sent: status 'sending', no job queued.
      const r = await requestOf(o.id);
      await world.db.prisma.$executeRaw`UPDATE smoobu_reservation_requests SET status = 'sending', next_try_at = NULL, updated_at = now() - interval '20 minutes' WHERE id = ${r.id}::uuid`;
      await world.db.prisma.offer.update({ where: { id: o.id }, data: { paidAt: new Date(Date.now() - 20 * 60_000) } });
      const before = posts().length;
      const checked = await checkOfferFulfilments(new Date());
      expect(checked).toEqual({ flagged: [], requeued: [r.id] });
      expect(await runJob(o.id)).toBe("booked");
      expect(posts().length).toBe(before);
      await expectBookedOnce(o, sessionId);
    } finally {
      restore();
    }
  });

  it("a POST marked sent moments ago is neither looked up nor sent again", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    world.smoobu.failNext(1, 503);
    await complete(sessionId);
    const r = await requestOf(o.id);
    await world.db.prisma.$executeRaw`UPDATE smoobu_reservation_requests SET status = 'sending', updated_at = now() WHERE id = ${r.id}::uuid`;
    const before = world.smoobu.requests.length;
    expect(await runJob(o.id)).toBe("later");
    expect(world.smoobu.requests.length).toBe(before);
    await world.db.prisma.$executeRaw`UPDATE smoobu_reservation_requests SET updated_at = now() - interval '5 minutes' WHERE id = ${r.id}::uuid`;
    expect(await runJob(o.id)).toBe("booked");
    await expectBookedOnce(o, sessionId);
  });

  it("a webhook wrote the reservation first: our booking takes it over, no overlap, no refund", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    world.smoobu.failNextCreate("errorAfterCreate");
    await complete(sessionId);
    const saved = liveOn(o)[0];
    await world.db.prisma.booking.create({ data: { propertyId: world.propertyId, arrival: o.checkIn!, departure: o.checkOut!, guestName: "From the webhook", smoobuBookingId: Number(saved?.id) } });
    expect(await runJob(o.id)).toBe("booked");
    await expectBookedOnce(o, sessionId);
    expect(await world.db.prisma.booking.count({ where: { smoobuBookingId: Number(saved?.id) } })).toBe(1);
  });

  it("five steps at once for one request send one POST", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    world.smoobu.failNext(1, 429, { retryAfterSeconds: 1, retryAfterForm: "seconds" });
    await complete(sessionId);
    expect(await requestOf(o.id)).toMatchObject({ status: "pending", posts: 1 });
    const before = posts().length;
    const results = await Promise.all(Array.from({ length: 5 }, () => runJob(o.id)));
    expect(results.filter((r) => r === "booked").length).toBeGreaterThanOrEqual(1);
    expect(posts().length - before).toBe(1);
    for (let i = 0; i < 5 && (await bookingsOf(o.id)).length === 0; i++) await runJob(o.id);
    await expectBookedOnce(o, sessionId);
  });
});

describe("a refusal", () => {
  it("422 for a missing field: the office is told, the money kept, no refund", async () => {
    world.smoobu.configure({ extraRequiredFields: ["deposit"] });
    try {
      const o = await offer({ language: "de" });
      const { sessionId } = await pay(o.offerToken);
      await complete(sessionId);
      const refused = posts().at(-1)!;
      expect(refused.status).toBe(422);
      expect(await requestOf(o.id)).toMatchObject({ status: "invalid", posts: 1 });
      expect((await world.db.prisma.offer.findUniqueOrThrow({ where: { id: o.id } })).attentionReason).toBe("smoobuInvalid");
      expect(await refunds(o.id)).toEqual([]);
      expect(liveOn(o)).toEqual([]);
      expect((await attemptOf(sessionId)).hold?.status).toBe("active");
      expect(await readCheckoutOutcome(sessionId, { offerId: o.id })).toMatchObject({ kind: "attention" });
      const office = await world.db.prisma.mailOutbox.findFirst({ where: { template: "offer-paid-office-notice", textBody: { contains: "ungültige Anfrage" } } });
      expect(office).not.toBeNull();
      // Terminal: a later step sends nothing more.
      expect(await runJob(o.id)).toBe("flagged");
      expect(posts().at(-1)).toBe(refused);
    } finally {
      world.smoobu.configure({ extraRequiredFields: [] });
    }
  });

  it("an overlap refused with 422: confirmed by a look at the nights, then refunded", async () => {
    world.smoobu.configure({ overlapStatus: 422 });
    try {
      const o = await offer({ language: "en" });
      const { sessionId } = await pay(o.offerToken);
      world.smoobu.addBooking({ id: 99_100_001, type: "reservation", arrival: isoDay(o.checkIn), departure: isoDay(new Date(o.checkIn!.getTime() + 86_400_000)), apartment: { id: APARTMENT, name: "Chalet Offer" }, email: "other@example.com" });
      await complete(sessionId);
      expect(await requestOf(o.id)).toMatchObject({ status: "overlap" });
      expect(await refunds(o.id)).toEqual([expect.objectContaining({ reason: "booking_refused" })]);
      expect(await bookingsOf(o.id)).toEqual([]);
      // A second step (a job queued before the crash, say) refunds nothing more.
      expect(await runJob(o.id)).toBe("refunded");
      expect(await refunds(o.id)).toHaveLength(1);
    } finally {
      world.smoobu.configure({ overlapStatus: undefined });
    }
  });

  it("our key refused (401): the office is told, no lookup, no refund", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    const restore = withEnv({ SMOOBU_API_KEY: "a-wrong-key" });
    try {
      await complete(sessionId);
    } finally {
      restore();
    }
    expect(await requestOf(o.id)).toMatchObject({ status: "auth", posts: 1 });
    expect((await world.db.prisma.offer.findUniqueOrThrow({ where: { id: o.id } })).attentionReason).toBe("smoobuAuth");
    expect(await refunds(o.id)).toEqual([]);
  });

  it("a key without its signing secret: nothing is sent (Smoobu refuses unsigned requests), the office is told, no refund", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    const before = world.smoobu.requests.length;
    const restore = withEnv({ SMOOBU_API_SECRET: undefined });
    try {
      await complete(sessionId);
      expect(await runJob(o.id)).toBe("flagged");
    } finally {
      restore();
    }
    expect(world.smoobu.requests.length).toBe(before);
    expect(await requestOf(o.id)).toMatchObject({ status: "auth", posts: 0, lastError: expect.stringContaining("SMOOBU_API_SECRET") });
    expect((await world.db.prisma.offer.findUniqueOrThrow({ where: { id: o.id } })).attentionReason).toBe("smoobuAuth");
    expect(await bookingsOf(o.id)).toEqual([]);
    expect(await refunds(o.id)).toEqual([]);
  });

  it("no direct channel configured: nothing is sent, the office is told", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    const before = posts().length;
    const restore = withEnv({ SMOOBU_DIRECT_CHANNEL_ID: undefined });
    try {
      await complete(sessionId);
    } finally {
      restore();
    }
    expect(posts().length).toBe(before);
    expect(await requestOf(o.id)).toMatchObject({ status: "no_channel", posts: 0 });
    expect((await world.db.prisma.offer.findUniqueOrThrow({ where: { id: o.id } })).attentionReason).toBe("smoobuNoChannel");
    expect(await refunds(o.id)).toEqual([]);
  });

  it("every create carries the channel and the fields public clients send", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    await complete(sessionId);
    expect(posts().at(-1)?.body).toMatchObject({ channelId: 465612, apartmentId: APARTMENT, arrivalDate: isoDay(o.checkIn), departureDate: isoDay(o.checkOut), firstName: "Anna", lastName: "Muster", email: expect.stringContaining("@") });
    await expectBookedOnce(o, sessionId);
  });
});

describe("rate limited", () => {
  it("429 with Retry-After in seconds: waits at least that long, then creates once", async () => {
    const o = await offer();
    const { sessionId } = await pay(o.offerToken);
    world.smoobu.failNext(1, 429, { retryAfterSeconds: 50, retryAfterForm: "seconds" });
    const started = Date.now();
    await complete(sessionId);
    const r = await requestOf(o.id);
    expect(r).toMatchObject({ status: "pending", tries: 1 });
    expect(r.nextTryAt!.getTime() - started).toBeGreaterThanOrEqual(50_000);
    expect(await refunds(o.id)).toEqual([]);
    expect(await runJob(o.id)).toBe("booked");
    await expectBookedOnce(o, sessionId);
  });
});
