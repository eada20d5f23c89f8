import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { reserveFreeStay } from "@/tests/e2e/offer-support";
import { msg } from "@/tests/e2e/support";
import { withSession } from "@/tests/e2e/sessions";

// Security headers on real responses of the production build: the public policy on cached
// pages and API routes, the nonce policy on the signed-in area (lib/security/content-security-policy.ts),
// and a browser that runs both without a single CSP violation.

function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectCommonHeaders(headers: Record<string, string>, what: string) {
  expect(headers["strict-transport-security"], what).toMatch(/^max-age=(\d+); includeSubDomains$/);
  expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["permissions-policy"], what).toContain("geolocation=()");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["x-frame-options"], what).toBe("DENY");
  const csp = directives(headers["content-security-policy"]);
  expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(csp.get("object-src"), what).toEqual(["'none'"]);
  expect(csp.get("base-uri"), what).toEqual(["'self'"]);
  expect(csp.get("default-src"), what).toEqual(["'self'"]);
  expect(csp.get("script-src"), what).not.toContain("'unsafe-eval'");
  return csp;
}

/**
 * Records every CSP violation the page reports, on every document it loads (installed before any
 * script runs). The report leaves the page at once: a list kept in the window would be lost with
 * each navigation, and a violation on any page but the last would go unseen.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  await page.exposeFunction("__reportCspViolation", (violation: string) => seen.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation;
    document.addEventListener("securitypolicyviolation", (e) => report(`${e.violatedDirective} ${e.blockedURI} ${location.pathname} (${e.sourceFile}:${e.lineNumber}:${e.columnNumber})`));
  });
  // Reports are sent asynchronously: let the last ones arrive before reading.
  return async () => {
    await page.waitForTimeout(250);
    return [...seen];
  };
}

/** The executable inline scripts of a document (external scripts and data blocks run no inline code). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)]
    .filter((m) => !/\bsrc=/.test(m[1] ?? "") && !/type="application\/ld\+json"/.test(m[1] ?? ""))
    .map((m) => m[2] ?? "");
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

test("cached public pages allow exactly the hashes of their own inline scripts, never 'unsafe-inline'", async ({ request }) => {
  for (const target of ["/", "/en", "/fr/info", "/en/chalet-allalin", "/fr/info/mietbedingungen", "/en/book", "/en/no-such-page"]) {
    const response = await request.get(target, { maxRedirects: 0, headers: { "accept-encoding": "gzip, br" } });
    const csp = expectCommonHeaders(response.headers(), target);
    const scriptSrc = csp.get("script-src") ?? [];
    expect(scriptSrc, target).not.toContain("'unsafe-inline'");
    expect(scriptSrc.filter((s) => !s.startsWith("'sha256-")), target).toEqual(["'self'", "https://maps.googleapis.com"]);
    // Every inline script the page holds is allowed by its hash, and nothing else is.
    const scripts = inlineScripts(await response.text());
    expect(scripts.length, target).toBeGreaterThan(2);
    expect(new Set(scriptSrc.filter((s) => s.startsWith("'sha256-")))).toEqual(new Set(scripts.map(sha256)));
  }
});

test("public pages still come compressed and from the full-route cache", async ({ request }) => {
  for (const [encoding, expected] of [["br", "br"], ["gzip", "gzip"]] as const) {
    const response = await request.get("/en/chalet-allalin", { headers: { "accept-encoding": encoding } });
    expect(response.headers()["content-encoding"]).toBe(expected);
    expect(response.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
  }
  const script = await request.get("/en/chalet-allalin").then(async (page) => /<script src="([^"]+\.js)"/.exec(await page.text())?.[1]);
  const chunk = await request.get(script!, { headers: { "accept-encoding": "gzip" } });
  expect(chunk.headers()["content-encoding"]).toBe("gzip");
});

test("API routes carry the public policy without inline scripts", async ({ request }) => {
  for (const target of ["/api/health", "/api/search?locale=en"]) {
    const response = await request.get(target, { maxRedirects: 0 });
    const csp = expectCommonHeaders(response.headers(), target);
    expect(csp.get("script-src"), target).toEqual(["'self'", "https://maps.googleapis.com"]);
  }
});

test("the signed-in area gets a fresh nonce per request and no 'unsafe-inline' for scripts", async ({ page }) => {
  await withSession(page, "admin@example.com");
  const violations = await watchViolations(page);
  const nonces = new Set<string>();
  for (const target of ["/en/admin/users", "/en/admin/bookings", "/en/profile", "/en/team/calendar"]) {
    const response = await page.goto(target);
    expect(response?.status(), target).toBe(200);
    const headers = await response!.allHeaders();
    const scriptSrc = expectCommonHeaders(headers, target).get("script-src") ?? [];
    expect(scriptSrc, target).not.toContain("'unsafe-inline'");
    expect(scriptSrc, target).toContain("'strict-dynamic'");
    const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(scriptSrc.find((s) => s.startsWith("'nonce-")) ?? "")?.[1];
    expect(nonce, target).toBeTruthy();
    nonces.add(nonce!);
    // Every script element Next rendered carries this response's nonce.
    const html = await response!.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/ld\+json"/.test(tag));
    expect(scripts.length, target).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, target).toContain(`nonce="${nonce}"`);
    // Hydrated and working: React took over (a client-side navigation target is clickable).
    await expect(page.locator("main")).toBeVisible();
  }
  expect(nonces.size).toBe(4);
  expect(await violations()).toEqual([]);
});

test("public pages run (hydrated) without a CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const target of ["/en", "/en/info", "/en/auth", "/fr/chalet-dom", "/book", "/fr/team"]) {
    await page.goto(target);
    await page.waitForLoadState("networkidle");
  }
  // The team page streams its members after the shell: React's reveal script (hashed) shows them.
  await page.goto("/en/team");
  await expect(page.getByTestId("team-skeleton")).toBeHidden();
  // React took over the cached page: the gallery's arrow (a client component) moves the counter.
  await page.goto("/en/haus-mischabel");
  await page.getByTestId("gallery").getByRole("button", { name: msg("en", "gallery.next") }).click();
  await expect(page.getByTestId("gallery-counter")).toHaveText(msg("en", "gallery.counter", { current: 2, total: 10 }));
  expect(await violations()).toEqual([]);
});

test("a script that got into a cached page's HTML does not run", async ({ page, request }) => {
  // The page as served, with one more inline script the server never wrote, under the served policy.
  const response = await request.get("/en/chalet-dom");
  const policy = response.headers()["content-security-policy"]!;
  const html = (await response.text()).replace("</body>", "<script>window.__injected = true</script></body>");
  const violations = await watchViolations(page);
  await page.route("**/en/chalet-dom", (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", headers: { "content-security-policy": policy }, body: html }));
  await page.goto("/en/chalet-dom");
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect((await violations()).some((v) => v.startsWith("script-src"))).toBe(true);
});

test("pages that show visitor input (offer, checkout, test payment) get a fresh nonce, no 'unsafe-inline', no violation", async ({ page, request }) => {
  const violations = await watchViolations(page);
  const { token } = await reserveFreeStay(page, request, "chalet-dom", 330);
  const nonces = new Set<string>();
  for (const target of [`/en/offer/${token}`, `/en/offer/${token}/checkout`, `/fr/offer/${token}/checkout/cancel`, `/offer/${token}`, "/en/pay/test/cs_local_AAAAAAAAAAAAAAAAAAAAAAAA"]) {
    const response = await page.goto(target);
    const headers = await response!.allHeaders();
    const scriptSrc = expectCommonHeaders(headers, target).get("script-src") ?? [];
    expect(scriptSrc, target).not.toContain("'unsafe-inline'");
    const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(scriptSrc.find((s) => s.startsWith("'nonce-")) ?? "")?.[1];
    expect(nonce, target).toBeTruthy();
    nonces.add(nonce!);
    const html = await response!.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/ld\+json"/.test(tag));
    for (const tag of scripts) expect(tag, target).toContain(`nonce="${nonce}"`);
    await page.waitForLoadState("networkidle");
  }
  expect(nonces.size).toBe(5);
  expect(await violations()).toEqual([]);
});
