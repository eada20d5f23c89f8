import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, installDb, type DbHandle } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { enqueue, getBoss, QUEUES, stopBoss } from "@/lib/jobs/queue";
import { startWorkers } from "@/lib/jobs/workers";
import { createRun } from "@/lib/jobs/sync/runs";
import { historyWindow } from "@/lib/jobs/sync/bookings-sync";
import { addDays } from "@/tests/fakes/smoobu/generate";
import type { FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { startSignedFake, useFakeEnv } from "@/tests/support/smoobu";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// pg-boss on both backends: on the test's PostgreSQL database (workers started as the server
// starts them, a sync job run end to end against the fake Smoobu) and on an embedded in-memory
// PGlite through the executeSql adapter.

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("on PostgreSQL", () => {
  let db: TestDb;
  let fake: FakeSmoobu;
  beforeAll(async () => {
    db = await createTestDb();
    fake = await startSignedFake();
    fake.generate({ count: 150, apartments: [{ id: 5_500_001, name: "Queue Chalet" }], start: addDays(new Date(), -300) });
    useFakeEnv(fake);
    resetEnvCache();
  });
  afterAll(async () => {
    await stopBoss();
    await fake?.close();
    await db?.drop();
  });

  it("the worker runs a queued bookings sync to the end", async () => {
    await startWorkers();
    const run = await createRun(db.prisma, "bookings_history", { ...historyWindow(new Date()) });
    expect(await enqueue(QUEUES.bookingsSync, { runId: run.id })).toBeTruthy();
    const finished = await until(() => db.prisma.syncRun.findUniqueOrThrow({ where: { id: run.id } }), (r) => r.status === "succeeded" || r.status === "failed");
    expect(finished).toMatchObject({ status: "succeeded", total: 150, done: 150, failed: 0 });
    expect(await db.prisma.booking.count()).toBe(150);
  });

  it("does not schedule the sync crons when SYNC_SCHEDULE_ENABLED=0, but does mail delivery, the guest mails' timeline, the paid-offer check, the payments sweeper and housekeeping", async () => {
    const schedules = await (await getBoss()).getSchedules();
    expect(schedules.map((s) => s.name).sort()).toEqual([QUEUES.mail, QUEUES.mailTimeline, QUEUES.offerFulfilmentCheck, QUEUES.paymentsSweep, QUEUES.housekeeping].sort());
  });
});

describe("on the embedded PGlite", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    await stopBoss();
    handle = await createDb({ pgliteDir: "memory://", seed: false });
    installDb(handle);
  });
  afterAll(async () => {
    await stopBoss();
    await handle?.close();
  });

  it("sends, works and completes a job over the single connection", async () => {
    const boss = await getBoss();
    const seen: unknown[] = [];
    await boss.work<{ n: number }>(QUEUES.mail, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job?.data);
    });
    await enqueue(QUEUES.mail, { n: 7 });
    await until(async () => seen.length, (n) => n > 0, 15_000);
    expect(seen).toEqual([{ n: 7 }]);
    // Prisma keeps working beside pg-boss on the same connection.
    expect(await handle.prisma.syncRun.count()).toBe(0);
  });
});
