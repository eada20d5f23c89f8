import { expect, test, type Locator, type Page } from "@playwright/test";
import { seedBlogPosts } from "@/prisma/seed/content";
import { seedUuid } from "@/prisma/seed/ids";
import { withSession } from "./sessions";
import { LOCALES, msg, url } from "./support";

// Every public and guest page at the widths guests use, in de, en and fr (issue 21): nothing may
// be wider than the window or pushed out of it. What was seen before: info pages laid out 633 px
// wide at 320-390 px (German compounds, the side navigation), French property pages 400 px, the
// header 987 px at 768 px, and the mobile photo viewer's photo 0 px high.

const WIDTHS = [320, 360, 390, 768, 1366] as const;
const post = seedBlogPosts[0];
const PUBLIC = ["/", "/chalet-dom", "/haus-mischabel", "/book", "/book?property=chalet-dom", "/info/mietbedingungen", "/info/impressum", "/contact", "/services", "/team", "/blog", `/blog/${post ? seedUuid(`blog:${post.key}`) : ""}`, "/auth", "/auth/forgot-password"];
const GUEST = ["/my-bookings", "/profile"];
// A chosen stay fills the booking card's date fields: a whole date must fit in them.
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
PUBLIC.push(`/chalet-dom?checkIn=${inDays(60)}&checkOut=${inDays(67)}`);

/** What sticks out of the window: the document's width, and visible elements past an edge. */
async function overflow(page: Page): Promise<string[]> {
  // Measure what stays, not a frame of an opening animation: on a loaded machine a sheet's slide-in
  // had not started yet (reduced motion shortens it, but its first frame is still off-screen).
  // Endless ones (a spinner, a shimmer) never finish and are left alone.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))));
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) found.push(`document ${document.documentElement.scrollWidth} px`);
    // Inside a horizontal scroller (the thumbnail strip, a table) running past the edge is meant.
    const scrolls = (el: Element | null): boolean => {
      for (let a = el?.parentElement ?? null; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === "auto" || style.overflowX === "scroll" || style.overflowX === "hidden" || style.overflowX === "clip") return true;
      }
      return false;
    };
    // A field whose text is wider than the field shows it cut off ("26/01/202").
    for (const input of document.body.querySelectorAll("input")) {
      if (input.value && input.offsetParent !== null && input.scrollWidth > input.clientWidth + 1) found.push(`input#${input.id} "${input.value}" ${input.scrollWidth} px in ${input.clientWidth} px`);
    }
    for (const el of document.body.querySelectorAll("*")) {
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || el.closest(".sr-only, [aria-hidden='true'], [hidden]")) continue;
      if ((box.right > width + 1 || box.left < -1) && !scrolls(el) && getComputedStyle(el).position !== "fixed") {
        found.push(`${el.tagName.toLowerCase()}.${String(el.getAttribute("class") ?? "").slice(0, 50)} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
      }
    }
    return found.slice(0, 5);
  });
}

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`nothing is wider than ${width} px in ${locale}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      // Without entrance animations nothing is caught mid-slide (and nothing waits for them).
      await page.emulateMedia({ reducedMotion: "reduce" });
      await withSession(page, "guest@example.com");
      for (const path of [...PUBLIC, ...GUEST]) {
        await page.goto(url(locale, path));
        await page.waitForLoadState("load");
        expect(await overflow(page), `${url(locale, path)} at ${width} px`).toEqual([]);
      }
    });
  }

  test(`the photo viewer shows a tapped photo at 390 px in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url(locale, "/haus-mischabel"));
    const viewer = page.getByTestId("gallery-viewer");
    await openDialog(page, showAll(page, locale), viewer);
    await viewer.getByRole("button", { name: msg(locale, "gallery.showImage", { n: 2 }) }).click();
    const single = page.getByTestId("gallery-single");
    const box = await single.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(300);
    // The counter sits on the photo, below the sheet's title, not over it.
    const title = await viewer.getByRole("heading").boundingBox();
    const counter = await page.getByTestId("gallery-single-counter").boundingBox();
    expect(counter && title && counter.y).toBeGreaterThan((title?.y ?? 0) + (title?.height ?? 0));
    expect(await overflow(page)).toEqual([]);
  });
}

/** The gallery's button that opens the photo viewer. */
const showAll = (page: Page, locale: (typeof LOCALES)[number]) =>
  page.getByRole("button", { name: new RegExp(msg(locale, "gallery.showAll").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).first();

/** Opens a dialog (retrying the click until React has hydrated the trigger) and waits for it. */
async function openDialog(page: Page, trigger: Locator, dialog: Locator) {
  await expect(async () => {
    await trigger.click();
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

// Each dialog a guest can open on the public and guest pages, open, at every width and language:
// the menu sheet (below 1024 px), the search's calendar (popover or bottom sheet), the photo
// viewer and the guest list's add form.
for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`every dialog fits ${width} px in ${locale}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await withSession(page, "guest@example.com");
      const check = async (what: string) => expect(await overflow(page), `${what} at ${width} px in ${locale}`).toEqual([]);

      await page.goto(url(locale, "/"));
      const dates = page.getByRole("search", { name: msg(locale, "search.label") }).getByRole("button", { name: msg(locale, "search.dates") });
      await openDialog(page, dates, page.getByRole("dialog", { name: msg(locale, "search.calendar.title") }));
      await check("the search's calendar");
      await page.keyboard.press("Escape");

      if (width < 1024) {
        await openDialog(page, page.getByRole("button", { name: msg(locale, "nav.openMenu") }), page.getByRole("dialog"));
        await check("the menu");
        await page.keyboard.press("Escape");
      }

      await page.goto(url(locale, "/haus-mischabel"));
      const viewer = page.getByTestId("gallery-viewer");
      await openDialog(page, showAll(page, locale), viewer);
      await check("the photo viewer");
      await viewer.getByRole("button", { name: msg(locale, "gallery.showImage", { n: 2 }) }).click();
      await expect(page.getByTestId("gallery-single")).toBeVisible();
      await check("a photo in the viewer");
      await page.keyboard.press("Escape");

      // The stay in progress at Mischabel asks for its guest list.
      await page.goto(url(locale, "/my-bookings"));
      await page.getByTestId("booking-card").filter({ hasText: "Gruppenhaus Mischabel" }).first().click();
      const section = page.getByRole("region", { name: msg(locale, "guestList.title") });
      await expect(section).toBeVisible();
      await check("the booking's page");
      await openDialog(page, section.getByRole("button", { name: msg(locale, "guestList.add") }), page.getByRole("dialog"));
      await expect(page.getByRole("form", { name: msg(locale, "guestList.addTitle") })).toBeVisible();
      await check("the guest list's form");
    });
  }
}
