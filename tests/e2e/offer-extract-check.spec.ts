import { expect, test } from "@playwright/test";
import { adminSession } from "./admin-sign-in";
import { asDistinctVisitor, msg } from "./support";

// 'Extract Data' on a German inquiry (issues 22 and 23): the offer's language follows the
// inquiry, and the fields the extractor was unsure of carry a "please check" mark that goes away
// once the admin edits the field.
test.describe.configure({ mode: "serial" });

const admin = adminSession("/en/admin/make-offer");
test.beforeAll(async ({ browser, baseURL }) => admin.signIn(browser, baseURL));
test.beforeEach(async ({ page }) => {
  await asDistinctVisitor(page);
  await admin.use(page.context());
});

const t = (key: string, values: Record<string, string | number> = {}) => msg("en", `adminOffers.${key}`, values);

test("a German inquiry sets the offer to German and marks the unsure fields until they are edited", async ({ page }) => {
  await page.goto("/en/admin/make-offer");
  await page.getByRole("button", { name: t("list.newOffer") }).click();
  await expect(page).toHaveURL(/\/en\/admin\/make-offer\/[0-9a-f-]{36}$/);
  await expect(page.locator("#offer-language")).toHaveValue("en");

  // No year (a guess), a total without adults, a first name only.
  const mail = "Hallo zusammen\nHabt ihr im Gruppenhaus Mischabel vom 14.2. bis 21.2. noch Platz? Wir sind 12 Personen.\nLiebe Grüsse\nLukas";
  await page.getByLabel(t("fields.emailInput")).fill(mail);
  await page.getByRole("button", { name: t("ai.extract") }).click();
  await expect(page.getByText(t("ai.processed"))).toBeVisible();
  await expect(page.getByText(t("ai.checkMarked"))).toBeVisible();

  await expect(page.locator("#offer-language")).toHaveValue("de");
  for (const field of ["guestName", "adults", "checkIn", "checkOut"]) {
    await expect(page.getByTestId(`check-${field}`)).toHaveText(t("ai.pleaseCheck"));
  }
  await expect(page.getByTestId("check-guestEmail")).toHaveCount(0);

  await page.getByLabel(t("fields.guestName")).fill("Lukas Zurbriggen");
  await expect(page.getByTestId("check-guestName")).toHaveCount(0);
  await page.getByLabel(t("fields.adults")).fill("10");
  await expect(page.getByTestId("check-adults")).toHaveCount(0);
  await expect(page.getByTestId("check-checkIn")).toHaveText(t("ai.pleaseCheck"));
});
