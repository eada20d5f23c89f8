import { expect, test } from "@playwright/test";
import { seedBlogPosts, seedInfoPages, seedProperties, seedTeamMembers } from "@/prisma/seed/content";
import { typeset } from "@/lib/domain/content-typography";
import { seedUuid } from "@/prisma/seed/ids";
import { LOCALES, msg, url } from "./support";

// Every public route renders real seeded content, in all three languages, from the production build,
// typeset for its language (lib/domain/content-typography.ts).

const visible = seedProperties.filter((p) => p.isVisible);
const hidden = seedProperties.find((p) => !p.isVisible);
const property = seedProperties.find((p) => p.slug === "chalet-allalin");
const post = seedBlogPosts[0];
const impressum = seedInfoPages.find((p) => p.slug === "impressum");
if (!hidden || !property || !post || !impressum) throw new Error("seed content changed: update the smoke test");

for (const locale of LOCALES) {
  test.describe(`public routes in ${locale}`, () => {
    test("listing shows every visible property and not the hidden one", async ({ page }) => {
      const response = await page.goto(url(locale, "/"));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(url(locale, "/"));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "home.title"));
      for (const p of visible) await expect(page.getByRole("heading", { name: p.name, exact: true })).toBeVisible();
      await expect(page.getByText(hidden.name, { exact: true })).toHaveCount(0);
    });

    test("a property page shows its content", async ({ page }) => {
      const response = await page.goto(url(locale, `/${property.slug}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(property.name);
      await expect(page.getByRole("heading", { name: msg(locale, "property.about") })).toBeVisible();
      const firstParagraph = typeset(property.description[locale], locale).split("\n\n")[0] ?? "";
      await expect(page.getByText(firstParagraph.slice(0, 60), { exact: false }).first()).toBeVisible();
      const faq = property.faqs[0];
      if (faq) await expect(page.getByText(typeset(faq.question[locale], locale), { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(property.name));
    });

    test("services, contact, team and book render", async ({ page }) => {
      await page.goto(url(locale, "/services"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "services.title"));
      await expect(page.getByText(msg(locale, "services.items.cleaning.title"), { exact: true })).toBeVisible();

      await page.goto(url(locale, "/contact"));
      await expect(page.getByRole("heading", { name: msg(locale, "contact.quoteTitle") })).toBeVisible();
      await expect(page.getByText(msg(locale, "contact.officeHours")).first()).toBeVisible();

      await page.goto(url(locale, "/team"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "team.title"));
      for (const m of seedTeamMembers) await expect(page.getByText(m.name, { exact: true }).first()).toBeVisible();

      await page.goto(url(locale, "/book"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "book.title"));
      await expect(page.getByText(visible[0]?.name ?? "", { exact: true }).first()).toBeVisible();
    });

    test("info and blog pages render their stored content", async ({ page }) => {
      const info = await page.goto(url(locale, "/info/impressum"));
      expect(info?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(typeset(impressum.pageTitle[locale], locale));
      await expect(page.getByText("CHE-123.456.789").first()).toBeVisible();

      const blog = await page.goto(url(locale, `/blog/${seedUuid(`blog:${post.key}`)}`));
      expect(blog?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(typeset(post.title[locale], locale));
      await expect(page.getByText(typeset(post.category[locale], locale), { exact: true }).first()).toBeVisible();
    });

    test("the auth page renders", async ({ page }) => {
      const response = await page.goto(url(locale, "/auth"));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(locale, "auth.welcome", { site: "Saastal Chalets" }));
    });

    test("unknown paths and hidden properties are real 404s", async ({ page }) => {
      const unknown = await page.goto(url(locale, "/does/not-exist"));
      expect(unknown?.status()).toBe(404);
      await expect(page.getByText(msg(locale, "notFound.title"))).toBeVisible();
      await expect(page.getByRole("link", { name: msg(locale, "notFound.home") })).toBeVisible();

      // A 404 has a title of its own, not the bare site name.
      await expect(page).toHaveTitle(`${msg(locale, "notFound.pageTitle")} | Saastal Chalets`);

      // A one-segment typo (/kontakt) is a page not found; only a property's slug speaks of a property.
      const typo = await page.goto(url(locale, "/kontakt"));
      expect(typo?.status()).toBe(404);
      await expect(page.getByText(msg(locale, "notFound.title"))).toBeVisible();
      await expect(page.getByText(msg(locale, "notFound.propertyTitle"))).toHaveCount(0);
      await expect(page).toHaveTitle(`${msg(locale, "notFound.pageTitle")} | Saastal Chalets`);

      const hiddenPage = await page.goto(url(locale, `/${hidden.slug}`));
      expect(hiddenPage?.status()).toBe(404);
      await expect(page.getByText(msg(locale, "notFound.propertyTitle"))).toBeVisible();
      // Titled as a page not found too: true of a hidden property and of a typo alike.
      await expect(page).toHaveTitle(`${msg(locale, "notFound.pageTitle")} | Saastal Chalets`);
    });

    test("the footer links the visible footer info pages", async ({ page }) => {
      await page.goto(url(locale, "/"));
      const footer = page.getByRole("contentinfo");
      for (const p of seedInfoPages.filter((x) => x.visible && x.inFooter)) {
        await expect(footer.getByRole("link", { name: typeset(p.navTitle[locale], locale) })).toHaveAttribute("href", url(locale, `/info/${p.slug}`));
      }
      await expect(footer.getByRole("link", { name: msg(locale, "nav.services") })).toBeVisible();
    });
  });
}
