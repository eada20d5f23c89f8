import { AsyncLocalStorage } from "node:async_hooks";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { accessRuleFor, stripLocale } from "@/lib/domain/access";
import { pickLocale } from "@/lib/domain/locale-negotiation";
import { localeRedirects, localeRewrites, UNPREFIXED_PAGE_PATTERN } from "@/lib/routing/locale-routes";
import { config as proxyConfig, proxy } from "@/proxy";

/**
 * Locale routing is split between next.config.ts (path-only rules) and proxy.ts (cookie, header
 * and session rules) so that most public requests skip the proxy. This replays a request through
 * both the way Next does (config redirects, then the proxy if its matcher matches, then the
 * beforeFiles rewrites) and compares the outcome with the rules as one function would apply them.
 */

type Testing = typeof import("next/experimental/testing/server");
let testing: Testing;

beforeAll(async () => {
  // Next's testing helpers expect the AsyncLocalStorage its server installs globally.
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage;
  testing = await import("next/experimental/testing/server");
});

interface Visit {
  path: string;
  cookie?: string;
  signedIn: boolean;
  acceptLanguage?: string;
}

type Outcome = { redirect: string; status: number } | { serve: string };

const ORIGIN = "http://localhost";

function requestParts(visit: Visit) {
  const cookies: Record<string, string> = {};
  if (visit.cookie !== undefined) cookies.NEXT_LOCALE = visit.cookie;
  if (visit.signedIn) cookies["authjs.session-token"] = "token";
  const headers: Record<string, string> = {};
  if (visit.acceptLanguage !== undefined) headers["accept-language"] = visit.acceptLanguage;
  const cookieHeader = Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join("; ");
  return { cookies, headers, cookieHeader };
}

/** What the visitor should get, stated once (the behaviour proxy.ts had when it ran on every page). */
function expected(visit: Visit): Outcome {
  const { path } = visit;
  if (path === "/de" || path.startsWith("/de/")) return { redirect: path.slice(3) || "/", status: 308 };
  const first = path.split("/")[1];
  const locale = first === "en" || first === "fr" ? first : pickLocale(visit.cookie, visit.acceptLanguage ?? null);
  if (first !== "en" && first !== "fr" && locale !== "de") return { redirect: path === "/" ? `/${locale}` : `/${locale}${path}`, status: 307 };
  if (accessRuleFor(path) && !visit.signedIn) {
    const auth = locale === "de" ? "/auth" : `/${locale}/auth`;
    return { redirect: `${auth}?callbackUrl=${encodeURIComponent(path)}`, status: 307 };
  }
  return { serve: first === "en" || first === "fr" ? path : `/de${path === "/" ? "" : path}` };
}

/** What Next does with config and proxy together. */
async function routed(visit: Visit): Promise<Outcome> {
  const { cookies, headers, cookieHeader } = requestParts(visit);
  const url = `${ORIGIN}${visit.path}`;
  const redirected = await testing.unstable_getResponseFromNextConfig({ url, nextConfig: { redirects: async () => localeRedirects }, headers, cookies });
  const redirectUrl = testing.getRedirectUrl(redirected);
  if (redirectUrl) return { redirect: redirectUrl.replace(ORIGIN, ""), status: redirected.status };

  let current = url;
  if (testing.unstable_doesMiddlewareMatch({ config: proxyConfig, url: visit.path, headers, cookies })) {
    const response = proxy(new NextRequest(url, { headers: { ...headers, ...(cookieHeader ? { cookie: cookieHeader } : {}) } }));
    const location = response.headers.get("location");
    if (location) return { redirect: decodeURIComponent(location.replace(ORIGIN, "")).replace(/callbackUrl=(.*)$/, (_, v: string) => `callbackUrl=${encodeURIComponent(v)}`), status: response.status };
    current = response.headers.get("x-middleware-rewrite") ?? url;
  }
  const rewritten = await testing.unstable_getResponseFromNextConfig({ url: current, nextConfig: { rewrites: async () => localeRewrites }, headers, cookies });
  return { serve: (testing.getRewrittenUrl(rewritten) ?? current).replace(ORIGIN, "") };
}

const BARE_PATHS = ["/", "/chalet-dom", "/info/terms", "/services", "/enzian", "/frutig", "/dev-notes", "/admin", "/admin/users", "/dev", "/team", "/team/calendar", "/team/assignments/2", "/profile", "/my-bookings/b1", "/auth", "/offer/tok123", "/offer/tok123/checkout/success", "/pay/test/cs_local_1"];
const TAGS = ["de", "de-CH", "DE", "en", "en-US", "EN-gb", "en_US", "english", "fr", "fr-CH", "FR", "fra", "it", "es", "*"];

const visit = fc.record({
  path: fc.tuple(fc.constantFrom("", "/en", "/fr", "/de"), fc.constantFrom(...BARE_PATHS)).map(([prefix, bare]) => (prefix && bare === "/" ? prefix : `${prefix}${bare}`)),
  cookie: fc.option(fc.constantFrom("de", "en", "fr", "it", "EN", ""), { nil: undefined }),
  signedIn: fc.boolean(),
  acceptLanguage: fc.option(
    fc
      .array(fc.tuple(fc.constantFrom(...TAGS), fc.option(fc.constantFrom("1", "0.9", "0.5", "0", "0.001", "x"), { nil: undefined }), fc.constantFrom("", " ", "  ")), { maxLength: 4 })
      .map((entries) => entries.map(([tag, q, space]) => `${space}${tag}${q === undefined ? "" : `;q=${q}`}`).join(",")),
    { nil: undefined },
  ),
});

describe("locale routing split between next.config.ts and proxy.ts", () => {
  it("routes every visit as the single set of rules says", async () => {
    await fc.assert(
      fc.asyncProperty(visit, async (v) => {
        expect(await routed(v)).toEqual(expected(v));
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps the proxy off public pages that the path alone decides", () => {
    const matches = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
      testing.unstable_doesMiddlewareMatch({ config: proxyConfig, url, headers, cookies });
    expect(matches("/en/chalet-dom")).toBe(false);
    expect(matches("/fr")).toBe(false);
    expect(matches("/chalet-dom")).toBe(false);
    expect(matches("/", { "accept-language": "de-CH,de;q=0.9" })).toBe(false);
    expect(matches("/", {}, { NEXT_LOCALE: "de" })).toBe(false);
    expect(matches("/api/quote", { "accept-language": "en" })).toBe(false);
    expect(matches("/images/a.jpg", {}, { NEXT_LOCALE: "en" })).toBe(false);
    // ...and on every protected area, in every locale.
    for (const bare of BARE_PATHS.filter((p) => accessRuleFor(p))) {
      for (const prefix of ["", "/en", "/fr"]) expect(matches(`${prefix}${bare}`), `${prefix}${bare}`).toBe(true);
    }
  });

  it("repeats the shared unprefixed-page pattern literally in the proxy matcher", () => {
    const sources = proxyConfig.matcher.map((m) => (typeof m === "string" ? m : m.source));
    expect(sources.filter((s) => s === `/(${UNPREFIXED_PAGE_PATTERN})`)).toHaveLength(2);
    expect(stripLocale("/en/admin")).toBe("/admin");
  });
});
