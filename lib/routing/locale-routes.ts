import type { NextConfig } from "next";

/**
 * The locale part of routing that needs no request data beyond the path, done by Next's own
 * router (next.config.ts) instead of proxy.ts. The proxy costs a third of a cached page's
 * throughput (bench/README.md), so public pages must not run it: it only runs where a
 * decision needs the cookie, Accept-Language or the session cookie (see its matcher).
 *  - /de/... is not a public URL: a permanent redirect to the unprefixed German URL.
 *  - Every unprefixed page URL that reaches the routes (the proxy did not redirect it) is
 *    German: rewritten to /de/....
 * tests/unit/locale-routing.test.ts checks that config and proxy together behave as
 * lib/domain/locale-negotiation's pickLocale says, for any path, cookie and header.
 */

type Redirects = Awaited<ReturnType<NonNullable<NextConfig["redirects"]>>>;
type Rewrites = Extract<Awaited<ReturnType<NonNullable<NextConfig["rewrites"]>>>, { beforeFiles?: unknown }>;

/**
 * A page path after its leading slash, without locale prefix, API route, Next asset or file
 * extension (path-to-regexp allows only non-capturing groups in a parameter's pattern).
 * proxy.ts repeats it literally in its matcher, which Next reads statically.
 */
export const UNPREFIXED_PAGE_PATTERN = "(?!(?:api|_next|_vercel|de|en|fr)(?:/|$))[^.]*";

export const localeRedirects: Redirects = [
  // ":path*" also matches /de itself (to /).
  { source: "/de/:path*", destination: "/:path*", permanent: true },
];

export const localeRewrites: Rewrites = {
  // beforeFiles: ahead of the filesystem and the [locale] routes, after the proxy.
  beforeFiles: [
    { source: "/", destination: "/de" },
    { source: `/:path(${UNPREFIXED_PAGE_PATTERN})`, destination: "/de/:path" },
  ],
};
