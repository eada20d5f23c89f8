import { expect, test, type Locator, type Page } from "@playwright/test";
import { findFreeStay } from "./offer-support";
import { asDistinctVisitor, msg } from "./support";

// Issue 31.6 on a phone: the bottom bar covered the booking card's Reserve as the card scrolled in.
// It now steps aside while the card is on screen, and once a stay is priced it offers Reserve.

test.use({ viewport: { width: 390, height: 844 } });

const bar = (page: Page) => page.getByTestId("mobile-booking-bar");

/** True when a press at the middle of `target` reaches it (nothing is laid over it). */
const reachable = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

test("at 390 px the bottom bar hides while the booking card is on screen, so the card's Reserve is never under it", async ({ page, request }) => {
  const stay = await findFreeStay(request, "chalet-allalin", 280);
  await page.goto(`/en/chalet-allalin?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
  const card = page.getByTestId("instant-booking");
  await expect(card.getByTestId("instant-total")).toContainText("CHF");
  await expect(bar(page)).toBeVisible();

  const reserve = card.getByRole("button", { name: msg("en", "instantBooking.reserve"), exact: true });
  // Reserve at the bottom edge of the screen, where the bar sits.
  await reserve.evaluate((el) => el.scrollIntoView({ block: "end" }));
  await expect(bar(page)).toBeHidden();
  expect(await reachable(reserve)).toBe(true);
  // Back at the top of the page, the card out of sight: the bar is back.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar(page)).toBeVisible();
});

test("at 390 px the bottom bar offers Reserve once the stay's dates are set, and it reserves as the card does", async ({ page, request }) => {
  await asDistinctVisitor(page);
  await page.goto("/en/chalet-allalin");
  // No dates yet: the bar leads to the card.
  await expect(bar(page).getByRole("link", { name: msg("en", "property.checkPrices") })).toHaveAttribute("href", "#book");
  await expect(bar(page).getByRole("button", { name: msg("en", "instantBooking.reserve"), exact: true })).toHaveCount(0);

  const stay = await findFreeStay(request, "chalet-allalin", 320);
  await page.goto(`/en/chalet-allalin?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`);
  const reserve = bar(page).getByRole("button", { name: msg("en", "instantBooking.reserve"), exact: true });
  await expect(reserve).toBeVisible();
  expect(await reachable(reserve)).toBe(true);
  await reserve.click();
  // The card's own action: the new booking's checkout, with the stay chosen.
  await expect(page).toHaveURL((u) => /^\/en\/offer\/[^/]+\/checkout$/.test(u.pathname), { timeout: 20_000 });
});
