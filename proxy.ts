import { NextResponse, type NextRequest } from "next/server";
import { pickLocale } from "@/lib/domain/locale-negotiation";

// Runs before every page request, so it stays small: a hand-written locale rewrite measured
// faster than next-intl's createMiddleware (shared PERFORMANCE.md), with the same behaviour:
//  - /de/... is not a public URL: redirect to the unprefixed German URL
//  - /en/..., /fr/...: served as they are
//  - unprefixed URLs: a remembered choice (NEXT_LOCALE cookie) or, without one, the browser's
//    Accept-Language sends English/French visitors to their prefix; German is rewritten to /de/...
// Access control is NOT done here: every page, action and route handler checks on the server.

const LOCALE_COOKIE = "NEXT_LOCALE";

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const first = pathname.split("/")[1] ?? "";

  if (first === "de") {
    const rest = pathname.slice(3) || "/";
    return NextResponse.redirect(new URL(`${rest}${search}`, request.url), 308);
  }
  if (first === "en" || first === "fr") return NextResponse.next();

  const preferred = pickLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get("accept-language"));
  if (preferred !== "de") {
    const target = pathname === "/" ? `/${preferred}` : `/${preferred}${pathname}`;
    return NextResponse.redirect(new URL(`${target}${search}`, request.url), 307);
  }
  return NextResponse.rewrite(new URL(`/de${pathname === "/" ? "" : pathname}${search}`, request.url));
}

export const config = {
  // Pages only: not API routes, Next's assets, or files with an extension (images, robots.txt...).
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
