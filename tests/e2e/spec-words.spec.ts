import { expect, test } from "@playwright/test";

// The specification's English words as the English site shows them, written out here rather than
// read from the messages (tests/unit/spec-english-texts.test.ts holds every pair).

test("the English property page's booking card reads 'Book Direct - Save 10%'", async ({ page }) => {
  await page.goto("/en/chalet-allalin");
  await expect(page.locator("#book").getByText("Book Direct - Save 10%", { exact: true })).toBeVisible();
});

test("the English booking page reads 'Save up to 10% direct booking advantage: Book directly and enjoy exclusive savings!'", async ({ page }) => {
  await page.goto("/en/book");
  await expect(page.getByText("Save up to 10% direct booking advantage: Book directly and enjoy exclusive savings!", { exact: true })).toBeVisible();
});
