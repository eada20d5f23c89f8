import { randomBytes, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { sql, unbookedStay } from "./backend";
import { hydrated, msg } from "./support";

// Offers that cannot be paid, in the browser: past their expiry, and with a night that became
// unavailable after the guest opened the checkout. The UI has no way to make either, so the
// offers (and the night) are written to the database; each test has its own offer on Gruppenhaus
// Weissmies, apart from the dates offer-admin-to-booking.db.spec.ts books (from day 340).

const OFFICE = { email: "info@saastal-chalets.ch", phone: "+41 27 957 00 00" };

async function insertOffer(stay: { checkIn: string; checkOut: string }, expiresAt: Date): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const token = randomBytes(32).toString("base64url");
  await sql(
    `INSERT INTO offers (id, updated_at, status, source, language, offer_token, property_id, check_in, check_out, adults, total_price, downpayment_amount, expires_at,
       guest_name, guest_email, guest_phone, guest_street, guest_postal_code, guest_city, guest_country)
     SELECT $1::uuid, now(), 'sent', 'admin', 'en', $2, id, $3::date, $4::date, 2, 1800.00, 500.00, $5::timestamptz, 'Greta Gast', 'states.e2e@example.com', '+41 79 555 66 77', 'Obere Gasse 12', '3906', 'Saas-Fee', 'CH'
     FROM properties WHERE slug = 'gruppenhaus-weissmies'`,
    [id, token, stay.checkIn, stay.checkOut, expiresAt],
  );
  return { id, token };
}

test("an offer past its expiry says so and whom to contact, cannot be paid, and is marked expired", async ({ page }) => {
  const offer = await insertOffer({ checkIn: "2031-02-01", checkOut: "2031-02-04" }, new Date(Date.now() - 60_000));
  const expired = msg("en", "offerPage.expired", OFFICE);

  await page.goto(`/en/offer/${offer.token}`);
  await expect(page.getByTestId("offer-status")).toHaveText(expired);
  await expect(page.getByRole("link", { name: msg("en", "offerPage.reserveNow") })).toHaveCount(0);
  expect(await sql("SELECT status FROM offers WHERE id = $1", [offer.id])).toEqual([{ status: "expired" }]);

  await page.goto(`/en/offer/${offer.token}/checkout`);
  await expect(page.getByTestId("offer-status")).toHaveText(expired);
  await expect(page.getByRole("button", { name: msg("en", "checkout.payNow") })).toHaveCount(0);
  expect(await sql("SELECT 1 FROM booking_payments WHERE offer_id = $1", [offer.id])).toHaveLength(0);
});

test("a night that became unavailable: 'Pay Now' says the dates are gone, and so does the offer", async ({ page, request }) => {
  const stay = await unbookedStay(request, "gruppenhaus-weissmies", 240);
  const offer = await insertOffer(stay, new Date(Date.now() + 3 * 86_400_000));
  const night = new Date(Date.parse(`${stay.checkIn}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  await page.goto(`/en/offer/${offer.token}`);
  await page.getByRole("link", { name: msg("en", "offerPage.reserveNow") }).click();
  const firstName = page.getByLabel(msg("en", "checkout.firstName"), { exact: true });
  await hydrated(firstName);
  await expect(firstName).toHaveValue("Greta");

  // Smoobu marks the second night unavailable (as a rates sync would store it) while the guest fills in.
  const setNight = (available: boolean) =>
    sql(
      `INSERT INTO property_rates (property_id, date, available, updated_at) SELECT id, $1::date, $2::boolean, now() FROM properties WHERE slug = 'gruppenhaus-weissmies'
       ON CONFLICT (property_id, date) DO UPDATE SET available = EXCLUDED.available, updated_at = now()`,
      [night, available],
    );
  await setNight(false);
  try {
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: msg("en", "checkout.payNow") }).click();
    await expect(page.getByRole("alert").filter({ hasText: msg("en", "checkout.errors.datesUnavailable") })).toBeVisible();
    expect(await sql("SELECT 1 FROM booking_payments WHERE offer_id = $1", [offer.id])).toHaveLength(0);

    await page.goto(`/en/offer/${offer.token}`);
    await expect(page.getByTestId("offer-status")).toHaveText(msg("en", "offerPage.unavailable"));
    await expect(page.getByRole("link", { name: msg("en", "offerPage.reserveNow") })).toHaveCount(0);
  } finally {
    // Back as it was, for the next run on the same database.
    await setNight(true);
  }
});
