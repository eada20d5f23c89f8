import { expect, test } from "@playwright/test";
import { fillCheckout, fillStay, reserveFreeStay } from "./offer-support";
import { asDistinctVisitor, msg } from "./support";

// Instant booking from the (static) property page, and two guests racing for the same dates:
// once the first has started paying, the second is told before paying.

test("two guests reserve the same dates: the second is told they are gone", async ({ page, browser, request }) => {
  const { stay } = await reserveFreeStay(page, request, "chalet-portjengrat", 300);
  await fillCheckout(page, "first.racer@example.com");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: msg("en", "checkout.payNow") }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();

  const other = await browser.newPage();
  await asDistinctVisitor(other);
  await other.goto("/en/chalet-portjengrat");
  const box = other.getByTestId("instant-booking");
  await fillStay(box, stay);
  await box.getByRole("button", { name: msg("en", "instantBooking.reserve"), exact: true }).click();
  await expect(box.getByRole("alert")).toHaveText(msg("en", "instantBooking.errors.datesUnavailable"));
  await other.close();
});

test("the booking card shows guest counters up to the maximum and the direct-booking saving", async ({ page }) => {
  await page.goto("/en/chalet-dom");
  const box = page.getByTestId("instant-booking");
  await expect(box.getByTestId("count-adults")).toHaveText("2");
  // A click before hydration does nothing: retry until the counter moved.
  await expect(async () => {
    await box.getByRole("button", { name: msg("en", "instantBooking.increase", { label: msg("en", "instantBooking.babies") }) }).click();
    await expect(box.getByTestId("count-babies")).not.toHaveText("0", { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator("#book").getByText(msg("en", "property.bookDirect"))).toBeVisible();
  // Nothing on the card leads away to the generic /book list any more.
  await expect(page.locator('#book a[href$="/book"]')).toHaveCount(0);
});
