import { expect, test } from "@playwright/test";
import { msg } from "./support";
import { withSession } from "./sessions";

// The admin's Smoobu buttons against the fake Smoobu of the e2e server (tests/fakes/smoobu/demo.ts:
// 24 bookings from id 60000001 about 14 months ahead, 24 months of rates). They change bookings
// and rates that other specs read, so this file runs in the "late" project, after all the others.
test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await withSession(page, "admin@example.com");
});

test("'Import Single Booking' answers each case in words", async ({ page }) => {
  await page.goto("/en/admin/bookings");
  const form = page.getByRole("form", { name: msg("en", "sync.importTitle") });
  const input = form.getByLabel(msg("en", "sync.bookingIdLabel"));
  const importButton = form.getByRole("button", { name: msg("en", "sync.importButton") });

  await importButton.click();
  await expect(form.getByText(msg("en", "sync.errors.bookingIdRequired"))).toBeVisible();
  await input.fill("999");
  await importButton.click();
  await expect(form.getByText(msg("en", "sync.errors.bookingNotFound"))).toBeVisible();
  await input.fill("60000001");
  await importButton.click();
  await expect(form.getByText(msg("en", "sync.importSuccess"))).toBeVisible();
  await input.fill("60000001");
  await importButton.click();
  await expect(form.getByText(msg("en", "sync.errors.bookingExists"))).toBeVisible();
});

test("'Sync from Smoobu' runs the history sync and reports the counts", async ({ page }) => {
  await page.goto("/en/admin/bookings");
  await page.getByRole("button", { name: msg("en", "sync.syncFromSmoobu") }).click();
  // 24 seeded in the fake, plus any reservation the checkout specs created there: all synced, none failed.
  const template = msg("en", "sync.syncDone", { done: "NN", total: "NN", failed: 0 }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const allSynced = new RegExp(`^${template.replace("NN", "(\\d+)").replace("NN", "\\1")}$`);
  await expect(page.getByTestId("sync-status")).toHaveText(allSynced, { timeout: 60_000 });
  const done = Number(allSynced.exec((await page.getByTestId("sync-status").textContent()) ?? "")?.[1]);
  expect(done).toBeGreaterThanOrEqual(24);
  // The synced stays are in the list (newest arrival first).
  await page.reload();
  await expect(page.locator("tbody tr").first()).toContainText("CHF");
  await expect(page.getByRole("button", { name: msg("en", "sync.syncFromSmoobu") })).toBeEnabled();
});

test("'Sync Rates (24 months)' asks first, then reports success", async ({ page }) => {
  await page.goto("/en/admin/properties");
  await page.getByRole("button", { name: msg("en", "sync.syncRates") }).click();
  const dialog = page.getByRole("alertdialog", { name: msg("en", "sync.ratesConfirmTitle") });
  await expect(dialog).toContainText(msg("en", "sync.ratesConfirmText"));
  await dialog.getByRole("button", { name: msg("en", "sync.ratesConfirm") }).click();
  await expect(page.getByText(msg("en", "sync.ratesSuccess"))).toBeVisible({ timeout: 60_000 });
});
