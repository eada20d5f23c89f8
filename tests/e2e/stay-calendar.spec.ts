import { expect, test } from "@playwright/test";
import { msg } from "./support";

// The stay calendar of the property page's booking card (the same component picks the dates in
// the admin's offer editor): unavailable nights cannot be picked, a first click picks the
// check-in, a later free day the check-out (then the live price shows), Reset clears both.

test("the booking card's calendar picks a free stay and refuses unavailable nights", async ({ page }) => {
  await page.goto("/en/chalet-allalin");
  const card = page.getByTestId("instant-booking");
  const calendar = card.getByTestId("stay-calendar");
  await expect(calendar).toBeVisible();

  // Seeded rates have unavailable stretches: find one within the bookable months; it is disabled.
  let blocked = calendar.locator('button[data-state="unavailable"]');
  for (let i = 0; i < 13 && (await blocked.count()) === 0; i++) {
    await calendar.getByRole("button", { name: msg("en", "instantBooking.calendar.nextMonth") }).click();
    blocked = calendar.locator('button[data-state="unavailable"]');
  }
  await expect(blocked.first()).toBeDisabled();
  await expect(blocked.first()).toHaveAccessibleName(new RegExp(`${msg("en", "instantBooking.calendar.unavailable")}$`));

  // A check-in on a free day, then the first check-out the calendar allows within a week (the
  // arrival night's minimum stay, 2 or 3 nights in the seeded rates, disables the days before it).
  const freeDays = await calendar.locator('button[data-state="selectable"]').evaluateAll((els) => els.map((el) => el.getAttribute("data-date") ?? ""));
  const reset = calendar.getByRole("button", { name: msg("en", "instantBooking.calendar.reset") });
  let picked = false;
  for (const day of freeDays) {
    if (await reset.isEnabled()) await reset.click();
    await calendar.locator(`button[data-date="${day}"]`).click();
    await expect(card.getByLabel(msg("en", "instantBooking.checkIn"), { exact: true })).toHaveValue(day);
    // Every free night of the seeded rates has a minimum of 2 or 3: the next day cannot be the check-out.
    const nextDay = calendar.locator(`button[data-date="${addDays(day, 1)}"]`);
    if ((await nextDay.count()) === 1 && (await nextDay.getAttribute("data-state")) !== "unavailable") {
      await expect(nextDay).toHaveAttribute("data-state", "belowMinStay");
      await expect(nextDay).toBeDisabled();
      await expect(nextDay).toHaveAccessibleName(/Minimum stay [23] nights$/);
    }
    for (let nights = 1; nights <= 7 && !picked; nights++) {
      const later = calendar.locator(`button[data-date="${addDays(day, nights)}"]`);
      if ((await later.count()) !== 1 || !(await later.isEnabled())) continue;
      await later.click();
      await expect(card.getByLabel(msg("en", "instantBooking.checkOut"), { exact: true })).toHaveValue(addDays(day, nights));
      picked = true;
    }
    if (picked) break;
  }
  expect(picked).toBe(true);
  await expect(card.getByTestId("instant-total")).toContainText("CHF");

  await reset.click();
  await expect(card.getByLabel(msg("en", "instantBooking.checkIn"), { exact: true })).toHaveValue("");
  await expect(card.getByLabel(msg("en", "instantBooking.checkOut"), { exact: true })).toHaveValue("");
});

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
