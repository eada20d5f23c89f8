// Importing 10,000 bookings from the fake Smoobu with the real historical sync (HMAC signing,
// pages of 100, price elements, pause 0): wall time and peak RSS of the importing process alone.
// The fake runs in this process and the importer in a child (bench/import-worker.ts), so the
// fake's 10,000 generated bookings and its serialized pages do not count against the importer.
// The child runs as plain JavaScript bundled by esbuild (node_modules left external), as the
// sync runs in production (compiled by next build): under tsx, its loader thread alone added
// about 43 MB to the importer's RSS (82 MB for an empty tsx process against 39 MB for node).
// Database: a fresh PostgreSQL database on DATABASE_URL's server (created and dropped by the
// child), or an in-memory PGlite in the child without it (then RSS includes the database).
//   npx tsx bench/import.ts            BENCH_IMPORT_COUNT=10000
import { spawn } from "node:child_process";
import { build } from "esbuild";
import { addDays } from "@/tests/fakes/smoobu/generate";
import { startSignedFake } from "@/tests/support/smoobu";
import type { ImportWorkerResult } from "./import-worker";
import { runAsScript } from "./script";

export interface ImportBenchResult extends ImportWorkerResult {
  name: string;
  bookings: number;
}

// Inside node_modules so the bundle's package imports resolve from the project.
const WORKER_BUNDLE = "node_modules/.cache/bench/import-worker.cjs";

/**
 * CommonJS because the external packages are then loaded with require, which resolves subpaths
 * such as next/cache that Node's ESM resolver refuses without an exports map; import.meta.url
 * (Prisma's generated client reads it) is given the bundle's own URL.
 */
async function bundleWorker(): Promise<void> {
  await build({
    entryPoints: ["bench/import-worker.ts"],
    outfile: WORKER_BUNDLE,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "cjs",
    target: "node20",
    logLevel: "warning",
    define: { "import.meta.url": "__bundleUrl" },
    banner: { js: 'const __bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  });
}

function runWorker(env: Record<string, string>): Promise<ImportWorkerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER_BUNDLE], { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, ...env } });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      const line = out.trim().split("\n").at(-1) ?? "";
      if (code !== 0) return reject(new Error(`import worker exited with ${code}: ${out.slice(-500)}`));
      resolve(JSON.parse(line) as ImportWorkerResult);
    });
  });
}

export async function benchImport(count = Number(process.env.BENCH_IMPORT_COUNT ?? 10_000)): Promise<ImportBenchResult> {
  await bundleWorker();
  const fake = await startSignedFake();
  // 40 apartments, back-to-back stays: 250 each fit into the two-year window.
  const apartments = Array.from({ length: 40 }, (_, i) => ({ id: 3_000_001 + i, name: `Bench Chalet ${i + 1}` }));
  fake.generate({ count, apartments, start: addDays(new Date(), -700) });
  try {
    const result = await runWorker({ BENCH_FAKE_URL: fake.baseUrl, BENCH_IMPORT_COUNT: String(count) });
    return { name: `import ${count} bookings from the fake Smoobu (importer in its own process)`, bookings: count, ...result };
  } finally {
    await fake.close();
  }
}

runAsScript(import.meta.url, benchImport);
