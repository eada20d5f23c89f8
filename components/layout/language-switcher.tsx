"use client";

import type { MouseEvent } from "react";
import { useLocale } from "next-intl";
import { Link } from "@/i18n/navigation";
import { usePathname, useRouter } from "@/i18n/client-navigation";
import type { Locale } from "@/lib/domain/localized";
import { clsx } from "clsx";

export interface LanguageOption {
  locale: Locale;
  /** "DE", "EN", "FR": what the link shows. */
  short: string;
  /** The language's own name ("Deutsch"), read out after the short form. */
  name: string;
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/** proxy.ts reads this cookie to send unprefixed URLs to the visitor's language. */
function rememberLocale(locale: Locale) {
  document.cookie = `NEXT_LOCALE=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

/**
 * Links to the current page in the other languages. The choice is remembered in the NEXT_LOCALE
 * cookie before navigating, because proxy.ts sends unprefixed URLs to the remembered language.
 * The links also work without JavaScript (plain hrefs to the localized URL).
 */
export function LanguageSwitcher({
  label,
  options,
  className,
}: {
  label: string;
  options: LanguageOption[];
  /** Says how it is displayed ("flex", "hidden md:flex"): classes are joined, not merged. */
  className: string;
}) {
  const current = useLocale();
  const pathname = usePathname();
  const router = useRouter();

  function switchTo(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
    event.preventDefault();
    rememberLocale(locale);
    // The query holds the guest's search and stay (dates, party): the other language keeps them.
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    router.replace({ pathname, query }, { locale });
  }

  return (
    <nav aria-label={label} className={clsx("items-center gap-0.5 rounded-lg border p-0.5", className)}>
      {options.map((option) => {
        const active = option.locale === current;
        return (
          <Link
            key={option.locale}
            href={pathname}
            locale={option.locale}
            lang={option.locale}
            hrefLang={option.locale}
            aria-current={active ? "true" : undefined}
            onClick={(event) => switchTo(event, option.locale)}
            className={clsx(
              "rounded-md px-2 py-1 text-xs font-semibold tracking-wide transition-colors",
              active ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
            )}
          >
            {/* Named "DE – Deutsch": the name starts with what is shown (WCAG 2.5.3, a speech user
                says "DE"), and a screen reader still hears the language's own name. */}
            {option.short}
            <span className="sr-only"> – {option.name}</span>
          </Link>
        );
      })}
    </nav>
  );
}
