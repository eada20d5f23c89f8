import { expect, test } from "@playwright/test";
import { stayWithPayLink } from "./pay-link-support";
import { withSession } from "./sessions";

// Issue 32: the office records a bank transfer received on the admin booking view: too much
// shows as credit, and the booking's ledger lists the transfer. Needs DATABASE_URL (the stay is
// written into the e2e database).

test("an admin records a bank transfer and the booking shows it, over-payment as credit", async ({ page }) => {
  const stay = await stayWithPayLink("chalet-dom", "Jean Virement");
  await withSession(page, "admin@example.com");
  await page.goto(`/en/admin/bookings/${stay.bookingId}`);
  const form = page.getByTestId("bank-transfer-form");

  // Bad input first: a translated error, nothing recorded.
  await form.getByLabel("Amount (CHF)").fill("12,5x");
  await form.getByRole("button", { name: "Record transfer" }).click();
  await expect(form.getByText("Enter an amount in CHF, e.g. 120 or 120.50.")).toBeVisible();
  await expect(page.getByTestId("ledger-row")).toHaveCount(1);

  await form.getByLabel("Amount (CHF)").fill("1850.00");
  await form.getByLabel("Note (optional)").fill("PostFinance 2027-01");
  await form.getByRole("button", { name: "Record transfer" }).click();
  await expect(page.getByTestId("bank-transfer-saved")).toHaveText(/Overpaid: CHF\s?50\.00 credit/);
  await expect(page.getByTestId("ledger-row")).toHaveCount(2);
  await expect(page.getByTestId("ledger-row").filter({ hasText: /1.850\.00/ })).toHaveCount(1);
  await expect(page.getByTestId("balance-credit")).toHaveText(/50\.00/);
  await expect(page.getByTestId("open-amount")).toHaveText(/0\.00/);
});
