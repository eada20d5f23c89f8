import { expect, test, type Page } from "@playwright/test";
import { addDays, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { seedProperties } from "@/prisma/seed/content";
import { hydrated, LOCALES, msg, url } from "./support";

// The listing's availability search against the production build and the seeded rates: the
// seed blocks each property's own week from today + 45 + index × 11 (prisma/seed/rates.ts).

const visible = seedProperties.filter((p) => p.isVisible);
const index = seedProperties.findIndex((p) => p.slug === "chalet-allalin");
const blocked = seedProperties[index];
if (!blocked || !blocked.isVisible) throw new Error("seed content changed: update the search test");
const today = todayIn(SITE_TIME_ZONE, new Date());
const checkIn = addDays(today, 46 + index * 11);
const checkOut = addDays(today, 49 + index * 11);

async function searchFor(page: Page, locale: (typeof LOCALES)[number], values: { checkIn?: string; checkOut?: string; guests?: string; village?: string }) {
  const form = page.getByRole("search", { name: msg(locale, "search.label") });
  await hydrated(form);
  if (values.village) await form.getByLabel(msg(locale, "search.village")).selectOption(values.village);
  if (values.checkIn) await form.getByLabel(msg(locale, "search.checkIn")).fill(values.checkIn);
  if (values.checkOut) await form.getByLabel(msg(locale, "search.checkOut")).fill(values.checkOut);
  if (values.guests) await form.getByLabel(msg(locale, "search.guests")).fill(values.guests);
  await form.getByRole("button", { name: msg(locale, "search.submit") }).click();
}

const card = (page: Page, name: string) => page.locator("li[data-slug]").filter({ has: page.getByRole("heading", { name, exact: true }) });

for (const locale of LOCALES) {
  test.describe(`search in ${locale}`, () => {
    test("dates hide a chalet with a blocked night and price the others like /api/quote; the link keeps the stay", async ({ page, request }) => {
      await page.goto(url(locale, "/"));
      await searchFor(page, locale, { checkIn, checkOut, guests: "2" });
      await expect(card(page, blocked.name)).toBeHidden();
      await expect(page).toHaveURL((u) => u.searchParams.get("checkIn") === checkIn && u.searchParams.get("checkOut") === checkOut);
      const shown = page.locator("li[data-slug]:visible");
      const count = await shown.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(visible.length);
      await expect(page.getByTestId("search-status")).toContainText(String(count));

      const first = shown.first();
      const slug = (await first.getAttribute("data-slug")) ?? "";
      const quote = (await (await request.get(`/api/quote?property=${slug}&checkIn=${checkIn}&checkOut=${checkOut}&adults=2`)).json()) as { total: number };
      const total = await first.getByTestId("card-total").textContent();
      expect(total?.replace(/[^\d]/g, "")).toContain(String(Math.round(quote.total * 100)));

      await first.getByRole("link", { name: new RegExp(msg(locale, "property.viewDetails")) }).click();
      // The booking card takes the search's stay (and writes it back as its own party keys).
      await expect(page).toHaveURL((u) => u.pathname === url(locale, `/${slug}`) && u.searchParams.get("checkIn") === checkIn && (u.searchParams.get("guests") ?? u.searchParams.get("adults")) === "2");
      const bookingCard = page.getByRole("complementary").getByTestId("instant-booking");
      await expect(bookingCard.getByTestId("instant-total")).toHaveText(/\d/);
      const stayTotal = await bookingCard.getByTestId("instant-total").textContent();
      expect(stayTotal?.replace(/[^\d]/g, "")).toBe(String(Math.round(quote.total * 100)));
    });

    test("the village filter, a shared search URL and clearing", async ({ page }) => {
      await page.goto(`${url(locale, "/")}?village=saas-grund`);
      const grund = visible.filter((p) => /grund/i.test(p.location));
      await expect(page.locator("li[data-slug]:visible")).toHaveCount(grund.length);
      await expect(page.getByRole("search").getByLabel(msg(locale, "search.village"))).toHaveValue("saas-grund");
      await page.getByRole("button", { name: msg(locale, "search.clear") }).first().click();
      await expect(page.locator("li[data-slug]:visible")).toHaveCount(visible.length);
      await expect(page).toHaveURL((u) => u.search === "");
    });

    test("bad input gets a translated message and changes nothing", async ({ page }) => {
      await page.goto(url(locale, "/"));
      await searchFor(page, locale, { checkIn });
      await expect(page.getByText(msg(locale, "search.errors.datesIncomplete"))).toBeVisible();
      await expect(page.locator("li[data-slug]:visible")).toHaveCount(visible.length);
      await page.goto(`${url(locale, "/")}?checkIn=${checkOut}&checkOut=${checkIn}`);
      await expect(page.getByText(msg(locale, "search.errors.checkOutAfterCheckIn"))).toBeVisible();
    });

    test("/book offers the same search", async ({ page }) => {
      await page.goto(url(locale, "/book"));
      await searchFor(page, locale, { checkIn, checkOut });
      await expect(card(page, blocked.name)).toBeHidden();
    });
  });
}

test("cards below the fold fade in when scrolled to, and never hide under reduced motion", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto("/en");
  const last = page.locator("li[data-slug]").last();
  await expect(last).toHaveAttribute("data-reveal", "pending");
  await expect(last).toHaveCSS("opacity", "0");
  const first = page.locator("li[data-slug]").first();
  await expect(first).not.toHaveAttribute("data-reveal", /.*/);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute("data-reveal", "shown");
  await expect(last).toHaveCSS("opacity", "1");

  const reduced = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 1280, height: 700 } });
  const calm = await reduced.newPage();
  await calm.goto(`${new URL(page.url()).origin}/en`);
  const opacities = await calm.locator("li[data-slug]").evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity));
  expect(opacities.every((o) => o === "1")).toBe(true);
  await reduced.close();
});
