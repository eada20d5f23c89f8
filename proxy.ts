import { NextResponse, type NextRequest } from "next/server";
import { accessRuleFor } from "@/lib/domain/access";
import { needsNoncedPolicy } from "@/lib/domain/nonced-pages";
import { pickLocale } from "@/lib/domain/locale-negotiation";
import { newNonce, noncedContentSecurityPolicy } from "@/lib/security/content-security-policy";
import { env } from "@/lib/env";

// Runs only for the requests its matcher names (see the end of the file): the proxy costs a third
// of a cached page's throughput, so public pages skip it where the path alone decides, and
// next.config.ts (lib/routing/locale-routes.ts) redirects /de/... to the unprefixed German URL and
// rewrites unprefixed URLs to /de/.... Here:
//  - unprefixed URLs: a remembered choice (NEXT_LOCALE cookie) or, without one, the browser's
//    Accept-Language sends English/French visitors to their prefix; German is rewritten to /de/...
//  - /en/..., /fr/... (signed-in area only): served as they are
// Access: an anonymous visitor of a protected page (lib/domain/access) is sent to /auth with a
// callbackUrl, judged by the mere presence of a session cookie (no crypto, no database). This is
// a convenience only: every page, action and route handler checks the session and roles again on
// the server (lib/auth/session.ts), which also handles forged or stale cookies and missing roles.

const LOCALE_COOKIE = "NEXT_LOCALE";
// next-auth's session cookie (the __Secure- variant on https).
const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

function signInRedirect(request: NextRequest, localizedPath: string): NextResponse | null {
  if (!accessRuleFor(localizedPath)) return null;
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) return null;
  const prefix = /^\/(en|fr)(\/|$)/.exec(localizedPath)?.[1];
  const target = new URL(prefix ? `/${prefix}/auth` : "/auth", request.url);
  target.searchParams.set("callbackUrl", `${localizedPath}${request.nextUrl.search}`);
  return NextResponse.redirect(target, 307);
}

/**
 * Pages of the signed-in area, and public pages that show what a visitor typed (offer, checkout,
 * test payment: lib/domain/nonced-pages.ts), render per request: they get a nonce-based CSP. Next reads the nonce
 * from the request's Content-Security-Policy header and puts it on its scripts; the response
 * header replaces next.config.ts's public policy.
 */
function withNonce(request: NextRequest, localizedPath: string, respond: (init?: { request: { headers: Headers } }) => NextResponse): NextResponse {
  // Prerendered public pages pass untouched (no request-header override on the hot path).
  if (!needsNoncedPolicy(localizedPath)) return respond();
  const headers = new Headers(request.headers);
  const policy = noncedContentSecurityPolicy(newNonce(), env().NODE_ENV === "development");
  headers.set("content-security-policy", policy);
  const response = respond({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const first = pathname.split("/")[1] ?? "";

  if (first === "en" || first === "fr") return signInRedirect(request, pathname) ?? withNonce(request, pathname, (init) => NextResponse.next(init));

  const preferred = pickLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get("accept-language"));
  if (preferred !== "de") {
    const target = pathname === "/" ? `/${preferred}` : `/${preferred}${pathname}`;
    return NextResponse.redirect(new URL(`${target}${search}`, request.url), 307);
  }
  const german = new URL(`/de${pathname === "/" ? "" : pathname}${search}`, request.url);
  return signInRedirect(request, pathname) ?? withNonce(request, pathname, (init) => NextResponse.rewrite(german, init));
}

export const config = {
  // Only where a decision needs more than the path (lib/routing/locale-routes.ts does the rest in
  // next.config.ts): public pages under /en and /fr, and unprefixed ones of a browser that names
  // neither English nor French, never run it. tests/unit/locale-routing.test.ts checks that every
  // request pickLocale would send to /en or /fr, and every protected path, is matched.
  matcher: [
    // The signed-in area (lib/domain/access): sign-in redirect and the nonce-based CSP.
    "/:locale(en|fr)?/:area(admin|dev|profile|my-bookings)/:path*",
    "/:locale(en|fr)?/team/:area(team|calendar|assignments)/:path*",
    // Public pages showing visitor input (lib/domain/nonced-pages.ts): the nonce-based CSP.
    "/:locale(en|fr)?/:area(offer|pay)/:path+",
    // Unprefixed pages (UNPREFIXED_PAGE_PATTERN) with a remembered English or French choice...
    { source: "/((?!(?:api|_next|_vercel|de|en|fr)(?:/|$))[^.]*)", has: [{ type: "cookie", key: "NEXT_LOCALE", value: "en|fr" }] },
    // ...or an Accept-Language naming English or French anywhere (pickLocale ranks them).
    {
      source: "/((?!(?:api|_next|_vercel|de|en|fr)(?:/|$))[^.]*)",
      has: [{ type: "header", key: "accept-language", value: "(?:.*,)?\\s*(?:[eE][nN]|[fF][rR])(?:[-;,\\s].*)?" }],
    },
  ],
};
