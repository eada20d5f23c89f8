import { expect, type Locator, test } from "@playwright/test";
import { seedProperties } from "@/prisma/seed/content";
import { hydrated, msg, url } from "./support";

// The property page's sections below the first screen (amenities, reviews, FAQ, location, nearby)
// are complete in the server's HTML but taken over by React only when they come into view
// (components/common/hydrate-on-view.tsx): their hydration stays off the main thread while the
// page loads. A client-side navigation renders them at once.

const allalin = seedProperties.find((p) => p.slug === "chalet-allalin");
if (!allalin) throw new Error("seed changed: chalet-allalin is gone");

/** Whether React has taken the element over (hydrated or rendered it). */
const isHydrated = (locator: Locator) => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber")));

test("sections below the first screen are in the page at once and hydrate only when scrolled to", async ({ page }) => {
  const signedInCheck = page.waitForResponse((r) => r.url().includes("/api/me"));
  await page.goto(url("de", "/chalet-allalin"));
  // The header's account button asks who is signed in once it has hydrated.
  await signedInCheck;
  await page.waitForLoadState("networkidle");

  const faq = page.getByRole("region", { name: msg("de", "property.faq") });
  const questions = faq.locator("details");
  await expect(questions).toHaveCount(allalin.faqs.length);
  expect(await isHydrated(questions.first())).toBe(false);
  // The map's island is neither fetched nor hydrated yet.
  await expect(page.locator("[data-map-interactive]")).toHaveCount(0);

  await questions.first().scrollIntoViewIfNeeded();
  await hydrated(questions.first());
  await page.locator("#location-title").scrollIntoViewIfNeeded();
  await expect(page.locator("[data-map-interactive]")).toBeAttached();
});

test("after a client-side navigation the sections below the first screen are complete before any scrolling", async ({ page }) => {
  await page.goto(url("de", "/"));
  const card = page.locator('article a[href="/chalet-allalin"]');
  await hydrated(card);
  await card.click();
  await expect(page).toHaveURL(/\/chalet-allalin$/);
  const faq = page.getByRole("region", { name: msg("de", "property.faq") });
  await expect(faq.locator("details")).toHaveCount(allalin.faqs.length);
  await expect(page.getByRole("region", { name: msg("de", "property.amenities") }).getByTestId("amenity").first()).toBeAttached();
  expect(await isHydrated(faq.locator("details").first())).toBe(true);
});

test("a link from the property page goes through while its sections below the first screen still wait", async ({ page }) => {
  const signedInCheck = page.waitForResponse((r) => r.url().includes("/api/me"));
  await page.goto(url("de", "/chalet-allalin"));
  await signedInCheck;
  const faq = page.getByRole("region", { name: msg("de", "property.faq") });
  expect(await isHydrated(faq.locator("details").first())).toBe(false);
  const home = page.getByRole("banner").locator('a[href="/"]').first();
  await hydrated(home);
  await home.click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole("search")).toBeVisible();
});
