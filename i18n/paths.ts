import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/localized";

/** The public URL path of `path` ("/chalet-dom") in `locale`: German has no prefix. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}
