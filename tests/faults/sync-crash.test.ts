import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, installDb, type Db, type DbHandle } from "@/lib/db/client";
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
// 2,000 bookings (1,000 on PGlite); it is killed once some pages are stored, started again, and the sync must end
// with exactly the data of a clean, uninterrupted run into a second database. On PostgreSQL
// (DATABASE_URL) or, without it, on an embedded PGlite folder, which the child opens alone.

// The embedded PGlite (WebAssembly, one connection) writes about three times slower: fewer there.
const COUNT = process.env.DATABASE_URL ? 2_000 : 1_000;
/** Kill once this many are stored: mid-way, with pages before and after. */
const KILL_AT = COUNT * 0.4;
// Ten apartments: eight known properties, two that only appear through their bookings (the
// sync creates them, so a crash around that creation is covered too).
const APARTMENTS = Array.from({ length: 10 }, (_, i) => ({ id: 8_800_001 + i, name: `Crash Chalet ${i + 1}` }));

/** The crashed server's database: a PostgreSQL test database, or a PGlite folder opened on demand. */
interface CrashDb {
  env: Record<string, string>;
  open(): Promise<DbHandle>;
  release(handle: DbHandle): Promise<void>;
  drop(): Promise<void>;
}

let crash: CrashDb;
let cleanDb: TestDb;
let fake: FakeSmoobu;
const children: ChildProcess[] = [];

async function crashDatabase(): Promise<CrashDb> {
  if (process.env.DATABASE_URL) {
    const db = await createTestDb({ install: false });
    const url = db.url ?? "";
    return { env: { DATABASE_URL: url }, open: async () => db, release: async () => {}, drop: () => db.drop() };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saastal-faults-crash-"));
  return {
    env: { DATABASE_URL: "", PGLITE_DIR: dir, SEED_DEMO: "0" },
    open: () => createDb({ pgliteDir: dir, seed: false }),
    release: (handle) => handle.close(),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function knownProperties(db: Db) {
  for (const a of APARTMENTS.slice(0, 8)) {
    await db.property.create({ data: { slug: `crash-${a.id}`, name: a.name, location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2, smoobuPropertyId: a.id, isVisible: true } });
  }
}

interface Progress {
  status: string;
  done: number;
}

/** The workers in their own process, as a server runs them (support/worker-process.ts), reporting on `runId`. */
function startWorkerProcess(runId: string, onProgress: (p: Progress) => void): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...crash.env,
    SMOOBU_BASE_URL: fake.baseUrl,
    SMOOBU_API_KEY: TEST_SMOOBU_KEY,
    SMOOBU_API_SECRET: TEST_SMOOBU_SECRET,
    // A pause between pages, so that the kill lands in the middle of the run.
    SYNC_PAGE_PAUSE_MS: "150",
    SYNC_SCHEDULE_ENABLED: "0",
    SMTP_URL: "",
    FAULTS_WATCH_RUN: runId,
  };
  // No revalidation over HTTP: there is no web server in this test.
  delete env.AUTH_SECRET;
  const child = spawn(process.execPath, ["--import", "./tests/faults/support/server-only-hook.mjs", "--import", "tsx", "tests/faults/support/worker-process.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let pending = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const m = /^run (\w+) (\d+)$/.exec(line.trim());
      if (m) onProgress({ status: m[1] ?? "", done: Number(m[2]) });
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[worker] ${chunk.toString()}`));
  children.push(child);
  return child;
}

/** Starts a worker process and resolves with it and its report once `until` holds (or rejects when it exits first). */
function runWorkerUntil(runId: string, until: (p: Progress) => boolean): Promise<{ child: ChildProcess; progress: Progress }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const child = startWorkerProcess(runId, (p) => {
      if (!settled && until(p)) {
        settled = true;
        resolve({ child, progress: p });
      }
    });
    child.once("exit", (code, signal) => {
      if (!settled) reject(new Error(`the worker process exited early (${code ?? signal})`));
    });
  });
}

const stopped = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once("exit", resolve)));

beforeAll(async () => {
  crash = await crashDatabase();
  cleanDb = await createTestDb({ install: false });
  await knownProperties(cleanDb.prisma);
  fake = await startSignedFake();
  fake.generate({ count: COUNT, apartments: APARTMENTS, start: addDays(new Date(), -600) });
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await stopBoss();
  await fake?.close();
  await crash?.drop();
  await cleanDb?.drop();
});

describe("a server killed in the middle of the historical sync", () => {
  it("resumes after a restart and ends with the data of a clean run", async () => {
    const clean = await runBookingsSync((await createRun(cleanDb.prisma, "bookings_history", { ...historyWindow(new Date()) })).id, { db: cleanDb.prisma, client: clientFor(fake), pauseMs: 0 });
    expect(clean).toMatchObject({ status: "succeeded", total: COUNT, done: COUNT, failed: 0 });

    // 'Sync from Smoobu' as the admin action does it: a run row, then its job on the queue.
    let handle = await crash.open();
    await knownProperties(handle.prisma);
    installDb(handle);
    const run = await createRun(handle.prisma, "bookings_history", { ...historyWindow(new Date()) });
    await enqueue(QUEUES.bookingsSync, { runId: run.id });
    await stopBoss();
    await crash.release(handle);

    const first = await runWorkerUntil(run.id, (p) => p.done >= KILL_AT);
    first.child.kill("SIGKILL");
    await stopped(first.child);
    expect(first.progress.status).toBe("running");
    expect(first.progress.done).toBeLessThan(COUNT);

    const second = await runWorkerUntil(run.id, (p) => p.status === "succeeded" || p.status === "failed");
    second.child.kill("SIGTERM");
    await stopped(second.child);

    handle = await crash.open();
    try {
      expect(await handle.prisma.syncRun.findUniqueOrThrow({ where: { id: run.id } })).toMatchObject({ status: "succeeded", total: COUNT, done: COUNT, failed: 0 });
      // It resumed at its page rather than starting over: page 1 was asked for by the clean run and the first process only.
      const pages = fake.requests.filter((r) => r.path === "/api/reservations" && r.status === 200).map((r) => new URLSearchParams(r.query).get("page"));
      expect(pages.filter((p) => p === "1")).toHaveLength(2);

      const [crashed, reference] = await Promise.all([syncSnapshot(handle.prisma), syncSnapshot(cleanDb.prisma)]);
      expect(crashed.bookings).toHaveLength(COUNT);
      expect(crashed).toEqual(reference);
    } finally {
      await crash.release(handle);
    }
  });
});
