import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_MAPS_BROWSER_KEY } from "./tests/fakes/google-places-e2e";

// E2E runs against the production build (`next build` + scripts/serve.ts, via scripts/start.ts) in
// Debian's Chromium. With DATABASE_URL the server uses that PostgreSQL database; without it, a
// fresh embedded PGlite folder in the temp directory, seeded on start.

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install Debian's package: apt-get update && apt-get install -y chromium ` +
      "(or set CHROMIUM_PATH). Playwright's own browser download does not work offline.",
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Read by the workers (they inherit this process's environment): tests/e2e/sessions.ts keeps one
// signed-in session per account for this run.
process.env.E2E_BASE_URL = baseURL;
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;
// The e2e server's fake Smoobu listens here, so that the fault specs can add reservations to it.
const smoobuPort = Number(process.env.E2E_SMOOBU_PORT ?? port + 1);
process.env.E2E_SMOOBU_URL = `http://127.0.0.1:${smoobuPort}/api`;
const pgliteDir = process.env.E2E_PGLITE_DIR ?? path.join(os.tmpdir(), `saastal-e2e-${process.pid}`);
if (!process.env.DATABASE_URL) process.env.E2E_PGLITE_DIR = pgliteDir;
// A second server of the same build without Stripe keys, for the built-in test payment page
// (project 'keyless'). It shares the PostgreSQL database; an embedded database cannot be opened
// by two processes, so with PGlite it gets its own folder (seeded the same way). Like the demo it
// has no Smoobu either (a second fake Smoobu would hand out reservation ids the first one already
// gave to bookings in the shared database), and it runs no job workers: the jobs of the shared
// queue (a sync started by admin-sync.late.spec.ts) belong to the main server and its Smoobu.
const keylessPort = Number(process.env.E2E_KEYLESS_PORT ?? port + 50);
const keylessURL = `http://127.0.0.1:${keylessPort}`;
process.env.E2E_KEYLESS_BASE_URL = keylessURL;
const keylessPgliteDir = `${pgliteDir}-keyless`;
const databaseEnv = (dir: string): Record<string, string> => (process.env.DATABASE_URL ? {} : { PGLITE_DIR: dir, DATABASE_URL: "" });
const sharedEnv = {
  SYNC_SCHEDULE_ENABLED: "0",
  // Playwright's own requests (from 127.0.0.1) play the trusted proxy: specs give each visitor an
  // address with X-Forwarded-For (asDistinctVisitor), as nginx would. Any other loopback address
  // (127.x.y.z) is an outside client (tests/security/http/client-address.spec.ts).
  TRUSTED_PROXIES: "127.0.0.1, ::1",
  GOOGLE_PLACES_FAKE: "1",
  // A dummy browser key, so that the map's loader runs and fails offline (tests assert the fallback).
  GOOGLE_MAPS_BROWSER_KEY: E2E_MAPS_BROWSER_KEY,
  // A production server refuses a browser key without a map id of its own (lib/env.ts).
  GOOGLE_MAPS_MAP_ID: "e2e-map-id",
};
const reuseExistingServer = !process.env.CI && process.env.E2E_REUSE_SERVER === "1";
// `*.db.spec.ts` set up and check states through the database itself (an offer past its expiry, a
// payment recorded once). An embedded PGlite folder can only be opened by the server's own process,
// so they need a PostgreSQL server: with DATABASE_URL (as .ci/run) they run, without it they are
// left out and the run says so.
const databaseSpecs = Boolean(process.env.DATABASE_URL);
if (!databaseSpecs && !process.env.TEST_WORKER_INDEX) {
  console.info("[e2e] no DATABASE_URL: the *.db.spec.ts specs (offer to booking, offer states) need PostgreSQL and are left out of this run");
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    },
  },
  projects: [
    // A Swiss-German browser: without a remembered choice, the proxy follows Accept-Language.
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined, locale: "de-CH" }, testIgnore: [/.*\.mobile\.spec\.ts/, /.*\.late\.spec\.ts/, /.*\.keyless\.spec\.ts/, ...(databaseSpecs ? [] : [/.*\.db\.spec\.ts/])] },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined, locale: "de-CH" }, testMatch: /.*\.mobile\.spec\.ts/ },
    // Payments without Stripe keys: the second server below (the built-in test payment page).
    { name: "keyless", use: { ...devices["Desktop Chrome"], channel: undefined, locale: "de-CH", baseURL: keylessURL }, testMatch: /.*\.keyless\.spec\.ts/ },
    // Specs that change data every other spec reads (a full Smoobu sync, rates) run after them.
    { name: "late", use: { ...devices["Desktop Chrome"], channel: undefined, locale: "de-CH" }, testMatch: /.*\.late\.spec\.ts/, dependencies: ["desktop", "mobile", "keyless"] },
    // tests/security/http: headers, cookies, CSRF, open redirect, guessed tokens and the bundle scan, on the same server.
    { name: "security", testDir: "tests/security/http", use: { ...devices["Desktop Chrome"], channel: undefined, locale: "en" } },
    // Load on public pages during a full sync of thousands of bookings (issue 9): after everything else.
    { name: "faults", testDir: "tests/faults/http", use: { ...devices["Desktop Chrome"], channel: undefined, locale: "de-CH" }, dependencies: ["late", "security"] },
  ],
  // Playwright starts the webServer before globalSetup, but the fake Places API must answer while
  // `next build` prerenders: scripts/e2e-server.ts starts it, then runs scripts/start.ts.
  // Playwright starts these servers one after the other, each once the previous one answers its
  // URL: the keyless one only then, so it serves the finished build (SKIP_BUILD=1) and never builds.
  webServer: [
    {
      command: "npx tsx scripts/e2e-server.ts",
      url: `${baseURL}/api/health`,
      timeout: 15 * 60_000,
      reuseExistingServer,
      stdout: "pipe",
      stderr: "pipe",
      env: { PORT: String(port), SITE_URL: baseURL, ...databaseEnv(pgliteDir), ...sharedEnv, SMOOBU_FAKE_PORT: String(smoobuPort) },
    },
    {
      command: "npx tsx scripts/e2e-server.ts",
      url: `${keylessURL}/api/health`,
      timeout: 5 * 60_000,
      reuseExistingServer,
      stdout: "pipe",
      stderr: "pipe",
      env: { PORT: String(keylessPort), SITE_URL: keylessURL, ...databaseEnv(keylessPgliteDir), ...sharedEnv, SKIP_BUILD: "1", STRIPE_FAKE: "0", STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "", SMOOBU_FAKE: "0", JOB_WORKERS_ENABLED: "0" },
    },
  ],
});
