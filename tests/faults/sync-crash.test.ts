import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { enqueue, QUEUES, stopBoss } from "@/lib/jobs/queue";
import { historyWindow, runBookingsSync } from "@/lib/jobs/sync/bookings-sync";
import { createRun } from "@/lib/jobs/sync/runs";
import { addDays } from "@/tests/fakes/smoobu/generate";
import type { FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { clientFor, startSignedFake, TEST_SMOOBU_KEY, TEST_SMOOBU_SECRET } from "@/tests/support/smoobu";
import { createTestDb, type TestDb } from "@/tests/support/test-db";
import { syncSnapshot } from "./support/sync-snapshot";

// Issue 9: the server dies (SIGKILL, no shutdown hook runs) in the middle of a historical sync.
// A real child process runs the job workers on the test database against the fake Smoobu with
// 3,000 bookings; it is killed once some pages are stored, started again, and the sync must end
// with exactly the data of a clean, uninterrupted run into a second database.

const COUNT = 3_000;
// Ten apartments: eight known properties, two that only appear through their bookings (the
// sync creates them, so a crash around that creation is covered too).
const APARTMENTS = Array.from({ length: 10 }, (_, i) => ({ id: 8_800_001 + i, name: `Crash Chalet ${i + 1}` }));

let crashDb: TestDb;
let cleanDb: TestDb;
let fake: FakeSmoobu;
const children: ChildProcess[] = [];

async function knownProperties(db: Db) {
  for (const a of APARTMENTS.slice(0, 8)) {
    await db.property.create({ data: { slug: `crash-${a.id}`, name: a.name, location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2, smoobuPropertyId: a.id, isVisible: true } });
  }
}

/** The workers in their own process, as a server would run them (see support/worker-process.ts). */
function startWorkerProcess(databaseUrl: string): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SMOOBU_BASE_URL: fake.baseUrl,
    SMOOBU_API_KEY: TEST_SMOOBU_KEY,
    SMOOBU_API_SECRET: TEST_SMOOBU_SECRET,
    // A pause between pages, so that the kill lands in the middle of the run.
    SYNC_PAGE_PAUSE_MS: "150",
    SYNC_SCHEDULE_ENABLED: "0",
    SMTP_URL: "",
  };
  // No revalidation over HTTP: there is no web server in this test.
  delete env.AUTH_SECRET;
  const child = spawn(process.execPath, ["--import", "./tests/faults/support/server-only-hook.mjs", "--import", "tsx", "tests/faults/support/worker-process.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", () => {});
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[worker] ${chunk.toString()}`));
  children.push(child);
  return child;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 150_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  crashDb = await createTestDb();
  cleanDb = await createTestDb({ install: false });
  await knownProperties(crashDb.prisma);
  await knownProperties(cleanDb.prisma);
  fake = await startSignedFake();
  fake.generate({ count: COUNT, apartments: APARTMENTS, start: addDays(new Date(), -600) });
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await stopBoss();
  await fake?.close();
  await crashDb?.drop();
  await cleanDb?.drop();
});

describe("a server killed in the middle of the historical sync", () => {
  it("resumes after a restart and ends with the data of a clean run", async () => {
    if (!crashDb.url) throw new Error("the fault suite needs DATABASE_URL (a PostgreSQL server): the workers run in another process");
    const clean = await runBookingsSync((await createRun(cleanDb.prisma, "bookings_history", { ...historyWindow(new Date()) })).id, { db: cleanDb.prisma, client: clientFor(fake), pauseMs: 0 });
    expect(clean).toMatchObject({ status: "succeeded", total: COUNT, done: COUNT, failed: 0 });

    // 'Sync from Smoobu' as the admin action does it: a run row, then its job on the queue.
    const run = await createRun(crashDb.prisma, "bookings_history", { ...historyWindow(new Date()) });
    await enqueue(QUEUES.bookingsSync, { runId: run.id });
    const first = startWorkerProcess(crashDb.url);
    const readRun = () => crashDb.prisma.syncRun.findUniqueOrThrow({ where: { id: run.id } });
    const midway = await until(readRun, (r) => r.done >= 800, "some pages to be stored", 60_000);
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));

    const cut = await readRun();
    expect(midway.status).toBe("running");
    expect(cut.status).toBe("running");
    expect(cut.done).toBeLessThan(COUNT);
    const storedAtKill = await crashDb.prisma.booking.count();
    expect(storedAtKill).toBeGreaterThanOrEqual(800);
    expect(storedAtKill).toBeLessThan(COUNT);

    startWorkerProcess(crashDb.url);
    const finished = await until(readRun, (r) => r.status === "succeeded" || r.status === "failed", "the run to finish after the restart", 90_000);
    expect(finished).toMatchObject({ status: "succeeded", total: COUNT, done: COUNT, failed: 0 });
    // It resumed at its page rather than starting over.
    const pages = fake.requests.filter((r) => r.path === "/api/reservations" && r.status === 200).map((r) => new URLSearchParams(r.query).get("page"));
    expect(pages.filter((p) => p === "1")).toHaveLength(2); // the clean run's and the first process's

    const [crashed, reference] = await Promise.all([syncSnapshot(crashDb.prisma), syncSnapshot(cleanDb.prisma)]);
    expect(crashed.bookings).toHaveLength(COUNT);
    expect(crashed).toEqual(reference);
  });
});
