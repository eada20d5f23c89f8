import NextLink from "next/link";
import { useLocale } from "next-intl";
import type { ComponentProps } from "react";
import type { Locale } from "@/lib/domain/localized";
import { localizedPath, sitePathString, type SitePath } from "./paths";

// Locale-aware links for server and client components alike: always use this Link instead of
// next/link. It is next-intl's createNavigation() Link cut to what this site needs (paths,
// German without a prefix, English and French with one: i18n/paths.ts). next-intl's own brought
// its navigation runtime into every page's first load (about 1.5 KB gzip); the hooks for client
// components are in ./client-navigation.ts.

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href" | "locale"> & {
  /** A path of the site without the language ("/chalet-dom", "/book?property=x", { pathname, query }). */
  href: SitePath;
  /** Another language than the page's: the same path in it. */
  locale?: Locale;
};

export function Link({ href, locale, ...props }: LinkProps) {
  const current = useLocale() as Locale;
  if (!locale || locale === current) return <NextLink href={localizedPath(current, sitePathString(href))} {...props} />;
  // Never prefetched, as next-intl did: proxy.ts sends an unprefixed German URL to the visitor's
  // remembered language, so prefetching the German page from an English one came back redirected,
  // and the router prefetched again, thousands of times a minute.
  return <NextLink href={localizedPath(locale, sitePathString(href))} hrefLang={locale} {...props} prefetch={false} />;
}
