import { expect, test, type Page } from "@playwright/test";
import { reserveFreeStay } from "@/tests/e2e/offer-support";
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

/** Records every CSP violation the page reports (installed before any script runs). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test("public pages and API routes carry the public policy", async ({ request }) => {
  for (const target of ["/", "/en", "/fr/info", "/en/chalet-allalin", "/api/health", "/api/search?locale=en"]) {
    const response = await request.get(target, { maxRedirects: 0 });
    const csp = expectCommonHeaders(response.headers(), target);
    // Cached pages cannot carry a per-request nonce: inline scripts are allowed there (see the module).
    expect(csp.get("script-src"), target).toEqual(["'self'", "'unsafe-inline'", "https://maps.googleapis.com"]);
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

test("public pages run without a CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const target of ["/en", "/en/info", "/en/auth"]) {
    await page.goto(target);
    await page.waitForLoadState("networkidle");
  }
  expect(await violations()).toEqual([]);
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
