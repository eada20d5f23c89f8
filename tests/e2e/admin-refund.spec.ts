import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { seedUuid } from "@/prisma/seed/ids";
import { msg } from "./support";
import { withSession } from "./sessions";

// An admin's refund from the booking view, seen by both sides: admin@example.com opens Anna's
// paid stay at Gruppenhaus Mischabel (guest@example.com, prisma/seed/bookings.ts) from
// /admin/bookings, refunds part of its payment as goodwill (validation on the way) and sees the
// refund in the ledger; then the guest sees the same refund on /my-bookings with the state
// unchanged: a goodwill refund lowers the price, so nothing becomes open again.
// The seed's payments went through the built-in test provider, which refunds at once.
// In order: the second test finds the refund of the first on /admin/payments.
test.describe.configure({ mode: "serial" });

const bookingId = seedUuid("booking:anna-mischabel-in-progress");
const AMOUNT = "25.50";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

const refundRows = (page: Page) => page.getByTestId("ledger-row").and(page.locator('[data-kind="refund"]')).filter({ hasText: AMOUNT });

test("an admin refunds part of a payment as goodwill; the guest sees the refund and the same state", async ({ browser, baseURL }) => {
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await withSession(admin, "admin@example.com");

  // From the bookings list to the admin's booking view (not the guest's page).
  await admin.goto("/en/admin/bookings?q=guest%40example.com");
  const link = admin.getByTestId("booking-row").locator(`a[href="/en/admin/bookings/${bookingId}"]`);
  await link.click();
  await expect(admin).toHaveURL((u) => u.pathname === `/en/admin/bookings/${bookingId}`);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Gruppenhaus Mischabel");
  await expect(admin.getByTestId("guest-facts").getByRole("link", { name: "guest@example.com" })).toHaveAttribute("href", "mailto:guest@example.com");
  await expect(admin.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  await expect(admin.getByRole("link", { name: msg("en", "myBookings.back") })).toHaveCount(0);
  const state = await admin.getByTestId("payment-state").getAttribute("data-state");
  expect(state).toBe("fullyPaid");
  const before = await refundRows(admin).count();
  await expectNoSeriousViolations(admin);

  await admin.getByRole("button", { name: msg("en", "adminPayments.refund.open") }).first().click();
  const dialog = admin.getByRole("dialog", { name: msg("en", "adminPayments.refund.title") });
  const amount = dialog.getByLabel(msg("en", "adminPayments.refund.amount"));
  await expect(amount).toHaveValue(/^\d+\.\d{2}$/);

  // 'Other' needs a note, and the amount cannot exceed what is refundable: said before sending.
  await dialog.getByLabel(msg("en", "adminPayments.refund.reason")).selectOption({ label: msg("en", "adminPayments.reasons.other") });
  await amount.fill("999999");
  await dialog.getByRole("button", { name: msg("en", "adminPayments.refund.submit"), exact: true }).click();
  await expect(dialog.getByText(msg("en", "adminPayments.errors.noteRequired"))).toBeVisible();
  await dialog.getByLabel(msg("en", "adminPayments.refund.note")).fill("Sauna out of order for two days.");
  await dialog.getByRole("button", { name: msg("en", "adminPayments.refund.submit"), exact: true }).click();
  await expect(dialog.getByText(msg("en", "adminPayments.errors.amountTooLarge"))).toBeVisible();

  await dialog.getByLabel(msg("en", "adminPayments.refund.reason")).selectOption({ label: msg("en", "adminPayments.reasons.goodwill") });
  await expect(dialog.getByTestId("reason-hint")).toHaveText(msg("en", "adminPayments.refund.reasonHints.goodwill"));
  await amount.fill(AMOUNT);
  await dialog.getByRole("button", { name: msg("en", "adminPayments.refund.submit"), exact: true }).click();
  await expect(admin.locator("[data-sonner-toast]").filter({ hasText: AMOUNT })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await expect(refundRows(admin)).toHaveCount(before + 1);
  const refund = refundRows(admin).last();
  await expect(refund).toHaveAttribute("data-status", "succeeded");
  await expect(refund).toContainText(`−CHF ${AMOUNT}`);
  await expect(refund).toContainText(msg("en", "ledger.refundReason", { reason: msg("en", "refunds.reasons.goodwill") }));
  await expect(refund).toContainText("Sauna out of order for two days.");
  await expect(admin.getByTestId("payment-state")).toHaveAttribute("data-state", "fullyPaid");
  await adminContext.close();

  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await withSession(guest, "guest@example.com");
  await guest.goto(`/en/my-bookings/${bookingId}`);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Gruppenhaus Mischabel");
  await expect(refundRows(guest)).toHaveCount(before + 1);
  const seen = refundRows(guest).last();
  await expect(seen).toContainText(`−CHF ${AMOUNT}`);
  await expect(seen).toContainText(msg("en", "ledger.statuses.refunded"));
  await expect(seen).toContainText(msg("en", "ledger.refundReason", { reason: msg("en", "refunds.reasons.goodwill") }));
  // The office's note and provider details stay on the admin's side.
  await expect(seen).not.toContainText("Sauna");
  await expect(guest.getByTestId("payment-state")).toHaveAttribute("data-state", "fullyPaid");
  await expect(guest.getByTestId("payment-state")).toHaveText(msg("en", "ledger.states.fullyPaid"));
  await guestContext.close();
});

test("/admin/payments lists the refund under its filter, with the export of the same filter", async ({ page }) => {
  await withSession(page, "admin@example.com");
  await page.goto("/en/admin/payments");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("en", "adminPayments.title"));
  await expect(page.getByRole("heading", { name: msg("en", "adminPayments.attention.title") })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Filters apply on change, without a button.
  const filters = page.getByRole("search", { name: msg("en", "adminPayments.filters.label") });
  await filters.getByLabel(msg("en", "adminPayments.filters.kind")).selectOption({ label: msg("en", "adminPayments.kinds.refund") });
  await expect(page).toHaveURL(/[?&]kind=refund/);
  const rows = page.getByTestId("payment-list-row");
  await expect(rows.filter({ hasText: `−CHF ${AMOUNT}` }).first()).toBeVisible();
  await expect(rows.and(page.locator(':not([data-kind="refund"])'))).toHaveCount(0);
  await rows.filter({ hasText: `−CHF ${AMOUNT}` }).first().getByRole("link").click();
  await expect(page).toHaveURL((u) => u.pathname === `/en/admin/bookings/${bookingId}`);

  await page.goto("/en/admin/payments?kind=refund");
  const exportLink = page.getByRole("link", { name: msg("en", "adminPayments.exportCsv") });
  await expect(exportLink).toHaveAttribute("href", "/api/admin/payments?kind=refund&locale=en");
  const csv = await page.request.get("/api/admin/payments?kind=refund&locale=en");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="payments-[\d-]+\.csv"$/);
  const text = await csv.text();
  expect(text.split("\r\n")[0]).toBe(`\uFEFF${["date", "kind", "status", "amount", "currency", "provider", "providerRef", "reason", "bookingReference", "guest", "property"].map((c) => msg("en", `adminPayments.csv.${c}`)).join(",")}`);
  expect(text).toContain(`,-${AMOUNT},CHF,`);
});
