import { expect, test } from "@playwright/test";
import { fillCheckout, fillStay, heldMessage, reserveFreeStay } from "./offer-support";
import { asDistinctVisitor, LOCALES, msg, url } from "./support";

// Instant booking from the (static) property page, and two guests racing for the same dates:
// once the first has started paying, the second is told before paying, with the time the nights
// may free up.

test("two guests want the same dates: once the first pays, the second is told when they may free up and cannot reserve", async ({ page, browser, request }) => {
  const { stay } = await reserveFreeStay(page, request, "chalet-portjengrat", 300);
  await fillCheckout(page, "first.racer@example.com");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: msg("en", "checkout.payNow") }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();

  const other = await browser.newPage();
  await asDistinctVisitor(other);
  await other.goto("/en/chalet-portjengrat");
  const box = other.getByTestId("instant-booking");
  expect(await fillStay(box, stay, { orUnavailable: true })).toBe(false);
  await expect(box.getByText(heldMessage())).toBeVisible();
  await expect(box.getByRole("button", { name: msg("en", "instantBooking.reserve"), exact: true })).toBeDisabled();
  // The calendar's nights say so too.
  const calendar = (await (await request.get("/api/availability?property=chalet-portjengrat")).json()) as { unavailable: string[] };
  expect(calendar.unavailable).toContain(stay.checkIn);
  await other.close();
});

test("the booking card shows guest counters up to the maximum and the direct-booking saving", async ({ page }) => {
  await page.goto("/en/chalet-dom");
  const box = page.getByTestId("instant-booking");
  await expect(box.getByTestId("count-adults")).toHaveText("2");
  // A click before hydration does nothing: retry until the counter moved.
  await expect(async () => {
    await box.getByRole("button", { name: msg("en", "instantBooking.increase", { label: msg("en", "instantBooking.babies"), group: "babies" }) }).click();
    await expect(box.getByTestId("count-babies")).not.toHaveText("0", { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator("#book").getByText(msg("en", "property.bookDirect"))).toBeVisible();
  // Nothing on the card leads away to the generic /book list any more.
  await expect(page.locator('#book a[href$="/book"]')).toHaveCount(0);
});

test("an instant booking's pages speak of a booking, not of an offer, in de, en and fr", async ({ page, request }) => {
  const { token } = await reserveFreeStay(page, request, "chalet-portjengrat", 150);
  for (const locale of LOCALES) {
    await page.goto(url(locale, `/offer/${token}`));
    await expect(page.getByText(msg(locale, "offerPage.instant.intro"))).toBeVisible();
    await expect(page.getByText(msg(locale, "offerPage.intro"))).toHaveCount(0);
    await page.getByRole("link", { name: msg(locale, "offerPage.instant.complete") }).click();
    await expect(page).toHaveURL((u) => u.pathname === url(locale, `/offer/${token}/checkout`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "checkout.title"));
    await expect(page.getByRole("link", { name: msg(locale, "checkout.instant.backToBooking") })).toBeVisible();
    await expect(page.getByRole("link", { name: msg(locale, "checkout.backToOffer") })).toHaveCount(0);
  }
});

/** "From {price} per night" in `locale` with any price: the page's "from" price. */
const fromPrice = (locale: (typeof LOCALES)[number]) =>
  new RegExp(`^${msg(locale, "property.priceFrom", { price: "PRICE" }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("PRICE", "(CHF.+\\d|\\d.+CHF)")}$`);

test("cards and pages show 'From CHF … per night' from the rates where a house has no fixed price", async ({ page }) => {
  for (const locale of LOCALES) {
    // Chalet Mattmark has no fixed price, only synced rates: it was "Contact for pricing".
    await page.goto(url(locale, "/"));
    const card = page.locator("article").filter({ hasText: "Chalet Mattmark" });
    await expect(card.getByTestId("card-from-price")).toHaveText(fromPrice(locale));
    await expect(page.getByText(msg(locale, "property.contactForPricing"))).toHaveCount(0);
    await page.goto(url(locale, "/chalet-mattmark"));
    await expect(page.getByText(fromPrice(locale)).first()).toBeVisible();
    await expect(page.getByText(msg(locale, "property.contactForPricing"))).toHaveCount(0);
  }
});
