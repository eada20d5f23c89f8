import { expect, test } from "@playwright/test";
import { sql } from "./backend";
import { stayWithPayLink } from "./pay-link-support";
import { msg } from "./support";

// Issue 32: a guest pays the balance from a reminder's link on a phone, without signing in, by card
// through the local Stripe fake's hosted page (scripts/e2e-server.ts). Needs DATABASE_URL (the stay
// and its link are written into the e2e database).

test.use({ viewport: { width: 390, height: 844 } });

test("a guest pays the balance from a pay link without signing in; the page then shows paid and the link is revoked", async ({ page }) => {
  const stay = await stayWithPayLink("chalet-allalin", "Mia Muster");
  await page.goto(`/en/pay/b/${stay.token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("en", "payLink.greeting", { name: "Mia Muster" }));
  await expect(page.getByText(stay.propertyName)).toBeVisible();
  await expect(page.getByTestId("open-amount")).toHaveText(/1.?800\.00/);
  // The schedule: the deposit paid, the balance due (arrival is far ahead).
  await expect(page.getByTestId("instalment-deposit")).toHaveAttribute("data-state", "paid");
  await expect(page.getByTestId("instalment-balance")).toHaveAttribute("data-state", "due");
  // No sign-in on the way: the page is the link's own.
  await expect(page).toHaveURL((u) => u.pathname === `/en/pay/b/${stay.token}`);

  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  const charged = (await page.getByTestId("amount").textContent()) ?? "";
  expect(charged.replace(/[^\d.]/g, "")).toBe("1800.00");
  await page.getByRole("button", { name: "Complete payment" }).click();

  await expect(page).toHaveURL((u) => u.pathname === `/en/pay/b/${stay.token}` && u.searchParams.get("payment") === "success");
  // Being confirmed until the webhook lands (the notice refreshes the page), then paid: the link is revoked.
  await expect(page.getByTestId("pay-link-paid")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("en", "payLink.paid"));
  const links = await sql<{ revoked_reason: string | null }>("SELECT revoked_reason FROM booking_links WHERE booking_id = $1", [stay.bookingId]);
  expect(links).toEqual([{ revoked_reason: "paid" }]);
  const paid = await sql<{ sum: string }>("SELECT sum(amount)::text AS sum FROM ledger_entries WHERE booking_id = $1 AND kind = 'payment'", [stay.bookingId]);
  expect(Number(paid[0]?.sum)).toBe(2400);

  // Opened again later: the same translated page, never the pay button.
  await page.goto(`/en/pay/b/${stay.token}`);
  await expect(page.getByTestId("pay-link-paid")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
});

test("an unknown pay link gets a translated page, not an error", async ({ page }) => {
  const response = await page.goto(`/fr/pay/b/${"A".repeat(43)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("pay-link-unknown")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("fr", "payLink.refused.title"));
});
