import { expect, test } from "@playwright/test";
import { adminSession } from "./admin-sign-in";
import { completedEvent, smoobuReservation, sql, unbookedStay } from "./backend";
import { fillCheckout } from "./offer-support";
import { withSession } from "./sessions";
import { asDistinctVisitor, hydrated, msg } from "./support";

// Issue 7 end to end, from the admin's offer editor to the guest's booking: the admin makes and
// sends an offer, the guest (signed in as guest2@example.com, in a browser context of their own)
// opens the link, meets every validation message, pays on the Stripe fake's hosted page, and the
// database, the fake Smoobu, /my-bookings and the mail outbox show one booking and one payment,
// however often Stripe delivers the event. Gruppenhaus Weissmies is no other spec's house.

const admin = adminSession("/en/admin/make-offer");
test.beforeAll(async ({ browser, baseURL }) => admin.signIn(browser, baseURL));

const t = (key: string, values: Record<string, string | number> = {}) => msg("en", `adminOffers.${key}`, values);
const dmy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const GUEST = "guest2@example.com";

test("admin offer → guest views it → checkout with every validation message → pays → booked once", async ({ page, browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const stay = await unbookedStay(request, "gruppenhaus-weissmies", 340);

  // The admin: a new offer from a pasted inquiry, priced by the server, its reply and link, sent.
  await asDistinctVisitor(page);
  await admin.use(page.context());
  await page.goto("/en/admin/make-offer");
  await page.getByRole("button", { name: t("list.newOffer") }).click();
  await expect(page).toHaveURL(/\/en\/admin\/make-offer\/[0-9a-f-]{36}$/);
  const offerId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  const inquiry = `Hello,\nwe would like the Weissmies from ${dmy(stay.checkIn)} to ${dmy(stay.checkOut)}. We are two adults.\nKind regards,\nGreta Gast\n${GUEST}\n+41 79 555 66 77`;
  await page.getByLabel(t("fields.emailInput")).fill(inquiry);
  await page.getByRole("button", { name: t("ai.extract") }).click();
  await expect(page.getByText(t("ai.propertySelected", { name: "Gruppenhaus Weissmies" }))).toBeVisible();
  await expect(page.getByLabel(t("fields.checkIn"), { exact: true })).toHaveValue(stay.checkIn);
  await expect(page.getByLabel(t("fields.guestEmail"), { exact: true })).toHaveValue(GUEST);
  await page.getByRole("combobox", { name: t("fields.language") }).selectOption("en");
  await page.getByRole("button", { name: t("editor.save") }).click();
  await expect(page.getByText(t("editor.saved"))).toBeVisible();
  await expect(page.getByTestId("price-total")).toContainText("CHF");
  await page.getByRole("button", { name: t("ai.generateReply") }).click();
  await expect(page.getByText(t("ai.replyGenerated"))).toBeVisible();
  const reply = await page.getByLabel(t("fields.proposedReply")).inputValue();
  const link = /https?:\/\/\S+\/en\/offer\/[A-Za-z0-9_-]{43}/.exec(reply)?.[0] ?? "";
  expect(link, "the reply quotes the guest link").not.toBe("");
  await page.getByRole("button", { name: t("editor.send") }).click();
  await expect(page.getByText(t("editor.sent"))).toBeVisible();
  const offerRow = async () => (await sql<{ status: string; paid_at: Date | null; attention_reason: string | null }>("SELECT status, paid_at, attention_reason FROM offers WHERE id = $1", [offerId]))[0];
  expect((await offerRow())?.status).toBe("sent");

  // The guest opens the link in a browser of their own: the offer turns 'viewed'.
  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await withSession(guest, GUEST);
  await guest.goto(new URL(link).pathname);
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Gruppenhaus Weissmies");
  await expect(guest.getByText(msg("en", "offerPage.greeting", { name: "Greta Gast" }))).toBeVisible();
  expect((await offerRow())?.status).toBe("viewed");

  // Checkout: every field emptied and submitted, then the terms unticked.
  await guest.getByRole("link", { name: msg("en", "offerPage.reserveNow") }).click();
  await expect(guest).toHaveURL(new URL(link).pathname + "/checkout");
  const field = (key: string) => guest.getByLabel(msg("en", `checkout.${key}`), { exact: true });
  await hydrated(field("firstName"));
  await expect(field("email")).toHaveValue(GUEST);
  for (const key of ["firstName", "lastName", "email", "phone", "street", "postalCode", "city"]) await field(key).fill("");
  const terms = guest.getByRole("checkbox");
  const pay = guest.getByRole("button", { name: msg("en", "checkout.payNow") });
  await terms.check();
  await pay.click();
  for (const key of ["firstNameTooShort", "lastNameTooShort", "emailInvalid", "phoneTooShort", "streetTooShort", "postalCodeTooShort", "cityTooShort"]) {
    await expect(guest.getByText(msg("en", `checkout.errors.${key}`))).toBeVisible();
  }
  await terms.uncheck();
  await expect(guest.getByText(msg("en", "checkout.errors.termsRequired"))).toBeVisible();
  await expect(pay).toBeDisabled();
  expect(await sql("SELECT 1 FROM booking_payments WHERE offer_id = $1", [offerId]), "nothing invalid reaches the server").toHaveLength(0);

  // Pay on the fake Stripe's hosted page; the success page waits for the webhook.
  await fillCheckout(guest, GUEST);
  await terms.check();
  await pay.click();
  await expect(guest.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  await guest.getByRole("button", { name: "Complete payment" }).click();
  await expect(guest).toHaveURL((u) => u.pathname.endsWith("/checkout/success"));
  await expect(guest.getByRole("heading", { name: msg("en", "checkout.successTitle") })).toBeVisible({ timeout: 30_000 });
  const sessionId = new URL(guest.url()).searchParams.get("session_id") ?? "";
  const reference = sessionId.slice(-8).toUpperCase();
  await expect(guest.getByTestId("booking-reference")).toHaveText(reference);

  // Stripe delivers the same event again (three times in all), and a forged one is refused.
  const event = await completedEvent(baseURL ?? "", sessionId);
  for (let i = 0; i < 3; i++) {
    const response = await request.post("/api/webhooks/stripe", { headers: { "content-type": "application/json", "stripe-signature": event.signature }, data: event.payload });
    expect(response.status()).toBe(200);
  }
  const forged = await completedEvent(baseURL ?? "", sessionId, "whsec_not_the_secret");
  expect((await request.post("/api/webhooks/stripe", { headers: { "content-type": "application/json", "stripe-signature": forged.signature }, data: forged.payload })).status()).toBe(400);

  const offer = await offerRow();
  expect(offer?.status).toBe("accepted");
  expect(offer?.paid_at).toBeInstanceOf(Date);
  expect(offer?.attention_reason, "nothing for the office to fix").toBeNull();
  const payments = await sql("SELECT status, provider_session_id FROM booking_payments WHERE offer_id = $1", [offerId]);
  expect(payments).toEqual([{ status: "succeeded", provider_session_id: sessionId }]);
  // One ledger row: the deposit, once, the booking's (the admin's view and the guest's page show it), no refund.
  const ledger = await sql("SELECT kind, status, (booking_id IS NOT NULL) AS linked FROM ledger_entries WHERE offer_id = $1", [offerId]);
  expect(ledger).toEqual([{ kind: "payment", status: "succeeded", linked: true }]);
  const bookings = await sql<{ smoobu_booking_id: number | null; email: string; reference_id: string }>("SELECT smoobu_booking_id, email, reference_id FROM bookings WHERE offer_id = $1", [offerId]);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]).toMatchObject({ email: GUEST, reference_id: reference });
  const reservation = await smoobuReservation(baseURL ?? "", Number(bookings[0]?.smoobu_booking_id));
  expect(reservation).toMatchObject({ arrival: stay.checkIn, departure: stay.checkOut, "guest-name": "Greta Gast", email: GUEST, apartment: { name: "Gruppenhaus Weissmies" } });

  const mails = await sql<{ template: string; to_address: string }>(
    "SELECT template, to_address FROM mail_outbox WHERE template LIKE 'offer-paid-%' AND (text_body LIKE '%' || $1 || '%' OR text_body LIKE '%' || $2 || '%') ORDER BY template",
    [reference, offerId],
  );
  expect(mails).toEqual([
    { template: "offer-paid-guest-confirmation", to_address: GUEST },
    { template: "offer-paid-office-notice", to_address: "info@saastal-chalets.ch" },
  ]);

  // The booking is in the guest's account.
  await guest.goto("/en/my-bookings");
  await expect(guest.getByTestId("booking-card").filter({ hasText: "Gruppenhaus Weissmies" }).first()).toBeVisible();
  await guestContext.close();
});
