import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { getSyncProgressAction } from "@/lib/actions/sync/get-sync-progress";
import { importBookingAction } from "@/lib/actions/sync/import-booking";
import { startBookingsSyncAction } from "@/lib/actions/sync/start-bookings-sync";
import { syncRatesAction } from "@/lib/actions/sync/sync-rates";
import { hashPassword } from "@/lib/auth/password";
import { resetEnvCache } from "@/lib/env";
import { stopBoss } from "@/lib/jobs/queue";
import { runBookingsSync } from "@/lib/jobs/sync/bookings-sync";
import { addDays, wireBooking } from "@/tests/fakes/smoobu/generate";
import type { FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { clientFor, startSignedFake, useFakeEnv } from "@/tests/support/smoobu";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The admin sync actions with a real database and the fake Smoobu: who may call them, every
// message of 'Import Single Booking', the refusal of a second sync, rates, and progress reads.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.1"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const PASSWORD = "sync-test-password";
const APARTMENT = { id: 9_100_001, name: "Action Chalet" };
let db: TestDb;
let fake: FakeSmoobu;

async function user(email: string, role: "admin" | "guest" | "team_member") {
  await db.prisma.user.create({ data: { email, passwordHash: await hashPassword(PASSWORD), emailVerified: new Date(), roles: { create: [{ role }] } } });
}
async function signInAs(email: string | null) {
  request.cookies = new Map();
  request.ip++;
  if (email) expect((await signInAction("en", { email, password: PASSWORD })).data?.ok).toBe(true);
}

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
  fake = await startSignedFake({ apartments: [APARTMENT] });
  useFakeEnv(fake);
  resetEnvCache();
  await user("admin@sync.test", "admin");
  await user("guest@sync.test", "guest");
  await user("team@sync.test", "team_member");
  await db.prisma.property.create({ data: { slug: "action-chalet", name: APARTMENT.name, location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2, smoobuPropertyId: APARTMENT.id } });
  fake.addBooking(wireBooking(777_001, APARTMENT, addDays(new Date(), 30), 3));
  fake.addBooking(wireBooking(777_002, APARTMENT, addDays(new Date(), 31), 3)); // overlaps 777001
});

beforeEach(async () => {
  await db.prisma.rateLimitHit.deleteMany();
});

afterAll(async () => {
  await stopBoss();
  await fake?.close();
  await db?.drop();
});

const calls = {
  start: () => startBookingsSyncAction("en"),
  importBooking: () => importBookingAction("en", { bookingId: "777001" }),
  rates: () => syncRatesAction("en"),
  progress: () => getSyncProgressAction("en", {}),
};

describe("who may", () => {
  it.each(Object.keys(calls) as (keyof typeof calls)[])("%s: anonymous → signInRequired, guest and team → forbidden", async (name) => {
    await signInAs(null);
    expect((await calls[name]()).serverError?.code).toBe("signInRequired");
    for (const email of ["guest@sync.test", "team@sync.test"]) {
      await signInAs(email);
      expect((await calls[name]()).serverError?.code).toBe("forbidden");
    }
    expect(await db.prisma.syncRun.count()).toBe(0);
    expect(await db.prisma.booking.count()).toBe(0);
  });
});

describe("as admin", () => {
  beforeAll(async () => {
    await signInAs("admin@sync.test");
  });

  it("Import Single Booking answers every case with its message", async () => {
    const empty = await importBookingAction("en", { bookingId: " " });
    expect(empty.validationErrors?.fieldErrors).toEqual({ bookingId: ["Please enter a booking ID"] });
    expect((await importBookingAction("de", { bookingId: "12a" })).validationErrors?.fieldErrors).toEqual({ bookingId: ["Die Buchungsnummer muss eine Zahl sein"] });
    expect(await importBookingAction("en", { bookingId: "777001" })).toEqual({ data: { ok: true } });
    const saved = await db.prisma.booking.findUniqueOrThrow({ where: { smoobuBookingId: 777_001 } });
    // Base price, the VAT included in it, cleaning (an odd id has no discount).
    expect(saved.priceElements).toHaveLength(3);
    expect((await importBookingAction("en", { bookingId: "777001" })).serverError).toEqual({ code: "bookingExists", message: "Booking already exists in the system" });
    expect((await importBookingAction("fr", { bookingId: "123456" })).serverError).toEqual({ code: "bookingNotFound", message: "Réservation introuvable dans Smoobu" });
    expect((await importBookingAction("en", { bookingId: "777002" })).serverError?.code).toBe("bookingOverlaps");
    fake.failNext(10, 500);
    expect((await importBookingAction("en", { bookingId: "555" })).serverError).toEqual({ code: "importFailed", message: "Failed to import booking" });
    fake.failNext(0, 500);
  });

  it("starts one historical sync and refuses a second while it is active; progress survives a reload", async () => {
    const first = await startBookingsSyncAction("en");
    const runId = first.data?.runId;
    expect(runId).toBeTruthy();
    expect((await startBookingsSyncAction("en")).serverError).toEqual({ code: "syncAlreadyRunning", message: "A sync from Smoobu is already running. Please wait until it has finished." });
    // A reload finds the active run without knowing its id.
    expect((await getSyncProgressAction("en", {})).data?.run).toMatchObject({ id: runId, status: "queued" });
    await runBookingsSync(runId ?? "", { db: db.prisma, client: clientFor(fake), pauseMs: 0 });
    expect((await getSyncProgressAction("en", { runId })).data?.run).toMatchObject({ status: "succeeded", total: 2, done: 1, failed: 1 });
    expect((await getSyncProgressAction("en", { runId: "00000000-0000-4000-8000-000000000000" })).serverError?.code).toBe("runNotFound");
  });

  it("syncs rates and reports a failure as 'Error syncing rates'", async () => {
    expect(await syncRatesAction("en")).toEqual({ data: { ok: true, properties: 1 } });
    fake.failNext(10, 502);
    expect((await syncRatesAction("en")).serverError).toEqual({ code: "ratesFailed", message: "Error syncing rates" });
    fake.failNext(0, 500);
  });
});
