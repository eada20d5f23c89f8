import { NextResponse, type NextRequest } from "next/server";
import { accessRuleFor } from "@/lib/domain/access";
import { pickLocale } from "@/lib/domain/locale-negotiation";
import { newNonce, noncedContentSecurityPolicy } from "@/lib/security/content-security-policy";

// Runs before every page request, so it stays small: a hand-written locale rewrite measured
// faster than next-intl's createMiddleware (shared PERFORMANCE.md), with the same behaviour:
//  - /de/... is not a public URL: redirect to the unprefixed German URL
//  - /en/..., /fr/...: served as they are
//  - unprefixed URLs: a remembered choice (NEXT_LOCALE cookie) or, without one, the browser's
//    Accept-Language sends English/French visitors to their prefix; German is rewritten to /de/...
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
 * Pages of the signed-in area render per request: they get a nonce-based CSP. Next reads the nonce
 * from the request's Content-Security-Policy header and puts it on its scripts; the response
 * header replaces next.config.ts's public policy.
 */
function withNonce(request: NextRequest, localizedPath: string, respond: (init?: { request: { headers: Headers } }) => NextResponse): NextResponse {
  // Public pages pass untouched (no request-header override on the hot path).
  if (!accessRuleFor(localizedPath)) return respond();
  const headers = new Headers(request.headers);
  const policy = noncedContentSecurityPolicy(newNonce(), process.env.NODE_ENV === "development");
  headers.set("content-security-policy", policy);
  const response = respond({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const first = pathname.split("/")[1] ?? "";

  if (first === "de") {
    const rest = pathname.slice(3) || "/";
    return NextResponse.redirect(new URL(`${rest}${search}`, request.url), 308);
  }
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
  // Pages only: not API routes, Next's assets, or files with an extension (images, robots.txt...).
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
