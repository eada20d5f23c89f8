import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { seedBlogPosts } from "@/prisma/seed/content";
import { seedUuid } from "@/prisma/seed/ids";
import { withSession } from "./sessions";
import { finishEntranceAnimations, LOCALES, msg, url } from "./support";

// axe-core on every public page in a real browser: serious and critical violations fail.
const post = seedBlogPosts[0];
const PAGES = ["/", "/chalet-allalin", "/chalet-mattmark", "/services", "/contact", "/team", "/book", "/blog", `/blog/${post ? seedUuid(`blog:${post.key}`) : ""}`, "/info/impressum", "/auth", "/does/not-exist"];

for (const locale of LOCALES) {
  for (const path of PAGES) {
    test(`no serious accessibility violations on ${url(locale, path)}`, async ({ page }) => {
      await page.goto(url(locale, path));
      // Entrance animations pass through low opacity; axe would measure contrast mid-fade.
      await finishEntranceAnimations(page);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
    });
  }
}

// The same on a phone (360 px), the guest's own pages, and the dialogs a guest opens there: the
// menu sheet and the photo viewer with a photo open (issue 21).
const blockingViolations = async (page: Page) => {
  await finishEntranceAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
};

for (const locale of LOCALES) {
  // One test per page: each page's measurement gets its own time, as on the desktop pass above.
  // /auth sends a signed-in guest on to the home page (measured mid-redirect, its cards were still
  // fading in): it is measured signed out above.
  for (const path of [...PAGES.filter((p) => p !== "/auth"), "/my-bookings", "/profile"]) {
    test(`no serious accessibility violations at 360 px, signed in, on ${url(locale, path)}`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await withSession(page, "guest@example.com");
      await page.goto(url(locale, path));
      // The header swaps 'Sign in' for 'Dashboard' once /api/me answers: measure after the swap.
      await expect(page.getByRole("banner").getByRole("link", { name: msg(locale, "nav.dashboard") })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  }

  test(`no serious accessibility violations at 360 px in ${locale} with the menu and the photo viewer open`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(url(locale, "/haus-mischabel"));
    await page.getByRole("button", { name: msg(locale, "nav.openMenu") }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await blockingViolations(page), "menu sheet").toEqual([]);
    await page.keyboard.press("Escape");
    await expect(async () => {
      await page.getByRole("button", { name: new RegExp(msg(locale, "gallery.showAll")) }).first().click();
      await expect(page.getByTestId("gallery-viewer")).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await page.getByTestId("gallery-viewer").getByRole("button", { name: msg(locale, "gallery.showImage", { n: 2 }) }).click();
    await expect(page.getByTestId("gallery-single")).toBeVisible();
    expect(await blockingViolations(page), "photo viewer").toEqual([]);
  });
}
