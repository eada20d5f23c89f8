import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/quote/route";
import { addDays, fromIsoDate, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { serverTranslator } from "@/lib/i18n/translator";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// GET /api/quote against a real database with fixture rates written here, so every expected
// figure below can be worked out by hand.
let db: TestDb;
const today = todayIn(SITE_TIME_ZONE, new Date());
const day = (n: number) => addDays(today, n);

async function quote(params: Record<string, string | number>, headers: Record<string, string> = {}) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await GET(new Request(`http://localhost/api/quote?${qs}`, { headers }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  db = await createTestDb();
  const p = await db.prisma.property.create({
    data: {
      slug: "test-chalet", name: "Test Chalet", location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2,
      pricePerNight: "150.00", cleaningFee: "250.00", downpaymentAmount: "300.00", isVisible: true,
    },
  });
  // Nights day(10)..day(12) priced 200, day(13) without price (falls back to 150), day(20) unavailable.
  await db.prisma.propertyRate.createMany({
    data: [
      { propertyId: p.id, date: fromIsoDate(day(10)), price: "200.00", available: true },
      { propertyId: p.id, date: fromIsoDate(day(11)), price: "200.00", available: true },
      { propertyId: p.id, date: fromIsoDate(day(12)), price: "200.00", available: true },
      { propertyId: p.id, date: fromIsoDate(day(13)), price: null, available: true },
      { propertyId: p.id, date: fromIsoDate(day(20)), price: null, available: false },
    ],
  });
  await db.prisma.property.create({
    data: { slug: "hidden-chalet", name: "Hidden", location: "Saas-Grund", maxGuests: 4, bedrooms: 2, bathrooms: 1, pricePerNight: "100.00", isVisible: false },
  });
  await db.prisma.property.create({
    data: { slug: "no-price-chalet", name: "No Price", location: "Saas-Almagell", maxGuests: 4, bedrooms: 2, bathrooms: 1, isVisible: true },
  });
});

afterAll(async () => {
  await db?.drop();
});

const valid = { property: "test-chalet", checkIn: day(10), checkOut: day(14), adults: 2 };

describe("GET /api/quote", () => {
  it("prices an available stay with every component", async () => {
    const { status, body } = await quote(valid);
    expect(status).toBe(200);
    expect(body.available).toBe(true);
    expect(body.nights).toBe(4);
    expect(body.base).toBe(750); // 3 × 200 + 150 fallback
    expect(body.discount).toBe(0);
    expect(body.cleaningFee).toBe(250);
    expect(body.currency).toBe("CHF");
    expect(body.deposit).toBe(300);
    const sum = (body.base as number) + (body.cleaningFee as number) + (body.touristTax as number) + (body.saastalCard as number);
    expect(body.total).toBeCloseTo(sum, 2);
  });

  it("charges tourist tax and SaastalCard by age group", async () => {
    const adultsOnly = await quote({ ...valid, adults: 2 });
    const withKids = await quote({ ...valid, adults: 2, children6to16: 2, children3to5: 1, babies: 1 });
    // Two children 6-16 pay half an adult each, so together one more adult; under 6 are free.
    const oneMoreAdult = await quote({ ...valid, adults: 3 });
    expect(withKids.body.touristTax).toBe(oneMoreAdult.body.touristTax);
    expect(withKids.body.saastalCard).toBe(oneMoreAdult.body.saastalCard);
    expect(withKids.body.touristTax as number).toBeGreaterThan(adultsOnly.body.touristTax as number);
  });

  it("says when a night is unavailable", async () => {
    const { status, body } = await quote({ ...valid, checkIn: day(18), checkOut: day(22) });
    expect(status).toBe(200);
    expect(body.available).toBe(false);
  });

  it("treats the check-out day as no night", async () => {
    const { body } = await quote({ ...valid, checkIn: day(17), checkOut: day(20) });
    expect(body.available).toBe(true);
  });

  it("answers 404 for unknown and hidden properties", async () => {
    expect((await quote({ ...valid, property: "nope" })).status).toBe(404);
    const hidden = await quote({ ...valid, property: "hidden-chalet" });
    expect(hidden.status).toBe(404);
    // No Accept-Language: German, the default.
    expect(hidden.body.error).toBe(serverTranslator("de", "quote")("propertyNotFound"));
  });

  it("rejects dates that are not ISO", async () => {
    const { status, body } = await quote({ ...valid, checkIn: "12.01.2027", checkOut: "2027-02-30" }, { "accept-language": "en" });
    expect(status).toBe(400);
    const errors = body.errors as Record<string, string>;
    expect(errors.checkIn).toBe("Enter a date as YYYY-MM-DD.");
    expect(errors.checkOut).toBe("Enter a date as YYYY-MM-DD.");
  });

  it("rejects a check-out not after check-in", async () => {
    const same = await quote({ ...valid, checkOut: valid.checkIn, locale: "en" });
    expect(same.status).toBe(400);
    expect((same.body.errors as Record<string, string>).checkOut).toBe("Check-out must be after check-in.");
    const before = await quote({ ...valid, checkIn: day(12), checkOut: day(11), locale: "en" });
    expect(before.status).toBe(400);
  });

  it("rejects stays outside the 400-day window", async () => {
    const past = await quote({ ...valid, checkIn: day(-1), checkOut: day(2), locale: "en" });
    expect(past.status).toBe(400);
    expect((past.body.errors as Record<string, string>).checkIn).toBe("Dates must be between today and 400 days from today.");
    const far = await quote({ ...valid, checkIn: day(398), checkOut: day(401), locale: "en" });
    expect(far.status).toBe(400);
    expect((far.body.errors as Record<string, string>).checkOut).toBeDefined();
    const edge = await quote({ ...valid, checkIn: day(397), checkOut: day(400) });
    expect(edge.status).toBe(200);
  });

  it("rejects fewer than one adult and negative or fractional counts", async () => {
    const none = await quote({ ...valid, adults: 0, locale: "en" });
    expect(none.status).toBe(400);
    expect((none.body.errors as Record<string, string>).adults).toBe("At least one adult is required.");
    const negative = await quote({ ...valid, children6to16: -1, locale: "en" });
    expect((negative.body.errors as Record<string, string>).children6to16).toBe("Enter a whole number of 0 or more.");
    const fraction = await quote({ ...valid, babies: "1.5", locale: "en" });
    expect(fraction.status).toBe(400);
    const text = await quote({ ...valid, children3to5: "two", locale: "en" });
    expect(text.status).toBe(400);
  });

  it("rejects more guests than the property sleeps (babies do not count)", async () => {
    const many = await quote({ ...valid, adults: 5, children6to16: 2, locale: "en" });
    expect(many.status).toBe(400);
    expect((many.body.errors as Record<string, string>).adults).toBe("This property sleeps at most 6 guests.");
    const withBaby = await quote({ ...valid, adults: 6, babies: 1 });
    expect(withBaby.status).toBe(200);
  });

  it("requires a property and answers in the caller's language", async () => {
    const fr = await quote({ checkIn: day(10), checkOut: day(12) }, { "accept-language": "fr-CH,fr;q=0.9" });
    expect(fr.status).toBe(400);
    expect(typeof (fr.body.errors as Record<string, string>).property).toBe("string");
    const en = await quote({ checkIn: day(10), checkOut: day(12), locale: "en" });
    expect((en.body.errors as Record<string, string>).property).toBe("Choose a property.");
    expect((fr.body.errors as Record<string, string>).property).not.toBe("Choose a property.");
  });

  it("says when a stay cannot be priced", async () => {
    const { status, body } = await quote({ ...valid, property: "no-price-chalet", locale: "en" });
    expect(status).toBe(422);
    expect(body.error).toBe("No price is available for these dates. Please contact us.");
  });
});
