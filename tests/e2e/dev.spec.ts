import { expect, test } from "@playwright/test";
import { msg } from "./support";
import { withSession } from "./sessions";

// /dev in the browser against the fake Smoobu that the e2e server starts (SMOOBU_FAKE=1): the API
// connection test, and the webhook test through the site's own endpoint (which stores nothing the
// fake Smoobu does not confirm), ending with the delete button. Serial: the steps build on each other.
test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await withSession(page, "admin@example.com");
  await page.goto("/en/dev");
  await expect(page).toHaveURL((u) => u.pathname === "/en/dev");
});

test("the API connection test shows the account and the apartments", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("en", "dev.title"));
  await page.getByRole("button", { name: msg("en", "dev.runApiTest") }).click();
  const result = page.getByTestId("api-test-result");
  await expect(result).toContainText(msg("en", "dev.connectedAs", { name: "Fake Host", email: "host@example.com" }));
  await expect(result.getByRole("listitem").first()).toBeVisible();
  await expect(result).toContainText("Chalet Allalin");
});

test("the webhook test reaches the endpoint, and stores nothing Smoobu does not confirm", async ({ page }) => {
  await page.getByRole("tab", { name: msg("en", "dev.webhookTab") }).click();
  const result = page.getByTestId("webhook-test-result");
  const send = async (action: string, outcome: RegExp) => {
    await page.getByRole("button", { name: msg("en", "dev.sendAction", { action }) }).click();
    await expect(result.getByRole("listitem").first()).toHaveText(outcome);
    // Each delivery carries a timestamp to the second; the next one must be later.
    await page.waitForTimeout(1_100);
  };
  // The demo's Smoobu does not hold test booking 99999999: a webhook is only a hint, so nothing is
  // stored (its job reads again a few times, then drops the delivery with the reason).
  await send("newReservation", /^newReservation: HTTP 200, unconfirmed: Smoobu answers 404 for booking 99999999/);
  await send("updateReservation", /^updateReservation: HTTP 200, unconfirmed: Smoobu answers 404 for booking 99999999/);
  await send("cancelReservation", /^cancelReservation: HTTP 200, unknownBooking$/);
  await page.getByRole("button", { name: msg("en", "dev.deleteTestBooking") }).click();
  await expect(result.getByRole("listitem").first()).toHaveText(msg("en", "dev.testBookingMissing"));
});

test("lists the recent sync runs and the mail outbox", async ({ page }) => {
  await expect(page.getByRole("heading", { name: msg("en", "dev.recentRuns") })).toBeVisible();
  await expect(page.getByRole("heading", { name: msg("en", "dev.mailOutbox") })).toBeVisible();
});
