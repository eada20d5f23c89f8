import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SmoobuClient } from "@/lib/integrations/smoobu";
import { smoobuBookingSchema } from "@/lib/schemas/smoobu";
import { newWriterCache, writeSmoobuBooking } from "@/lib/jobs/sync/booking-writer";
import { reconcileWindow, runReconciliation } from "@/lib/jobs/sync/reconcile";
import { reconcileReportSchema, type ReconcileReport } from "@/lib/jobs/sync/reconcile-report";
import { createRun } from "@/lib/jobs/sync/runs";
import { addDays, isoDay, smoobuStamp, wireBooking, type WireBooking } from "@/tests/fakes/smoobu/generate";
import type { FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { clientFor, startSignedFake } from "@/tests/support/smoobu";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The reconciliation over real HTTP against the fake Smoobu (HMAC-signed) and a real database:
// what Smoobu has and we missed is written, a missed cancellation applied, a booking Smoobu no
// longer knows (absent from the listing AND 404) marked deleted, a booking merely absent from the
// listing kept, an outage fails the run without deleting anything, local bookings are left alone,
// and the report counts and lists what was done.

let db: TestDb;
let fake: FakeSmoobu;
const A = { id: 8_800_001, name: "Reconcile A" };
const B = { id: 8_800_002, name: "Reconcile B" };
const today = new Date();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  db = await createTestDb();
  fake = await startSignedFake({ apartments: [A, B] });
  await db.prisma.property.create({ data: { slug: "reconcile-a", name: A.name, location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2, smoobuPropertyId: A.id } });
  await db.prisma.property.create({ data: { slug: "reconcile-b", name: B.name, location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2, smoobuPropertyId: B.id } });
});

beforeEach(async () => {
  fake.bookings.clear();
  fake.failNext(0, 500);
  fake.failWhen(null);
  // Smoobu's "paid" fields are mirrored into ledger rows by a trigger: those go first.
  await db.prisma.ledgerEntry.deleteMany();
  await db.prisma.booking.deleteMany();
  await db.prisma.offer.deleteMany();
  await db.prisma.syncRun.deleteMany();
});

afterAll(async () => {
  await fake?.close();
  await db?.drop();
});

/** Stores `b` as the syncs would have (our side, as of the last time we heard of it). */
async function ours(b: WireBooking) {
  const outcome = await writeSmoobuBooking(db.prisma, smoobuBookingSchema.parse(b), newWriterCache());
  expect(outcome.kind).toBe("created");
}

/** In Smoobu and with us, identical. */
async function both(b: WireBooking) {
  fake.addBooking(b);
  await ours(b);
}

async function reconcile(options: { client?: SmoobuClient } = {}) {
  const run = await createRun(db.prisma, "reconcile", {});
  const result = await runReconciliation(run.id, { db: db.prisma, client: options.client ?? clientFor(fake), pageRetryDelaysMs: [] });
  return { run: result, report: result.report === null ? null : reconcileReportSchema.parse(result.report) };
}

const typeOf = async (smoobuBookingId: number) => (await db.prisma.booking.findUniqueOrThrow({ where: { smoobuBookingId } })).type;
const listed = (report: ReconcileReport | null, smoobuBookingId: number) => report?.differences.find((d) => d.smoobuBookingId === smoobuBookingId);
const later = (b: WireBooking, minutes: number) => smoobuStamp(new Date(new Date(`${String(b.modifiedAt).replace(" ", "T")}:00Z`).getTime() + minutes * 60_000));

describe("the window", () => {
  it("runs from today in Zurich for 24 months", () => {
    // 23:30 UTC on 31 May is already 1 June in Zurich.
    expect(reconcileWindow(new Date("2027-05-31T23:30:00Z"))).toEqual({ from: "2027-06-01", to: "2029-06-01" });
    expect(reconcileWindow(new Date("2027-01-15T10:00:00Z"))).toEqual({ from: "2027-01-15", to: "2029-01-15" });
  });

  it("asks Smoobu for every reservation overlapping it, cancellations and blocked dates included, in pages of 100", async () => {
    fake.generate({ count: 230, apartments: [A, B], start: day(5), firstId: 2_000_000 });
    const before = fake.requests.length;
    const { run, report } = await reconcile();
    expect(run.status).toBe("succeeded");
    expect(report?.counts.created).toBe(230);
    const pages = fake.requests.slice(before).filter((r) => r.path === "/api/reservations").map((r) => new URLSearchParams(r.query));
    expect(pages.map((q) => q.get("page"))).toEqual(["1", "2", "3"]);
    const { from, to } = reconcileWindow(new Date());
    for (const q of pages) {
      expect(q.get("pageSize")).toBe("100");
      expect(q.get("showCancellation")).toBe("true");
      expect(q.get("excludeBlocked")).not.toBe("true");
      expect(q.get("departureFrom")).toBe(from);
      expect(q.get("arrivalTo")).toBe(to);
    }
  });
});

describe("repairs", () => {
  it("creates a booking Smoobu has and we missed, blocked dates included", async () => {
    fake.addBooking(wireBooking(101, A, day(20), 3));
    fake.addBooking(wireBooking(102, B, day(40), 2, { "is-blocked-booking": true, "guest-name": "Blocked" }));
    const { run, report } = await reconcile();
    expect(run.status).toBe("succeeded");
    expect(await typeOf(101)).toBe("reservation");
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { smoobuBookingId: 102 } })).isBlockedBooking).toBe(true);
    expect(report?.counts).toMatchObject({ created: 2, updated: 0, deleted: 0 });
    expect(listed(report, 101)).toEqual({ smoobuBookingId: 101, property: "reconcile-a", arrival: isoDay(day(20)), departure: isoDay(day(23)), action: "created" });
  });

  it("updates ours when Smoobu's is newer or its dates or price differ, and leaves identical ones alone", async () => {
    const moved = wireBooking(111, A, day(30), 3);
    await both(moved);
    fake.addBooking({ ...moved, arrival: isoDay(day(31)), departure: isoDay(day(34)) });
    const repriced = wireBooking(112, A, day(50), 3);
    await both(repriced);
    fake.addBooking({ ...repriced, price: 999 });
    const same = wireBooking(113, B, day(30), 3);
    await both(same);
    const untouchedAt = (await db.prisma.booking.findUniqueOrThrow({ where: { smoobuBookingId: 113 } })).updatedAt;

    const { report } = await reconcile();
    const row = await db.prisma.booking.findUniqueOrThrow({ where: { smoobuBookingId: 111 } });
    expect(isoDay(row.arrival)).toBe(isoDay(day(31)));
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { smoobuBookingId: 112 } })).price?.toFixed(2)).toBe("999.00");
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { smoobuBookingId: 113 } })).updatedAt).toEqual(untouchedAt);
    expect(report?.counts).toMatchObject({ created: 0, updated: 2, unchanged: 1 });
    expect(listed(report, 113)).toBeUndefined();
  });

  it("applies a missed cancellation", async () => {
    const b = wireBooking(121, A, day(60), 4);
    await both(b);
    fake.addBooking({ ...b, type: "cancellation", modifiedAt: later(b, 5) });
    const { report } = await reconcile();
    expect(await typeOf(121)).toBe("cancelled");
    expect(report?.counts.cancelled).toBe(1);
    expect(listed(report, 121)?.action).toBe("cancelled");
  });

  it("marks deleted a live booking of ours that Smoobu no longer knows (absent from the listing and 404)", async () => {
    await ours(wireBooking(131, A, day(70), 2));
    const before = fake.requests.length;
    const { report } = await reconcile();
    expect(await typeOf(131)).toBe("deleted");
    expect(fake.requests.slice(before).some((r) => r.path === "/api/reservations/131" && r.status === 404)).toBe(true);
    expect(report?.counts.deleted).toBe(1);
    expect(listed(report, 131)).toMatchObject({ action: "deleted", property: "reconcile-a" });
  });

  it("cancels ours when the booking, absent from the listing, is found cancelled", async () => {
    const b = wireBooking(135, A, day(90), 2);
    await both(b);
    fake.addBooking({ ...b, type: "cancellation", modifiedAt: later(b, 1) });
    const { report } = await reconcile({ client: listingWithout(135) });
    expect(await typeOf(135)).toBe("cancelled");
    expect(report?.counts.cancelled).toBe(1);
  });

  it("never deletes a booking absent from the listing but still found: kept, or updated when it moved out of the window", async () => {
    const glitch = wireBooking(141, A, day(100), 3);
    await both(glitch);
    const moved = wireBooking(142, B, day(100), 3);
    await both(moved);
    // Moved three years ahead: out of the window, so not in the listing, but still live in Smoobu.
    fake.addBooking({ ...moved, arrival: isoDay(day(1100)), departure: isoDay(day(1103)), modifiedAt: later(moved, 10) });
    const { run, report } = await reconcile({ client: listingWithout(141) });
    expect(run.status).toBe("succeeded");
    expect(await typeOf(141)).toBe("reservation");
    expect(await typeOf(142)).toBe("reservation");
    expect(isoDay((await db.prisma.booking.findUniqueOrThrow({ where: { smoobuBookingId: 142 } })).arrival)).toBe(isoDay(day(1100)));
    expect(report?.counts).toMatchObject({ deleted: 0, confirmed: 1, updated: 1 });
    expect(listed(report, 141)?.action).toBe("confirmed");
    expect(listed(report, 142)?.action).toBe("updated");
  });

  it("counts and lists an overlap instead of failing", async () => {
    await both(wireBooking(151, A, day(120), 4));
    fake.addBooking(wireBooking(152, A, day(121), 2));
    const { run, report } = await reconcile();
    expect(run.status).toBe("succeeded");
    expect(await db.prisma.booking.findUnique({ where: { smoobuBookingId: 152 } })).toBeNull();
    expect(report?.counts.overlaps).toBe(1);
    expect(listed(report, 152)?.action).toBe("overlap");
  });

  it("leaves our own bookings without a Smoobu id alone, and lists paid offers' ones as not in Smoobu", async () => {
    const property = await db.prisma.property.findUniqueOrThrow({ where: { slug: "reconcile-b" } });
    const offer = await db.prisma.offer.create({ data: { offerToken: "reconcile-offer-token-1234567890", propertyId: property.id, paidAt: new Date(), status: "accepted" } });
    const paid = await db.prisma.booking.create({ data: { propertyId: property.id, arrival: day(200), departure: day(203), guestName: "Paid Guest", offerId: offer.id } });
    const demo = await db.prisma.booking.create({ data: { propertyId: property.id, arrival: day(210), departure: day(212), guestName: "Demo" } });
    const snapshot = await db.prisma.booking.findMany({ where: { id: { in: [paid.id, demo.id] } }, orderBy: { arrival: "asc" } });
    const { run, report } = await reconcile();
    expect(run.status).toBe("succeeded");
    expect(await db.prisma.booking.findMany({ where: { id: { in: [paid.id, demo.id] } }, orderBy: { arrival: "asc" } })).toEqual(snapshot);
    expect(report?.counts.notInSmoobu).toBe(1);
    expect(report?.differences).toEqual([{ smoobuBookingId: null, property: "reconcile-b", arrival: isoDay(day(200)), departure: isoDay(day(203)), action: "notInSmoobu" }]);
  });
});

describe("when Smoobu fails", () => {
  it("fails the run with a clear message when the listing breaks off midway, and changes nothing", async () => {
    fake.generate({ count: 150, apartments: [A, B], start: day(5), firstId: 3_000_000 });
    const missedCancel = wireBooking(3_100_001, A, day(400), 2);
    await both(missedCancel);
    fake.addBooking({ ...missedCancel, type: "cancellation", modifiedAt: later(missedCancel, 5) });
    await ours(wireBooking(3_100_002, B, day(400), 2)); // absent from Smoobu: a deletion candidate
    fake.failWhen(({ path, query }) => (path === "/api/reservations" && query.get("page") === "2" ? { status: 503 } : null));
    const { run } = await reconcile();
    expect(run.status).toBe("failed");
    expect(run.message).toMatch(/^Reconciliation failed: .*503/);
    expect(await typeOf(3_100_001)).toBe("reservation");
    expect(await typeOf(3_100_002)).toBe("reservation");
    expect(await db.prisma.booking.count()).toBe(2);
  });

  it("fails the run, deleting nothing, when Smoobu stops answering while absent bookings are confirmed", async () => {
    await ours(wireBooking(161, A, day(130), 2));
    await ours(wireBooking(162, A, day(140), 2));
    fake.failWhen(({ path }) => (path.startsWith("/api/reservations/") ? { status: 502 } : null));
    const { run, report } = await reconcile();
    expect(run.status).toBe("failed");
    expect(run.message).toMatch(/^Reconciliation failed: .*502/);
    expect(await typeOf(161)).toBe("reservation");
    expect(await typeOf(162)).toBe("reservation");
    expect(report?.counts.deleted).toBe(0);
  });
});

describe("a listing that lacks most of ours", () => {
  it("deletes nothing and fails the run when more than half of our live bookings are missing (e.g. another Smoobu account)", async () => {
    for (let i = 0; i < 12; i++) await ours(wireBooking(190 + i, i % 2 ? A : B, day(10 + i * 5), 2));
    await both(wireBooking(250, A, day(300), 2));
    const before = fake.requests.length;
    const { run } = await reconcile();
    expect(run.status).toBe("failed");
    expect(run.message).toBe("Reconciliation failed: 12 of 13 live bookings are missing from Smoobu's listing; nothing was changed. Check the Smoobu account (SMOOBU_API_KEY).");
    expect(await db.prisma.booking.count({ where: { type: "reservation" } })).toBe(13);
    expect(fake.requests.slice(before).some((r) => r.path.startsWith("/api/reservations/"))).toBe(false);
  });
});

describe("the report", () => {
  it("counts every kind, lists the differences with the window, and stays within its limit", async () => {
    // 60 missed bookings, one missed cancellation, one deletion, one unchanged, one paid offer not in Smoobu.
    fake.generate({ count: 60, apartments: [B], start: day(300), firstId: 4_000_000 });
    const c = wireBooking(171, A, day(10), 2);
    await both(c);
    fake.addBooking({ ...c, type: "cancellation" });
    await ours(wireBooking(172, A, day(20), 2));
    await both(wireBooking(173, A, day(30), 2));
    const property = await db.prisma.property.findUniqueOrThrow({ where: { slug: "reconcile-a" } });
    const offer = await db.prisma.offer.create({ data: { offerToken: "reconcile-offer-token-abcdefghij", propertyId: property.id, paidAt: new Date() } });
    await db.prisma.booking.create({ data: { propertyId: property.id, arrival: day(40), departure: day(42), offerId: offer.id } });

    const { run, report } = await reconcile();
    expect(run.status).toBe("succeeded");
    expect(report?.window).toEqual(reconcileWindow(new Date()));
    expect(report?.counts).toEqual({ created: 60, updated: 0, cancelled: 1, deleted: 1, confirmed: 0, unchanged: 1, overlaps: 0, stale: 0, failed: 0, malformed: 0, notInSmoobu: 1 });
    expect(report?.differences).toHaveLength(50);
    expect(report?.unlisted).toBe(13);
    // The rarer kinds are listed first, so a long list of new bookings never hides them.
    expect(report?.differences.slice(0, 3).map((d) => d.action)).toEqual(["notInSmoobu", "cancelled", "deleted"]);
    expect(run).toMatchObject({ total: 63, done: 62, failed: 0 });
    expect(run.message).toBe("Compared 63 bookings: 60 created, 0 updated, 1 cancelled, 1 deleted, 0 not repaired");
  });

  it("reads a malformed item as a count, not a deletion of ours", async () => {
    const b = wireBooking(181, A, day(15), 2);
    await ours(b);
    fake.addBooking({ id: 181, type: "reservation", arrival: b.arrival, departure: b.departure, apartment: "broken" });
    const { run, report } = await reconcile();
    expect(run.status).toBe("succeeded");
    expect(await typeOf(181)).toBe("reservation");
    expect(report?.counts).toMatchObject({ malformed: 1, deleted: 0 });
  });
});

/** The real client, except that the listing leaves out `id` (a listing glitch). */
function listingWithout(id: number): SmoobuClient {
  const client = clientFor(fake);
  return {
    ...client,
    reservations: async (query, signal) => {
      const page = await client.reservations(query, signal);
      return { ...page, bookings: page.bookings.filter((b) => (b as { id?: unknown }).id !== id) };
    },
  };
}
