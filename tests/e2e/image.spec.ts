import { expect, test } from "@playwright/test";
import { msg } from "./support";

test("an image that cannot be loaded says so instead of showing a broken icon", async ({ page }) => {
  // Every optimized image request fails, as when the image server or a file is gone.
  await page.route("**/_next/image**", (route) => route.abort());
  await page.goto("/chalet-dom");
  await expect(page.getByText(msg("de", "image.failed")).first()).toBeVisible();
});

test("images load normally otherwise", async ({ page }) => {
  await page.goto("/chalet-dom");
  const first = page.locator("main img").first();
  await expect(first).toBeVisible();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByText(msg("de", "image.failed"))).toHaveCount(0);
});
