import { expect, test, type Locator } from "@playwright/test";
import { seedUuid } from "@/prisma/seed/ids";
import { url } from "./support";

// Stored content (seeded with plain spaces and straight apostrophes, as authors type) is shown with
// the typography of its language (lib/domain/content-typography.ts): in French a narrow no-break
// space before ? ! ; : and curly apostrophes; German and English keep what was typed.

const N = "\u202F";

/**
 * Whether the last "?" of each element sits on the same line as the letter before it: a "?" that
 * wraps alone is the defect the narrow no-break space prevents.
 */
async function questionMarksOnTheirLine(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const text = node.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const content = text.textContent ?? "";
      const mark = content.lastIndexOf("?");
      const letter = content.slice(0, mark).search(/\p{L}[^\p{L}]*$/u);
      if (mark < 0 || letter < 0) return [];
      const top = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().top;
      };
      return Math.abs(top(mark) - top(letter)) > 2 ? [content] : [];
    }),
  );
}

/**
 * The element's text exactly as in the DOM: Playwright's toHaveText and toContainText fold every
 * kind of space into one, which would hide the very character under test.
 */
async function textOf(locator: Locator): Promise<string> {
  await expect(locator.first()).toBeAttached();
  return (await locator.first().textContent()) ?? "";
}

test("a French FAQ shows a narrow no-break space before ? ; : and curly apostrophes", async ({ page }) => {
  await page.goto(url("fr", "/chalet-allalin"));
  const faq = page.locator('section[aria-labelledby="faq-title"]');
  const question = faq.locator("summary").filter({ hasText: "heures d" });
  expect(await textOf(question)).toBe(`Quelles sont les heures d’arrivée et de départ${N}?`);
  expect(await textOf(faq.locator("summary").filter({ hasText: "SaastalCard" }))).toBe(
    `La taxe de séjour est-elle comprise${N}? Qu’est-ce que la SaastalCard${N}?`,
  );
  await question.click();
  const answers = await textOf(faq);
  expect(answers).toContain("L’arrivée se fait à partir de 16 h");
  expect(answers).toContain(`près de l’entrée${N}; nous vous envoyons le code`);
  expect(answers).toContain(`la SaastalCard${N}: CarPostal gratuit`);
  // The description, too.
  expect(await textOf(page.locator('section[aria-labelledby="about-title"]'))).toContain("la vue s’ouvre directement sur le glacier de Fee et l’Allalin");
});

test("a French info page is typeset in its text, and its links keep their href", async ({ page }) => {
  await page.goto(url("fr", "/info/booking_terms"));
  const article = page.locator("article");
  expect(await textOf(article.locator("strong").filter({ hasText: "Acompte" }))).toBe(`Acompte${N}:`);
  expect(await textOf(article.locator("li").filter({ hasText: "60 jours avant" }))).toBe(`Jusqu’à 60 jours avant l’arrivée${N}: gratuit`);
  const link = article.getByRole("link", { name: "conditions générales de location" });
  expect(await link.getAttribute("href")).toBe("/info/mietbedingungen");
  expect(await textOf(article)).toContain("Voici l’essentiel de votre réservation");
});

for (const width of [320, 1366]) {
  test(`no question mark wraps alone on the French FAQ page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url("fr", "/info/faq-allgemein"));
    const questions = page.locator("article h3");
    expect(await textOf(questions)).toBe(`Comment réserver un chalet${N}?`);
    expect(await questionMarksOnTheirLine(questions)).toEqual([]);
  });
}

test("a French blog post's title is typeset on the page and in its metadata", async ({ page }) => {
  await page.goto(url("fr", `/blog/${seedUuid("blog:winter-guide")}`));
  const title = `L’hiver à Saas-Fee${N}: votre guide du ski au village des glaciers`;
  expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe(title);
  expect(await page.title()).toBe(`${title} | Saastal Chalets`);
  expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(title);
  expect(await textOf(page.locator("article"))).toContain(`c’est Saas-Fee${N}: la télécabine Alpin Express`);
});

test("German and English content keep the typography they were typed with", async ({ page }) => {
  await page.goto(url("de", "/info/booking_terms"));
  const german = await textOf(page.locator("article"));
  expect(german).toContain("Bitte hinterlassen Sie das Haus aufgeräumt: Geschirr gespült");
  expect(german).toContain("Nachtruhe von 22:00 bis 07:00 Uhr");
  await page.goto(url("en", "/info/booking_terms"));
  expect(await textOf(page.locator("article h2").filter({ hasText: "included" }))).toBe("What's included");
});
