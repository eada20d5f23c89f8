"use client";

import { useOfferTexts } from "./use-offer-texts";

// A client component on purpose (see components/common/not-found-notice.tsx): a server-side
// getTranslations() in a not-found boundary runs before the page's setRequestLocale and turned
// the whole request German. Its two strings come from the offer layout's client messages.

export function OfferNotFound() {
  const t = useOfferTexts();
  return (
    <div className="mx-auto grid max-w-lg gap-3 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t.notFoundTitle}</h1>
      <p className="text-muted-foreground">{t.notFoundText}</p>
    </div>
  );
}
