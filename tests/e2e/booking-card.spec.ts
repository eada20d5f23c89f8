import { expect, test, type Locator } from "@playwright/test";
import { findFreeStay } from "./offer-support";
import { LOCALES, msg, url } from "./support";

// Issue 31.6: the month calendar was always open, so with a stay chosen the booking card ran past
// the bottom of a laptop's screen (Reserve at 945 px on 1366x900). The card is a dates field, the
// party, the total and Reserve: all of them on the first screen, nothing scrolled, nothing over them.

test.use({ viewport: { width: 1366, height: 768 } });

for (const locale of LOCALES) {
  test(`at 1366x768 with dates set, the booking card's dates, guests, total and Reserve are all on the first screen, none covered (${locale})`, async ({ page, request }) => {
    const stay = await findFreeStay(request, "chalet-dom", 260);
    await page.goto(url(locale, `/chalet-dom?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`));
    const card = page.getByTestId("instant-booking");
    await expect(card.getByTestId("instant-total")).toContainText("CHF");
    const reserve = card.getByRole("button", { name: msg(locale, "instantBooking.reserve"), exact: true });
    await expect(reserve).toBeEnabled();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const { height } = page.viewportSize() ?? { height: 0 };
    const babies = msg(locale, "instantBooking.babies");
    const targets: Locator[] = [
      card.getByLabel(msg(locale, "instantBooking.checkIn"), { exact: true }),
      card.getByLabel(msg(locale, "instantBooking.checkOut"), { exact: true }),
      // The last of the guest steppers: the others are above it.
      card.getByRole("button", { name: msg(locale, "instantBooking.increase", { label: babies, group: "babies" }) }),
      card.getByTestId("instant-total"),
      reserve,
    ];
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? 0) + (box?.height ?? Infinity)).toBeLessThanOrEqual(height);
      // What a press at its middle reaches is the control itself, not something laid over it.
      const hit = await target.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x ?? 0, y ?? 0)), [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2]);
      expect(hit).toBe(true);
    }
  });
}
