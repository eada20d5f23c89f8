import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatStayRange } from "@/components/search/search-dates";
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

type Locale = (typeof LOCALES)[number];

const searchForm = (page: Page, locale: Locale) => page.getByRole("search", { name: msg(locale, "search.label") });
const datesField = (form: Locator, locale: Locale) => form.getByRole("button", { name: msg(locale, "search.dates") });
// The calendar's popover (wide screens) or bottom sheet (phones): a dialog named by its title either way.
const datesPicker = (page: Page, locale: Locale) => page.getByRole("dialog", { name: msg(locale, "search.calendar.title") });

/**
 * Opens the dates field's calendar, goes forward month by month until each day is shown and
 * clicks it (check-in, then check-out), then closes the calendar with Done.
 */
async function pickDates(page: Page, locale: Locale, dates: { checkIn?: string; checkOut?: string }) {
  await datesField(searchForm(page, locale), locale).click();
  const picker = datesPicker(page, locale);
  const calendar = picker.getByTestId("stay-calendar");
  const month = calendar.getByTestId("calendar-month");
  for (const date of [dates.checkIn, dates.checkOut]) {
    if (!date) continue;
    const day = calendar.locator(`button[data-date="${date}"]`);
    for (let i = 0; i < 14 && (await day.count()) === 0; i++) {
      const shown = (await month.textContent()) ?? "";
      await calendar.getByRole("button", { name: msg(locale, "search.calendar.nextMonth") }).click();
      await expect(month).not.toHaveText(shown);
    }
    await day.click();
    await expect(day).toHaveAttribute("aria-pressed", "true");
  }
  await picker.getByRole("button", { name: msg(locale, "search.calendar.done") }).click();
  await expect(picker).toBeHidden();
}

async function searchFor(page: Page, locale: Locale, values: { checkIn?: string; checkOut?: string; guests?: string; village?: string }) {
  const form = searchForm(page, locale);
  await hydrated(form);
  if (values.village) await form.getByLabel(msg(locale, "search.village")).selectOption(values.village);
  if (values.checkIn || values.checkOut) await pickDates(page, locale, values);
  if (values.guests) await form.getByLabel(msg(locale, "search.guests")).fill(values.guests);
  await form.getByRole("button", { name: msg(locale, "search.submit") }).click();
}

// What each language's label looks like, written out independently of formatStayRange: weekday,
// day and month, the year at least at the end ("Sa 13.02. – Sa 20.02.2027").
const RANGE_SHAPES: Record<Locale, RegExp> = {
  de: /^(Mo|Di|Mi|Do|Fr|Sa|So)\s\d{2}\.\d{2}\.(\d{4})?\s–\s(Mo|Di|Mi|Do|Fr|Sa|So)\s\d{2}\.\d{2}\.\d{4}$/,
  en: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\s\d{1,2}\s[A-Z][a-z]{2,3}(\s\d{4})?\s–\s(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\s\d{1,2}\s[A-Z][a-z]{2,3}\s\d{4}$/,
  fr: /^(lun|mar|mer|jeu|ven|sam|dim)\.\s\d{1,2}\s\p{Ll}+\.?(\s\d{4})?\s–\s(lun|mar|mer|jeu|ven|sam|dim)\.\s\d{1,2}\s\p{Ll}+\.?\s\d{4}$/u,
};

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

    test("the calendar's stay shows in the page's language, is searched and survives a reload", async ({ page }) => {
      await page.goto(url(locale, "/"));
      const form = searchForm(page, locale);
      await hydrated(form);
      const field = datesField(form, locale);
      await expect(field).toHaveText(msg(locale, "search.addDates"));
      await searchFor(page, locale, { checkIn, checkOut });
      const label = formatStayRange(checkIn, checkOut, locale) ?? "";
      await expect(field).toHaveText(label);
      await expect(field).toHaveText(RANGE_SHAPES[locale]);
      await expect(field).toContainText(checkOut.slice(0, 4));
      await expect(page).toHaveURL((u) => u.searchParams.get("checkIn") === checkIn && u.searchParams.get("checkOut") === checkOut);
      await expect(card(page, blocked.name)).toBeHidden();

      await page.reload();
      // The label comes from the address bar, read only in the browser: seeing it means hydrated.
      await expect(datesField(searchForm(page, locale), locale)).toHaveText(label);
      await expect(card(page, blocked.name)).toBeHidden();
      // Opened again, the calendar shows the stay from the URL as its selection.
      await datesField(searchForm(page, locale), locale).click();
      const calendar = datesPicker(page, locale).getByTestId("stay-calendar");
      await expect(calendar.locator(`button[data-date="${checkIn}"]`)).toHaveAttribute("aria-pressed", "true");
      await expect(datesPicker(page, locale).getByTestId("search-dates-status")).toContainText(msg(locale, "search.calendar.nights", { count: 3 }));
    });

    test("/book offers the same search", async ({ page }) => {
      await page.goto(url(locale, "/book"));
      await searchFor(page, locale, { checkIn, checkOut });
      await expect(card(page, blocked.name)).toBeHidden();
    });
  });
}

test("the dates field by keyboard: focus moves into the calendar, Escape closes it and returns focus", async ({ page }) => {
  await page.goto("/en");
  const form = searchForm(page, "en");
  await hydrated(form);
  const field = datesField(form, "en");
  await field.focus();
  await page.keyboard.press("Enter");
  const picker = datesPicker(page, "en");
  await expect(picker).toBeVisible();
  // Nothing chosen: focus is on today, which Enter picks as the check-in.
  const todayButton = picker.locator(`button[data-date="${today}"]`);
  await expect(todayButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(picker.getByTestId("search-dates-status")).toHaveText(msg("en", "search.calendar.pickCheckOut"));
  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveText(formatStayRange(today, "", "en") ?? "");

  // Reopened, focus goes to the chosen check-in; Clear empties the field again.
  await page.keyboard.press("Enter");
  await expect(todayButton).toBeFocused();
  await picker.getByRole("button", { name: msg("en", "search.calendar.clear"), exact: true }).click();
  await expect(picker.getByTestId("search-dates-status")).toHaveText(msg("en", "search.calendar.pickCheckIn"));
  await picker.getByRole("button", { name: msg("en", "search.calendar.done") }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveText(msg("en", "search.addDates"));
});

test("on a 320 px phone the calendar opens in a bottom sheet that fits, and picks the stay", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(url("fr", "/"));
  const form = searchForm(page, "fr");
  await hydrated(form);
  await datesField(form, "fr").click();
  const sheet = datesPicker(page, "fr");
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBeLessThanOrEqual(320);
  // Anchored to the bottom of the window, nothing wider than it.
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(640);
  expect(await sheet.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // axe on the open sheet, once its fade-in is over (contrast measured mid-fade would be wrong).
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity)).map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  await searchFor(page, "fr", { checkIn, checkOut });
  const field = datesField(form, "fr");
  await expect(field).toHaveText(formatStayRange(checkIn, checkOut, "fr") ?? "");
  const fieldBox = await field.boundingBox();
  expect((fieldBox?.x ?? 0) + (fieldBox?.width ?? 0)).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(card(page, blocked.name)).toBeHidden();
});

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

test("a party larger than every chalet, without dates, is told no chalet sleeps that many (not 'none available for these dates')", async ({ page }) => {
  const largest = Math.max(...visible.map((p) => p.maxGuests));
  for (const locale of ["en", "de"] as const) {
    await page.goto(`${url(locale, "/")}?guests=${largest + 6}`);
    const status = page.getByTestId("search-status");
    await expect(status).toContainText(msg(locale, "search.tooManyGuests", { count: largest + 6, largest }));
    await expect(status).not.toContainText(msg(locale, "search.none"));
  }
});
