import { expect, test } from "@playwright/test";
import { adminSession } from "./admin-sign-in";
import { asDistinctVisitor, msg } from "./support";

// Issue 22: the office's morning, as admin@example.com. The dashboard is the admin's first
// sidebar entry; its arrivals of today link to the admin's booking view (never the guest's page),
// which shows the guest, the party and the ledger without the guest's 'Pay' or 'Back to my
// bookings'; back on the dashboard, the figure of today's arrivals opens exactly that list.
// Seeded data used: Luca Rossi arrives today at Chalet Alphubel, paid in full through the site.
// Read-only: it changes no seeded data.

const admin = adminSession("/en/admin/dashboard");
test.beforeAll(async ({ browser, baseURL }) => admin.signIn(browser, baseURL));
test.beforeEach(async ({ page }) => {
  await asDistinctVisitor(page);
  await admin.use(page.context());
});

test("walks the morning: dashboard, an arrival, its booking view, its ledger, back", async ({ page }) => {
  // The dashboard is the first entry of the admin's sidebar.
  await page.goto("/en/profile");
  const sidebar = page.getByRole("navigation", { name: msg("en", "account.sidebarLabel") });
  const firstLink = sidebar.getByRole("link").first();
  await expect(firstLink).toHaveText(msg("en", "account.items.dashboard"));
  await firstLink.click();
  await expect(page).toHaveURL((u) => u.pathname === "/en/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("en", "adminDashboard.title"));

  // Today's arrivals: Luca with his party and payment state.
  const arrivals = page.getByTestId("movements-arrivalsToday");
  const luca = arrivals.getByTestId("dashboard-stay").filter({ hasText: "Luca Rossi" });
  await expect(luca).toContainText("Chalet Alphubel");
  await expect(luca).toContainText(msg("en", "adminDashboard.party", { adults: 2, children: 0 }));
  await expect(luca.getByTestId("payment-state")).toHaveText(msg("en", "ledger.states.fullyPaid"));
  const figure = await arrivals.getByTestId("figure-arrivalsToday").innerText();
  const arrivalsToday = Number(figure.trim().split(/\s/)[0]);
  expect(arrivalsToday).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("occupancy-table").getByRole("row")).not.toHaveCount(0);

  // The arrival opens the admin's booking view.
  await luca.getByRole("link", { name: "Luca Rossi" }).click();
  await expect(page).toHaveURL(/^.*\/en\/admin\/bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chalet Alphubel");
  const guest = page.getByTestId("guest-facts");
  await expect(guest).toContainText("Luca Rossi");
  await expect(guest.getByRole("link", { name: "guest2@example.com" })).toHaveAttribute("href", "mailto:guest2@example.com");
  await expect(guest).toContainText("+41 78 444 98 76");
  await expect(page.getByRole("heading", { name: msg("en", "adminBookingView.guestListTitle") })).toBeVisible();
  await expect(page.getByRole("heading", { name: msg("en", "adminBookingView.cleaningTitle") })).toBeVisible();
  await expect(page.getByRole("heading", { name: msg("en", "adminBookingView.mailsTitle") })).toBeVisible();
  await expect(page.getByTestId("smoobu-link")).toHaveAttribute("href", /\/en\/cockpit$/);
  await expect(page.getByTestId("smoobu-link")).toContainText(/Find reservation \d+ in Smoobu/);

  // Its ledger: the payment through the site, fully paid; nothing of the guest's page.
  const money = page.getByRole("region", { name: msg("en", "adminBookingView.moneyTitle"), exact: true });
  await expect(money.getByTestId("payment-state")).toHaveText(msg("en", "ledger.states.fullyPaid"));
  await expect(money.getByRole("heading", { name: msg("en", "adminBookingView.ledgerTitle") })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay\b/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Pay\b/ })).toHaveCount(0);
  await expect(page.getByText(msg("en", "myBookings.back"))).toHaveCount(0);

  // Back to the dashboard, and the figure opens the list behind it: the same number of rows.
  await page.goBack();
  await expect(page).toHaveURL((u) => u.pathname === "/en/admin/dashboard");
  await page.getByTestId("movements-arrivalsToday").getByTestId("figure-arrivalsToday").click();
  await expect(page).toHaveURL(/\/en\/admin\/bookings\?.*status=live/);
  await expect(page.getByTestId("booking-row")).toHaveCount(arrivalsToday);
  await expect(page.getByTestId("booking-row").filter({ hasText: "Luca Rossi" })).toHaveCount(1);
});
