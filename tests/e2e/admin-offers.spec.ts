import { expect, test } from "@playwright/test";
import { addDays, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { adminSession } from "./admin-sign-in";
import { asDistinctVisitor, msg } from "./support";

// The offers list and editor as admin@example.com: create a draft, fill it from a pasted inquiry,
// save it (priced by the server), preview the guest link, change its status, generate and copy
// the reply, and send it.
test.describe.configure({ mode: "serial" });

const admin = adminSession("/en/admin/make-offer");
test.beforeAll(async ({ browser, baseURL }) => admin.signIn(browser, baseURL));
test.beforeEach(async ({ page }) => {
  await asDistinctVisitor(page);
  await admin.use(page.context());
});

const t = (key: string, values: Record<string, string | number> = {}) => msg("en", `adminOffers.${key}`, values);
const dmy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

test("create, extract, price, save, preview, status, reply, copy and send an offer", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const today = todayIn(SITE_TIME_ZONE, new Date());
  // Far enough ahead that no seeded booking blocks the nights.
  const checkIn = addDays(today, 300);
  const checkOut = addDays(today, 303);

  await page.goto("/en/admin/make-offer");
  await page.getByRole("button", { name: t("list.newOffer") }).click();
  await expect(page.getByText(t("list.created"))).toBeVisible();
  await expect(page).toHaveURL(/\/en\/admin\/make-offer\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("pricing-card")).toContainText(t("pricing.selectProperty"));

  const mail = `Hello,\nwe would like the Mischabel from ${dmy(checkIn)} to ${dmy(checkOut)}. We are two adults and 3 kids aged 4, 8 and 12.\nKind regards,\nEmily Watson\nemily.e2e@example.com\n+44 7700 900123`;
  await page.getByLabel(t("fields.emailInput")).fill(mail);
  await page.getByRole("button", { name: t("ai.extract") }).click();
  await expect(page.getByText(t("ai.processed"))).toBeVisible();
  await expect(page.getByText(t("ai.propertySelected", { name: "Gruppenhaus Mischabel" }))).toBeVisible();
  await expect(page.getByLabel(t("fields.guestName"))).toHaveValue("Emily Watson");
  await expect(page.getByLabel(t("fields.children3To5"))).toHaveValue("1");
  await expect(page.getByLabel(t("fields.checkIn"), { exact: true })).toHaveValue(checkIn);

  await page.getByRole("button", { name: t("editor.save") }).click();
  await expect(page.getByText(t("editor.saved"))).toBeVisible();
  await expect(page.getByTestId("price-total")).toContainText("CHF");

  const [preview] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: t("editor.preview") }).click()]);
  await expect.poll(() => new URL(preview.url()).pathname).toMatch(/^\/en\/offer\/[A-Za-z0-9_-]{43}$/);
  await preview.close();

  await page.getByLabel(t("fields.status")).selectOption("accepted");
  await expect(page.getByText(t("editor.statusUpdated", { status: t("status.accepted") }))).toBeVisible();

  await page.getByRole("button", { name: t("ai.generateReply") }).click();
  await expect(page.getByText(t("ai.replyGenerated"))).toBeVisible();
  await expect(page.getByLabel(t("fields.proposedReply"))).toHaveValue(/^Dear Emily Watson/);
  await page.getByRole("button", { name: t("ai.copy") }).click();
  await expect(page.getByText(t("ai.copied"))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Dear Emily Watson/);

  await page.getByRole("button", { name: t("editor.send") }).click();
  await expect(page.getByText(t("editor.sent"))).toBeVisible();
  await expect(page.getByLabel(t("fields.status"))).toHaveValue("sent");

  await page.getByRole("link", { name: t("editor.back") }).click();
  await expect(page.getByTestId("offer-card").filter({ hasText: "Emily Watson" }).first()).toContainText(t("status.sent"));
});
