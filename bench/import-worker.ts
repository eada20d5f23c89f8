// The importing side of bench/import.ts, in a process of its own (bundled by esbuild, run by plain
// node): runs the historical bookings sync against the fake at BENCH_FAKE_URL and prints one JSON
// line with the time and this process's peak RSS (the kernel's high-water mark, so no sample can
// miss a spike).
import { historyWindow, runBookingsSync } from "@/lib/jobs/sync/bookings-sync";
import { createRun } from "@/lib/jobs/sync/runs";
import { createSmoobuClient } from "@/lib/integrations/smoobu/client";
import { TEST_SMOOBU_KEY, TEST_SMOOBU_SECRET } from "@/tests/support/smoobu";
import { createTestDb } from "@/tests/support/test-db";

export interface ImportWorkerResult {
  backend: "postgres" | "pglite";
  seconds: number;
  bookingsPerSecond: number;
  /** Peak RSS of the importing process over its whole life (database setup included). */
  peakRssMb: number;
  /** RSS before the import started (Node, Prisma, the database client): the floor. */
  baseRssMb: number;
  failed: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function main(): Promise<ImportWorkerResult> {
  const count = Number(process.env.BENCH_IMPORT_COUNT ?? 10_000);
  const db = await createTestDb({ install: false });
  try {
    const client = createSmoobuClient({ baseUrl: process.env.BENCH_FAKE_URL ?? "", apiKey: TEST_SMOOBU_KEY, apiSecret: TEST_SMOOBU_SECRET, retryBaseMs: 5, maxRetryWaitMs: 1_100, timeoutMs: 10_000 });
    const run = await createRun(db.prisma, "bookings_history", { ...historyWindow(new Date()) });
    const baseRss = process.memoryUsage().rss;
    const started = performance.now();
    const result = await runBookingsSync(run.id, { db: db.prisma, client, pauseMs: 0 });
    const seconds = (performance.now() - started) / 1000;
    if (result.status !== "succeeded" || result.done !== count) throw new Error(`import incomplete: ${JSON.stringify(result)}`);
    return {
      backend: db.kind,
      seconds: Math.round(seconds * 10) / 10,
      bookingsPerSecond: Math.round(count / seconds),
      peakRssMb: mb(process.resourceUsage().maxRSS * 1024),
      baseRssMb: mb(baseRss),
      failed: result.failed,
    };
  } finally {
    await db.drop();
  }
}

main().then(
  (r) => {
    console.info(JSON.stringify(r));
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
