import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { addDays, fromIsoDate, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// GET /api/availability: the unavailable nights of a visible property in the bookable window
// (today to today + 400 days), for the date pickers. Next's data cache only exists inside a Next
// server: a pass-through records what the read is cached under.
const cacheCalls = vi.hoisted(() => [] as { keyParts: unknown; options: unknown }[]);
vi.mock("next/cache", () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: unknown, options: unknown) => {
    cacheCalls.push({ keyParts, options });
    return fn;
  },
}));
const { GET } = await import("@/app/api/availability/route");
let db: TestDb;
const today = todayIn(SITE_TIME_ZONE, new Date());
const day = (n: number) => addDays(today, n);

async function availability(query: string) {
  const response = await GET(new Request(`http://localhost/api/availability${query}`));
  return { status: response.status, cache: response.headers.get("cache-control"), body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  db = await createTestDb();
  const p = await db.prisma.property.create({
    data: { slug: "free-chalet", name: "Free Chalet", location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2, pricePerNight: "150.00", isVisible: true },
  });
  await db.prisma.propertyRate.createMany({
    data: [
      { propertyId: p.id, date: fromIsoDate(day(-1)), price: null, available: false }, // before today: not listed
      { propertyId: p.id, date: fromIsoDate(day(3)), price: "200.00", available: true },
      { propertyId: p.id, date: fromIsoDate(day(4)), price: null, available: false },
      { propertyId: p.id, date: fromIsoDate(day(5)), price: null, available: false },
      { propertyId: p.id, date: fromIsoDate(day(399)), price: null, available: false },
      { propertyId: p.id, date: fromIsoDate(day(400)), price: null, available: false }, // the last check-out day: no night
    ],
  });
  await db.prisma.property.create({
    data: { slug: "hidden-chalet", name: "Hidden", location: "Saas-Grund", maxGuests: 4, bedrooms: 2, bathrooms: 1, isVisible: false },
  });
});

afterAll(async () => {
  await db?.drop();
});

it("lists the unavailable nights of the bookable window, cacheable for a minute", async () => {
  const { status, body, cache } = await availability("?property=free-chalet");
  expect(status).toBe(200);
  expect(body).toEqual({ from: today, to: day(400), maxGuests: 6, unavailable: [day(4), day(5), day(399)], minStay: {} });
  expect(cache).toBe("public, max-age=60");
  // Cached under the property's rates tag, which the rates sync and the webhook revalidate.
  const property = await db.prisma.property.findUniqueOrThrow({ where: { slug: "free-chalet" } });
  expect(cacheCalls.at(-1)?.options).toEqual({ tags: [`rates:${property.id}`], revalidate: 300 });
});

it("answers 404 for a hidden or unknown property and 400 without one", async () => {
  expect((await availability("?property=hidden-chalet")).status).toBe(404);
  expect((await availability("?property=nope")).status).toBe(404);
  expect((await availability("")).status).toBe(400);
});
