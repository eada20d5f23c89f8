import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readAdminBooking } from "@/lib/data/admin-booking-view";
import { importSingleBooking } from "@/lib/jobs/sync/single-import";
import { addDays, wireBooking } from "@/tests/fakes/smoobu/generate";
import type { FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { clientFor, startSignedFake } from "@/tests/support/smoobu";
import { signInAs } from "./support/portal-fixtures";
import { balanceOf, OWNER, payOpen, startStripeWorld, type StripeWorld } from "./support/stripe-world";

// A stay's price through the sync: the fake Smoobu serves price elements with a VAT included in the
// base price and a negative long-stay discount (tests/fakes/smoobu/generate.ts). The open amount,
// and what "pay the open amount" sends to Stripe, is the reservation's price: the included VAT is
// not added again. Elements that disagree with the price give way to it, and the office is told.
// Real HTTP to both fakes.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.31"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const APARTMENT = { id: 7_310_001, name: "Chalet Elemente" };
const DIRECT = { id: 465_612, name: "Direct" };
let world: StripeWorld;
let smoobu: FakeSmoobu;

beforeAll(async () => {
  world = await startStripeWorld("price-elements");
  await world.db.prisma.property.update({ where: { id: world.propertyId }, data: { smoobuPropertyId: APARTMENT.id } });
  smoobu = await startSignedFake({ apartments: [APARTMENT] });
  await signInAs(request, OWNER);
});

afterAll(async () => {
  await smoobu?.close();
  await world?.close();
});

/** A future stay of OWNER booked directly, imported through the sync with its price elements. */
async function imported(id: number, weeksAhead: number, price: number) {
  smoobu.addBooking(wireBooking(id, APARTMENT, addDays(new Date(), 7 * weeksAhead), 4, { price, email: OWNER, "price-paid": "No", channel: DIRECT }));
  expect(await importSingleBooking(id, { db: world.db.prisma, client: clientFor(smoobu) })).toBe("imported");
  return world.db.prisma.booking.findUniqueOrThrow({ where: { smoobuBookingId: id } });
}

describe("a stay whose price elements include a VAT and a discount", () => {
  it("owes the reservation's price, and 'pay the open amount' charges exactly that", async () => {
    const booking = await imported(8_100_002, 3, 1000);
    const elements = booking.priceElements as { type: string; amount: number; priceIncludedInId: number | null }[];
    // The fake sends what the issue describes: a VAT inside the base price and a discount.
    expect(elements.map((e) => e.type)).toEqual(["basePrice", "addon", "cleaningFee", "longStayDiscount"]);
    expect(elements.find((e) => e.type === "addon")?.priceIncludedInId).toBe(8_100_002 * 10 + 1);
    expect(elements.find((e) => e.type === "longStayDiscount")?.amount).toBeLessThan(0);

    expect(await balanceOf(booking.id)).toMatchObject({ total: 100_000, open: 100_000, payable: true });
    const { result, sessionId } = await payOpen(booking.id);
    expect(result.serverError).toBeUndefined();
    expect(world.fake.sessions.get(sessionId)).toMatchObject({ amount_total: 100_000, currency: "chf" });
    expect((await readAdminBooking(booking.id))?.priceCheck).toEqual({ total: 100_000, elementsTotal: 100_000, mismatch: false });
  });

  it("elements that disagree with the price: the price is owed and charged, and the booking view flags it", async () => {
    const id = 8_100_004;
    smoobu.priceElements.set(id, [
      { id: id * 10 + 1, type: "basePrice", name: "Base price", amount: 1200, quantity: 1, tax: null, currencyCode: "CHF", sortOrder: 0, priceIncludedInId: null },
      { id: id * 10 + 2, type: "cleaningFee", name: "Cleaning", amount: 80, quantity: 1, tax: null, currencyCode: "CHF", sortOrder: 1, priceIncludedInId: null },
    ]);
    const booking = await imported(id, 5, 900);
    expect(await balanceOf(booking.id)).toMatchObject({ total: 90_000, open: 90_000 });
    const { sessionId } = await payOpen(booking.id);
    expect(world.fake.sessions.get(sessionId)).toMatchObject({ amount_total: 90_000 });
    expect((await readAdminBooking(booking.id))?.priceCheck).toEqual({ total: 90_000, elementsTotal: 128_000, mismatch: true });
  });
});
