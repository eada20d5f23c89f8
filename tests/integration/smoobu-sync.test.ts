import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyWindow, runBookingsSync } from "@/lib/jobs/sync/bookings-sync";
import { createRun, SyncAlreadyRunningError } from "@/lib/jobs/sync/runs";
import { addDays, wireBooking, type WireBooking } from "@/tests/fakes/smoobu/generate";
import type { FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { clientFor, startSignedFake } from "@/tests/support/smoobu";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The historical sync over real HTTP against the fake Smoobu (HMAC-signed): 1,000+ bookings of
// two years across pages, with injected 429s and 500s, a malformed item and an overlapping one
// (skipped and counted), run twice without duplicates, and a run cut short that resumes.

let db: TestDb;
let fake: FakeSmoobu;
let generated: WireBooking[];
const APARTMENTS = [1, 2, 3, 4, 5, 6].map((n) => ({ id: 7_700_000 + n, name: n === 6 ? "Chalet Neu" : `Chalet ${n}` }));
const COUNT = 1_050;

beforeAll(async () => {
  db = await createTestDb();
  // Five apartments are known properties; the sixth appears only through its bookings.
  for (const a of APARTMENTS.slice(0, 5)) {
    await db.prisma.property.create({ data: { slug: `p-${a.id}`, name: a.name, location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2, smoobuPropertyId: a.id, isVisible: true } });
  }
  // Taken on purpose: the new property must get "chalet-neu-2".
  await db.prisma.property.create({ data: { slug: "chalet-neu", name: "Other", location: "Saas-Fee", maxGuests: 2, bedrooms: 1, bathrooms: 1 } });
  fake = await startSignedFake();
  generated = fake.generate({ count: COUNT, apartments: APARTMENTS, start: addDays(new Date(), -700) });
  // Malformed (no apartment) and overlapping (same dates as the first booking of apartment 1).
  const first = generated[0];
  if (!first) throw new Error("no bookings generated");
  fake.addBooking({ id: 42, type: "reservation", arrival: first.arrival, departure: first.departure, apartment: "broken" });
  fake.addBooking(wireBooking(9_000_043, APARTMENTS[0] as { id: number; name: string }, new Date(`${String(first.arrival)}T00:00:00Z`), 2));
});

afterAll(async () => {
  await fake?.close();
  await db?.drop();
});

const history = () => createRun(db.prisma, "bookings_history", { ...historyWindow(new Date()) });

describe("historical sync", () => {
  it("imports two years in pages of 100 through 429s and a 500, skipping and counting the bad ones", async () => {
    fake.failNext(2, 429);
    const run = await history();
    const firstRequests = fake.requests.length;
    fake.failNext(2, 429);
    const result = await runBookingsSync(run.id, { db: db.prisma, client: clientFor(fake), pauseMs: 0 });
    expect(result).toMatchObject({ status: "succeeded", total: COUNT + 2, done: COUNT, failed: 2 });
    expect(result.message).toBe(`Synced ${COUNT} of ${COUNT + 2} bookings, 2 failed`);
    expect(await db.prisma.booking.count()).toBe(COUNT);

    const calls = fake.requests.slice(firstRequests);
    expect(calls.filter((r) => r.status === 429)).toHaveLength(2);
    const pages = calls.filter((r) => r.status === 200).map((r) => new URLSearchParams(r.query));
    expect(pages).toHaveLength(11);
    expect(pages.every((q) => q.get("pageSize") === "100" && q.get("includePriceElements") === "true" && q.get("arrivalFrom"))).toBe(true);
    // Every attempt had its own nonce (the fake refuses a reused one anyway).
    expect(new Set(calls.map((r) => r.nonce)).size).toBe(calls.length);

    const created = await db.prisma.property.findUniqueOrThrow({ where: { smoobuPropertyId: APARTMENTS[5]?.id } });
    expect(created).toMatchObject({ slug: "chalet-neu-2", location: "Saas-Fee", bedrooms: 1, bathrooms: 1, isVisible: false });

    const sample = generated.find((b) => b.email === null) as WireBooking;
    const row = await db.prisma.booking.findUniqueOrThrow({ where: { smoobuBookingId: sample.id }, include: { channel: true } });
    expect(row.email).toBe(`no-email+${sample.id}@guests.invalid`);
    expect(row.channel?.smoobuChannelId).toBe((sample.channel as { id: number }).id);
    // Every element as Smoobu sent it, the VAT still naming the base price it is included in.
    expect(row.priceElements).toHaveLength(fake.priceElements.get(sample.id)?.length ?? -1);
    expect(row.priceElements).toContainEqual(expect.objectContaining({ type: "addon", priceIncludedInId: sample.id * 10 + 1 }));
    expect(row.priceElementsAt).not.toBeNull();
    expect(await db.prisma.booking.findUnique({ where: { smoobuBookingId: 9_000_043 } })).toBeNull();
  });

  it("a second run adds no duplicates", async () => {
    const run = await history();
    const result = await runBookingsSync(run.id, { db: db.prisma, client: clientFor(fake), pauseMs: 0 });
    expect(result).toMatchObject({ status: "succeeded", done: COUNT, failed: 2 });
    expect(await db.prisma.booking.count()).toBe(COUNT);
    expect(await db.prisma.channel.count()).toBe(3);
  });

  it("refuses a second start while one is active", async () => {
    const run = await history();
    await expect(history()).rejects.toBeInstanceOf(SyncAlreadyRunningError);
    await runBookingsSync(run.id, { db: db.prisma, client: clientFor(fake), pauseMs: 0 });
  });

  it("resumes an interrupted run at its cursor", async () => {
    const run = await history();
    const cut = await runBookingsSync(run.id, { db: db.prisma, client: clientFor(fake), pauseMs: 0, stopAfterPages: 4 });
    expect(cut).toMatchObject({ status: "running", cursor: { page: 5 } });
    expect(cut.done + cut.failed).toBe(400);
    const before = fake.requests.length;
    const resumed = await runBookingsSync(run.id, { db: db.prisma, client: clientFor(fake), pauseMs: 0 });
    expect(resumed).toMatchObject({ status: "succeeded", done: COUNT, failed: 2 });
    const pages = fake.requests.slice(before).map((r) => new URLSearchParams(r.query).get("page"));
    expect(pages).toEqual(["5", "6", "7", "8", "9", "10", "11"]);
  });

  it("ends with 'Failed to sync bookings' when Smoobu stays down", async () => {
    const run = await history();
    // Longer than the client's retries and the sync's own patience with a page (shortened here).
    fake.failNext(100, 503);
    const result = await runBookingsSync(run.id, { db: db.prisma, client: clientFor(fake), pauseMs: 0, pageRetryDelaysMs: [5, 5] });
    fake.failNext(0, 500);
    expect(result.status).toBe("failed");
    expect(result.message).toMatch(/^Failed to sync bookings: .*503/);
  });
});
