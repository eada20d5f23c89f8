import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getSyncProgressAction } from "@/lib/actions/sync/get-sync-progress";
import { startReconciliationAction } from "@/lib/actions/sync/start-reconciliation";
import { resetEnvCache } from "@/lib/env";
import { getBoss, QUEUES, stopBoss } from "@/lib/jobs/queue";
import { startWorkers } from "@/lib/jobs/workers";
import { addDays, wireBooking } from "@/tests/fakes/smoobu/generate";
import type { FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { callAs, createCallers, REFUSED_CALLERS } from "@/tests/support/admin-session";
import { startSignedFake, useFakeEnv } from "@/tests/support/smoobu";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// 'Reconcile with Smoobu' on admin bookings: only admins may start it; it queues one run (a second
// click follows the active one) which the worker executes under its lease; the nightly schedule
// is only there when SYNC_SCHEDULE_ENABLED is on.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.21"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const APARTMENT = { id: 9_300_001, name: "Reconcile Action Chalet" };
let db: TestDb;
let fake: FakeSmoobu;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
  fake = await startSignedFake({ apartments: [APARTMENT] });
  useFakeEnv(fake);
  resetEnvCache();
  await createCallers(db);
  await db.prisma.property.create({ data: { slug: "reconcile-action", name: APARTMENT.name, location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2, smoobuPropertyId: APARTMENT.id } });
  fake.addBooking(wireBooking(888_001, APARTMENT, addDays(new Date(), 30), 3));
});

afterAll(async () => {
  await stopBoss();
  await fake?.close();
  await db?.drop();
});

describe("start reconciliation", () => {
  it.each(REFUSED_CALLERS)("refuses %s with %s and starts nothing", async (role, code) => {
    await callAs(request, db, role);
    expect((await startReconciliationAction("en")).serverError?.code).toBe(code);
    expect(await db.prisma.syncRun.count()).toBe(0);
  });

  it("queues one run for an admin, follows it on a second click, and the worker reconciles", async () => {
    await callAs(request, db, "admin");
    const first = await startReconciliationAction("en");
    const runId = first.data?.runId;
    expect(runId).toBeTruthy();
    expect(first.data?.alreadyRunning).toBe(false);
    const second = await startReconciliationAction("en");
    expect(second.data).toEqual({ runId, alreadyRunning: true });
    expect(await db.prisma.syncRun.count({ where: { kind: "reconcile" } })).toBe(1);
    // A reloaded page finds the active reconciliation (not the historical sync's latest run).
    expect((await getSyncProgressAction("en", { kind: "reconcile" })).data?.run).toMatchObject({ id: runId, status: "queued" });
    expect((await getSyncProgressAction("en", {})).data?.run).toBeNull();

    await startWorkers();
    const finished = await until(() => db.prisma.syncRun.findUniqueOrThrow({ where: { id: runId ?? "" } }), (r) => r.status === "succeeded" || r.status === "failed");
    expect(finished).toMatchObject({ status: "succeeded", total: 1, done: 1 });
    expect(await db.prisma.booking.count({ where: { smoobuBookingId: 888_001 } })).toBe(1);
    // SYNC_SCHEDULE_ENABLED=0 in the tests: no nightly run.
    expect((await (await getBoss()).getSchedules()).map((s) => s.name)).not.toContain(QUEUES.reconcile);
  });
});
