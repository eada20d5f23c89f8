import { expect, test, type Page } from "@playwright/test";
import { msg } from "./support";
import { withSession } from "./sessions";

// The guest portal in the browser, on the seeded demo bookings (prisma/seed/bookings.ts, dated
// relative to the day the server seeded): guest@example.com has a stay in progress at Gruppenhaus
// Mischabel (guest list requested, fully paid), an upcoming stay at Chalet Allalin with an open
// amount, a later stay from a paid offer, a past stay and a cancelled one; guest2@example.com arrives today and tomorrow and leaves today and tomorrow.
// Paying goes through the local Stripe fake's hosted page (scripts/e2e-server.ts).

// In order: the last test pays Allalin's open amount, which the detail test expects still open.
test.describe.configure({ mode: "serial" });

async function signIn(page: Page, email: string, path = "/en/my-bookings") {
  await withSession(page, email);
  await page.goto(path);
  await expect(page).toHaveURL((u) => u.pathname === path);
}

/** The first (soonest) card of a property: Anna also has a later Mischabel stay from a paid offer. */
const card = (page: Page, name: string) => page.getByTestId("booking-card").filter({ hasText: name }).first();

async function openBooking(page: Page, property: string) {
  await card(page, property).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(property);
}

test("lists a guest's bookings split into upcoming and past, with stay labels", async ({ page }) => {
  await signIn(page, "guest@example.com");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("en", "myBookings.title"));
  const upcoming = page.getByRole("region", { name: msg("en", "myBookings.upcoming") });
  const past = page.getByRole("region", { name: msg("en", "myBookings.past") });
  // Soonest first: the stay in progress, Allalin in two weeks, then the stay booked through the
  // seeded accepted offer. The cancelled Alphubel is hidden.
  await expect(upcoming.getByTestId("booking-card").locator("h3")).toHaveText(["Gruppenhaus Mischabel", "Chalet Allalin", "Gruppenhaus Mischabel"]);
  await expect(past.getByTestId("booking-card").locator("h3")).toHaveText(["Chalet Dom"]);
  await expect(page.getByText("Chalet Alphubel")).toHaveCount(0);

  const inProgress = card(page, "Gruppenhaus Mischabel");
  await expect(inProgress.getByText(msg("en", "myBookings.arrived"), { exact: true })).toBeVisible();
  await expect(inProgress.getByText(/^Check-out /)).toBeVisible();
  await expect(inProgress.getByText(msg("en", "myBookings.guestCount", { count: 16 }))).toBeVisible();
  await expect(card(page, "Chalet Allalin").locator("[data-slot=badge]")).toHaveCount(0);
});

test("shows today's departure as urgent and tomorrow's arrival as a plain label", async ({ page }) => {
  await signIn(page, "guest2@example.com");
  const leaving = card(page, "Chalet Portjengrat").getByText(msg("en", "myBookings.leavingToday"), { exact: true });
  await expect(leaving).toHaveAttribute("data-urgent", "true");
  await expect(leaving).toHaveClass(/bg-destructive/);
  const arriving = card(page, "Chalet Dom").getByText(msg("en", "myBookings.arrivingTomorrow"), { exact: true });
  await expect(arriving).toHaveAttribute("data-urgent", "false");
});

test("labels today's arrival as urgent and tomorrow's departure as a plain label", async ({ page }) => {
  // Seeded relative to the day the server seeded: guest2 arrives at Alphubel today and leaves
  // Mattmark tomorrow.
  await signIn(page, "guest2@example.com");
  const arriving = card(page, "Chalet Alphubel").getByText(msg("en", "myBookings.arrivingToday"), { exact: true });
  await expect(arriving).toHaveAttribute("data-urgent", "true");
  await expect(arriving).toHaveClass(/bg-destructive/);
  const leaving = card(page, "Chalet Mattmark").getByText(msg("en", "myBookings.leavingTomorrow"), { exact: true });
  await expect(leaving).toHaveAttribute("data-urgent", "false");
});

test("shows the booking details, pricing and payment state; another guest gets 'Booking not found'", async ({ page }) => {
  await signIn(page, "guest@example.com");
  await openBooking(page, "Gruppenhaus Mischabel");
  const facts = page.getByRole("region", { name: msg("en", "myBookings.detailsTitle") });
  await expect(facts.getByText("16:00")).toBeVisible();
  await expect(facts.getByText("10:00")).toBeVisible();
  await expect(facts.getByText(msg("en", "myBookings.guestsValue", { adults: 12, children: 4 }))).toBeVisible();
  await expect(page.getByTestId("payment-state")).toHaveText(msg("en", "ledger.states.fullyPaid"));
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByRole("region", { name: msg("en", "guestList.title") }).getByTestId("guest-row")).toHaveCount(3);
  const detailUrl = page.url();

  // The guest list is only shown for properties that request it.
  await page.goto("/en/my-bookings");
  await openBooking(page, "Chalet Allalin");
  // A prepayment paid elsewhere (reported by Smoobu) and a payment through the site: partly paid.
  await expect(page.getByTestId("payment-state")).toHaveText(msg("en", "ledger.states.partlyPaid"));
  await expect(page.getByTestId("ledger-row").filter({ hasText: msg("en", "ledger.labels.externalPrepayment") })).toHaveCount(1);
  // The failed attempt moved no money: it is not in the list, and nothing reads "Pending" there.
  await expect(page.getByTestId("ledger-row")).toHaveCount(2);
  await expect(page.getByRole("region", { name: msg("en", "guestList.title") })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, "guest2@example.com");
  const response = await page.goto(detailUrl);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: msg("en", "myBookings.notFound") })).toBeVisible();
});

test("adds, edits and removes a guest, with the validation messages", async ({ page }) => {
  await signIn(page, "guest@example.com");
  await openBooking(page, "Gruppenhaus Mischabel");
  const section = page.getByRole("region", { name: msg("en", "guestList.title") });
  const rows = section.getByTestId("guest-row");
  await expect(rows).toHaveCount(3);

  await section.getByRole("button", { name: msg("en", "guestList.add") }).click();
  const form = page.getByRole("form", { name: msg("en", "guestList.addTitle") });
  // The dialog's close button says what it closes: "Close", not the menu's "Close menu".
  await expect(page.getByRole("dialog").getByRole("button", { name: msg("en", "common.close"), exact: true })).toBeVisible();
  await form.getByLabel(msg("en", "guestList.email")).fill("not-an-email");
  await form.getByRole("button", { name: msg("en", "guestList.save") }).click();
  for (const key of ["firstNameRequired", "lastNameRequired", "dateOfBirthRequired", "emailInvalid"]) {
    await expect(form.getByText(msg("en", `guestList.errors.${key}`), { exact: true })).toBeVisible();
  }
  await form.getByLabel(msg("en", "guestList.firstName")).fill("Noah");
  await form.getByLabel(msg("en", "guestList.lastName")).fill("Muster");
  await form.getByLabel(msg("en", "guestList.dateOfBirth")).fill("2019-03-15");
  await form.getByLabel(msg("en", "guestList.email")).fill("");
  await form.getByRole("button", { name: msg("en", "guestList.save") }).click();
  await expect(page.getByText(msg("en", "guestList.added"))).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: "Noah Muster" })).toBeVisible();

  await section.getByRole("button", { name: msg("en", "guestList.editOf", { name: "Noah Muster" }) }).click();
  const edit = page.getByRole("form", { name: msg("en", "guestList.editTitle") });
  await edit.getByLabel(msg("en", "guestList.firstName")).fill("Noé");
  await edit.getByRole("button", { name: msg("en", "guestList.save") }).click();
  await expect(page.getByText(msg("en", "guestList.updated"))).toBeVisible();
  await expect(rows.filter({ hasText: "Noé Muster" })).toBeVisible();

  await section.getByRole("button", { name: msg("en", "guestList.removeOf", { name: "Noé Muster" }) }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText(msg("en", "guestList.removeText", { name: "Noé Muster" }))).toBeVisible();
  await confirm.getByRole("button", { name: msg("en", "guestList.remove") }).click();
  await expect(page.getByText(msg("en", "guestList.removed"))).toBeVisible();
  await expect(rows).toHaveCount(3);
});

test("the built-in test payment page refuses to work while Stripe keys are configured", async ({ page }) => {
  const response = await page.goto("/en/pay/test/cs_local_AAAAAAAAAAAAAAAAAAAAAAAA");
  expect(response?.status()).toBe(404);
});

test("pays the open amount through the Stripe fake's hosted page and comes back paid", async ({ page }) => {
  await signIn(page, "guest@example.com");
  await openBooking(page, "Chalet Allalin");
  const open = (await page.getByTestId("open-amount").textContent()) ?? "";
  const rowsBefore = await page.getByTestId("ledger-row").count();
  await page.getByRole("button", { name: msg("en", "payment.payOpenAmount", { amount: open }) }).click();

  // The fake's hosted page shows the amount the server charged.
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  const charged = (await page.getByTestId("amount").textContent()) ?? "";
  expect(charged.replace(/[^\d.]/g, "")).toBe(open.replace(/[^\d.]/g, ""));
  await page.getByRole("button", { name: "Complete payment" }).click();

  await expect(page).toHaveURL((u) => u.pathname.startsWith("/en/my-bookings/") && u.searchParams.get("payment") === "success");
  // The page says what the server knows: "being confirmed" until the webhook arrives (it refreshes itself), then received.
  await expect(page.getByTestId("payment-notice")).toHaveText(msg("en", "payment.noticeConfirmed", { amount: open }), { timeout: 20_000 });
  await expect(page.getByTestId("payment-state")).toHaveText(msg("en", "ledger.states.fullyPaid"));
  await expect(page.getByTestId("open-amount")).toHaveText(/0\.00/);
  await expect(page.getByTestId("ledger-row")).toHaveCount(rowsBefore + 1);
  await expect(page.getByTestId("ledger-row").last()).toContainText(msg("en", "ledger.statuses.paid"));
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
});

test("a past Booking.com stay reads collected by the channel, paid via Booking.com, with no pay button", async ({ page }) => {
  await signIn(page, "guest@example.com");
  await openBooking(page, "Chalet Dom");
  await expect(page.getByTestId("payment-state")).toHaveText(msg("en", "ledger.states.channel"));
  await expect(page.getByTestId("open-amount")).toHaveText(/0\.00/);
  await expect(page.getByTestId("ledger-row")).toHaveText([new RegExp(msg("en", "ledger.labels.externalPrice", { channel: "Booking.com" }))]);
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
});

/** "CHF 1'234.50" or "−CHF 300.00" (a discount) in Rappen. */
const rappen = (text: string) => (text.includes("\u2212") ? -1 : 1) * Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

test("itemises each booking's price as the checkout did, the lines adding up to the total", async ({ page }) => {
  await signIn(page, "guest@example.com");
  // The later Mischabel stay was booked through the seeded offer: its components, not one line.
  await page.getByTestId("booking-card").filter({ hasText: "Gruppenhaus Mischabel" }).nth(1).click();
  const pricing = page.getByRole("region", { name: msg("en", "myBookings.pricingTitle") });
  for (const key of ["accommodation", "cleaning", "touristTax", "saastalCard"]) {
    await expect(pricing.getByRole("rowheader", { name: msg("en", `myBookings.priceLines.${key}`) })).toBeVisible();
  }
  await expect(pricing.getByRole("rowheader", { name: msg("en", "myBookings.totalPrice"), exact: true })).toHaveCount(0);

  // Whatever the source (an offer, Smoobu's price elements, a Smoobu total only), the lines add up.
  for (const property of [null, "Chalet Allalin", "Chalet Dom"]) {
    if (property) {
      await page.goto("/en/my-bookings");
      await openBooking(page, property);
    }
    const amounts = (await pricing.locator("tbody td").allTextContents()).map(rappen);
    const total = rappen((await page.getByTestId("pricing-total").textContent()) ?? "");
    // The lines add up to the total; a Smoobu total alone has no line repeating it ("Total price").
    if (amounts.length > 0) expect(amounts.reduce((sum, a) => sum + a, 0)).toBe(total);
    expect(total).toBeGreaterThan(0);
    await expect(pricing.getByRole("rowheader", { name: msg("en", "myBookings.totalPrice"), exact: true })).toHaveCount(0);
  }
});
