import { expect, test, type Page } from "@playwright/test";
import { seedProperties } from "@/prisma/seed/content";
import { LOCALES, msg, url } from "./support";

// The property gallery on a wide screen: arrows that wrap, thumbnails, and the full-screen viewer
// with keyboard navigation and a focus trap.

const property = seedProperties.find((p) => p.slug === "haus-mischabel");
if (!property || property.imageCount < 8) throw new Error("seed content changed: update the gallery test");
const total = property.imageCount;
const image = (n: number) => `/images/properties/${property.slug}/${n}.webp`;

/** The original file behind the main image (next/image serves it through /_next/image?url=…). */
async function mainImageSource(page: Page): Promise<string> {
  const src = (await page.getByTestId("gallery-main-image").getAttribute("src")) ?? "";
  return decodeURIComponent(new URL(src, "http://x").searchParams.get("url") ?? src);
}

for (const locale of LOCALES) {
  test.describe(`gallery in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(url(locale, `/${property.slug}`));
    });

    test("arrows wrap around both ways and the counter follows", async ({ page }) => {
      const gallery = page.getByTestId("gallery");
      await expect(page.getByTestId("gallery-counter")).toHaveText(msg(locale, "gallery.counter", { current: 1, total }));
      await expect(page.getByTestId("gallery-main-image")).toHaveAttribute("alt", msg(locale, "property.imageAltNumbered", { n: 1 }));
      await gallery.getByRole("button", { name: msg(locale, "gallery.previous") }).click();
      await expect(page.getByTestId("gallery-counter")).toHaveText(msg(locale, "gallery.counter", { current: total, total }));
      expect(await mainImageSource(page)).toBe(image(total));
      await expect(page.getByTestId("gallery-main-image")).toHaveAttribute("alt", msg(locale, "property.imageAltNumbered", { n: total }));
      await gallery.getByRole("button", { name: msg(locale, "gallery.next") }).click();
      await expect(page.getByTestId("gallery-counter")).toHaveText(msg(locale, "gallery.counter", { current: 1, total }));
      await gallery.getByRole("button", { name: msg(locale, "gallery.next") }).click();
      expect(await mainImageSource(page)).toBe(image(2));
    });

    test("at most six thumbnails, the selected one marked, sliding along", async ({ page }) => {
      const strip = page.getByRole("list", { name: msg(locale, "gallery.thumbnails") });
      await expect(strip.getByRole("button")).toHaveCount(6);
      await expect(strip.getByRole("button", { name: msg(locale, "gallery.showImage", { n: 1 }), exact: true })).toHaveAttribute("aria-current", "true");
      await strip.getByRole("button", { name: msg(locale, "gallery.showImage", { n: 4 }), exact: true }).click();
      await expect(page.getByTestId("gallery-counter")).toHaveText(msg(locale, "gallery.counter", { current: 4, total }));
      await expect(strip.locator("[aria-current=true]")).toHaveCount(1);
      await expect(strip.getByRole("button", { name: msg(locale, "gallery.showImage", { n: 4 }), exact: true })).toHaveAttribute("aria-current", "true");
      // Going back past the first image shows the last thumbnails, the selected one included.
      await page.getByTestId("gallery").getByRole("button", { name: msg(locale, "gallery.previous") }).click();
      for (let i = 0; i < 3; i++) await page.getByTestId("gallery").getByRole("button", { name: msg(locale, "gallery.previous") }).click();
      await expect(strip.getByRole("button", { name: msg(locale, "gallery.showImage", { n: total }), exact: true })).toHaveAttribute("aria-current", "true");
      await expect(strip.getByRole("button")).toHaveCount(6);
    });

    test("the viewer shows every photo, moves with the arrow keys, traps focus and closes with Escape", async ({ page }) => {
      const trigger = page.getByRole("button", { name: msg(locale, "gallery.showAll") });
      await trigger.click();
      const viewer = page.getByRole("dialog", { name: msg(locale, "gallery.photos", { count: total }) });
      await expect(viewer).toBeVisible();
      await expect(viewer.getByRole("img")).toHaveCount(total);
      for (let n = 1; n <= total; n++) await expect(viewer.getByRole("img", { name: msg(locale, "property.imageAltNumbered", { n }), exact: true })).toHaveCount(1);

      // The first photo is larger in the grid.
      const first = await viewer.getByRole("button", { name: msg(locale, "gallery.showImage", { n: 1 }), exact: true }).boundingBox();
      const second = await viewer.getByRole("button", { name: msg(locale, "gallery.showImage", { n: 2 }), exact: true }).boundingBox();
      expect((first?.width ?? 0) > (second?.width ?? 0) * 1.5).toBe(true);

      // Focus stays inside while Tab cycles through everything.
      for (let i = 0; i < total + 4; i++) {
        await page.keyboard.press("Tab");
        expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }

      await viewer.getByRole("button", { name: msg(locale, "gallery.showImage", { n: 2 }), exact: true }).click();
      await expect(page.getByTestId("gallery-single-counter")).toHaveText(msg(locale, "gallery.counter", { current: 2, total }));
      await page.keyboard.press("ArrowRight");
      await expect(page.getByTestId("gallery-single-counter")).toHaveText(msg(locale, "gallery.counter", { current: 3, total }));
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(page.getByTestId("gallery-single-counter")).toHaveText(msg(locale, "gallery.counter", { current: total, total }));
      await expect(page.getByTestId("gallery-single").getByRole("img")).toHaveAttribute("alt", msg(locale, "property.imageAltNumbered", { n: total }));

      await page.keyboard.press("Escape");
      await expect(page.getByTestId("gallery-single")).toHaveCount(0);
      await expect(viewer).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(viewer).toHaveCount(0);
      await expect(trigger).toBeFocused();
    });

    test("'Back to property' closes the viewer", async ({ page }) => {
      await page.getByRole("button", { name: msg(locale, "gallery.showAll") }).click();
      const viewer = page.getByRole("dialog");
      await viewer.getByRole("button", { name: msg(locale, "gallery.backToProperty") }).click();
      await expect(viewer).toHaveCount(0);
    });
  });
}
