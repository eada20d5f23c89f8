"use client";

import { useLocale } from "next-intl";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

// A client component on purpose (see components/common/not-found-notice.tsx): a server-side
// getTranslations() in a not-found boundary runs before the page's setRequestLocale and turned
// the whole request German. The offerPage namespace is not among the layout's client messages,
// so the two strings are picked from the message files here; this chunk loads only on an
// unknown offer link.
const TEXTS = { de: de.offerPage, en: en.offerPage, fr: fr.offerPage } as const;

export function OfferNotFound() {
  const locale = useLocale();
  const t = locale === "en" || locale === "fr" ? TEXTS[locale] : TEXTS.de;
  return (
    <div className="mx-auto grid max-w-lg gap-3 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t.notFoundTitle}</h1>
      <p className="text-muted-foreground">{t.notFoundText}</p>
    </div>
  );
}
