import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as quoteRoute } from "@/app/api/quote/route";
import { GET as searchRoute } from "@/app/api/search/route";
import { addDays, fromIsoDate, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// GET /api/search against a real database: every answer, and totals that agree with /api/quote.
let db: TestDb;
const today = todayIn(SITE_TIME_ZONE, new Date());
const day = (n: number) => addDays(today, n);

async function search(params: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await searchRoute(new Request(`http://localhost/api/search?${qs}`));
  return { status: response.status, body: (await response.json()) as { results?: { slug: string; total: number | null; nights: number | null }[]; errors?: Record<string, string> } };
}

beforeAll(async () => {
  db = await createTestDb();
  const make = (slug: string, location: string, maxGuests: number, visible = true, pricePerNight: string | null = "180.00") =>
    db.prisma.property.create({ data: { slug, name: slug, location, maxGuests, bedrooms: 2, bathrooms: 1, pricePerNight, isVisible: visible } });
  const fee = await make("fee-chalet", "Saas-Fee", 4);
  const grund = await make("grund-house", "Saas Grund", 14);
  await make("almagell-chalet", "3905 Saas-Almagell", 6);
  await make("hidden-fee", "Saas-Fee", 10, false);
  await db.prisma.propertyRate.createMany({
    data: [
      { propertyId: fee.id, date: fromIsoDate(day(21)), price: null, available: false },
      { propertyId: grund.id, date: fromIsoDate(day(20)), price: "400.00", available: true },
      { propertyId: grund.id, date: fromIsoDate(day(21)), price: "420.00", available: true },
    ],
  });
});

afterAll(async () => {
  await db?.drop();
});

const slugs = (body: { results?: { slug: string }[] }) => body.results?.map((r) => r.slug);

describe("GET /api/search", () => {
  it("without anything lists every visible property, never a hidden one", async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(slugs(body)).toEqual(["almagell-chalet", "fee-chalet", "grund-house"]);
  });

  it("filters by village, spelled any way in the property's location", async () => {
    expect(slugs((await search({ village: "saas-grund" })).body)).toEqual(["grund-house"]);
    expect(slugs((await search({ village: "saas-almagell" })).body)).toEqual(["almagell-chalet"]);
    expect(slugs((await search({ village: "saas-fee" })).body)).toEqual(["fee-chalet"]);
  });

  it("filters by guests against max_guests", async () => {
    expect(slugs((await search({ guests: 5 })).body)).toEqual(["almagell-chalet", "grund-house"]);
    expect(slugs((await search({ guests: 15 })).body)).toEqual([]);
  });

  it("with dates keeps only properties available every night and gives the same total as /api/quote", async () => {
    const { body } = await search({ checkIn: day(20), checkOut: day(23), guests: 2 });
    expect(slugs(body)).toEqual(["almagell-chalet", "grund-house"]);
    for (const hit of body.results ?? []) {
      const quote = await quoteRoute(new Request(`http://localhost/api/quote?property=${hit.slug}&checkIn=${day(20)}&checkOut=${day(23)}&adults=2`));
      const q = (await quote.json()) as { total: number; nights: number };
      expect(hit).toEqual({ slug: hit.slug, total: q.total, nights: q.nights });
    }
    expect(body.results?.find((r) => r.slug === "grund-house")?.total).toBeGreaterThan(820);
  });

  it("answers bad input with translated per-field messages", async () => {
    expect((await search({ checkIn: "2027-13-40", checkOut: day(3), locale: "en" })).body.errors).toEqual({ checkIn: "Please choose a valid date" });
    expect((await search({ checkIn: day(3), locale: "de" })).body.errors).toEqual({ checkOut: "Bitte wählen Sie An- und Abreise" });
    expect((await search({ checkIn: day(5), checkOut: day(5), locale: "fr" })).body.errors).toEqual({ checkOut: "Le départ doit suivre l’arrivée" });
    expect((await search({ checkIn: day(-2), checkOut: day(2), locale: "en" })).body.errors).toEqual({ checkIn: "Please choose dates from today up to 400 days ahead" });
    expect((await search({ checkIn: day(300), checkOut: day(401), locale: "en" })).body.errors).toEqual({ checkOut: "Please choose dates from today up to 400 days ahead" });
    const guests = await search({ guests: 0, locale: "en" });
    expect(guests.status).toBe(400);
    expect(guests.body.errors).toEqual({ guests: "Please enter a number of guests from 1" });
    expect((await search({ village: "zermatt", locale: "en" })).status).toBe(400);
  });
});
