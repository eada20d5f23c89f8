import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countBookings, listBookings } from "@/lib/data/admin-bookings";
import { readCleaningGaps, readGuestListGaps, readMovements, readOccupancy, readOfferFigures, readOpenBalances, readPaymentAttention } from "@/lib/data/dashboard";
import { dashboardDays } from "@/lib/domain/dashboard";
import { bookingsHref, dashboardQueries, offerQueries, offersHref } from "@/lib/domain/dashboard-links";
import { listOffers } from "@/lib/data/offer-list";
import { parseBookingListQuery } from "@/lib/schemas/admin-bookings";
import { offerListQuerySchema } from "@/lib/schemas/offers";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The dashboard's figures against seeded bookings whose totals are worked out by hand below.
// "Now" is 30 January 2030, 11:00 in Zurich: today 30.01, tomorrow 31.01, cleanings up to 05.02,
// guest lists up to 12.02, months January (31 nights), February (28) and March (31).
//
// House        stay            nights (Jan/Feb/Mar)   price    ledger                    notes
// Dom          28.12–02.01 P   1 / – / –  (4 in Dec)  500.00   unpaid                    left before today
// Dom          25.01–30.01 D1  5                      500.00   card 200 → open 300       leaves today, no cleaner
// Dom          30.01–02.02 A1  2 / 1                  900.00   unpaid → open 900         arrives today, no cleaner, no guest list
// Dom          08.02–10.02 G   – / 2                  400.00   paid (Smoobu)             guest list in
// Dom          10.02–15.02     blocked 5 in Feb
// Alphubel     30.01–04.02 A2  2 / 3                 1000.00   paid (Smoobu)             arrives today, has a cleaner
// Alphubel     30.03–02.04 F   – / – / 2 (1 in Apr)   300.00   unpaid → open 300
// Weissmies    27.01–31.01 D2  4                      800.00   unpaid → open 800         leaves tomorrow, has a cleaner
// Weissmies    31.01–05.02     blocked 1 Jan, 4 Feb   (arrives tomorrow: not an arrival)
// Mattmark     31.01–03.02 M   1 / 2                  600.00   card 600 → paid           arrives tomorrow, no cleaner, no guest list
// Mattmark     31.01–02.02     cancelled              (arrives tomorrow: not an arrival)
// Hidden sold  20.02–22.02 H   – / 2                  250.00   paid (Smoobu)             hidden house with a stay: counted
// Hidden empty                                                                           hidden, nothing sold: left out

const NOW = new Date("2030-01-30T10:00:00Z");
const days = dashboardDays(NOW);
let db: TestDb;
const ids: Record<string, string> = {};

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

beforeAll(async () => {
  db = await createTestDb();
  const house = async (key: string, name: string, extra: { isVisible?: boolean; requestGuestLists?: boolean } = {}) => {
    const p = await db.prisma.property.create({ data: { slug: key, name, location: "Saas-Fee", maxGuests: 8, bedrooms: 3, bathrooms: 2, isVisible: extra.isVisible ?? true, requestGuestLists: extra.requestGuestLists ?? false } });
    ids[key] = p.id;
  };
  await house("dom", "Chalet Dom", { requestGuestLists: true });
  await house("alphubel", "Chalet Alphubel");
  await house("weissmies", "Gruppenhaus Weissmies");
  await house("mattmark", "Chalet Mattmark", { requestGuestLists: true });
  await house("hidden-sold", "Haus Verborgen", { isVisible: false });
  await house("hidden-empty", "Haus Leer", { isVisible: false });

  const stay = async (key: string, property: string, arrival: string, departure: string, extra: { price?: string | null; pricePaid?: boolean; blocked?: boolean; cancelled?: boolean } = {}) => {
    const b = await db.prisma.booking.create({
      data: {
        propertyId: ids[property]!, arrival: d(arrival), departure: d(departure), guestName: `Guest ${key}`, email: `${key.toLowerCase()}@example.com`, adults: 2, children: 1,
        price: extra.price === undefined ? null : extra.price, pricePaid: extra.pricePaid ?? false, isBlockedBooking: extra.blocked ?? false, type: extra.cancelled ? "cancelled" : "reservation",
      },
    });
    ids[key] = b.id;
    return b;
  };
  await stay("P", "dom", "2029-12-28", "2030-01-02", { price: "500.00" });
  await stay("D1", "dom", "2030-01-25", "2030-01-30", { price: "500.00" });
  await stay("A1", "dom", "2030-01-30", "2030-02-02", { price: "900.00" });
  await stay("G", "dom", "2030-02-08", "2030-02-10", { price: "400.00", pricePaid: true });
  await stay("blockDom", "dom", "2030-02-10", "2030-02-15", { blocked: true });
  await stay("A2", "alphubel", "2030-01-30", "2030-02-04", { price: "1000.00", pricePaid: true });
  await stay("F", "alphubel", "2030-03-30", "2030-04-02", { price: "300.00" });
  await stay("D2", "weissmies", "2030-01-27", "2030-01-31", { price: "800.00" });
  await stay("blockWeissmies", "weissmies", "2030-01-31", "2030-02-05", { blocked: true });
  await stay("M", "mattmark", "2030-01-31", "2030-02-03", { price: "600.00" });
  await stay("cancelled", "mattmark", "2030-01-31", "2030-02-02", { price: "700.00", cancelled: true });
  await stay("H", "hidden-sold", "2030-02-20", "2030-02-22", { price: "250.00", pricePaid: true });

  // Card payments through us: 200 on D1 (a refund of 50 of it failed and waits for the office), 600 on M.
  const card = async (booking: string, amount: string) => {
    const attempt = await db.prisma.bookingPayment.create({ data: { bookingId: ids[booking], amount, status: "succeeded", provider: "stripe", methods: ["card"] } });
    return db.prisma.ledgerEntry.create({ data: { bookingId: ids[booking], attemptId: attempt.id, kind: "payment", status: "succeeded", purpose: "open_amount", amount, provider: "stripe", providerRef: `pi_${booking}` } });
  };
  const paidD1 = await card("D1", "200.00");
  await card("M", "600.00");
  await db.prisma.ledgerEntry.create({ data: { bookingId: ids.D1, parentId: paidD1.id, kind: "refund", status: "failed", amount: "50.00", provider: "stripe", providerRef: "re_D1", reason: "goodwill", attention: "refundFailed" } });

  const cleaner = await db.prisma.user.create({ data: { email: "cleaner@example.com", roles: { create: [{ role: "team_member" }] } } });
  for (const key of ["A2", "D2"]) await db.prisma.bookingAssignment.create({ data: { bookingId: ids[key]!, userId: cleaner.id } });
  for (const name of ["Gina", "Gino"]) await db.prisma.bookingGuest.create({ data: { bookingId: ids.G!, firstName: name, lastName: "Guest", dateOfBirth: d("1990-01-01") } });

  const offer = (token: string, data: { status: "draft" | "sent" | "viewed"; hours: number; total: string; paid?: boolean }) =>
    db.prisma.offer.create({
      data: { offerToken: token, status: data.status, guestName: token, totalPrice: data.total, expiresAt: new Date(NOW.getTime() + data.hours * 3_600_000), paidAt: data.paid ? NOW : null, propertyId: ids.dom },
    });
  await offer("waiting-far", { status: "sent", hours: 100, total: "1200.00" });
  await offer("waiting-soon", { status: "viewed", hours: 24, total: "800.00" });
  await offer("expired", { status: "sent", hours: -1, total: "999.00" });
  await offer("paid", { status: "sent", hours: 5, total: "999.00", paid: true });
  await offer("draft", { status: "draft", hours: 5, total: "999.00" });
  // Sent, unpaid, but a booking was made from it (paid elsewhere): not waiting any more.
  const booked = await offer("booked", { status: "sent", hours: 10, total: "999.00" });
  await db.prisma.booking.create({ data: { propertyId: ids.mattmark!, arrival: d("2029-06-01"), departure: d("2029-06-03"), guestName: "Guest Booked", type: "cancelled", offerId: booked.id } });
});

afterAll(async () => {
  await db?.drop();
});

const names = (rows: { guestName: string }[]) => rows.map((r) => r.guestName);

describe("the dashboard's figures", () => {
  it("lists today's and tomorrow's arrivals and departures with party and payment state, without blocks or cancellations", async () => {
    const m = await readMovements(days);
    expect(names(m.arrivalsToday.rows).sort()).toEqual(["Guest A1", "Guest A2"]);
    expect(m.arrivalsToday.rows.find((r) => r.guestName === "Guest A1")).toMatchObject({ paymentState: "unpaid", open: 90_000, adults: 2, children: 1, propertyName: "Chalet Dom" });
    expect(m.arrivalsToday.rows.find((r) => r.guestName === "Guest A2")).toMatchObject({ paymentState: "fullyPaid", open: 0 });
    expect(m.arrivalsTomorrow).toMatchObject({ total: 1, rows: [{ guestName: "Guest M", paymentState: "fullyPaid", open: 0 }] });
    expect(m.departuresToday).toMatchObject({ total: 1, rows: [{ guestName: "Guest D1", paymentState: "partlyPaid", open: 30_000 }] });
    expect(m.departuresTomorrow).toMatchObject({ total: 1, rows: [{ guestName: "Guest D2", paymentState: "unpaid", open: 80_000 }] });
  });

  it("finds the cleanings of the next 7 days nobody has taken, soonest first", async () => {
    const gaps = await readCleaningGaps(days);
    expect(gaps.total).toBe(3);
    expect(names(gaps.rows)).toEqual(["Guest D1", "Guest A1", "Guest M"]);
  });

  it("finds arrivals of the next 14 days at houses that keep guest lists, with nobody registered", async () => {
    const gaps = await readGuestListGaps(days);
    expect(gaps.total).toBe(2);
    expect(names(gaps.rows)).toEqual(["Guest A1", "Guest M"]);
  });

  it("adds up what is open on stays not over yet: 300 + 900 + 800 + 300", async () => {
    const open = await readOpenBalances(days);
    expect(open.total).toBe(4);
    expect(open.sum).toBe(230_000);
    expect(names(open.rows).sort()).toEqual(["Guest A1", "Guest D1", "Guest D2", "Guest F"]);
  });

  it("counts offers waiting for the guest, sent or viewed and not paid (1200 + 800), and the one expiring within 48 hours", async () => {
    const offers = await readOfferFigures(NOW);
    expect(offers.waiting).toEqual({ count: 2, sum: 200_000 });
    expect(offers.expiring.map((o) => o.guestName)).toEqual(["waiting-soon"]);
  });

  it("counts the payments needing attention from the ledger", async () => {
    expect(await readPaymentAttention()).toEqual({ count: 1, sum: 5_000 });
  });

  it("computes occupancy and revenue per house and month, stays split across months, blocks out of what is available", async () => {
    const o = await readOccupancy(days.today);
    expect(o.months.map((m) => m.month)).toEqual(["2030-01", "2030-02", "2030-03"]);
    expect(o.properties.map((p) => p.name)).toEqual(["Chalet Alphubel", "Chalet Dom", "Chalet Mattmark", "Gruppenhaus Weissmies", "Haus Verborgen"]);
    const cell = (key: string) => o.rows.filter((r) => r.propertyId === ids[key]).map((r) => [r.sold, r.available, r.revenue]);
    expect(cell("dom")).toEqual([[8, 31, 120_000], [3, 23, 70_000], [0, 31, 0]]);
    expect(cell("alphubel")).toEqual([[2, 31, 40_000], [3, 28, 60_000], [2, 31, 20_000]]);
    expect(cell("weissmies")).toEqual([[4, 30, 80_000], [0, 24, 0], [0, 31, 0]]);
    expect(cell("mattmark")).toEqual([[1, 31, 20_000], [2, 28, 40_000], [0, 31, 0]]);
    expect(cell("hidden-sold")).toEqual([[0, 31, 0], [2, 28, 25_000], [0, 31, 0]]);
    expect(o.totals.map((t) => [t.sold, t.available, t.revenue])).toEqual([[15, 154, 260_000], [10, 131, 195_000], [2, 155, 20_000]]);
    expect(o.totals[0]?.occupancy).toBeCloseTo(15 / 154);
  });

  it("links each offer figure to an offers list that shows exactly what it counts", async () => {
    const figures = await readOfferFigures(NOW);
    const counted = { waiting: figures.waiting.count, expiring: figures.expiring.length };
    expect(counted).toEqual({ waiting: 2, expiring: 1 });
    const hrefs: string[] = [];
    for (const [key, query] of Object.entries(offerQueries())) {
      const href = offersHref(query);
      hrefs.push(href);
      const url = new URL(href, "http://x");
      expect(url.pathname).toBe("/admin/make-offer");
      // What the list page reads from that URL (its searchParams), and what it then shows.
      const fromUrl = offerListQuerySchema.parse(Object.fromEntries(url.searchParams));
      const listed = await listOffers(fromUrl, NOW);
      expect([key, listed.length]).toEqual([key, counted[key as keyof typeof counted]]);
      if (key === "expiring") expect(names(listed.map((o) => ({ guestName: o.guestName ?? "" })))).toEqual(figures.expiring.map((o) => o.guestName));
    }
    expect(hrefs).toEqual(["/admin/make-offer?status=open", "/admin/make-offer?status=open&expiring=48h"]);
    // The old link (status=sent) missed the offer the guest had viewed.
    const sentOnly = await listOffers(offerListQuerySchema.parse({ status: "sent" }), NOW);
    expect(names(sentOnly.map((o) => ({ guestName: o.guestName ?? "" })))).not.toContain("waiting-soon");
  });

  it("links every figure to a bookings list that shows exactly what it counts", async () => {
    const expected = { arrivalsToday: 2, arrivalsTomorrow: 1, departuresToday: 1, departuresTomorrow: 1, cleaningsWithoutCleaner: 3, openBalances: 4, guestListsMissing: 2 };
    for (const [key, query] of Object.entries(dashboardQueries(days))) {
      const href = bookingsHref(query);
      const params = new URL(href, "http://x").searchParams;
      const fromUrl = parseBookingListQuery((k) => params.get(k) ?? undefined);
      expect([key, await countBookings(fromUrl, days.today)]).toEqual([key, expected[key as keyof typeof expected]]);
      expect((await listBookings(fromUrl, days.today)).total).toBe(expected[key as keyof typeof expected]);
    }
  });
});
