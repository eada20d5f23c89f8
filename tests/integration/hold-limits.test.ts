import { describe, expect, it, vi } from "vitest";
import { startOfferCheckoutAction } from "@/lib/actions/checkout/start-offer-checkout";
import { holdNights } from "@/lib/data/holds";
import { createAttempt, inAttemptTransaction } from "@/lib/data/payment-attempts";
import { toIsoDate } from "@/lib/domain/dates";
import { HOLD_GRACE_MINUTES, MAX_HOLDS_PER_EMAIL, SESSION_MINUTES } from "@/lib/domain/holds";
import { newOfferToken } from "@/lib/security/tokens";
import { fromAddress } from "@/tests/support/request-peer";
import { deliver, details, offerWorldForThisFile } from "./support/offer-fixtures";

// Attack 2 of issue 30: six addresses held the Christmas week in six of seven chalets without
// paying, renewing every 36 minutes. One unpaid party (an e-mail, an address, IPv6 by its /64)
// holds one house over overlapping nights, a bounded number of nights, and the same nights only
// for a bounded time a day. Checkouts go through the real action and the Stripe fake.

vi.mock("next/headers", async () => (await import("@/tests/support/request-peer")).mockPeerHeaders());
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const world = offerWorldForThisFile();
let week = 0;

/** Seven chalets besides the world's, each with an offer for the same (new) week. */
async function sameWeekInChalets(count: number) {
  week++;
  const checkIn = new Date(Date.UTC(2032, 0, 7 * week));
  const checkOut = new Date(Date.UTC(2032, 0, 7 * week + 7));
  const offers = [];
  for (let i = 0; i < count; i++) {
    const property = await world.db.prisma.property.create({
      data: { slug: `chalet-${week}-${i}`, name: `Chalet ${week}-${i}`, location: "Saas-Fee", maxGuests: 8, pricePerNight: "300.00", bedrooms: 3, bathrooms: 2, isVisible: true },
    });
    offers.push(
      await world.db.prisma.offer.create({
        data: { status: "sent", source: "instant", offerToken: newOfferToken(), propertyId: property.id, language: "en", checkIn, checkOut, adults: 2, totalPrice: "2100.00", downpaymentAmount: "500.00", expiresAt: new Date(Date.now() + 30 * 60_000) },
      }),
    );
  }
  return offers;
}

const pay = (token: string, address: string, email: string, locale: "de" | "en" | "fr" = "en") =>
  fromAddress(address, () => startOfferCheckoutAction(locale, { token, ...details, email }));
const activeHolds = (offerIds: string[]) => world.db.prisma.stayHold.count({ where: { offerId: { in: offerIds }, status: "active" } });

describe("one unpaid party holds one house a week", () => {
  it("six addresses of one IPv6 /64, each with its own e-mail, hold one chalet of six, told why in their language", async () => {
    const offers = await sameWeekInChalets(6);
    const answers = [];
    for (const [i, o] of offers.entries()) answers.push(await pay(o.offerToken, `2001:db8:30:64::${i + 1}`, `guest${i}@spray.example`, "de"));
    expect(answers[0]?.data?.url).toBeTruthy();
    for (const a of answers.slice(1)) expect(a.serverError?.code).toBe("tooManyHouses");
    expect(answers[1]?.serverError?.message).toMatch(/^Sie halten für diese Nächte bereits/);
    expect(await activeHolds(offers.map((o) => o.id))).toBe(1);
    // Another /64 is another party.
    expect((await pay(offers[1]!.offerToken, "2001:db8:30:65::1", "neighbour@example.ch")).data?.url).toBeTruthy();
  });

  it("six IPv4 addresses with one e-mail (+tags) hold one chalet of six", async () => {
    const offers = await sameWeekInChalets(6);
    const answers = [];
    for (const [i, o] of offers.entries()) answers.push(await pay(o.offerToken, `203.0.113.${10 + i}`, `mallory+${i}@example.ch`));
    expect(answers.map((a) => a.serverError?.code ?? "held")).toEqual(["held", "tooManyHouses", "tooManyHouses", "tooManyHouses", "tooManyHouses", "tooManyHouses"]);
    expect(await activeHolds(offers.map((o) => o.id))).toBe(1);
  });

  it("six concurrent requests from one /64 for six chalets: exactly one holds", async () => {
    const offers = await sameWeekInChalets(6);
    const answers = await Promise.all(offers.map((o, i) => pay(o.offerToken, `2001:db8:31:64::${i + 1}`, `racer${i}@example.ch`)));
    expect(answers.filter((a) => a.data?.url).length).toBe(1);
    expect(answers.filter((a) => a.serverError?.code === "tooManyHouses").length).toBe(5);
    expect(await activeHolds(offers.map((o) => o.id))).toBe(1);
  });
});

describe("a hold is not renewable without end", () => {
  it("the same guest gets the same nights for two full sessions a day; the third is refused", async () => {
    const [o] = await sameWeekInChalets(1);
    const ranOut = async () => {
      // The session ran its full time: Stripe's expired event ended the hold (backdated to that time).
      const attempt = await world.db.prisma.bookingPayment.findFirstOrThrow({ where: { offerId: o!.id, status: "pending" } });
      const session = world.fake.signedEvent(attempt.providerSessionId!, "checkout.session.expired", { status: "expired" });
      expect((await deliver(world, session)).body.result).toBe("expired");
      const started = new Date(Date.now() - (SESSION_MINUTES + HOLD_GRACE_MINUTES) * 60_000);
      await world.db.prisma.stayHold.updateMany({ where: { attemptId: attempt.id }, data: { createdAt: started } });
    };
    expect((await pay(o!.offerToken, "198.51.100.40", "renew@example.ch")).data?.url).toBeTruthy();
    await ranOut();
    expect((await pay(o!.offerToken, "198.51.100.40", "renew@example.ch")).data?.url).toBeTruthy();
    await ranOut();
    const third = await pay(o!.offerToken, "198.51.100.41", "renew+again@example.ch", "fr");
    expect(third.serverError?.code).toBe("holdRenewalLimit");
    expect(third.serverError?.message).toMatch(/^Vous avez déjà retenu ces nuits/);
    // Another guest may hold them at once.
    expect((await pay(o!.offerToken, "198.51.100.42", "other@example.ch")).data?.url).toBeTruthy();
  });
});

describe("the hold limit: the guest's other holds count, the offer's own hold does not", () => {
  it("a guest with another hold may take new nights for an offer that still holds its old ones; a third offer is refused", async () => {
    const one = async () => (await sameWeekInChalets(1))[0]!;
    const x = await one();
    const y = await one();
    const w = await one();
    const email = "limit@example.ch";
    expect((await pay(x.offerToken, "198.51.100.60", email)).data?.url).toBeTruthy();
    expect((await pay(y.offerToken, "198.51.100.61", email)).data?.url).toBeTruthy();
    expect(MAX_HOLDS_PER_EMAIL).toBe(2);

    // Y's attempt is closed while its hold still has its nights (its release not yet done), and
    // Y is paid again for nights a week later: only X counts against the limit.
    const first = await world.db.prisma.bookingPayment.findFirstOrThrow({ where: { offerId: y.id, status: "pending" } });
    await world.db.prisma.bookingPayment.update({ where: { id: first.id }, data: { status: "cancelled" } });
    const later = (d: Date | null) => toIsoDate(new Date(d!.getTime() + 14 * 86_400_000));
    const now = new Date();
    await inAttemptTransaction(async (tx) => {
      const attemptId = await createAttempt(tx, { offerId: y.id, purpose: "offer_deposit", amount: 50_000, provider: "stripe" });
      await holdNights(tx, { offerId: y.id, attemptId, propertyId: y.propertyId!, checkIn: later(y.checkIn), checkOut: later(y.checkOut), email, clientIp: "198.51.100.62", expiresAt: new Date(now.getTime() + 36 * 60_000), now });
    });
    expect(await world.db.prisma.stayHold.count({ where: { offerId: y.id, status: "active" } })).toBe(2);

    // X and Y are two other holds for W: the limit is reached.
    const third = await pay(w.offerToken, "198.51.100.63", email);
    expect(third.serverError?.code).toBe("tooManyHolds");
    expect(await activeHolds([w.id])).toBe(0);
  });
});
