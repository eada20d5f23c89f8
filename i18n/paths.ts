import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/domain/localized";

/** The public URL path of `path` ("/chalet-dom") in `locale`: German has no prefix. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

/** A path of the site, as a string or as a path and its query. */
export type SitePath = string | { pathname: string; query?: Record<string, string> };

/** The path with its query as one string ("/admin/bookings?page=2"). */
export function sitePathString(path: SitePath): string {
  if (typeof path === "string") return path;
  const search = new URLSearchParams(path.query ?? {}).toString();
  return search ? `${path.pathname}?${search}` : path.pathname;
}

/** The page's path without its language prefix: "/chalet-dom" for /en/chalet-dom, "/" for /en. */
export function pathWithoutLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split("/");
  if (!LOCALES.includes(first as Locale)) return pathname || "/";
  return rest.length ? `/${rest.join("/")}` : "/";
}
