import { expect, it, vi } from "vitest";
import { startOfferCheckoutAction } from "@/lib/actions/checkout/start-offer-checkout";
import { createOffer, details, offerWorldForThisFile } from "./support/offer-fixtures";

// Two guests press Pay for the same nights at the same moment, 20 times over: the two requests
// run concurrently against PostgreSQL (each action in its own transactions on its own pooled
// connection), and the hold's exclusion constraint lets exactly one through. The other is told
// the dates are taken before any session exists: one charge, and no refund ever needed.
// On PGlite (no DATABASE_URL) the queries are serialised, so the rule is checked without a real race; CI runs it on PostgreSQL.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 31 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.5"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const world = offerWorldForThisFile();

const ROUNDS = 20;

it(`two guests, same nights, ${ROUNDS} rounds: exactly one reaches Stripe and pays, the other is told at once, no refund`, async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const a = await createOffer(world, { source: "instant", expiresInMs: 30 * 60_000 });
    const checkIn = a.checkIn!.toISOString().slice(0, 10);
    const checkOut = a.checkOut!.toISOString().slice(0, 10);
    const b = await createOffer(world, { source: "instant", expiresInMs: 30 * 60_000, checkIn, checkOut });
    const creates = world.fake.createRequests.length;
    request.ip = 100 + round;

    const [ra, rb] = await Promise.all([
      startOfferCheckoutAction("en", { token: a.offerToken, ...details, email: `race-a-${round}@example.ch` }),
      startOfferCheckoutAction("de", { token: b.offerToken, ...details, email: `race-b-${round}@example.ch` }),
    ]);
    const answers = [ra, rb];
    const winners = answers.filter((r) => r.data?.url);
    const losers = answers.filter((r) => !r.data?.url);
    expect(winners, `round ${round}`).toHaveLength(1);
    // Whether the loser checked before or after the winner's hold was written, it is told the
    // nights are held (and until when), not that they are gone.
    expect(losers.map((r) => r.serverError?.code), `round ${round}`).toEqual(["datesHeld"]);
    expect(world.fake.createRequests.length - creates, `round ${round}: sessions created`).toBe(1);

    const sessionId = winners[0]!.data!.url.split("/pay/")[1]!;
    await world.fake.complete(sessionId);
    await world.fake.idle();
    const money = await world.db.prisma.ledgerEntry.findMany({ where: { offerId: { in: [a.id, b.id] } }, select: { kind: true } });
    expect(money.map((m) => m.kind), `round ${round}: ledger`).toEqual(["payment"]);
    expect(await world.db.prisma.booking.count({ where: { offerId: { in: [a.id, b.id] } } })).toBe(1);
    expect(await world.db.prisma.bookingPayment.count({ where: { offerId: { in: [a.id, b.id] } } }), `round ${round}: attempts`).toBe(1);
  }
  expect(world.fake.refunds.size).toBe(0);
}, 180_000);

it("the same guest pressing Pay twice at once on one offer gets one session", async () => {
  for (let round = 0; round < 5; round++) {
    const o = await createOffer(world);
    const email = `double-${round}@example.ch`;
    request.ip = 60 + round; // holds are limited per address: each round is another visitor
    const creates = world.fake.createRequests.length;
    const [r1, r2] = await Promise.all([
      startOfferCheckoutAction("en", { token: o.offerToken, ...details, email }),
      startOfferCheckoutAction("en", { token: o.offerToken, ...details, email }),
    ]);
    const urls = [r1, r2].map((r) => r.data?.url).filter(Boolean);
    expect(urls.length, `round ${round}`).toBeGreaterThanOrEqual(1);
    expect(new Set(urls).size, `round ${round}: one session`).toBe(1);
    for (const r of [r1, r2]) if (!r.data?.url) expect(r.serverError?.code).toBe("paymentInProgress");
    expect(world.fake.createRequests.length - creates).toBe(1);
  }
}, 120_000);
