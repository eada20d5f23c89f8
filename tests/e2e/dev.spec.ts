import { expect, test } from "@playwright/test";
import { asDistinctVisitor, msg, signInThroughForm } from "./support";

// /dev in the browser against the fake Smoobu that the e2e server starts (SMOOBU_FAKE=1): the API
// connection test, and the webhook test through the site's own endpoint, ending with deleting the
// test booking. Serial: the webhook steps build on each other.
test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await asDistinctVisitor(page);
  await page.goto("/en/auth?callbackUrl=/en/dev");
  await signInThroughForm(page, "en", "admin@example.com");
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

test("the webhook test creates, updates and cancels the test booking, then deletes it", async ({ page }) => {
  await page.getByRole("tab", { name: msg("en", "dev.webhookTab") }).click();
  const result = page.getByTestId("webhook-test-result");
  const send = async (action: string, outcome: string) => {
    await page.getByRole("button", { name: msg("en", "dev.sendAction", { action }) }).click();
    await expect(result.getByRole("listitem").first()).toHaveText(msg("en", "dev.webhookResult", { action, status: 200, outcome }));
    // Each delivery carries a timestamp to the second; the next one must be later.
    await page.waitForTimeout(1_100);
  };
  await send("newReservation", "created");
  await send("updateReservation", "updated");
  await send("cancelReservation", "updated");
  await page.getByRole("button", { name: msg("en", "dev.deleteTestBooking") }).click();
  await expect(result.getByRole("listitem").first()).toHaveText(msg("en", "dev.testBookingDeleted"));
});

test("lists the recent sync runs and the mail outbox", async ({ page }) => {
  await expect(page.getByRole("heading", { name: msg("en", "dev.recentRuns") })).toBeVisible();
  await expect(page.getByRole("heading", { name: msg("en", "dev.mailOutbox") })).toBeVisible();
});
