import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { adminSession } from "./admin-sign-in";
import { asDistinctVisitor, msg } from "./support";

// /admin/bookings in the browser as admin@example.com: search, status and property filters with
// the badges they show, paging, and a row that opens the admin's booking view /admin/bookings/{id}
// (by click and by link).
// Read-only: it changes no seeded data, so it runs beside the other spec files.

const admin = adminSession("/en/admin/bookings");
test.beforeAll(async ({ browser, baseURL }) => admin.signIn(browser, baseURL));
test.beforeEach(async ({ page }) => {
  await asDistinctVisitor(page);
  await admin.use(page.context());
  await page.goto("/en/admin/bookings");
});

const rows = (page: Page) => page.getByTestId("booking-row");
const badge = (key: string) => msg("en", `adminBookings.badges.${key}`);

async function applyFilters(page: Page, filters: { q?: string; status?: string; property?: string }) {
  const search = page.getByRole("search", { name: msg("en", "adminBookings.searchLabel") });
  if (filters.q !== undefined) await search.getByRole("searchbox").fill(filters.q);
  if (filters.status) await search.getByLabel(msg("en", "adminBookings.status")).selectOption({ label: filters.status });
  if (filters.property) await search.getByLabel(msg("en", "adminBookings.property")).selectOption({ label: filters.property });
  await search.getByRole("button", { name: msg("en", "adminBookings.apply") }).click();
}

test("lists the bookings a page at a time, with every kind of badge", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("en", "adminBookings.title"));
  await expect(rows(page)).toHaveCount(20);
  await page.getByRole("link", { name: msg("en", "adminBookings.next") }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page).first()).toBeVisible();
  // Cancelled bookings are listed (only under "all"), each with its own badge.
  await page.goto("/en/admin/bookings?q=Anna+Muster");
  await expect(rows(page).filter({ hasText: badge("cancelled") })).not.toHaveCount(0);
  await expect(rows(page).filter({ hasText: badge("paid") })).not.toHaveCount(0);
});

test("filters by status: every row then carries the matching badge", async ({ page }) => {
  for (const key of ["blocked", "paid", "unpaid"] as const) {
    await applyFilters(page, { status: msg("en", `adminBookings.statuses.${key}`) });
    await expect(page).toHaveURL(new RegExp(`status=${key}`));
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).locator(`[data-badge]:not([data-badge="${key}"])`)).toHaveCount(0);
  }
});

test("searches and filters by property", async ({ page }) => {
  await applyFilters(page, { q: "luca rossi" });
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasNotText: "Luca Rossi" })).toHaveCount(0);

  await applyFilters(page, { q: "", status: msg("en", "adminBookings.statuses.all"), property: "Chalet Dom" });
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasNotText: "Chalet Dom" })).toHaveCount(0);

  await applyFilters(page, { q: "nobody-by-this-name" });
  await expect(page.getByText(msg("en", "adminBookings.empty"))).toBeVisible();
});

test("a row opens the booking: the guest's name is a real link, and the whole row is clickable", async ({ page }) => {
  const first = rows(page).first();
  const link = first.getByRole("link");
  await expect(link).toHaveAttribute("href", /^\/en\/admin\/bookings\/[0-9a-f-]{36}$/);
  const href = await link.getAttribute("href");
  // A click outside the link (on the dates) navigates too.
  await first.locator("td").nth(2).click();
  await expect(page).toHaveURL((u) => u.pathname === href);
});

test("is translated and has no serious accessibility violations", async ({ page }) => {
  for (const locale of ["de", "fr"] as const) {
    await page.goto(`${locale === "de" ? "" : `/${locale}`}/admin/bookings?status=blocked`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "adminBookings.title"));
    await expect(page.getByTestId("booking-row").first()).toContainText(msg(locale, "adminBookings.badges.blocked"));
  }
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
});
