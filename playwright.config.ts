import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_MAPS_BROWSER_KEY } from "./tests/fakes/google-places-e2e";

// E2E runs against the production build (`next build` + `next start`, via scripts/start.ts) in
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
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined, locale: "de-CH" }, testIgnore: [/.*\.mobile\.spec\.ts/, /.*\.late\.spec\.ts/] },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined, locale: "de-CH" }, testMatch: /.*\.mobile\.spec\.ts/ },
    // Specs that change data every other spec reads (a full Smoobu sync, rates) run after them.
    { name: "late", use: { ...devices["Desktop Chrome"], channel: undefined, locale: "de-CH" }, testMatch: /.*\.late\.spec\.ts/, dependencies: ["desktop", "mobile"] },
    // tests/security/http: headers, cookies, CSRF, open redirect, guessed tokens and the bundle scan, on the same server.
    { name: "security", testDir: "tests/security/http", use: { ...devices["Desktop Chrome"], channel: undefined, locale: "en" } },
    // Load on public pages during a full sync of thousands of bookings (issue 9): after everything else.
    { name: "faults", testDir: "tests/faults/http", use: { ...devices["Desktop Chrome"], channel: undefined, locale: "de-CH" }, dependencies: ["late", "security"] },
  ],
  // Playwright starts the webServer before globalSetup, but the fake Places API must answer while
  // `next build` prerenders: scripts/e2e-server.ts starts it, then runs scripts/start.ts.
  webServer: {
    command: "npx tsx scripts/e2e-server.ts",
    url: `${baseURL}/api/health`,
    timeout: 15 * 60_000,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE_SERVER === "1",
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      SITE_URL: baseURL,
      ...(process.env.DATABASE_URL ? {} : { PGLITE_DIR: pgliteDir, DATABASE_URL: "" }),
      SYNC_SCHEDULE_ENABLED: "0",
      SMOOBU_FAKE_PORT: String(smoobuPort),
      GOOGLE_PLACES_FAKE: "1",
      // A dummy browser key, so that the map's loader runs and fails offline (tests assert the fallback).
      GOOGLE_MAPS_BROWSER_KEY: E2E_MAPS_BROWSER_KEY,
      GOOGLE_MAPS_MAP_ID: "",
    },
  },
});
