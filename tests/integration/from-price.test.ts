import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, fromIsoDate, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// "From CHF … per night" on the property cards and pages, read from the database: the lowest
// nightly rate of the coming year from the synced rates, else the fixed price, else nothing
// ("Contact for pricing"). Next's data cache exists only in a Next server: a pass-through
// records what each read is cached under, to check that a rates sync revalidates it.
const cacheCalls = vi.hoisted(() => [] as { keyParts: unknown; options: { tags?: string[]; revalidate?: number } }[]);
vi.mock("next/cache", () => ({
  revalidateTag: vi.fn(),
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: unknown, options: { tags?: string[]; revalidate?: number }) => {
    cacheCalls.push({ keyParts, options });
    return fn;
  },
}));
const { getVisibleProperty, listVisibleProperties } = await import("@/lib/data/properties");
const { propertyTags } = await import("@/lib/jobs/revalidate");

let db: TestDb;
const today = todayIn(SITE_TIME_ZONE, new Date());
const day = (n: number) => fromIsoDate(addDays(today, n));
let rated: { id: string; slug: string };

beforeAll(async () => {
  db = await createTestDb();
  const create = (slug: string, pricePerNight: string | null) =>
    db.prisma.property.create({ data: { slug, name: `Chalet ${slug}`, location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2, pricePerNight, isVisible: true } });
  rated = await create("rated", null);
  const fixed = await create("fixed", "320.00");
  await create("unpriced", null);
  const mixed = await create("mixed", "150.00");
  await db.prisma.propertyRate.createMany({
    data: [
      { propertyId: rated.id, date: day(-3), price: "90.00", available: true }, // the past does not count
      { propertyId: rated.id, date: day(10), price: "240.00", available: true },
      { propertyId: rated.id, date: day(40), price: "180.00", available: true },
      { propertyId: rated.id, date: day(41), price: "120.00", available: false }, // booked: cannot be had
      { propertyId: rated.id, date: day(42), price: null, available: false },
      { propertyId: rated.id, date: day(400), price: "100.00", available: true }, // beyond the coming year
      { propertyId: fixed.id, date: day(5), price: null, available: false },
      // Rates above the fixed price: nights without a rate cost the fixed price, as in pricing.
      { propertyId: mixed.id, date: day(1), price: "210.00", available: true },
    ],
  });
});

afterAll(async () => {
  await db?.drop();
});

describe("the from price", () => {
  it("is on every card: lowest rate of the year, else the fixed price, else none", async () => {
    const cards = await listVisibleProperties("en");
    const from = Object.fromEntries(cards.map((c) => [c.slug, c.fromPrice]));
    expect(from).toEqual({ rated: 18_000, fixed: 32_000, unpriced: null, mixed: 15_000 });
  });

  it("is on the property page, the same as on its card", async () => {
    expect((await getVisibleProperty("rated", "de"))?.fromPrice).toBe(18_000);
    expect((await getVisibleProperty("unpriced", "fr"))?.fromPrice).toBeNull();
  });

  it("follows the synced rates", async () => {
    await db.prisma.propertyRate.create({ data: { propertyId: rated.id, date: day(200), price: "175.50", available: true } });
    expect((await getVisibleProperty("rated", "en"))?.fromPrice).toBe(17_550);
  });

  it("is cached under tags a rates sync revalidates, and renewed daily as the year moves on", async () => {
    const synced = new Set(propertyTags([rated]));
    const reads = cacheCalls.filter((c) => JSON.stringify(c.keyParts).includes("properties:list") || JSON.stringify(c.keyParts).includes("properties:detail"));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    for (const read of reads) {
      expect(read.options.tags?.some((tag) => synced.has(tag))).toBe(true);
      expect(read.options.revalidate).toBe(86_400);
    }
    const detail = reads.find((c) => JSON.stringify(c.keyParts).includes("properties:detail") && c.options.tags?.includes(`property:${rated.slug}`));
    expect(detail).toBeDefined();
  });
});
