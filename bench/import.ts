// Importing 10,000 bookings from the fake Smoobu with the real historical sync (HMAC signing,
// pages of 100, price elements, pause 0): wall time and peak RSS of this process, which also hosts
// the fake, so RSS is an upper bound. Database: a fresh PostgreSQL database on DATABASE_URL's
// server (dropped afterwards), or an in-memory PGlite without it.
//   npx tsx bench/import.ts            BENCH_IMPORT_COUNT=10000
import { fileURLToPath } from "node:url";
import { historyWindow, runBookingsSync } from "@/lib/jobs/sync/bookings-sync";
import { createRun } from "@/lib/jobs/sync/runs";
import { addDays } from "@/tests/fakes/smoobu/generate";
import { clientFor, startSignedFake } from "@/tests/support/smoobu";
import { createTestDb } from "@/tests/support/test-db";

export interface ImportBenchResult {
  name: string;
  bookings: number;
  backend: "postgres" | "pglite";
  seconds: number;
  bookingsPerSecond: number;
  peakRssMb: number;
  failed: number;
}

export async function benchImport(count = Number(process.env.BENCH_IMPORT_COUNT ?? 10_000)): Promise<ImportBenchResult> {
  const db = await createTestDb({ install: false });
  const fake = await startSignedFake();
  // 40 apartments, back-to-back stays: 250 each fit into the two-year window.
  const apartments = Array.from({ length: 40 }, (_, i) => ({ id: 3_000_001 + i, name: `Bench Chalet ${i + 1}` }));
  fake.generate({ count, apartments, start: addDays(new Date(), -700) });
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    const run = await createRun(db.prisma, "bookings_history", { ...historyWindow(new Date()) });
    const started = performance.now();
    const result = await runBookingsSync(run.id, { db: db.prisma, client: clientFor(fake), pauseMs: 0 });
    const seconds = (performance.now() - started) / 1000;
    if (result.status !== "succeeded" || result.done !== count) throw new Error(`import incomplete: ${JSON.stringify(result)}`);
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      name: `import ${count} bookings from the fake Smoobu`,
      bookings: count,
      backend: db.kind,
      seconds: Math.round(seconds * 10) / 10,
      bookingsPerSecond: Math.round(count / seconds),
      peakRssMb: Math.round(peak / 1024 / 1024),
      failed: result.failed,
    };
  } finally {
    clearInterval(sampler);
    await fake.close();
    await db.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchImport().then(
    (r) => console.info(JSON.stringify(r, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
