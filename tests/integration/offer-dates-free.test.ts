import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areOfferDatesFree } from "@/lib/data/offer-checkout";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The server's answer to "can these nights still be sold?" (lib/data/offer-checkout.ts), which
// every paying path asks: a booking's departure day is not one of its nights, and a cancelled or
// deleted booking holds nothing (issue 30: no test had either).

let db: TestDb;
let propertyId: string;
let smoobuId = 930_000;

beforeAll(async () => {
  db = await createTestDb();
  propertyId = (await db.prisma.property.create({ data: { slug: "dates-free", name: "Chalet Dates", location: "Saas-Fee", maxGuests: 6, bedrooms: 2, bathrooms: 1, isVisible: true } })).id;
});
afterAll(async () => db.drop());

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const booking = (arrival: string, departure: string, type: "reservation" | "modification" | "cancelled" | "deleted" = "reservation") =>
  db.prisma.booking.create({ data: { smoobuBookingId: ++smoobuId, propertyId, arrival: day(arrival), departure: day(departure), type } });

describe("areOfferDatesFree", () => {
  it("a booking that departs on the offer's check-in day leaves the dates free; one that stays that night does not", async () => {
    await booking("2031-03-01", "2031-03-08");
    expect(await areOfferDatesFree(null, propertyId, "2031-03-08", "2031-03-12")).toBe(true);
    expect(await areOfferDatesFree(null, propertyId, "2031-03-07", "2031-03-12")).toBe(false);
    // And one that arrives on the offer's check-out day.
    expect(await areOfferDatesFree(null, propertyId, "2031-02-25", "2031-03-01")).toBe(true);
  });

  it("a cancelled or deleted booking on its nights leaves the dates free; a live or modified one does not", async () => {
    await booking("2031-04-01", "2031-04-08", "cancelled");
    await booking("2031-04-10", "2031-04-15", "deleted");
    expect(await areOfferDatesFree(null, propertyId, "2031-04-02", "2031-04-06")).toBe(true);
    expect(await areOfferDatesFree(null, propertyId, "2031-04-11", "2031-04-14")).toBe(true);
    await booking("2031-04-20", "2031-04-25", "modification");
    expect(await areOfferDatesFree(null, propertyId, "2031-04-21", "2031-04-23")).toBe(false);
  });
});
