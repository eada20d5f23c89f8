import autocannon from "autocannon";
import { expect, test } from "@playwright/test";
import { createSmoobuClient } from "@/lib/integrations/smoobu/client";
import { seedProperties } from "@/prisma/seed/content/properties";
import { msg } from "../../e2e/support";
import { withSession } from "../../e2e/sessions";

// Issue 9: public pages under load (autocannon, 50 connections) while a historical Smoobu sync of
// some thousand bookings runs on the same production server, started the way an admin starts it.
// Zero errors, timeouts or non-2xx answers; p50/p99 are printed. The sync writes bookings that
// other specs read, so this file runs in the "faults" project, after every other project.

const SMOOBU_URL = process.env.E2E_SMOOBU_URL ?? "";
const BOOKINGS = 2_000;
const LOAD_SECONDS = 15;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Adds back-to-back one-night reservations from two years back (clear of the seeded stays, the oldest a year back) to the e2e server's fake Smoobu. */
async function fillFakeSmoobu(): Promise<void> {
  // The demo fake's credentials (tests/fakes/smoobu/demo.ts): this goes through its real, signed API.
  const smoobu = createSmoobuClient({ baseUrl: SMOOBU_URL, apiKey: "fake-smoobu-key", apiSecret: "fake-smoobu-secret" });
  const apartments = await smoobu.apartments();
  const jobs = Array.from({ length: BOOKINGS }, (_, i) => {
    const apartment = apartments[i % apartments.length];
    const start = -725 + Math.floor(i / apartments.length);
    return { apartmentId: apartment?.id ?? 0, arrivalDate: day(start), departureDate: day(start + 1), channelId: 465612, firstName: "Load", lastName: `Guest ${i}`, email: `load-${i}@example.com`, adults: 2, children: 0, price: 900 };
  });
  const workers = Array.from({ length: 8 }, async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await smoobu.createReservation(job);
  });
  await Promise.all(workers);
}

test("public pages answer without errors under load while the Smoobu sync runs", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  expect(SMOOBU_URL, "E2E_SMOOBU_URL (set by playwright.config.ts)").toMatch(/^http:/);
  await fillFakeSmoobu();

  await withSession(page, "admin@example.com");
  await page.goto("/en/admin/bookings");
  await page.getByRole("button", { name: msg("en", "sync.syncFromSmoobu") }).click();
  const progress = page.getByRole("progressbar", { name: msg("en", "sync.progressLabel") });
  await expect(progress).toBeVisible({ timeout: 30_000 });

  // German, the default locale, has no prefix (/de/… redirects there).
  const prefixes = ["", "/en", "/fr", ""];
  const paths = ["/", "/en", "/fr", ...seedProperties.slice(0, 4).map((p, i) => `${prefixes[i]}/${p.slug}`), "/en/contact"];
  const result = await autocannon({
    url: baseURL ?? "",
    connections: 50,
    duration: LOAD_SECONDS,
    requests: paths.map((path) => ({ method: "GET" as const, path })),
  });
  // The sync was still going when the load began; it must also have finished cleanly.
  const summary = `${result.requests.total} requests in ${LOAD_SECONDS} s over ${paths.length} pages: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`;
  console.info(`[faults] load during sync: ${summary}`);
  test.info().annotations.push({ type: "load during sync", description: summary });

  expect(result.requests.total).toBeGreaterThan(0);
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });

  const template = msg("en", "sync.syncDone", { done: "NN", total: "NN", failed: 0 }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const allSynced = new RegExp(`^${template.replace("NN", "(\\d+)").replace("NN", "\\1")}$`);
  await expect(page.getByTestId("sync-status")).toHaveText(allSynced, { timeout: 180_000 });
  const done = Number(allSynced.exec((await page.getByTestId("sync-status").textContent()) ?? "")?.[1]);
  expect(done).toBeGreaterThanOrEqual(BOOKINGS);
});
