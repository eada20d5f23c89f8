import { expect, test } from "@playwright/test";
import { fillCheckout, reserveFreeStay } from "./offer-support";
import { hydrated, msg } from "./support";
import { withSession } from "./sessions";

// The guest's way through an instant offer in the browser: offer page, checkout, payment on the
// Stripe fake's hosted page (scripts/e2e-server.ts), success, my bookings; cancelling and paying
// again. The admin's offer with every validation message: offer-admin-to-booking.db.spec.ts.
// Each test makes its own offer (an instant request on dates found free through /api/quote), so
// no seeded offer is consumed; guest2 (not guest@example.com, whose full list my-bookings.spec
// asserts) owns the paid booking.

test("instant offer → checkout → pay → success → my bookings", async ({ page, request }) => {
  const { token } = await reserveFreeStay(page, request, "chalet-allalin", 200);

  await page.goto(`/en/offer/${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chalet Allalin");
  await expect(page.getByTestId("offer-total")).toBeVisible();
  // An instant booking speaks of a booking, not of an offer (admin offers: offer-admin-to-booking.db.spec.ts).
  await expect(page.getByText(msg("en", "offerPage.instant.intro"))).toBeVisible();
  await page.getByRole("link", { name: msg("en", "offerPage.instant.complete") }).click();
  await expect(page).toHaveURL(`/en/offer/${token}/checkout`);
  await expect(page.getByTestId("sign-in-prompt")).toBeVisible();

  // Every validation message: tests/e2e/offer-admin-to-booking.db.spec.ts.
  const pay = page.getByRole("button", { name: msg("en", "checkout.payNow") });
  await expect(pay).toBeDisabled();
  await fillCheckout(page, "guest2@example.com");
  await page.getByRole("checkbox").check();
  await pay.click();
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Complete payment" }).click();

  await expect(page).toHaveURL((u) => u.pathname === `/en/offer/${token}/checkout/success`);
  // "Successful" only once the booking exists: the page refreshes itself while the webhook is on its way.
  await expect(page.getByRole("heading", { name: msg("en", "checkout.instant.successTitle") })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("booking-reference")).toHaveText(/^[A-Z0-9]{8}$/);
  const success = page.url();

  // The paid offer is a booking now: what was paid and what is left, never the checkout's words.
  await page.goto(`/en/offer/${token}`);
  await expect(page.getByText(msg("en", "offerPage.paidStay.intro"))).toBeVisible();
  await expect(page.getByText(msg("en", "offerPage.instant.intro"))).toHaveCount(0);
  await expect(page.getByTestId("offer-downpayment")).toHaveCount(0);
  await expect(page.getByRole("link", { name: msg("en", "offerPage.instant.complete") })).toHaveCount(0);
  await expect(page.getByTestId("paid-amount")).toHaveText(/CHF/);
  await expect(page.getByTestId("paid-stay-due")).toBeVisible();
  await expect(page.getByTestId("sign-in-to-booking")).toBeVisible();
  const total = (await page.getByTestId("offer-total").textContent()) ?? "";
  await withSession(page, "guest2@example.com");
  await page.goto("/en/my-bookings");
  await expect(page.getByTestId("booking-card").filter({ hasText: "Chalet Allalin" }).first()).toBeVisible();

  // Signed in as its guest, the success page leads straight to the booking (not to the offer
  // page), itemised as the checkout was.
  await page.goto(success);
  await expect(page.getByRole("link", { name: msg("en", "checkout.instant.viewSummary") })).toHaveCount(0);
  await page.getByTestId("view-my-booking").click();
  await expect(page).toHaveURL(/\/en\/my-bookings\/[0-9a-f-]{36}$/);
  const pricing = page.getByRole("region", { name: msg("en", "myBookings.pricingTitle") });
  await expect(pricing.getByRole("rowheader", { name: msg("en", "myBookings.priceLines.accommodation") })).toBeVisible();
  await expect(pricing.getByRole("rowheader", { name: msg("en", "myBookings.priceLines.saastalCard") })).toBeVisible();
  await expect(page.getByTestId("pricing-total")).toHaveText(total);
});

test("cancelling on the hosted page leads to the cancel page and back; paying again reopens the same session", async ({ page, request }) => {
  const { token } = await reserveFreeStay(page, request, "chalet-mattmark", 260);
  await fillCheckout(page, "cancel.e2e@example.com");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: msg("en", "checkout.payNow") }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  const hosted = page.url();
  await page.getByRole("button", { name: "Cancel payment" }).click();
  await expect(page).toHaveURL(`/en/offer/${token}/checkout/cancel`);
  await expect(page.getByRole("heading", { name: msg("en", "checkout.cancelTitle") })).toBeVisible();
  await expect(page.getByRole("link", { name: msg("en", "checkout.instant.viewSummary") })).toBeVisible();
  await page.getByRole("link", { name: msg("en", "checkout.returnToCheckout") }).click();
  await expect(page).toHaveURL(`/en/offer/${token}/checkout`);

  // The details were kept; 'Pay Now' again goes back to the open session, not to a second one.
  const email = page.getByLabel(msg("en", "checkout.email"), { exact: true });
  await expect(email).toHaveValue("cancel.e2e@example.com");
  await hydrated(email);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: msg("en", "checkout.payNow") }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  // A second session would have another id, so another URL.
  expect(page.url()).toBe(hosted);
});

test("a wrong token shows 'Offer not found'", async ({ page }) => {
  const response = await page.goto("/en/offer/this-token-does-not-exist-0000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: msg("en", "offerPage.notFoundTitle") })).toBeVisible();
});
