import { expect, test } from "@playwright/test";
import { addDays, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { adminSession } from "./admin-sign-in";
import { sql, unbookedStay } from "./backend";
import { field, newOffer, t } from "./offer-editor-support";
import { asDistinctVisitor } from "./support";

// Issue 22's follow-ups in the offers, as admin@example.com:
//  - the dashboard's offer figures open exactly their list: waiting = sent or viewed (the seeded
//    viewed offer of Sarah Thompson included), expiring = the same with a removable 48 h chip;
//  - a paid offer whose stay has begun shows its house, dates and prices fixed, and its guest's
//    details still save;
//  - the status menu goes through the send rule and says why an offer cannot be Sent.
// Offers it makes use Gruppenhaus Mischabel from day 290 on; seeded offers are only read.

const admin = adminSession("/en/admin/dashboard");
test.beforeAll(async ({ browser, baseURL }) => admin.signIn(browser, baseURL));
test.beforeEach(async ({ page }) => {
  await asDistinctVisitor(page);
  await admin.use(page.context());
});

const today = todayIn(SITE_TIME_ZONE, new Date());

test("the dashboard's offer figures open their lists: waiting includes viewed offers, expiring shows a removable chip", async ({ page }) => {
  await page.goto("/en/admin/dashboard");
  await page.getByTestId("figure-offers-waiting").click();
  await expect(page).toHaveURL(/\/en\/admin\/make-offer\?status=open$/);
  await expect(page.getByRole("combobox", { name: t("list.statusFilter") })).toHaveValue("open");
  await expect(page.getByTestId("offer-card").filter({ hasText: "Sarah Thompson" })).toHaveCount(1);
  const badges = await page.getByTestId("offer-card").allInnerTexts();
  for (const card of badges) expect(card).toMatch(new RegExp(`${t("status.sent")}|${t("status.viewed")}`));

  await page.goto("/en/admin/dashboard");
  await page.getByTestId("figure-offers-expiring").click();
  await expect(page).toHaveURL(/\/en\/admin\/make-offer\?status=open&expiring=48h$/);
  const chip = page.getByTestId("offer-filter-expiring");
  await expect(chip).toContainText(t("list.expiring.48h"));
  await chip.click();
  await expect(page).toHaveURL(/\/en\/admin\/make-offer\?status=open$/);
  await expect(page.getByTestId("offer-filter-expiring")).toHaveCount(0);
  await expect(page.getByTestId("offer-card").filter({ hasText: "Sarah Thompson" })).toHaveCount(1);
});

test("a paid offer whose stay has begun keeps its dates and prices, and its guest's details still save", async ({ page, request }) => {
  const stay = await unbookedStay(request, "haus-mischabel", 290);
  const id = await newOffer(page);
  await page.getByRole("combobox", { name: t("fields.property") }).selectOption({ label: "Gruppenhaus Mischabel" });
  await field(page, "checkIn").fill(stay.checkIn);
  await field(page, "checkOut").fill(stay.checkOut);
  await field(page, "guestName").fill("Paula Paid");
  await page.getByRole("button", { name: t("editor.save") }).click();
  await expect(page.getByText(t("editor.saved"))).toBeVisible();
  // Paid, and the stay began two days ago (days move on; the office still edits the offer).
  const [begunIn, begunOut] = [addDays(today, -2), addDays(today, 2)];
  await sql("UPDATE offers SET status = 'accepted', paid_at = now(), check_in = $2::date, check_out = $3::date WHERE id = $1", [id, begunIn, begunOut]);
  const [before] = await sql<{ total_price: string }>("SELECT total_price::text FROM offers WHERE id = $1", [id]);

  await page.reload();
  await expect(page.getByTestId("offer-stay-fixed")).toHaveText(t("fields.stayFixed"));
  await expect(field(page, "checkIn")).toHaveValue(begunIn);
  await expect(field(page, "checkIn")).not.toBeEditable();
  await expect(field(page, "adults")).not.toBeEditable();
  await field(page, "guestPhone").fill("+41 79 555 00 11");
  await page.getByRole("button", { name: t("editor.save") }).click();
  await expect(page.getByText(t("editor.saved"))).toBeVisible();
  const [after] = await sql<{ guest_phone: string; check_in: string; total_price: string }>(
    "SELECT guest_phone, check_in::text, total_price::text FROM offers WHERE id = $1",
    [id],
  );
  expect(after).toEqual({ guest_phone: "+41 79 555 00 11", check_in: begunIn, total_price: before?.total_price });

  // Sent again by the status menu? Never: it is paid.
  await page.getByLabel(t("fields.status")).selectOption("sent");
  await expect(page.getByText(t("errors.offerAlreadyPaid"))).toBeVisible();
});

test("the status menu says why an offer cannot be Sent, and keeps its status", async ({ page }) => {
  const id = await newOffer(page);
  await field(page, "guestName").fill("Stella Status");
  await page.getByRole("button", { name: t("editor.save") }).click();
  await expect(page.getByText(t("editor.saved"))).toBeVisible();
  await page.getByLabel(t("fields.status")).selectOption("sent");
  await expect(page.getByText(t("errors.replyIncomplete"))).toBeVisible();
  expect((await sql<{ status: string }>("SELECT status FROM offers WHERE id = $1", [id]))[0]?.status).toBe("draft");
});
