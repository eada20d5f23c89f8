import { expect, test, type Locator, type Page } from "@playwright/test";
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

/**
 * A finger swiping across `target` from right to left (or back), as the phone's touchscreen
 * sends it: real touch events through Chromium's input pipeline, so touch-action and pointer
 * events behave as on a device (Playwright's own touchscreen only taps).
 */
async function swipe(page: Page, target: Locator, direction: "left" | "right"): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to swipe");
  const y = box.y + box.height / 2;
  const [from, to] = direction === "left" ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from + ((to - from) * step) / 8, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test("a swipe moves between the photos, inline and in the viewer, and does not open the viewer", async ({ page }) => {
  const total = property.imageCount;
  await page.goto(url("en", `/${property.slug}`));
  const counter = page.getByTestId("gallery-counter");
  const photo = page.getByRole("button", { name: msg("en", "gallery.showAll") });
  await expect(counter).toHaveText(msg("en", "gallery.counter", { current: 1, total }));
  await swipe(page, photo, "left");
  await expect(counter).toHaveText(msg("en", "gallery.counter", { current: 2, total }));
  await expect(page.getByTestId("gallery-main-image")).toHaveAttribute("alt", msg("en", "property.imageAltNumbered", { n: 2 }));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await swipe(page, photo, "right");
  await swipe(page, photo, "right");
  await expect(counter).toHaveText(msg("en", "gallery.counter", { current: total, total }));

  await photo.click();
  const sheet = page.getByRole("dialog", { name: msg("en", "gallery.photos", { count: total }) });
  await sheet.getByRole("button", { name: msg("en", "gallery.showImage", { n: 1 }), exact: true }).click();
  const single = sheet.getByTestId("gallery-single");
  await expect(sheet.getByTestId("gallery-single-counter")).toHaveText(msg("en", "gallery.counter", { current: 1, total }));
  await swipe(page, single, "left");
  await expect(sheet.getByTestId("gallery-single-counter")).toHaveText(msg("en", "gallery.counter", { current: 2, total }));
  await expect(single.getByRole("img")).toHaveAccessibleName(msg("en", "property.imageAltNumbered", { n: 2 }));
  await swipe(page, single, "right");
  await expect(sheet.getByTestId("gallery-single-counter")).toHaveText(msg("en", "gallery.counter", { current: 1, total }));
});
