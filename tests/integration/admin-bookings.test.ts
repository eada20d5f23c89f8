import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBookings, listBookingsForExport, listPropertyOptions } from "@/lib/data/admin-bookings";
import { BOOKING_CSV_COLUMNS, bookingsCsv } from "@/lib/domain/bookings-csv";
import { bookingListQuerySchema } from "@/lib/schemas/admin-bookings";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// /admin/bookings against a real database: search, status and property filters, paging, the
// upcoming/past switch and its order, date ranges, the dashboard's filters, the CSV export of
// what is filtered, with the badge every row carries. "Today" is passed in (Zurich's date).

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
  // A channel that does not collect: these stays owe us their price (channel stays: channel-collection.test.ts).
  const homepage = await db.prisma.channel.create({ data: { name: "Homepage", smoobuChannelId: 1 } });
  const booking = (n: number, data: { propertyId: string; guestName: string; email?: string; referenceId?: string; pricePaid?: boolean; isBlockedBooking?: boolean; type?: "reservation" | "cancelled" }) =>
    db.prisma.booking.create({
      data: { smoobuBookingId: 1000 + n, arrival: day(n * 10), departure: day(n * 10 + 3), price: "1234.50", channelId: homepage.id, ...data },
    });
  await booking(1, { propertyId: dom, guestName: "Anna Zurbriggen", email: "anna@example.com", referenceId: "REF-ANNA", pricePaid: true });
  await booking(2, { propertyId: dom, guestName: "Blocked by owner", isBlockedBooking: true });
  await booking(3, { propertyId: dom, guestName: "Carl Cancel", email: "carl@example.com", type: "cancelled", pricePaid: true });
  await booking(4, { propertyId: alphubel, guestName: "Dora Unpaid", email: "DORA@Example.com", referenceId: "REF-DORA" });
  // 21 more on Alphubel for paging (one page is 20).
  for (let i = 0; i < 21; i++) await booking(10 + i, { propertyId: alphubel, guestName: `Pager ${String(i).padStart(2, "0")}`, pricePaid: true });
  const anna = await db.prisma.booking.findFirstOrThrow({ where: { guestName: "Anna Zurbriggen" } });
  const cleaner = await db.prisma.user.create({ data: { email: "cleaner@example.com", roles: { create: [{ role: "team_member" }] } } });
  await db.prisma.bookingAssignment.create({ data: { bookingId: anna.id, userId: cleaner.id } });
});

// Arrivals: Anna 11.01, Blocked 21.01, Carl 31.01, Dora 10.02, Pager 00 11.04 … Pager 20 28.10 (2026).
const NEW_YEAR = "2026-01-01";

afterAll(async () => {
  await db?.drop();
});

describe("the bookings list", () => {
  it("shows upcoming stays first, soonest arrival first, a page at a time (it listed the furthest future first)", async () => {
    const first = await listBookings(query({}), NEW_YEAR);
    expect(first.total).toBe(25);
    expect(first.pageCount).toBe(2);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]).toMatchObject({ guestName: "Anna Zurbriggen", propertyName: "Chalet Dom", channel: "Homepage", price: "1234.50", badge: "fullyPaid" });
    const arrivals = first.rows.map((r) => r.arrival);
    expect([...arrivals].sort()).toEqual(arrivals);
    const second = await listBookings(query({ page: "2" }), NEW_YEAR);
    expect(second.rows.map((r) => r.guestName)).toEqual(["Pager 16", "Pager 17", "Pager 18", "Pager 19", "Pager 20"]);
    expect((await listBookings(query({ page: "99" }), NEW_YEAR)).page).toBe(2);
  });

  it("leaves stays that arrived before today to the past, which lists the latest first", async () => {
    const upcoming = await listBookings(query({}), "2026-03-01");
    expect(upcoming.total).toBe(21);
    expect(upcoming.rows[0]?.guestName).toBe("Pager 00");
    const past = await listBookings(query({ when: "past" }), "2026-03-01");
    expect(past.rows.map((r) => r.guestName)).toEqual(["Dora Unpaid", "Carl Cancel", "Blocked by owner", "Anna Zurbriggen"]);
  });

  it("filters by a date range on arrival, departure or the stay's nights (there was no date filter)", async () => {
    expect((await listBookings(query({ from: "2026-01-20", to: "2026-02-10" }), "2026-12-31")).rows.map((r) => r.guestName)).toEqual(["Blocked by owner", "Carl Cancel", "Dora Unpaid"]);
    expect((await listBookings(query({ field: "departure", from: "2026-01-14", to: "2026-01-14" }), NEW_YEAR)).rows.map((r) => r.guestName)).toEqual(["Anna Zurbriggen"]);
    expect((await listBookings(query({ field: "stay", from: "2026-01-13", to: "2026-01-13" }), NEW_YEAR)).rows.map((r) => r.guestName)).toEqual(["Anna Zurbriggen"]);
    // Anna leaves on the 14th: the night of the 14th is not hers.
    expect((await listBookings(query({ field: "stay", from: "2026-01-14", to: "2026-01-14" }), NEW_YEAR)).total).toBe(0);
  });

  it("gives each row its badge", async () => {
    const rows = (await listBookings(query({ property: dom }), NEW_YEAR)).rows;
    expect(rows.map((r) => [r.guestName, r.badge])).toEqual([
      ["Anna Zurbriggen", "fullyPaid"],
      ["Blocked by owner", "blocked"],
      ["Carl Cancel", "cancelled"],
    ]);
    expect(rows[0]).toMatchObject({ arrival: "2026-01-11", departure: "2026-01-14", email: "anna@example.com", referenceId: "REF-ANNA" });
  });

  it("searches guest name, e-mail and reference id, case-insensitively", async () => {
    expect((await listBookings(query({ q: "zurbrig" }), NEW_YEAR)).rows.map((r) => r.guestName)).toEqual(["Anna Zurbriggen"]);
    expect((await listBookings(query({ q: "dora@example" }), NEW_YEAR)).rows.map((r) => r.guestName)).toEqual(["Dora Unpaid"]);
    expect((await listBookings(query({ q: "ref-anna" }), NEW_YEAR)).rows.map((r) => r.guestName)).toEqual(["Anna Zurbriggen"]);
    expect((await listBookings(query({ q: "nobody" }), NEW_YEAR)).total).toBe(0);
  });

  it("filters by status and property, combined", async () => {
    expect((await listBookings(query({ status: "blocked" }), NEW_YEAR)).rows.map((r) => r.guestName)).toEqual(["Blocked by owner"]);
    expect((await listBookings(query({ status: "unpaid" }), NEW_YEAR)).rows.map((r) => r.guestName)).toEqual(["Dora Unpaid"]);
    // A cancelled booking that was paid is not listed as paid: its badge says Cancelled.
    expect((await listBookings(query({ status: "paid", property: dom }), NEW_YEAR)).rows.map((r) => r.guestName)).toEqual(["Anna Zurbriggen"]);
    expect((await listBookings(query({ status: "paid", property: alphubel }), NEW_YEAR)).total).toBe(21);
    // Guest stays: neither cancelled nor blocked.
    expect((await listBookings(query({ status: "live", property: dom }), NEW_YEAR)).rows.map((r) => r.guestName)).toEqual(["Anna Zurbriggen"]);
  });

  it("narrows to the dashboard's lists: stays without a cleaner, and open balances by the ledger", async () => {
    const withoutCleaner = await listBookings(query({ cleaner: "none", property: dom }), NEW_YEAR);
    expect(withoutCleaner.total).toBe(0);
    expect((await listBookings(query({ cleaner: "none" }), NEW_YEAR)).total).toBe(22);
    // Dora owes her price; the pagers' and Anna's are reported paid by Smoobu; the block and the cancellation owe nothing.
    const open = await listBookings(query({ balance: "open" }), NEW_YEAR);
    expect(open.rows.map((r) => r.guestName)).toEqual(["Dora Unpaid"]);
    expect(open.total).toBe(1);
  });

  it("exports exactly what is filtered, every page of it, with Swiss dates", async () => {
    expect(await listBookingsForExport(query({}), NEW_YEAR)).toHaveLength(25);
    const rows = await listBookingsForExport(query({ from: "2026-01-20", to: "2026-02-10", status: "unpaid" }), NEW_YEAR);
    expect(rows.map((r) => r.guestName)).toEqual(["Dora Unpaid"]);
    const headers = Object.fromEntries(BOOKING_CSV_COLUMNS.map((c) => [c, c])) as Record<(typeof BOOKING_CSV_COLUMNS)[number], string>;
    const csv = bookingsCsv(headers, rows.map((r) => ({ ...r, status: r.badge })));
    expect(csv.split("\r\n")[1]).toBe("REF-DORA,Dora Unpaid,DORA@Example.com,,Chalet Alphubel,10.02.2026,13.02.2026,3,1,0,Homepage,1234.50,CHF,unpaid");
  });

  it("offers every property in the filter, by name", async () => {
    expect((await listPropertyOptions()).map((p) => p.name)).toEqual(["Chalet Alphubel", "Chalet Dom"]);
  });
});
