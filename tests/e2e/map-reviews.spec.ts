import { expect, type Locator, type Page, test } from "@playwright/test";
import { bearingDegrees, compassPoint, distanceMeters, localOffset, roundDistance } from "@/lib/domain/map-geometry";
import { seedPois, seedProperties } from "@/prisma/seed/content";
import {
  ALLALIN_CID,
  allalinLinks,
  reviewMapsUri,
  ALLALIN_RATING_COUNT,
  allalinReviews,
  E2E_MAPS_BROWSER_KEY,
  E2E_PLACES_API_KEY,
} from "@/tests/fakes/google-places-e2e";
import { LOCALES, msg, url, type Locale } from "./support";

// The property page's Google reviews (read from the fake Places API while the build prerenders),
// the location map (its script load fails, as it does offline, so the map drawn from our own data
// stays: points, selection shared with the chips, links, sizes from 320 px), the POI chips and the
// POI list.

// Reviews have texts in every language, but de and en cover their rules; the map runs in all three.
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

/** The visible size of the drawn map (a container query shows one of two), named by its caption. */
function drawnMap(page: Page, locale: Locale, name: string): Locator {
  return page.getByRole("group", { name: msg(locale, "map.drawnMapCaption", { name }) });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A point of the drawn map: a toggle button named "‹name›, ‹distance› ‹direction›". */
function pointButton(map: Locator, name: string): Locator {
  return map.getByRole("button", { name: new RegExp(`^${escapeRegExp(name)},`) });
}

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The property page scrolled to its map, once React has taken the map over: the map's code is a
 * chunk of its own (components/map/deferred-property-map.tsx), fetched and hydrated only when the
 * section comes into view (components/common/hydrate-on-view.tsx), and a click before that does nothing.
 */
async function openWithMap(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("#location-title").scrollIntoViewIfNeeded();
  await expect(page.locator("[data-map-interactive]")).toBeAttached();
}

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
  test.describe(`reviews in ${locale}`, () => {
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
      // Each review's time links to the review on Google Maps, as Google's answer gives it.
      for (const [index, review] of allalinReviews.slice(0, 3).entries()) {
        await expect(reviews.nth(index).getByRole("link", { name: review.relative[locale] })).toHaveAttribute("href", reviewMapsUri(ALLALIN_CID, index + 1));
      }
      // The Google Maps attribution next to the reviews, in no language but Google's.
      const attribution = section.getByTestId("reviews-attribution");
      await expect(attribution).toBeVisible();
      await expect(attribution).toHaveText(`${msg(locale, "reviews.source")} Google Maps`);
      await expect(attribution.locator('[translate="no"]')).toHaveText("Google Maps");
      // All reviews: Google's reviews link for the place, not one built from the place id.
      await expect(section.getByRole("link", { name: msg(locale, "reviews.allReviews") })).toHaveAttribute("href", allalinLinks.googleMapsLinks.reviewsUri);
      expect(await page.content()).not.toContain("place_id:");
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

  });
}

for (const locale of LOCALES) {
  test.describe(`location map in ${locale}`, () => {
    test("the drawn map shows at once, the Google script loads only near the viewport, and the drawn map stays when it fails", async ({ page }) => {
      const requested = await failMapsScript(page);
      const hydrated = page.waitForResponse((r) => r.url().includes("/api/me"));
      await page.goto(url(locale, "/chalet-allalin"));
      await hydrated;
      expect(requested).toHaveLength(0);

      const map = page.getByRole("region", { name: msg(locale, "map.mapLabel", { name: "Chalet Allalin" }) });
      const drawn = drawnMap(page, locale, "Chalet Allalin");
      // Server-rendered: there before any script for it ran, with every point of the chalet.
      await expect(drawn).toBeVisible();
      await expect(drawn.getByRole("img", { name: msg(locale, "map.propertyPoint", { name: "Chalet Allalin" }) })).toBeVisible();
      await expect(drawn.getByRole("button")).toHaveCount(property("chalet-allalin").poiKeys.length);
      // Two places are further than the rest: they sit at the edge, and the caption says so.
      await expect(page.getByTestId("drawn-map").locator("figcaption")).toContainText(msg(locale, "map.drawnMapFar"));

      await map.scrollIntoViewIfNeeded();
      // Four attempts with 1 s, 2 s and 4 s between them: allow for all of them.
      await expect(page.getByRole("status").filter({ hasText: msg(locale, "map.loadFailedFallback") })).toBeVisible({ timeout: 30_000 });
      expect(requested).toHaveLength(4);
      for (const request of requested) {
        const params = new URL(request).searchParams;
        expect(params.get("key")).toBe(E2E_MAPS_BROWSER_KEY);
        expect(params.get("language")).toBe(locale);
      }
      expect(requested.join(" ")).not.toContain(E2E_PLACES_API_KEY);
      // No grey box: the drawn map is still there, and nothing says the map is unavailable.
      await expect(drawn).toBeVisible();
      await expect(map).toHaveAttribute("data-map", "drawn");
      await expect(map.getByRole("alert")).toHaveCount(0);
    });

    test("the drawn map places each point by its bearing and distance, with a scale bar and a north arrow", async ({ page }) => {
      await failMapsScript(page);
      const dom = property("chalet-dom");
      await page.goto(url(locale, "/chalet-dom"));
      const drawn = drawnMap(page, locale, dom.name);
      await expect(drawn).toBeVisible();
      const svg = page.getByTestId("drawn-map-svg").filter({ visible: true });
      await expect(svg.getByTestId("map-north")).toBeVisible();
      await expect(svg.getByTestId("map-scale")).toHaveAttribute("data-meters", /^(50|100|200|500|1000|2000)$/);

      const house = await centreOf(drawn.getByRole("img", { name: msg(locale, "map.propertyPoint", { name: dom.name }) }).locator("circle").first());
      const centre = { lat: Number(dom.latitude), lng: Number(dom.longitude) };
      for (const key of dom.poiKeys) {
        const p = poi(key);
        const position = { lat: Number(p.latitude), lng: Number(p.longitude) };
        const offset = localOffset(centre, position);
        const marker = await centreOf(pointButton(drawn, p.name).locator("circle").nth(2));
        // Only clear cases are asserted: more than 20 m east/west or north/south.
        if (offset.east > 20) expect(marker.x, `${p.name} is east`).toBeGreaterThan(house.x);
        if (offset.east < -20) expect(marker.x, `${p.name} is west`).toBeLessThan(house.x);
        if (offset.north > 20) expect(marker.y, `${p.name} is north`).toBeLessThan(house.y);
        if (offset.north < -20) expect(marker.y, `${p.name} is south`).toBeGreaterThan(house.y);
        // Its accessible name gives distance and direction.
        const direction = compassPoint(bearingDegrees(centre, position));
        const { unit, value } = roundDistance(distanceMeters(centre, position));
        const distance = msg(locale, unit === "m" ? "map.distanceMeters" : "map.distanceKilometers", { value: new Intl.NumberFormat(locale).format(value) });
        await expect(pointButton(drawn, p.name)).toHaveAccessibleName(msg(locale, "map.pointLabel", { name: p.name, distance, direction }));
      }
    });

    test("chips and map points share one selection", async ({ page }) => {
      await failMapsScript(page);
      const dom = property("chalet-dom");
      await openWithMap(page, url(locale, "/chalet-dom"));
      const coopPoi = poi("coop-saas-fee");
      const churchPoi = poi("pfarrkirche-saas-fee");
      const chips = page.getByRole("list", { name: msg(locale, "map.chipsLabel") });
      const coopChip = chips.getByRole("button", { name: coopPoi.name });
      const churchChip = chips.getByRole("button", { name: churchPoi.name });
      const drawn = drawnMap(page, locale, dom.name);
      const coopPoint = pointButton(drawn, coopPoi.name);
      const churchPoint = pointButton(drawn, churchPoi.name);
      const highlight = page.getByTestId("map-point-highlight").filter({ visible: true });
      const details = page.getByTestId("poi-details");

      await expect(highlight).toHaveCount(0);
      await coopChip.click();
      await expect(coopPoint).toHaveAttribute("aria-pressed", "true");
      await expect(highlight).toHaveAttribute("data-poi-id", await coopPoint.getAttribute("data-poi-id") ?? "?");
      await expect(highlight).toContainText(coopPoi.name.slice(0, 8));

      // Clicking a point (on its marker's hit circle: the middle of the whole group may fall
      // between marker and label) presses its chip and shows its description.
      await churchPoint.locator("circle").first().click();
      await expect(churchChip).toHaveAttribute("aria-pressed", "true");
      await expect(coopChip).toHaveAttribute("aria-pressed", "false");
      await expect(coopPoint).toHaveAttribute("aria-pressed", "false");
      await expect(highlight).toHaveAttribute("data-poi-id", await churchPoint.getAttribute("data-poi-id") ?? "?");
      await expect(details).toContainText(churchPoi.name);

      // From the keyboard: the points are in the tab order and Enter or Space toggles them.
      await coopPoint.focus();
      await expect(coopPoint).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(coopChip).toHaveAttribute("aria-pressed", "true");
      await expect(details).toContainText(coopPoi.description?.[locale] ?? "?");
      await page.keyboard.press("Space");
      await expect(coopChip).toHaveAttribute("aria-pressed", "false");
      await expect(highlight).toHaveCount(0);
      await expect(details).toHaveCount(0);
    });

    test("links open the spot in Google Maps and OpenStreetMap in a new tab", async ({ page }) => {
      await failMapsScript(page);
      const allalin = property("chalet-allalin");
      await page.goto(url(locale, "/chalet-allalin"));
      const { latitude: lat, longitude: lng } = allalin;
      const google = page.getByRole("link", { name: msg(locale, "map.openGoogleMaps") });
      const osm = page.getByRole("link", { name: msg(locale, "map.openOsm") });
      await expect(google).toHaveAttribute("href", `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`);
      await expect(osm).toHaveAttribute("href", `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`);
      for (const link of [google, osm]) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
        await expect(link).toContainText(msg(locale, "map.newTab"));
      }
    });

    for (const [width, size] of [
      [320, "compact"],
      [390, "compact"],
      [1366, "wide"],
    ] as const) {
      test(`the drawn map fits ${width} px, with readable labels and targets of at least 24 px`, async ({ page }) => {
        await failMapsScript(page);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url(locale, "/chalet-allalin"));
        const drawn = drawnMap(page, locale, "Chalet Allalin");
        await drawn.scrollIntoViewIfNeeded();
        const svg = page.getByTestId("drawn-map-svg").filter({ visible: true });
        await expect(svg).toHaveCount(1);
        await expect(svg).toHaveAttribute("viewBox", size === "compact" ? "0 0 340 300" : "0 0 720 400");
        const box = await svg.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        const scale = (box?.width ?? 0) / (size === "compact" ? 340 : 720);
        // Label text: at least 10.5 px on screen.
        expect(scale * (size === "compact" ? 13 : 16)).toBeGreaterThanOrEqual(10.5);
        const points = await drawn.getByRole("button").all();
        expect(points).toHaveLength(property("chalet-allalin").poiKeys.length);
        for (const point of points) {
          // The first circle is the invisible hit area.
          const hit = await point.locator("circle").first().boundingBox();
          expect(hit?.width ?? 0).toBeGreaterThanOrEqual(24);
          expect(hit?.height ?? 0).toBeGreaterThanOrEqual(24);
        }
      });
    }

    test("POI chips toggle and show the description below the map", async ({ page }) => {
      await failMapsScript(page);
      await openWithMap(page, url(locale, "/chalet-dom"));
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

      // The Google map failing does not stop the chips or the drawn map.
      const map = page.getByRole("region", { name: msg(locale, "map.mapLabel", { name: property("chalet-dom").name }) });
      await map.scrollIntoViewIfNeeded();
      await expect(page.getByRole("status").filter({ hasText: msg(locale, "map.loadFailedFallback") })).toBeVisible({ timeout: 30_000 });
      await coop.click();
      await expect(details).toContainText(withText.description?.[locale] ?? "?");
      await expect(pointButton(drawnMap(page, locale, property("chalet-dom").name), withText.name)).toHaveAttribute("aria-pressed", "true");
    });

    test("a property without coordinates is drawn at its village, and its POIs are listed", async ({ page }) => {
      await failMapsScript(page);
      const mattmark = property("chalet-mattmark");
      await page.goto(url(locale, "/chalet-mattmark"));
      await expect(page.getByText(msg(locale, "map.approximate", { location: mattmark.location }))).toBeVisible();
      const drawn = drawnMap(page, locale, mattmark.name);
      await expect(drawn).toBeVisible();
      await expect(drawn.getByRole("button")).toHaveCount(mattmark.poiKeys.length);
      // The links open the village centre the map is drawn around.
      await expect(page.getByRole("link", { name: msg(locale, "map.openOsm") })).toHaveAttribute("href", /mlat=46\.104&mlon=7\.957#map=16\/46\.104\/7\.957$/);

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
