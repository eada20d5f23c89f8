import { expect, test } from "@playwright/test";
import { bookingReference } from "@/lib/domain/booking-reference";
import { fillCheckout, reserveFreeStay } from "./offer-support";
import { hydrated, msg } from "./support";

// Paying an offer on the built-in test payment page: project 'keyless', whose server serves the
// same build without Stripe keys (playwright.config.ts). Instant requests on Gruppenhaus
// Weissmies from days 100 and 170 (the other Weissmies specs start at days 240 and 340).

const t = (key: string) => msg("en", `payment.${key}`);

test("pays an instant offer on the test payment page: success shows the booking and the next step, the offer is paid", async ({ page, request }) => {
  const { token } = await reserveFreeStay(page, request, "gruppenhaus-weissmies", 100);
  await fillCheckout(page, "keyless.pay@example.com");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: msg("en", "checkout.payNow") }).click();

  await expect(page).toHaveURL(/\/en\/pay\/test\/cs_local_[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("heading", { name: t("testTitle") })).toBeVisible();
  await expect(page.getByTestId("test-payment-amount")).toContainText("CHF");
  const sessionId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  // Named by the reference the booking will get and the house: no dangling "–".
  const reference = bookingReference(sessionId);
  expect(reference).toMatch(/^[A-Z0-9]{8}$/);
  await expect(page.getByTestId("test-payment-title")).toHaveText(`${t("testBooking")} ${reference} · Gruppenhaus Weissmies`);
  const payButton = page.getByRole("button", { name: t("pay"), exact: true });
  await hydrated(payButton);
  await payButton.click();

  await expect(page).toHaveURL((u) => u.pathname === `/en/offer/${token}/checkout/success` && u.searchParams.get("session_id") === sessionId);
  // An instant booking is spoken of as a booking, never as an offer.
  await expect(page.getByRole("heading", { name: msg("en", "checkout.instant.successTitle") })).toBeVisible();
  await expect(page.getByTestId("booking-reference")).toHaveText(reference);
  await expect(page.getByRole("link", { name: msg("en", "checkout.instant.viewSummary") })).toBeVisible();
  await expect(page.getByRole("link", { name: msg("en", "checkout.viewOffer") })).toHaveCount(0);
  // What happens next: the rest of the price and when it is due, and the way to the booking (sign in first).
  await expect(page.getByTestId("balance-due")).toContainText("CHF");
  await expect(page.getByText(msg("en", "checkout.signInHint", { email: "keyless.pay@example.com" }))).toBeVisible();
  const signIn = page.getByTestId("sign-in-to-booking");
  await expect(signIn).toHaveText(msg("en", "checkout.signInToView"));
  const target = new URL((await signIn.getAttribute("href")) ?? "", page.url());
  expect(target.pathname).toBe("/en/auth");
  expect(target.searchParams.get("callbackUrl")).toMatch(/^\/en\/my-bookings\/[0-9a-f-]{36}$/);
  // The offer page of the paid stay shows what was paid and what is left, not the checkout's words.
  await page.goto(`/en/offer/${token}`);
  await expect(page.getByTestId("paid-stay")).toBeVisible();
  await expect(page.getByTestId("paid-amount")).toContainText("CHF");
  await expect(page.getByText(msg("en", "offerPage.paidStay.intro"))).toBeVisible();
  await expect(page.getByText(msg("en", "offerPage.instant.intro"))).toHaveCount(0);

  // The test page of a finished payment no longer pays.
  await page.goto(`/en/pay/test/${sessionId}`);
  await expect(page.getByRole("status")).toHaveText(t("testClosed"));
  await expect(page.getByRole("button", { name: t("pay"), exact: true })).toHaveCount(0);
});

test("cancelling on the test payment page leads to the cancel page; paying again reopens the same test session", async ({ page, request }) => {
  const { token } = await reserveFreeStay(page, request, "gruppenhaus-weissmies", 170);
  await fillCheckout(page, "keyless.cancel@example.com");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: msg("en", "checkout.payNow") }).click();
  await expect(page).toHaveURL(/\/en\/pay\/test\/cs_local_[A-Za-z0-9_-]+$/);
  const testPage = page.url();
  const cancelButton = page.getByRole("button", { name: t("cancel"), exact: true });
  await hydrated(cancelButton);
  await cancelButton.click();

  await expect(page).toHaveURL(`/en/offer/${token}/checkout/cancel`);
  await expect(page.getByRole("heading", { name: msg("en", "checkout.cancelTitle") })).toBeVisible();
  await expect(page.getByText(msg("en", "checkout.instant.cancelText"))).toBeVisible();
  await page.getByRole("link", { name: msg("en", "checkout.returnToCheckout") }).click();
  await expect(page).toHaveURL(`/en/offer/${token}/checkout`);

  const email = page.getByLabel(msg("en", "checkout.email"), { exact: true });
  await expect(email).toHaveValue("keyless.cancel@example.com");
  await hydrated(email);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: msg("en", "checkout.payNow") }).click();
  await expect(page.getByRole("heading", { name: t("testTitle") })).toBeVisible();
  expect(page.url()).toBe(testPage);
});
