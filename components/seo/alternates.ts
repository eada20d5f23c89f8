import type { Metadata } from "next";
import { localizedPath } from "@/i18n/paths";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/domain/localized";

/**
 * Canonical URL and hreflang alternates of a public page (relative; metadataBase makes them
 * absolute). x-default points at German, the unprefixed URL.
 */
export function alternatesFor(locale: Locale, path: string): NonNullable<Metadata["alternates"]> {
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [l, localizedPath(l, path)]));
  languages["x-default"] = localizedPath(DEFAULT_LOCALE, path);
  return { canonical: localizedPath(locale, path), languages };
}
