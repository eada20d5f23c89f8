import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatTypedDate } from "@/lib/domain/typed-date";
import { findFreeStay } from "./offer-support";
import { msg, url } from "./support";

// The stay calendar of the property page's booking card (the same component picks the dates in
// the admin's offer editor), opened from the card's dates field: unavailable nights cannot be
// picked, a first click picks the check-in, a later free day the check-out (then the calendar
// closes and the live price shows), Reset clears both.

test("the booking card's calendar picks a free stay and refuses unavailable nights", async ({ page }) => {
  await page.goto("/en/chalet-allalin");
  const card = page.getByTestId("instant-booking");
  const calendar = await openCalendar(page);

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
  // Day names as the rest of the en-GB interface writes dates: "Monday 1 March 2027", not the US "Monday, March 1, 2027".
  await expect(calendar.locator(`button[data-date="${freeDays[0]}"]`)).toHaveAccessibleName(/^[A-Z][a-z]+,? \d{1,2} [A-Z][a-z]+ \d{4}/);
  const reset = calendar.getByRole("button", { name: msg("en", "instantBooking.calendar.reset") });
  let picked = false;
  for (const day of freeDays) {
    if (await reset.isEnabled()) await reset.click();
    await calendar.locator(`button[data-date="${day}"]`).click();
    await expect(card.getByLabel(msg("en", "instantBooking.checkIn"), { exact: true })).toHaveValue(formatTypedDate(day, "en"));
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
      await expect(card.getByLabel(msg("en", "instantBooking.checkOut"), { exact: true })).toHaveValue(formatTypedDate(addDays(day, nights), "en"));
      picked = true;
    }
    if (picked) break;
  }
  expect(picked).toBe(true);
  // The departure completes the stay: the calendar closes, focus is back on its button, the price shows.
  await expect(calendarDialog(page)).toBeHidden();
  await expect(calendarButton(page)).toBeFocused();
  await expect(card.getByTestId("instant-total")).toContainText("CHF");

  const reopened = await openCalendar(page);
  await reopened.getByRole("button", { name: msg("en", "instantBooking.calendar.reset") }).click();
  await expect(card.getByLabel(msg("en", "instantBooking.checkIn"), { exact: true })).toHaveValue("");
  await expect(card.getByLabel(msg("en", "instantBooking.checkOut"), { exact: true })).toHaveValue("");
});

test("the booking card's calendar by keyboard: it opens on the arrival, Escape closes it and returns focus", async ({ page, request }) => {
  const stay = await findFreeStay(request, "chalet-allalin", 240);
  await page.goto(`/en/chalet-allalin?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
  const button = calendarButton(page);
  // Focused and pressed before hydration nothing opens: retry until the calendar shows.
  await expect(async () => {
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(calendarDialog(page)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(calendarDialog(page).locator(`button[data-date="${stay.checkIn}"]`)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(calendarDialog(page)).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page).toHaveURL((u) => u.searchParams.get("checkIn") === stay.checkIn && u.searchParams.get("checkOut") === stay.checkOut);
});

const calendarButton = (page: Page) => page.getByTestId("instant-booking").getByRole("button", { name: msg("en", "instantBooking.calendar.open") });
const calendarDialog = (page: Page) => page.getByRole("dialog", { name: msg("en", "search.calendar.title") });

/** Opens the booking card's calendar (retried: a press before hydration does nothing) and returns it. */
async function openCalendar(page: Page): Promise<Locator> {
  await expect(async () => {
    if (!(await calendarDialog(page).isVisible())) await calendarButton(page).click();
    await expect(calendarDialog(page).getByTestId("stay-calendar")).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  return calendarDialog(page).getByTestId("stay-calendar");
}

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

// A native date input shows the browser's format (02/13/2027 for an American browser on the
// German site); the card writes days as the page's language does, whatever the browser.
test.describe("an American browser on the German site", () => {
  test.use({ locale: "en-US" });

  test("the booking card's dates read and take the page's own format", async ({ page, baseURL }) => {
    // The visitor chose German once (the language cookie), so unprefixed URLs stay German.
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "de", url: baseURL ?? "" }]);
    // Days some weeks ahead (a day in the past would be no stay at all).
    const day = addDays(new Date().toISOString().slice(0, 10), 60);
    const out = addDays(day, 7);
    const later = addDays(day, 8);
    const [y, m, d] = later.split("-").map(Number) as [number, number, number];
    await page.goto(`/chalet-allalin?checkIn=${day}&checkOut=${out}`);
    const card = page.getByTestId("instant-booking");
    const checkIn = card.getByLabel(msg("de", "instantBooking.checkIn"), { exact: true });
    const checkOut = card.getByLabel(msg("de", "instantBooking.checkOut"), { exact: true });
    await expect(checkIn).toHaveValue(formatTypedDate(day, "de"));
    await expect(checkIn).toHaveValue(/^\d\d\.\d\d\.\d{4}$/);
    await expect(checkOut).toHaveValue(formatTypedDate(out, "de"));
    await expect(checkIn).toHaveAttribute("placeholder", msg("de", "instantBooking.datePlaceholder"));

    // Typed the Swiss way ("9.3.27"): short, so more may follow; taken on leaving the field (the
    // address bar keeps it) and written out in full.
    await expect(async () => {
      await checkOut.fill(`${d}.${m}.${String(y).slice(2)}`);
      await checkOut.blur();
      await expect(page).toHaveURL((u) => u.searchParams.get("checkOut") === later, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(checkOut).toHaveValue(formatTypedDate(later, "de"));

    // Not a day: said under the field, in German, and the stay keeps its last day.
    await checkOut.fill(`31.02.${y}`);
    await expect(checkOut).toHaveAttribute("aria-invalid", "true");
    await expect(card.getByText(msg("de", "instantBooking.dateInvalid"))).toBeVisible();
    await expect(page).toHaveURL((u) => u.searchParams.get("checkOut") === later);

    await page.goto(`/en/chalet-allalin?checkIn=${day}`);
    await expect(page.getByTestId("instant-booking").getByLabel(msg("en", "instantBooking.checkIn"), { exact: true })).toHaveValue(formatTypedDate(day, "en"));
    await expect(page.getByTestId("instant-booking").getByLabel(msg("en", "instantBooking.checkIn"), { exact: true })).toHaveValue(/^\d\d\/\d\d\/\d{4}$/);
  });
});

// Typing a departure key by key: "06/03/20" is already a day (2020's, before the arrival), and
// taking it then dropped the departure and wiped the field, so the guest ended with "27". A day is
// taken only once it is written in full (or the field is left), and the field keeps every key.
const typedDepartures = [
  { locale: "de", text: "13.03.2027", iso: "2027-03-13" },
  { locale: "en", text: "06/03/2027", iso: "2027-03-06" },
  { locale: "fr", text: "06/03/2027", iso: "2027-03-06" },
] as const;
for (const { locale, text, iso } of typedDepartures) {
  test(`a departure typed key by key in ${locale} keeps every key and ends as ${iso} in the address bar`, async ({ page }) => {
    await page.goto(url(locale, `/chalet-allalin?checkIn=2027-03-01`));
    const card = page.getByTestId("instant-booking");
    const checkIn = card.getByLabel(msg(locale, "instantBooking.checkIn"), { exact: true });
    const checkOut = card.getByLabel(msg(locale, "instantBooking.checkOut"), { exact: true });
    await expect(checkIn).toHaveValue(formatTypedDate("2027-03-01", locale));
    await checkOut.click();
    for (let i = 1; i <= text.length; i++) {
      await checkOut.pressSequentially(text.slice(i - 1, i));
      await expect(checkOut).toHaveValue(text.slice(0, i));
      // A partial day ("06/03/20" reads as 2020) is never written to the address bar.
      if (i < text.length) expect(new URL(page.url()).searchParams.get("checkOut")).toBeNull();
    }
    await expect(page).toHaveURL((u) => u.searchParams.get("checkOut") === iso);
    await expect(checkOut).toHaveValue(text);
    await checkOut.blur();
    await expect(checkOut).toHaveValue(formatTypedDate(iso, locale));
    await expect(page).toHaveURL((u) => u.searchParams.get("checkIn") === "2027-03-01" && u.searchParams.get("checkOut") === iso);
  });
}
