"use client";

import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { useMemo } from "react";
import type { Locale } from "@/lib/domain/localized";
import { localizedPath, pathWithoutLocale, sitePathString, type SitePath } from "./paths";

// The path and router hooks of client components, in paths without the language (as next-intl's
// createNavigation() gave them): "/chalet-dom" on /en/chalet-dom as on /chalet-dom.

export function usePathname(): string {
  return pathWithoutLocale(useNextPathname() ?? "/");
}

type Options = { locale?: Locale; scroll?: boolean };

/** next/navigation's router, taking paths without the language (and another language if asked). */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale() as Locale;
  return useMemo(
    () => ({
      ...router,
      push: (href: SitePath, options: Options = {}) => router.push(localizedPath(options.locale ?? current, sitePathString(href)), { scroll: options.scroll }),
      replace: (href: SitePath, options: Options = {}) => router.replace(localizedPath(options.locale ?? current, sitePathString(href)), { scroll: options.scroll }),
      prefetch: (href: string) => router.prefetch(localizedPath(current, href)),
    }),
    [router, current],
  );
}
