import { expect, test } from "@playwright/test";
import { findFreeStay } from "./offer-support";
import { LOCALES, msg, url } from "./support";

// Issue 31.6: the month calendar was always open, so with a stay chosen the booking card ran past
// the bottom of a laptop's screen (Reserve at 945 px on 1366x900). The card is a dates field, the
// party, the total and Reserve: all of it on the first screen, nothing scrolled, nothing over it.

test.use({ viewport: { width: 1366, height: 768 } });

for (const locale of LOCALES) {
  test(`at 1366x768 with dates set, the whole booking card with its total and Reserve is on the first screen (${locale})`, async ({ page, request }) => {
    const stay = await findFreeStay(request, "chalet-dom", 260);
    await page.goto(url(locale, `/chalet-dom?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`));
    const card = page.getByTestId("instant-booking");
    await expect(card.getByTestId("instant-total")).toContainText("CHF");
    const reserve = card.getByRole("button", { name: msg(locale, "instantBooking.reserve"), exact: true });
    await expect(reserve).toBeEnabled();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const { height } = page.viewportSize() ?? { height: 0 };
    const cardBox = await card.boundingBox();
    expect(cardBox).not.toBeNull();
    expect(cardBox?.y).toBeGreaterThanOrEqual(0);
    expect((cardBox?.y ?? 0) + (cardBox?.height ?? Infinity)).toBeLessThanOrEqual(height);
    // Reserve and the total are what a press there reaches, not something laid over them.
    for (const target of [reserve, card.getByTestId("instant-total")]) {
      const box = await target.boundingBox();
      expect(box).not.toBeNull();
      const hit = await target.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x ?? 0, y ?? 0)), [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2]);
      expect(hit).toBe(true);
    }
  });
}
