import { expect, test } from "@playwright/test";
import { msg } from "./support";

// Below 768 px: the navigation moves into a sheet and the property page gets a bottom bar.

test("the menu opens as a sheet and navigates", async ({ page }) => {
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: msg("de", "nav.openMenu") });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  const sheet = page.getByRole("dialog");
  await expect(sheet).toBeVisible();
  await sheet.getByRole("link", { name: msg("de", "nav.team") }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("de", "team.title"));
});

test("a property page has the fixed 'Check prices' bar to /book", async ({ page }) => {
  await page.goto("/chalet-allalin");
  const bar = page.getByRole("link", { name: msg("de", "property.checkPrices") });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("href", "/book");
  const box = await bar.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y + box.height).toBeGreaterThan((viewport?.height ?? 0) - 120);
});
