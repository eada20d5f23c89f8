import { expect, test } from "@playwright/test";
import { msg } from "./support";

test("the language switcher keeps the page and remembers the choice", async ({ page, context }) => {
  await page.goto("/chalet-dom");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.getByRole("banner").getByRole("link", { name: /English/ }).first().click();
  await expect(page).toHaveURL(/\/en\/chalet-dom$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "NEXT_LOCALE")?.value).toBe("en");
  // The remembered choice sends an unprefixed URL to English.
  await page.goto("/services");
  await expect(page).toHaveURL(/\/en\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg("en", "services.title"));
});

test("German is the default, without prefix; /de is redirected to it", async ({ request }) => {
  const response = await request.get("/de/services", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/services$/);
  const page = await request.get("/services");
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('lang="de"');
});

test("a browser that prefers French goes to /fr when nothing is remembered", async ({ request }) => {
  const response = await request.get("/team", { headers: { "accept-language": "fr-CH,fr;q=0.9,en;q=0.5" }, maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toMatch(/\/fr\/team$/);
});

test("old /properties URLs redirect permanently", async ({ request }) => {
  const list = await request.get("/properties", { maxRedirects: 0 });
  expect(list.status()).toBe(308);
  const one = await request.get("/properties/chalet-dom", { maxRedirects: 0 });
  expect(one.status()).toBe(308);
  expect(one.headers().location).toMatch(/\/chalet-dom$/);
});

test("the quote API answers over HTTP", async ({ request }) => {
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 33 * 86_400_000).toISOString().slice(0, 10);
  const ok = await request.get(`/api/quote?property=chalet-dom&checkIn=${start}&checkOut=${end}&adults=2`);
  expect(ok.status()).toBe(200);
  const body = (await ok.json()) as { nights: number; currency: string; total: number };
  expect(body.nights).toBe(3);
  expect(body.currency).toBe("CHF");
  expect(body.total).toBeGreaterThan(0);
  const bad = await request.get(`/api/quote?property=chalet-dom&checkIn=${end}&checkOut=${start}&adults=0&locale=en`);
  expect(bad.status()).toBe(400);
  const hidden = await request.get(`/api/quote?property=chalet-lagginhorn&checkIn=${start}&checkOut=${end}`);
  expect(hidden.status()).toBe(404);
});
