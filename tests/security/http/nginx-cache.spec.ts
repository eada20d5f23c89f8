import { expect, test } from "@playwright/test";
import { nginxAvailable, NGINX, startNginx, type Nginx } from "@/bench/nginx";
import { sessionFor } from "@/tests/e2e/sessions";
import { asDistinctVisitor, signInThroughForm } from "@/tests/e2e/support";

// The production setup the README recommends: nginx (deploy/nginx.conf.template) in front of the
// server, with a short cache of the answers Next marks as shareable. A cache in front is where
// one visitor's page can leak to another, so this checks what it must never store or mix up.

const guest = sessionFor("guest@example.com");
let nginx: Nginx;
let guestCookie = "";

test.beforeAll(async ({ browser, baseURL }) => {
  if (!nginxAvailable()) throw new Error(`nginx not found at ${NGINX}: apt-get install -y nginx-light (or set NGINX_PATH)`);
  const upstream = new URL(baseURL ?? "").host;
  nginx = await startNginx({ port: Number(new URL(baseURL ?? "").port) + 70, upstream });
  await guest.signIn(browser, baseURL);
  const context = await browser.newContext({ baseURL });
  await guest.use(context);
  guestCookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await context.close();
});

test.afterAll(async () => {
  await nginx?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${nginx.baseUrl}${path}`, { headers, redirect: "manual" });

/**
 * Asks for `path` until nginx answers from its cache (or fails after 5 s). nginx stores an answer
 * once Next has sent all of it, and without proxy_cache_lock (see the template) a request that
 * comes in before that goes to Next too: a second request right after the first may be a MISS.
 */
async function cached(path: string): Promise<Response> {
  await (await get(path)).text();
  let last: Response | undefined;
  await expect
    .poll(async () => {
      last = await get(path);
      return last.headers.get("x-cache");
    }, { timeout: 5_000 })
    .toBe("HIT");
  return last as Response;
}

test("a prerendered public page is served from nginx's cache", async () => {
  const second = await cached("/chalet-dom");
  expect(second.status).toBe(200);
  expect(await second.text()).toContain('lang="de"');
  // Next's own headers come along with the cached page.
  expect(second.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
});

test("the cached German page is not given to visitors who must be sent to /en or /fr", async () => {
  await cached("/services");
  const english = await get("/services", { "accept-language": "en-GB,en;q=0.9" });
  expect(english.status).toBe(307);
  expect(english.headers.get("location")).toMatch(/\/en\/services$/);
  const french = await get("/services", { cookie: "NEXT_LOCALE=fr" });
  expect(french.status).toBe(307);
  expect(french.headers.get("location")).toMatch(/\/fr\/services$/);
  // A German browser shares the cached page.
  const german = await get("/services", { "accept-language": "de-CH,de;q=0.9" });
  expect(german.status).toBe(200);
  expect(german.headers.get("x-cache")).toBe("HIT");
});

test("signed-in pages are never stored, so nobody else gets them", async () => {
  for (let i = 0; i < 2; i++) {
    const mine = await get("/en/my-bookings", { cookie: guestCookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("x-cache")).not.toBe("HIT");
    // The guest's own booking cards (a boolean: the page is too long for a readable diff).
    expect((await mine.text()).includes('data-testid="booking-card"')).toBe(true);
  }
  const anonymous = await get("/en/my-bookings");
  expect(anonymous.status).toBe(307);
  expect(anonymous.headers.get("location")).toContain("/en/auth?callbackUrl=");
  expect((await anonymous.text()).includes('data-testid="booking-card"')).toBe(false);
});

test("API answers pass through uncached", async () => {
  for (let i = 0; i < 2; i++) {
    const me = await get("/api/me", { cookie: guestCookie });
    expect(me.headers.get("x-cache")).not.toBe("HIT");
  }
});

test("files of public/ come from disk with the transport headers", async () => {
  const response = await get("/brand/logo.svg");
  expect(response.status).toBe(200);
  expect(response.headers.get("x-cache")).toBeNull();
  expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+; includeSubDomains$/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
});

// Issue 30, attack 7: with X-Forwarded-Host $host (no port) every server action behind nginx on a
// port other than 80/443 failed with 500: Next compares the action's Origin with the forwarded host.
test("a server action through nginx on a port other than 80 or 443 works: signing in", async ({ page }) => {
  const port = new URL(nginx.baseUrl).port;
  expect(["", "80", "443"]).not.toContain(port);
  await asDistinctVisitor(page);
  const actionStatuses: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.request().headers()["next-action"]) actionStatuses.push(response.status());
  });
  await page.goto(`${nginx.baseUrl}/en/auth?callbackUrl=/en/profile`);
  await signInThroughForm(page, "en", "guest@example.com");
  await expect(page).toHaveURL((u) => u.port === port && u.pathname === "/en/profile");
  expect(actionStatuses.length).toBeGreaterThan(0);
  for (const status of actionStatuses) expect(status).toBeLessThan(400);
});
