import { expect, test } from "@playwright/test";
import { LOCALES, msg, url } from "./support";

// The services grid enters staggered (100 ms × position) and not at all under reduced motion.

const CARDS = 8;

for (const locale of LOCALES) {
  test(`services cards enter staggered in ${locale}`, async ({ page }) => {
    await page.goto(url(locale, "/services"));
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(CARDS);
    const timings = await cards.evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return { name: style.animationName, delay: style.animationDelay };
      }),
    );
    expect(timings).toEqual(Array.from({ length: CARDS }, (_, i) => ({ name: "stagger-rise", delay: `${(i * 100) / 1000}s` })));
    // The last card ends fully visible.
    await expect(cards.last()).toHaveCSS("opacity", "1");
    await expect(page.getByText(msg(locale, "services.items.cleaning.title"), { exact: true })).toBeVisible();
  });

  test(`services cards do not move under reduced motion in ${locale}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(url(locale, "/services"));
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(CARDS);
    const names = await cards.evaluateAll((items) => items.map((item) => getComputedStyle(item).animationName));
    expect(names).toEqual(Array.from({ length: CARDS }, () => "none"));
    const opacities = await cards.evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity));
    expect(opacities).toEqual(Array.from({ length: CARDS }, () => "1"));
  });
}
