import { expect, test } from "@playwright/test";
import { seedProperties } from "@/prisma/seed/content";
import { LOCALES, msg, url } from "./support";

// The gallery on a phone: a 4:3 photo edge to edge, a back button home, and the viewer as a
// bottom sheet with 'Back to property' and the number of photos.

const property = seedProperties.find((p) => p.slug === "chalet-allalin");
if (!property) throw new Error("seed content changed: update the gallery test");

for (const locale of LOCALES) {
  test(`phone gallery in ${locale}`, async ({ page }) => {
    await page.goto(url(locale, `/${property.slug}`));
    const frame = page.getByRole("button", { name: msg(locale, "gallery.showAll") });
    const box = await frame.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.x).toBe(0);
    expect(Math.round(box?.width ?? 0)).toBe(viewport?.width);
    expect(Math.round(((box?.width ?? 0) * 3) / 4)).toBe(Math.round(box?.height ?? 0));
    await expect(page.getByRole("list", { name: msg(locale, "gallery.thumbnails") })).toBeHidden();

    await frame.click();
    const sheet = page.getByRole("dialog", { name: msg(locale, "gallery.photos", { count: property.imageCount }) });
    await expect(sheet).toBeVisible();
    // Measured where the slide-in ends, not halfway through it.
    await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const sheetBox = await sheet.boundingBox();
    expect(Math.round((sheetBox?.y ?? 0) + (sheetBox?.height ?? 0))).toBe(viewport?.height);
    await expect(sheet.getByRole("img")).toHaveCount(property.imageCount);
    await sheet.getByRole("button", { name: msg(locale, "gallery.backToProperty") }).click();
    await expect(sheet).toHaveCount(0);

    await page.getByRole("link", { name: msg(locale, "gallery.backToHome") }).click();
    await expect(page).toHaveURL((u) => u.pathname === url(locale, "/"));
  });
}
