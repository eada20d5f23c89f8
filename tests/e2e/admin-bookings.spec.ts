import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { adminSession } from "./admin-sign-in";
import { asDistinctVisitor, msg } from "./support";

// /admin/bookings in the browser as admin@example.com: search, status and property filters with
// the badges they show (applied as they change: there is no Apply button), upcoming first with a
// switch to past, a date range, Swiss dates in English, the CSV export of what is filtered, paging,
// and a row that opens the admin's booking view /admin/bookings/{id} (by click and by link).
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
/** A payment badge is the ledger's state, in the words the dashboard and the booking view use. */
const state = (key: string) => msg("en", `ledger.states.${key}`);
/** The badges each status filter's rows may carry: paid is fully paid, unpaid is money open. */
const FILTER_BADGES = { blocked: ["blocked"], paid: ["fullyPaid"], unpaid: ["unpaid", "partlyPaid"] } as const;

/** Changes filters the way an admin does; each applies by itself (the URL follows). */
async function applyFilters(page: Page, filters: { q?: string; status?: string; property?: string }) {
  const search = page.getByRole("search", { name: msg("en", "adminBookings.searchLabel") });
  if (filters.q !== undefined) {
    await search.getByRole("searchbox").fill(filters.q);
    await expect(page).toHaveURL((u) => (u.searchParams.get("q") ?? "") === filters.q!.trim());
  }
  if (filters.status) await search.getByLabel(msg("en", "adminBookings.status")).selectOption({ label: filters.status });
  if (filters.property) await search.getByLabel(msg("en", "adminBookings.property")).selectOption({ label: filters.property });
}

test("lists the bookings a page at a time, with every kind of badge", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("en", "adminBookings.title"));
  // A range from long ago shows every seeded booking: more than one page.
  await page.goto("/en/admin/bookings?from=2000-01-01");
  await expect(rows(page)).toHaveCount(20);
  await page.getByRole("link", { name: msg("en", "adminBookings.next") }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/from=2000-01-01/);
  await expect(rows(page).first()).toBeVisible();
  // Cancelled bookings are listed (only under "all"), each with its own badge.
  await page.goto("/en/admin/bookings?q=Anna+Muster&from=2000-01-01");
  await expect(rows(page).filter({ hasText: badge("cancelled") })).not.toHaveCount(0);
  await expect(rows(page).filter({ hasText: state("fullyPaid") })).not.toHaveCount(0);
});

test("filters by status: every row then carries the matching badge", async ({ page }) => {
  for (const key of ["blocked", "paid", "unpaid"] as const) {
    await applyFilters(page, { status: msg("en", `adminBookings.statuses.${key}`) });
    await expect(page).toHaveURL(new RegExp(`status=${key}`));
    await expect(rows(page).first()).toBeVisible();
    const others = FILTER_BADGES[key].map((b) => `:not([data-badge="${b}"])`).join("");
    await expect(rows(page).locator(`[data-badge]${others}`)).toHaveCount(0);
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

test("there is no Apply button: a filter applies as it changes, and lives in the URL", async ({ page }) => {
  const search = page.getByRole("search", { name: msg("en", "adminBookings.searchLabel") });
  await expect(search.getByRole("button", { name: msg("en", "adminBookings.apply") })).toHaveCount(0);
  await search.getByLabel(msg("en", "adminBookings.status")).selectOption({ label: msg("en", "adminBookings.statuses.blocked") });
  await expect(page).toHaveURL(/status=blocked/);
  await expect(rows(page).locator('[data-badge]:not([data-badge="blocked"])')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("search", { name: msg("en", "adminBookings.searchLabel") }).getByLabel(msg("en", "adminBookings.status"))).toHaveValue("blocked");
});

test("shows upcoming stays soonest first, past ones latest first, and a date range; dates are dd.MM.yyyy in English", async ({ page }) => {
  const arrivals = async () =>
    (await rows(page).locator("td:nth-child(3)").allInnerTexts()).map((text) => {
      const [day, month, year] = text.split(" – ")[0]!.trim().split(".");
      return `${year}-${month}-${day}`;
    });
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first().locator("td").nth(2)).toHaveText(/^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/);
  const upcoming = await arrivals();
  expect(upcoming).toEqual([...upcoming].sort());
  await page.getByRole("group", { name: msg("en", "adminBookings.whenLabel") }).getByRole("button", { name: msg("en", "adminBookings.when.past") }).click();
  await expect(page).toHaveURL(/when=past/);
  await expect(rows(page).first()).toBeVisible();
  const past = await arrivals();
  expect(past).toEqual([...past].sort().reverse());
  expect(past[0]! < upcoming[0]!).toBe(true);

  const search = page.getByRole("search", { name: msg("en", "adminBookings.searchLabel") });
  await search.getByLabel(msg("en", "adminBookings.from")).fill(upcoming[0]!);
  await search.getByLabel(msg("en", "adminBookings.to")).fill(upcoming[0]!);
  await expect(page).toHaveURL(new RegExp(`from=${upcoming[0]}.*to=${upcoming[0]}|to=${upcoming[0]}.*from=${upcoming[0]}`));
  for (const arrival of await arrivals()) expect(arrival).toBe(upcoming[0]);
});

test("exports exactly what is filtered as CSV", async ({ page }) => {
  await page.goto("/en/admin/bookings?status=blocked");
  const link = page.getByRole("link", { name: msg("en", "adminBookings.exportCsv") });
  await expect(link).toHaveAttribute("href", /^\/api\/admin\/bookings\?status=blocked&locale=en$/);
  const response = await page.request.get((await link.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  const lines = (await response.text()).trim().split("\r\n");
  expect(lines.length - 1).toBe(await rows(page).count());
  for (const line of lines.slice(1)) expect(line.endsWith(`,${msg("en", "adminBookings.badges.blocked")}`)).toBe(true);
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
