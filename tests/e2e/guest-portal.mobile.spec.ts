import { expect, test, type Page } from "@playwright/test";
import { msg } from "./support";
import { withSession } from "./sessions";

// The guest portal on phones (issue 31): the guest list was a 402 px table in a 308 px box with
// edit and delete scrolled out of view; below 640 px each guest is a card. The price showed
// Smoobu's English names ("Accommodation", "Final cleaning") on German pages, and a stay without
// price elements said its total twice ("Total price", then "Total").

async function openBooking(page: Page, locale: "de" | "en" | "fr", property: string) {
  await withSession(page, "guest@example.com");
  await page.goto(`/${locale === "de" ? "" : `${locale}/`}my-bookings`);
  // Opened by its address: what this spec checks is the booking's page, not the card's link
  // (my-bookings.spec.ts clicks cards; a click here during hydration on a loaded CI machine was lost once).
  const href = await page.getByTestId("booking-card").filter({ hasText: property }).first().getAttribute("href");
  expect(href).toMatch(/\/my-bookings\/[0-9a-f-]{36}$/);
  await page.goto(href!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(property);
}

for (const width of [360, 390]) {
  test(`at ${width} px each guest is a card inside the window, with edit and delete in view`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openBooking(page, "en", "Gruppenhaus Mischabel");
    const section = page.getByRole("region", { name: msg("en", "guestList.title") });
    const rows = section.getByTestId("guest-row");
    await expect(rows.first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const sectionBox = await section.boundingBox();
    for (const row of await rows.all()) {
      const name = ((await row.getByRole("cell").first().textContent()) ?? "").trim();
      for (const label of [msg("en", "guestList.editOf", { name }), msg("en", "guestList.removeOf", { name })]) {
        // Inside the section's box as laid out, without scrolling anything sideways (in the old
        // table they sat past its right edge, in a scroller).
        const button = row.getByRole("button", { name: label });
        await expect(button).toBeVisible();
        const box = await button.boundingBox();
        expect(box && sectionBox && box.x >= sectionBox.x).toBe(true);
        expect(box && sectionBox && box.x + box.width).toBeLessThanOrEqual((sectionBox?.x ?? 0) + (sectionBox?.width ?? 0));
      }
      // No column head on a card: the date says what it is.
      await expect(row.getByText(msg("en", "guestList.dateOfBirthValue", { date: "" }).trim())).toBeVisible();
    }
  });
}

test("German pages name Smoobu's price kinds in German and say the total once", async ({ page }) => {
  for (const property of ["Gruppenhaus Mischabel", "Chalet Allalin", "Chalet Dom"]) {
    await openBooking(page, "de", property);
    const pricing = page.getByRole("region", { name: msg("de", "myBookings.pricingTitle") });
    await expect(pricing.getByTestId("pricing-total")).toHaveCount(1);
    for (const english of ["Accommodation", "Final cleaning"]) await expect(pricing.getByText(english, { exact: true })).toHaveCount(0);
    await expect(pricing.getByRole("rowheader", { name: msg("de", "myBookings.totalPrice"), exact: true })).toHaveCount(0);
  }
});
