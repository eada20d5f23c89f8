import { formatTypedDate } from "@/lib/domain/typed-date";
import { expect, test } from "@playwright/test";
import { findFreeStay } from "./offer-support";
import { msg } from "./support";

// Below 768 px: the navigation moves into a sheet and the property page gets a bottom bar.

test("the menu opens as a sheet and navigates", async ({ page }) => {
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: msg("de", "nav.openMenu") });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  const sheet = page.getByRole("dialog");
  await expect(sheet).toBeVisible();
  await sheet.getByRole("link", { name: msg("de", "nav.team") }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("de", "team.title"));
});

test("the bottom bar shows the chosen stay's price and offers Reserve, and the booking card has the stay, kept across a language switch", async ({ page, request }) => {
  const stay = await findFreeStay(request, "chalet-allalin", 200);
  const quote = (await (await request.get(`/api/quote?property=chalet-allalin&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=4`)).json()) as { total: number };
  await page.goto(`/chalet-allalin?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=4`);
  const bar = page.getByTestId("mobile-booking-bar");
  const box = await bar.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y + box.height).toBeGreaterThan((viewport?.height ?? 0) - 120);
  // The search's dates and party reach the bar and the booking card.
  // The nightly "from" price first, the stay's total once /api/quote has answered.
  await expect.poll(async () => (await page.getByTestId("booking-bar-price").textContent())?.replace(/[^\d]/g, "")).toContain(String(Math.round(quote.total * 100)));
  await expect(bar.getByRole("button", { name: msg("de", "instantBooking.reserve"), exact: true })).toBeVisible();
  const card = page.getByTestId("instant-booking");
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId("count-adults")).toHaveText("4");
  await expect(card.getByLabel(msg("de", "instantBooking.checkIn"), { exact: true })).toHaveValue(formatTypedDate(stay.checkIn, "de"));
  // Another language keeps the stay.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: msg("de", "nav.openMenu") }).click();
  await page.getByRole("dialog").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL((u) => u.pathname === "/en/chalet-allalin" && u.searchParams.get("checkIn") === stay.checkIn && (u.searchParams.get("adults") ?? u.searchParams.get("guests")) === "4");
  await expect(page.getByTestId("instant-booking").getByTestId("count-adults")).toHaveText("4");
  await expect(page.getByTestId("instant-booking").getByLabel(msg("en", "instantBooking.checkOut"), { exact: true })).toHaveValue(formatTypedDate(stay.checkOut, "en"));
});

test("/book with a chalet shows that chalet's booking card first, prefilled", async ({ page, request }) => {
  const stay = await findFreeStay(request, "chalet-dom", 230);
  await page.goto(`/en/book?property=chalet-dom&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=3`);
  const selected = page.getByTestId("selected-property");
  await expect(selected.getByRole("heading", { name: "Chalet Dom" })).toBeVisible();
  await expect(selected.getByTestId("count-adults")).toHaveText("3");
  await expect(selected.getByTestId("instant-total")).toContainText("CHF");
  await page.goto("/en/book?property=no-such-chalet");
  await expect(page.getByTestId("selected-property")).toHaveCount(0);
});
