import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { seedBlogPosts } from "@/prisma/seed/content";
import { seedUuid } from "@/prisma/seed/ids";
import { finishEntranceAnimations, LOCALES, url } from "./support";

// axe-core on every public page in a real browser: serious and critical violations fail.
const post = seedBlogPosts[0];
const PAGES = ["/", "/chalet-allalin", "/chalet-mattmark", "/services", "/contact", "/team", "/book", "/blog", `/blog/${post ? seedUuid(`blog:${post.key}`) : ""}`, "/info/impressum", "/auth", "/does/not-exist"];

for (const locale of LOCALES) {
  for (const path of PAGES) {
    test(`no serious accessibility violations on ${url(locale, path)}`, async ({ page }) => {
      await page.goto(url(locale, path));
      // Entrance animations pass through low opacity; axe would measure contrast mid-fade.
      await finishEntranceAnimations(page);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
    });
  }
}
