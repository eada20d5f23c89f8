import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBookings, listPropertyOptions } from "@/lib/data/admin-bookings";
import { bookingListQuerySchema } from "@/lib/schemas/admin-bookings";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// /admin/bookings against a real database: search, status and property filters, paging and the
// order (newest arrival first), with the badge every row carries.

let db: TestDb;
let dom: string;
let alphubel: string;

const query = (q: Record<string, string>) => bookingListQuerySchema.parse(q);
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

beforeAll(async () => {
  db = await createTestDb();
  const property = (slug: string, name: string) =>
    db.prisma.property.create({ data: { slug, name, location: "Saas-Fee", maxGuests: 4, bedrooms: 2, bathrooms: 1 } });
  dom = (await property("chalet-dom", "Chalet Dom")).id;
  alphubel = (await property("chalet-alphubel", "Chalet Alphubel")).id;
  const airbnb = await db.prisma.channel.create({ data: { name: "Airbnb", smoobuChannelId: 1 } });
  const booking = (n: number, data: { propertyId: string; guestName: string; email?: string; referenceId?: string; pricePaid?: boolean; isBlockedBooking?: boolean; type?: "reservation" | "cancelled" }) =>
    db.prisma.booking.create({
      data: { smoobuBookingId: 1000 + n, arrival: day(n * 10), departure: day(n * 10 + 3), price: "1234.50", channelId: airbnb.id, ...data },
    });
  await booking(1, { propertyId: dom, guestName: "Anna Zurbriggen", email: "anna@example.com", referenceId: "REF-ANNA", pricePaid: true });
  await booking(2, { propertyId: dom, guestName: "Blocked by owner", isBlockedBooking: true });
  await booking(3, { propertyId: dom, guestName: "Carl Cancel", email: "carl@example.com", type: "cancelled", pricePaid: true });
  await booking(4, { propertyId: alphubel, guestName: "Dora Unpaid", email: "DORA@Example.com", referenceId: "REF-DORA" });
  // 21 more on Alphubel for paging (one page is 20).
  for (let i = 0; i < 21; i++) await booking(10 + i, { propertyId: alphubel, guestName: `Pager ${String(i).padStart(2, "0")}`, pricePaid: true });
});

afterAll(async () => {
  await db?.drop();
});

describe("the bookings list", () => {
  it("pages through every booking, newest arrival first", async () => {
    const first = await listBookings(query({}));
    expect(first.total).toBe(25);
    expect(first.pageCount).toBe(2);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]).toMatchObject({ guestName: "Pager 20", propertyName: "Chalet Alphubel", channel: "Airbnb", price: "1234.50", badge: "paid" });
    const arrivals = first.rows.map((r) => r.arrival);
    expect([...arrivals].sort().reverse()).toEqual(arrivals);
    const second = await listBookings(query({ page: "2" }));
    expect(second.rows.map((r) => r.guestName)).toEqual(["Pager 00", "Dora Unpaid", "Carl Cancel", "Blocked by owner", "Anna Zurbriggen"]);
    expect((await listBookings(query({ page: "99" }))).page).toBe(2);
  });

  it("gives each row its badge", async () => {
    const rows = (await listBookings(query({ property: dom }))).rows;
    expect(rows.map((r) => [r.guestName, r.badge])).toEqual([
      ["Carl Cancel", "cancelled"],
      ["Blocked by owner", "blocked"],
      ["Anna Zurbriggen", "paid"],
    ]);
    expect(rows[2]).toMatchObject({ arrival: "2026-01-11", departure: "2026-01-14", email: "anna@example.com", referenceId: "REF-ANNA" });
  });

  it("searches guest name, e-mail and reference id, case-insensitively", async () => {
    expect((await listBookings(query({ q: "zurbrig" }))).rows.map((r) => r.guestName)).toEqual(["Anna Zurbriggen"]);
    expect((await listBookings(query({ q: "dora@example" }))).rows.map((r) => r.guestName)).toEqual(["Dora Unpaid"]);
    expect((await listBookings(query({ q: "ref-anna" }))).rows.map((r) => r.guestName)).toEqual(["Anna Zurbriggen"]);
    expect((await listBookings(query({ q: "nobody" }))).total).toBe(0);
  });

  it("filters by status and property, combined", async () => {
    expect((await listBookings(query({ status: "blocked" }))).rows.map((r) => r.guestName)).toEqual(["Blocked by owner"]);
    expect((await listBookings(query({ status: "unpaid" }))).rows.map((r) => r.guestName)).toEqual(["Dora Unpaid"]);
    // A cancelled booking that was paid is not listed as paid: its badge says Cancelled.
    expect((await listBookings(query({ status: "paid", property: dom }))).rows.map((r) => r.guestName)).toEqual(["Anna Zurbriggen"]);
    expect((await listBookings(query({ status: "paid", property: alphubel }))).total).toBe(21);
  });

  it("offers every property in the filter, by name", async () => {
    expect((await listPropertyOptions()).map((p) => p.name)).toEqual(["Chalet Alphubel", "Chalet Dom"]);
  });
});
