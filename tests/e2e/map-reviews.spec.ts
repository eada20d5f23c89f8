import { expect, type Page, test } from "@playwright/test";
import { seedPois, seedProperties } from "@/prisma/seed/content";
import {
  ALLALIN_RATING_COUNT,
  allalinReviews,
  E2E_MAPS_BROWSER_KEY,
  E2E_PLACES_API_KEY,
} from "@/tests/fakes/google-places-e2e";
import { msg, url, type Locale } from "./support";

// The property page's Google reviews (read from the fake Places API while the build prerenders),
// the location map (its script load fails, as it does offline), the POI chips and the POI list.

const LOCALES_UNDER_TEST: Locale[] = ["de", "en"];
const property = (slug: string) => {
  const p = seedProperties.find((x) => x.slug === slug);
  if (!p) throw new Error(`seed changed: ${slug} is gone`);
  return p;
};
const poi = (key: string) => {
  const p = seedPois.find((x) => x.key === key);
  if (!p) throw new Error(`seed changed: POI ${key} is gone`);
  return p;
};
// ICU plurals are not filled by msg(): the expected counts are written out.
const REVIEW_COUNT: Record<Locale, string> = {
  de: `(${ALLALIN_RATING_COUNT} Bewertungen)`,
  en: `(${ALLALIN_RATING_COUNT} reviews)`,
  fr: `(${ALLALIN_RATING_COUNT} avis)`,
};

/** Counts the browser's requests for the Maps script and fails them, as an offline network does. */
async function failMapsScript(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://maps.googleapis.com/**", async (route) => {
    requested.push(route.request().url());
    await route.abort("internetdisconnected");
  });
  return requested;
}

for (const locale of LOCALES_UNDER_TEST) {
  test.describe(`map and reviews in ${locale}`, () => {
    test("a property with a Google place shows its rating and the first three reviews", async ({ page }) => {
      await page.goto(url(locale, "/chalet-allalin"));
      const section = page.getByRole("region", { name: msg(locale, "reviews.title") });
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(msg(locale, "reviews.title"));
      await expect(section.getByText(REVIEW_COUNT[locale], { exact: true })).toBeVisible();

      // 4.7: four full stars and a half one.
      const summary = section.getByTestId("reviews-summary");
      await expect(summary.locator('[data-star="full"]')).toHaveCount(4);
      await expect(summary.locator('[data-star="half"]')).toHaveCount(1);
      await expect(summary.getByRole("img")).toHaveAttribute("aria-label", msg(locale, "reviews.ratingLabel", { rating: locale === "de" ? "4,7" : "4.7" }));

      const reviews = section.getByTestId("review");
      await expect(reviews).toHaveCount(3);
      for (const [index, review] of allalinReviews.slice(0, 3).entries()) {
        const item = reviews.nth(index);
        await expect(item.getByRole("link", { name: review.author })).toHaveAttribute("href", `https://www.google.com/maps/contrib/10000${index + 1}/reviews`);
        await expect(item.getByText(review.text[locale], { exact: true })).toBeVisible();
        await expect(item.getByText(review.relative[locale], { exact: true })).toBeVisible();
      }
      await expect(reviews.nth(0).locator("img")).toHaveAttribute("src", allalinReviews[0]?.photo ?? "");
      await expect(reviews.nth(1).locator("img")).toHaveAttribute("src", "https://lh3.googleusercontent.com/a/james=s128");
      await expect(reviews.nth(2).locator('[data-star="half"]')).toHaveCount(1);
      await expect(section.getByText(allalinReviews[3]?.author ?? "?")).toHaveCount(0);

      // Between Amenities and FAQ.
      const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
      const at = (key: string) => headings.indexOf(msg(locale, key));
      expect(at("property.amenities")).toBeGreaterThanOrEqual(0);
      expect(at("reviews.title")).toBe(at("property.amenities") + 1);
      expect(at("property.faq")).toBe(at("reviews.title") + 1);

      // The Places key stays on the server.
      expect(await page.content()).not.toContain(E2E_PLACES_API_KEY);
    });

    for (const slug of ["chalet-dom", "chalet-alphubel", "chalet-portjengrat"]) {
      test(`${slug} shows no reviews (no place id, no rating, or an unknown place)`, async ({ page }) => {
        await page.goto(url(locale, `/${slug}`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(property(slug).name);
        await expect(page.getByRole("heading", { name: msg(locale, "property.faq") })).toBeVisible();
        await expect(page.getByRole("heading", { name: msg(locale, "reviews.title") })).toHaveCount(0);
      });
    }

    test("the map loads only near the viewport, retries three times and then says it failed", async ({ page }) => {
      const requested = await failMapsScript(page);
      const hydrated = page.waitForResponse((r) => r.url().includes("/api/me"));
      await page.goto(url(locale, "/chalet-allalin"));
      await hydrated;
      expect(requested).toHaveLength(0);

      const map = page.getByRole("region", { name: msg(locale, "map.mapLabel", { name: "Chalet Allalin" }) });
      await map.scrollIntoViewIfNeeded();
      // Four attempts with 1 s, 2 s and 4 s between them: allow for all of them.
      await expect(map.getByRole("alert")).toHaveText(msg(locale, "map.loadFailed"), { timeout: 30_000 });
      expect(requested).toHaveLength(4);
      for (const request of requested) {
        const params = new URL(request).searchParams;
        expect(params.get("key")).toBe(E2E_MAPS_BROWSER_KEY);
        expect(params.get("language")).toBe(locale);
      }
      expect(requested.join(" ")).not.toContain(E2E_PLACES_API_KEY);
      await expect(map).toHaveCSS("height", "400px");
    });

    test("POI chips toggle and show the description below the map", async ({ page }) => {
      await failMapsScript(page);
      await page.goto(url(locale, "/chalet-dom"));
      const withText = poi("coop-saas-fee");
      const withoutText = poi("pfarrkirche-saas-fee");
      const chips = page.getByRole("list", { name: msg(locale, "map.chipsLabel") });
      const coop = chips.getByRole("button", { name: withText.name });
      const church = chips.getByRole("button", { name: withoutText.name });
      const details = page.getByTestId("poi-details");

      await expect(coop).toHaveAttribute("aria-pressed", "false");
      await coop.click();
      await expect(coop).toHaveAttribute("aria-pressed", "true");
      await expect(details).toContainText(withText.name);
      await expect(details).toContainText(withText.description?.[locale] ?? "?");

      await church.click();
      await expect(church).toHaveAttribute("aria-pressed", "true");
      await expect(coop).toHaveAttribute("aria-pressed", "false");
      await expect(details).toContainText(msg(locale, "map.noDescription"));

      await church.click();
      await expect(church).toHaveAttribute("aria-pressed", "false");
      await expect(details).toHaveCount(0);

      // The map failing does not stop the chips.
      const map = page.getByRole("region", { name: msg(locale, "map.mapLabel", { name: property("chalet-dom").name }) });
      await map.scrollIntoViewIfNeeded();
      await expect(map.getByRole("alert")).toHaveText(msg(locale, "map.loadFailed"), { timeout: 30_000 });
      await coop.click();
      await expect(details).toContainText(withText.description?.[locale] ?? "?");
    });

    test("a property without coordinates is placed at its village, and its POIs are listed", async ({ page }) => {
      await failMapsScript(page);
      const mattmark = property("chalet-mattmark");
      await page.goto(url(locale, "/chalet-mattmark"));
      await expect(page.getByText(msg(locale, "map.approximate", { location: mattmark.location }))).toBeVisible();
      const map = page.getByRole("region", { name: msg(locale, "map.mapLabel", { name: mattmark.name }) });
      await map.scrollIntoViewIfNeeded();
      await expect(map.getByRole("alert")).toHaveText(msg(locale, "map.loadFailed"), { timeout: 30_000 });

      const nearby = page.getByRole("region", { name: msg(locale, "property.nearby") });
      await expect(nearby).toBeVisible();
      for (const key of mattmark.poiKeys) {
        const p = poi(key);
        await expect(nearby.getByText(p.name, { exact: true })).toBeVisible();
        await expect(nearby.getByRole("heading", { name: msg(locale, `property.poiCategory.${p.category}`) })).toBeVisible();
      }
    });
  });
}
