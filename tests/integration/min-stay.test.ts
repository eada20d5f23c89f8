import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as availabilityRoute } from "@/app/api/availability/route";
import { GET as quoteRoute } from "@/app/api/quote/route";
import { GET as searchRoute } from "@/app/api/search/route";
import { startOfferCheckoutAction } from "@/lib/actions/checkout/start-offer-checkout";
import { createInstantBookingAction } from "@/lib/actions/instant-booking/create-instant-booking";
import { createOfferAction } from "@/lib/actions/offers/create-offer";
import { getOfferRatesAction } from "@/lib/actions/offers/get-offer-rates";
import { saveOfferAction } from "@/lib/actions/offers/save-offer";
import { sendOfferAction } from "@/lib/actions/offers/send-offer";
import { addDays, fromIsoDate, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { resetEnvCache } from "@/lib/env";
import type { OfferForm } from "@/lib/schemas/offers";
import { newOfferToken } from "@/lib/security/tokens";
import { callAs, createCallers } from "@/tests/support/admin-session";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Smoobu's minimum length of stay (issue 19): the minimum of a stay's ARRIVAL night applies, and
// a stay shorter than it is refused in all five places that sell or offer a stay: the quote API,
// the search API (and the calendar's availability), instant booking, the offer editor's save and
// send, and the guest's checkout of an offer. Every refusal names the minimum in the visitor's
// language. Without Stripe keys the checkout opens the built-in test page, so no fake is needed.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.19"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

let db: TestDb;
let houseId = "";
const today = todayIn(SITE_TIME_ZONE, new Date());
const day = (n: number) => addDays(today, n);
// Arrivals on day 30 need 3 nights; day 31 says 10 (it only counts for arrivals on day 31);
// day 40 has null and day 50 has 0 (no minimum); day 60 needs 5 nights.
const ARRIVAL = day(30);

const EN = "The minimum stay for this arrival date is 3 nights.";
const DE = "Der Mindestaufenthalt für dieses Anreisedatum beträgt 3 Nächte.";
const FR = "Pour cette date d’arrivée, le séjour minimum est de 3 nuits.";

const details = {
  firstName: "Anna", lastName: "Muster", email: "anna.minstay@example.ch", phone: "+41 79 123 45 67",
  street: "Dorfstrasse 1", postalCode: "3906", city: "Saas-Fee", country: "CH" as const, specialRequests: "", agreeTerms: true,
};

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvCache();
  db = await createTestDb();
  await createCallers(db);
  await db.prisma.channel.create({ data: { name: "Direct", smoobuChannelId: 465612 } });
  const house = await db.prisma.property.create({
    data: {
      slug: "min-haus", name: "Haus Minimum", location: "Saas-Fee", maxGuests: 10, bedrooms: 4, bathrooms: 2,
      pricePerNight: "200.00", cleaningFee: "100.00", isGroupHouse: true, isVisible: true, smoobuPropertyId: 4242,
    },
  });
  houseId = house.id;
  await db.prisma.property.create({
    data: { slug: "plain-chalet", name: "Plain Chalet", location: "Saas-Fee", maxGuests: 6, bedrooms: 2, bathrooms: 1, pricePerNight: "150.00", isVisible: true },
  });
  const rate = (n: number, minLengthOfStay: number | null) => ({ propertyId: houseId, date: fromIsoDate(day(n)), price: "200.00", available: true, minLengthOfStay });
  await db.prisma.propertyRate.createMany({
    data: [rate(30, 3), rate(31, 10), rate(32, 2), rate(40, null), rate(50, 0), rate(60, 5)],
  });
});

afterAll(async () => {
  await db?.drop();
});

describe("the quote API", () => {
  async function quote(checkIn: string, checkOut: string, locale: string) {
    const qs = new URLSearchParams({ property: "min-haus", checkIn, checkOut, adults: "2", locale });
    const response = await quoteRoute(new Request(`http://localhost/api/quote?${qs}`));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it("refuses a stay one night under the arrival night's minimum, naming it in every language", async () => {
    const en = await quote(ARRIVAL, day(32), "en");
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({ error: EN, errors: { checkOut: EN }, minNights: 3 });
    expect((await quote(ARRIVAL, day(31), "de")).body.error).toBe(DE);
    expect((await quote(ARRIVAL, day(32), "fr")).body.error).toBe(FR);
  });

  it("prices a stay of exactly the minimum; a larger minimum on a later night does not count", async () => {
    const { status, body } = await quote(ARRIVAL, day(33), "en");
    expect(status).toBe(200);
    expect(body).toMatchObject({ available: true, nights: 3 });
  });

  it("has no minimum for a null or 0 minimum, nor without a rate row for the arrival night", async () => {
    expect((await quote(day(40), day(41), "en")).status).toBe(200);
    expect((await quote(day(50), day(51), "en")).status).toBe(200);
    expect((await quote(day(70), day(71), "en")).status).toBe(200);
  });
});

describe("the search API and the calendar's availability", () => {
  async function search(checkIn: string, checkOut: string, locale: string) {
    const qs = new URLSearchParams({ checkIn, checkOut, guests: "2", locale });
    const response = await searchRoute(new Request(`http://localhost/api/search?${qs}`));
    return { status: response.status, body: (await response.json()) as { results: { slug: string }[]; longerStays: { slug: string; minNights: number; message: string }[] } };
  }

  it("does not list a property whose arrival-night minimum is longer than the stay, and says what it needs", async () => {
    const { status, body } = await search(ARRIVAL, day(32), "fr");
    expect(status).toBe(200);
    expect(body.results.map((r) => r.slug)).toEqual(["plain-chalet"]);
    expect(body.longerStays).toEqual([{ slug: "min-haus", minNights: 3, message: "Séjour minimum pour cette date d’arrivée\u202f: 3 nuits" }]);
  });

  it("lists it for a stay of the minimum", async () => {
    const { body } = await search(ARRIVAL, day(33), "en");
    expect(body.results.map((r) => r.slug)).toEqual(["min-haus", "plain-chalet"]);
    expect(body.longerStays).toEqual([]);
  });

  it("gives the date pickers each night's minimum above one night", async () => {
    const response = await availabilityRoute(new Request("http://localhost/api/availability?property=min-haus"));
    const body = (await response.json()) as { minStay: Record<string, number> };
    expect(body.minStay).toEqual({ [day(30)]: 3, [day(31)]: 10, [day(32)]: 2, [day(60)]: 5 });
  });
});

describe("instant booking", () => {
  const reserve = (checkIn: string, checkOut: string, locale: "de" | "en" | "fr") =>
    createInstantBookingAction(locale, { slug: "min-haus", checkIn, checkOut, adults: 2, children6To16: 0, children3To5: 0, babies: 0 });

  it("refuses a stay under the minimum with a message naming it, and creates no reservation request", async () => {
    const before = await db.prisma.offer.count();
    const result = await reserve(ARRIVAL, day(32), "de");
    expect(result.serverError).toEqual({ code: "minStay", message: DE });
    expect(await db.prisma.offer.count()).toBe(before);
  });

  it("reserves a stay of exactly the minimum", async () => {
    const result = await reserve(ARRIVAL, day(33), "en");
    expect(result.data?.url).toMatch(/^\/en\/offer\/[A-Za-z0-9_-]+\/checkout$/);
  });
});

describe("the offer editor's save and send", () => {
  beforeEach(async () => {
    await callAs(request, db, "admin");
  });

  const form = (id: string, checkIn: string, checkOut: string): OfferForm => ({
    id, propertyId: houseId, checkIn, checkOut, adults: 2, children6To16: 0, children3To5: 0, babies: 0,
    guestName: "Emily Watson", guestEmail: "emily@example.com", guestPhone: "", language: "en",
    channelId: null, otaReference: "", expiresOn: day(7), discount: "0", downpaymentAmount: "",
  });
  async function newOffer(): Promise<string> {
    const created = await createOfferAction("en", {});
    return created.data?.id ?? "";
  }

  it("refuses to save a stay under the minimum, naming it, and keeps the offer as it was", async () => {
    const id = await newOffer();
    expect((await saveOfferAction("en", form(id, ARRIVAL, day(32)))).serverError).toEqual({ code: "minStay", message: EN });
    expect(await db.prisma.offer.findUniqueOrThrow({ where: { id } })).toMatchObject({ checkIn: null, totalPrice: null });
    expect((await saveOfferAction("fr", form(id, ARRIVAL, day(31)))).serverError?.message).toBe(FR);
    expect((await saveOfferAction("en", form(id, ARRIVAL, day(33)))).data?.ok).toBe(true);
  });

  it("refuses to send an offer whose stay is under its arrival night's minimum now", async () => {
    const id = await newOffer();
    expect((await saveOfferAction("en", form(id, day(60), day(66)))).data?.ok).toBe(true);
    await db.prisma.offer.update({ where: { id }, data: { generatedEmailResponse: "Dear Emily, your offer." } });
    // A rates sync raised the minimum after the offer was saved.
    await db.prisma.propertyRate.update({ where: { propertyId_date: { propertyId: houseId, date: fromIsoDate(day(60)) } }, data: { minLengthOfStay: 7 } });
    const refused = await sendOfferAction("de", { id });
    expect(refused.serverError).toEqual({ code: "minStay", message: "Der Mindestaufenthalt für dieses Anreisedatum beträgt 7 Nächte." });
    expect((await db.prisma.offer.findUniqueOrThrow({ where: { id } })).status).toBe("draft");
    expect(await db.prisma.mailOutbox.count({ where: { toAddress: "emily@example.com" } })).toBe(0);

    await db.prisma.propertyRate.update({ where: { propertyId_date: { propertyId: houseId, date: fromIsoDate(day(60)) } }, data: { minLengthOfStay: 5 } });
    expect((await sendOfferAction("en", { id })).data?.ok).toBe(true);
  });

  it("gives the editor's date picker each night's minimum", async () => {
    const result = await getOfferRatesAction("en", { propertyId: houseId });
    const byDate = new Map(result.data?.rates.map((r) => [r.date, r.minLengthOfStay]));
    expect(byDate.get(ARRIVAL)).toBe(3);
    expect(byDate.get(day(40))).toBeNull();
  });
});

describe("the guest's checkout of an offer", () => {
  async function sentOffer(checkIn: string, checkOut: string) {
    return db.prisma.offer.create({
      data: {
        status: "sent", source: "admin", offerToken: newOfferToken(), propertyId: houseId, language: "fr",
        checkIn: fromIsoDate(checkIn), checkOut: fromIsoDate(checkOut), adults: 2,
        totalPrice: "500.00", downpaymentAmount: "250.00", expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
  }

  it("refuses to pay a stay under the arrival night's minimum from today's rates, naming it, and holds nothing", async () => {
    request.cookies = new Map();
    const offer = await sentOffer(ARRIVAL, day(32));
    const result = await startOfferCheckoutAction("fr", { token: offer.offerToken, ...details });
    expect(result.serverError?.code).toBe("minStay");
    expect(result.serverError?.message).toContain("3 nuits");
    expect(await db.prisma.bookingPayment.count({ where: { offerId: offer.id } })).toBe(0);
    expect(await db.prisma.stayHold.count({ where: { offerId: offer.id } })).toBe(0);
  });

  it("opens the payment for a stay of the minimum", async () => {
    request.cookies = new Map();
    const offer = await sentOffer(day(32), day(34));
    const result = await startOfferCheckoutAction("en", { token: offer.offerToken, ...details, email: "anna.two@example.ch" });
    expect(result.data?.url).toMatch(/^\/en\/pay\/test\//);
  });
});
