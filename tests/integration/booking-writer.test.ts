import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNewBookings, newWriterCache, writeSmoobuBooking } from "@/lib/jobs/sync/booking-writer";
import { smoobuBookingSchema, type SmoobuBooking } from "@/lib/schemas/smoobu";
import { wireBooking } from "@/tests/fakes/smoobu/generate";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The historical sync writes a page of new bookings in one raw INSERT (createNewBookings) and
// everything else through Prisma's upsert (writeSmoobuBooking). Both must store the same row for
// the same Smoobu booking, column by column, or a booking would read differently depending on
// which path happened to write it.

let db: TestDb;
const APARTMENT = { id: 8_800_001, name: "Chalet Writer" };

beforeAll(async () => {
  db = await createTestDb();
});

afterAll(async () => {
  await db?.drop();
});

const parse = (raw: unknown): SmoobuBooking => smoobuBookingSchema.parse(raw);

/** A booking using every column: times, money with cents, zero and null amounts, price elements. */
function richBooking(id: number, arrival: string, over: Record<string, unknown> = {}): SmoobuBooking {
  return parse(
    wireBooking(id, APARTMENT, new Date(`${arrival}T00:00:00Z`), 3, {
      // Fields wireBooking varies by id, fixed so two ids give the same row.
      language: "fr",
      phone: "+41 79 111 22 33",
      adults: 3,
      children: 1,
      "price-paid": "No",
      channel: { id: 77, name: "Airbnb" },
      "check-in": "15:30",
      "check-out": "09:45:10",
      price: 1234.567,
      prepayment: 0,
      deposit: null,
      "deposit-paid": "Yes",
      notice: "Late arrival ' \" \\ ümlaut — {json}",
      "created-at": "2026-01-03 13:51",
      modifiedAt: "2026-01-04T08:15:30+02:00",
      priceElements: [
        { id: 2, type: "cleaningFee", name: "Endreinigung", amount: 150, quantity: null, tax: null, currencyCode: "CHF", sortOrder: 2 },
        { id: 1, type: "basePrice", name: "Übernachtungen", amount: 1084.57, quantity: 3, tax: null, currencyCode: "CHF", sortOrder: 1 },
      ],
      ...over,
    }),
  );
}

const comparable = async (smoobuBookingId: number) => {
  const { id, smoobuBookingId: _sid, referenceId, guestName, email, guestAppUrl, guestId, createdAt, updatedAt, priceElementsAt, ...rest } =
    await db.prisma.booking.findUniqueOrThrow({ where: { smoobuBookingId } });
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(createdAt).toBeInstanceOf(Date);
  expect(updatedAt).toBeInstanceOf(Date);
  expect(priceElementsAt).toBeInstanceOf(Date);
  return { ...rest, referenceSet: Boolean(referenceId), guestNameSet: Boolean(guestName), emailSet: Boolean(email), guestAppUrlSet: Boolean(guestAppUrl), guestIdSet: guestId !== null };
};

describe("createNewBookings (one INSERT per page)", () => {
  it("stores exactly what the one-by-one writer stores", async () => {
    const cache = newWriterCache();
    const outcomes = await createNewBookings(db.prisma, [richBooking(501, "2027-02-01"), richBooking(502, "2027-03-01", { email: null, phone: null, channel: null })], cache);
    expect(outcomes?.map((o) => o.kind)).toEqual(["created", "created"]);
    expect(await writeSmoobuBooking(db.prisma, richBooking(601, "2027-04-01"), cache)).toMatchObject({ kind: "created" });
    expect(await writeSmoobuBooking(db.prisma, richBooking(602, "2027-05-01", { email: null, phone: null, channel: null }), cache)).toMatchObject({ kind: "created" });

    const [bulk, single] = [await comparable(501), await comparable(601)];
    expect({ ...bulk, arrival: null, departure: null }).toEqual({ ...single, arrival: null, departure: null });
    expect(bulk.price?.toString()).toBe("1234.57");
    expect(bulk.deposit).toBeNull();
    expect(bulk.checkIn?.toISOString()).toBe("1970-01-01T15:30:00.000Z");
    expect(bulk.checkOut?.toISOString()).toBe("1970-01-01T09:45:10.000Z");
    expect(bulk.modifiedAtSmoobu?.toISOString()).toBe("2026-01-04T06:15:30.000Z");
    expect(bulk.arrival.toISOString()).toBe("2027-02-01T00:00:00.000Z");
    expect((bulk.priceElements as { sortOrder: number }[]).map((e) => e.sortOrder)).toEqual([1, 2]);

    const [bulkBare, singleBare] = [await comparable(502), await comparable(602)];
    expect({ ...bulkBare, arrival: null, departure: null }).toEqual({ ...singleBare, arrival: null, departure: null });
    expect(bulkBare.channelId).toBeNull();
  });

  it("writes nothing of a page when one row is refused, so the caller can go one by one", async () => {
    const before = await db.prisma.booking.count();
    // 701 overlaps 501 (same property, same nights): the exclusion constraint refuses the INSERT.
    const outcomes = await createNewBookings(db.prisma, [richBooking(700, "2027-08-01"), richBooking(701, "2027-02-02")], newWriterCache());
    expect(outcomes).toBeNull();
    expect(await db.prisma.booking.count()).toBe(before);
  });
});
