import { expect, test, type Page } from "@playwright/test";
import { formatFromPrice } from "@/components/property/price";
import { typeset } from "@/lib/domain/content-typography";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { toRappen } from "@/lib/domain/money";
import { seedProperties } from "@/prisma/seed/content";
import type { SeedProperty } from "@/prisma/seed/content/types";
import { planRates } from "@/prisma/seed/rates";
import { LOCALES, msg, url } from "./support";

// SEO tags and structured data, asserted on the served HTML of the production build.

const allalin = seedProperties.find((p) => p.slug === "chalet-allalin");
const mattmark = seedProperties.find((p) => p.slug === "chalet-mattmark");
if (!allalin || !mattmark) throw new Error("seed content changed: update the SEO test");

/** The seeded rates' lowest nightly price of the coming year: the page's "from" price (lib/domain/from-price.ts). */
const seededFromPrice = (p: SeedProperty) =>
  toRappen(Math.min(...planRates(p, 0, todayIn(SITE_TIME_ZONE, new Date()), new Set()).slice(0, 365).flatMap((r) => (r.price === null ? [] : [r.price]))));

const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute("content");

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const raw = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(raw ?? "{}") as Record<string, unknown>;
}

for (const locale of LOCALES) {
  test(`property page head and JSON-LD in ${locale}`, async ({ page, baseURL }) => {
    const path = url(locale, `/${allalin.slug}`);
    await page.goto(path);
    await expect(page).toHaveTitle(`${allalin.name} – ${allalin.location} | Saastal Chalets`);

    const description = (await meta(page, 'meta[name="description"]')) ?? "";
    expect(description).toContain(allalin.name);
    expect(description).toContain(allalin.location);
    expect(description).toContain(typeset(allalin.description[locale], locale).slice(0, 40));

    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseURL}${path}`);
    for (const l of LOCALES) {
      expect(await page.locator(`link[rel="alternate"][hreflang="${l}"]`).getAttribute("href")).toBe(`${baseURL}${url(l, `/${allalin.slug}`)}`);
    }
    expect(await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute("href")).toBe(`${baseURL}/${allalin.slug}`);

    expect(await meta(page, 'meta[property="og:title"]')).toContain(allalin.name);
    const ogDescription = (await meta(page, 'meta[property="og:description"]')) ?? "";
    expect(ogDescription.length).toBeLessThanOrEqual(200);
    expect(typeset(allalin.description[locale], locale).startsWith(ogDescription.replace(/…$/, ""))).toBe(true);
    expect(await meta(page, 'meta[property="og:url"]')).toBe(`${baseURL}${path}`);
    expect(await meta(page, 'meta[property="og:image"]')).toContain(`/images/properties/${allalin.slug}/1.webp`);
    expect(await meta(page, 'meta[property="og:type"]')).toBe("website");
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");

    const data = await jsonLd(page);
    expect(data["@type"]).toBe("LodgingBusiness");
    expect(data.name).toBe(allalin.name);
    expect(data.address).toMatchObject({ "@type": "PostalAddress", addressLocality: allalin.location, addressCountry: "CH", streetAddress: allalin.address });
    // The price range reads like the page, in its language: the lowest nightly rate of the year.
    const price = formatFromPrice(seededFromPrice(allalin), locale) ?? "";
    expect(data.priceRange).toBe(msg(locale, "property.priceRange", { price }));
    expect(Array.isArray(data.amenityFeature) && data.amenityFeature.length).toBeGreaterThan(0);
    expect(data.geo).toMatchObject({ latitude: allalin.latitude, longitude: allalin.longitude });
  });
}

test("a property without coordinates has no geo; without a fixed price its price comes from the rates", async ({ page }) => {
  expect(mattmark.pricePerNight).toBeNull();
  await page.goto(`/en/${mattmark.slug}`);
  const data = await jsonLd(page);
  expect(data.geo).toBeUndefined();
  // Not "Contact for pricing": the booking card prices it from the synced rates, and so does the page.
  expect(data.priceRange).toBe(msg("en", "property.priceRange", { price: formatFromPrice(seededFromPrice(mattmark), "en") ?? "" }));
});

test("robots.txt keeps private areas out and lists the sitemap", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/profile", "/my-bookings", "/offer", "/pay/", "/dev", "/auth", "/team/", "/en/admin", "/fr/offer", "/fr/pay/"]) {
    expect(body).toContain(`Disallow: ${path}\n`);
  }
  expect(body).not.toMatch(/Disallow: \/team\n/);
  expect(body).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test("the sitemap lists every public page in every language with alternates", async ({ request, baseURL }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const p of seedProperties) {
    const listed = xml.includes(`<loc>${baseURL}/${p.slug}</loc>`);
    expect(listed, p.slug).toBe(p.isVisible);
    if (p.isVisible) {
      expect(xml).toContain(`<loc>${baseURL}/en/${p.slug}</loc>`);
      expect(xml).toContain(`<loc>${baseURL}/fr/${p.slug}</loc>`);
    }
  }
  expect(xml).toContain(`hreflang="x-default"`);
  expect(xml).toContain(`<loc>${baseURL}/fr/services</loc>`);
  expect(xml).not.toContain("/auth");
});

test("the sign-in page is not indexed", async ({ page }) => {
  await page.goto("/auth");
  expect(await meta(page, 'meta[name="robots"]')).toMatch(/noindex/);
});
