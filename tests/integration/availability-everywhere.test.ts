import { describe, expect, it, vi } from "vitest";
import { GET as availabilityRoute } from "@/app/api/availability/route";
import { GET as quoteRoute } from "@/app/api/quote/route";
import { GET as searchRoute } from "@/app/api/search/route";
import { startOfferCheckoutAction } from "@/lib/actions/checkout/start-offer-checkout";
import { createInstantBookingAction } from "@/lib/actions/instant-booking/create-instant-booking";
import { addDays, fromIsoDate, SITE_TIME_ZONE, todayIn, type IsoDate } from "@/lib/domain/dates";
import { newOfferToken } from "@/lib/security/tokens";
import { fromAddress } from "@/tests/support/request-peer";
import { deliver, details, offerWorldForThisFile } from "./support/offer-fixtures";

// Issue 31 point 1 and issue 30 attack 2: after a paid direct stay, or while another guest pays,
// the search, the property calendar (/api/availability) and the price (/api/quote) offered the
// nights as free, because they read the rate table only; only Reserve knew. Everything that shows
// a date as free uses the rule that sells it; a guest who asks for held nights is told when they
// may free up.

vi.mock("next/headers", async () => (await import("@/tests/support/request-peer")).mockPeerHeaders());
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));
// Next's data cache only exists inside a Next server.
vi.mock("next/cache", () => ({ unstable_cache: <F>(fn: F) => fn, revalidateTag: () => {}, updateTag: () => {} }));

const world = offerWorldForThisFile();
const today = todayIn(SITE_TIME_ZONE, new Date());
const day = (n: number) => addDays(today, n);
let guest = 0;

async function offerFor(checkIn: IsoDate, checkOut: IsoDate) {
  return world.db.prisma.offer.create({
    data: { status: "sent", source: "instant", offerToken: newOfferToken(), propertyId: world.propertyId, language: "en", checkIn: fromIsoDate(checkIn), checkOut: fromIsoDate(checkOut), adults: 2, totalPrice: "1800.00", downpaymentAmount: "500.00", expiresAt: new Date(Date.now() + 30 * 60_000) },
  });
}
async function startPaying(token: string) {
  guest++;
  const result = await fromAddress(`198.51.100.${guest}`, () => startOfferCheckoutAction("en", { token, ...details, email: `stay${guest}@example.ch` }));
  return result.data?.url?.split("/pay/")[1] ?? "";
}
async function searchSlugs(checkIn: IsoDate, checkOut: IsoDate) {
  const response = await searchRoute(new Request(`http://localhost/api/search?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`));
  return ((await response.json()) as { results: { slug: string }[] }).results.map((r) => r.slug);
}
async function unavailableNights() {
  const response = await availabilityRoute(new Request("http://localhost/api/availability?property=offer-chalet"));
  return ((await response.json()) as { unavailable: IsoDate[] }).unavailable;
}
async function quote(checkIn: IsoDate, checkOut: IsoDate, locale = "en") {
  const response = await quoteRoute(new Request(`http://localhost/api/quote?property=offer-chalet&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&locale=${locale}`));
  return { status: response.status, body: (await response.json()) as { available?: boolean; heldUntil?: string | null; message?: string } };
}
const reserve = (checkIn: IsoDate, checkOut: IsoDate, locale: "de" | "en" | "fr" = "en") =>
  fromAddress(`203.0.113.${++guest % 250}`, () => createInstantBookingAction(locale, { slug: "offer-chalet", checkIn, checkOut, adults: 2, children6To16: 0, children3To5: 0, babies: 0 }));

describe("a paid stay's nights are not free anywhere", () => {
  it("disappear from the search, the calendar, the quote and Reserve; the departure day stays free", async () => {
    expect(await searchSlugs(day(31), day(33))).toContain("offer-chalet");
    const o = await offerFor(day(30), day(35));
    const sessionId = await startPaying(o.offerToken);
    await world.fake.complete(sessionId);
    await world.fake.idle();
    expect(await world.db.prisma.booking.count({ where: { offerId: o.id } })).toBe(1);
    // The paid stay's hold is over: the booking alone keeps the nights.
    expect(await world.db.prisma.stayHold.count({ where: { offerId: o.id, status: "active" } })).toBe(0);

    expect(await searchSlugs(day(31), day(33))).not.toContain("offer-chalet");
    const nights = await unavailableNights();
    for (let n = 30; n < 35; n++) expect(nights).toContain(day(n));
    expect(nights).not.toContain(day(35));
    expect((await quote(day(31), day(33))).body).toMatchObject({ available: false, heldUntil: null });
    expect((await reserve(day(31), day(33))).serverError?.code).toBe("datesUnavailable");
    expect((await quote(day(35), day(37))).body.available).toBe(true);
    expect(await searchSlugs(day(35), day(37))).toContain("offer-chalet");
  });
});

describe("held nights are not free anywhere, and say when they may free up", () => {
  it("a hold takes its nights from the search, the calendar, the quote and Reserve until its session ends", async () => {
    const o = await offerFor(day(50), day(55));
    const sessionId = await startPaying(o.offerToken);
    const hold = await world.db.prisma.stayHold.findFirstOrThrow({ where: { offerId: o.id, status: "active" } });
    const at = (locale: string) => new Intl.DateTimeFormat(locale, { timeZone: SITE_TIME_ZONE, hour: "2-digit", minute: "2-digit" }).format(hold.expiresAt);

    expect(await searchSlugs(day(51), day(53))).not.toContain("offer-chalet");
    const nights = await unavailableNights();
    for (let n = 50; n < 55; n++) expect(nights).toContain(day(n));
    const en = await quote(day(51), day(53));
    expect(en.body).toMatchObject({ available: false, heldUntil: hold.expiresAt.toISOString() });
    expect(en.body.message).toMatch(/^Another guest is paying for these nights/);
    expect(en.body.message).toContain(at("en-GB"));
    expect((await quote(day(51), day(53), "de")).body.message).toMatch(new RegExp(`^Ein anderer Gast bezahlt gerade diese Nächte.*${at("de-CH")}`));
    expect((await quote(day(51), day(53), "fr")).body.message).toMatch(new RegExp(`^Un autre client est en train de payer ces nuits.*${at("fr-CH")}`));
    const refused = await reserve(day(52), day(56), "de");
    expect(refused.serverError?.code).toBe("datesHeld");
    expect(refused.serverError?.message).toContain(at("de-CH"));

    // The session ends unpaid: the nights are free again everywhere.
    expect((await deliver(world, world.fake.signedEvent(sessionId, "checkout.session.expired", { status: "expired" }))).body.result).toBe("expired");
    expect(await searchSlugs(day(51), day(53))).toContain("offer-chalet");
    expect(await unavailableNights()).not.toContain(day(51));
    expect((await quote(day(51), day(53))).body).toMatchObject({ available: true, heldUntil: null });
  });
});
