import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/domain/localized";

/**
 * German is the default and has no URL prefix (/chalet-dom); English and French do (/en/...).
 * The visitor's choice lives in the NEXT_LOCALE cookie, read only by proxy.ts, so the pages
 * themselves stay static.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeCookie: { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365 },
  // Detection happens in our own proxy.ts (see the comment there).
  localeDetection: false,
});

export const LOCALE_COOKIE = "NEXT_LOCALE";
