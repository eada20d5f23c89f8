import { expect, test, type Locator, type Page } from "@playwright/test";
import { seedProperties } from "@/prisma/seed/content";
import { LOCALES, msg, url } from "./support";

// A listing card is one link (a "stretched link": its ::after covers the card): the photo, the
// name and "View details" all open the property, with one tab stop and one accessible name.

/** A real click where `target` is drawn (the card's link covers it, so it gets the click). */
async function clickAt(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("target not visible");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

for (const locale of LOCALES) {
  test(`a listing card in ${locale} is one link named after the property, opened by its photo and its name`, async ({ page }) => {
    await page.goto(url(locale, "/"));
    const card = page.locator("li[data-slug]").first();
    const slug = (await card.getAttribute("data-slug")) ?? "";
    const property = seedProperties.find((p) => p.slug === slug);
    if (!property) throw new Error(`no seeded property ${slug}`);

    const links = card.getByRole("link");
    await expect(links).toHaveCount(1);
    // "View details of Chalet Allalin" ("Voir les détails d’Alphubel": the elision is French's).
    await expect(links).toHaveAccessibleName(new RegExp(`^${msg(locale, "property.viewDetails")} .*${property.name}$`));
    await expect(card.locator("button, input, select, textarea, [tabindex]")).toHaveCount(0);

    await clickAt(page, card.getByRole("img"));
    await expect(page).toHaveURL((u) => u.pathname === url(locale, `/${slug}`));
    await page.goBack();
    await clickAt(page, page.locator(`li[data-slug="${slug}"]`).getByRole("heading", { name: property.name }));
    await expect(page).toHaveURL((u) => u.pathname === url(locale, `/${slug}`));
  });
}
