"use client";

import { useOfferTexts } from "./use-offer-texts";


/** The offer pages' error boundary body: the offer could not be read, in plain words. */
export function OfferError({ onRetry }: { onRetry: () => void }) {
  const t = useOfferTexts();
  return (
    <div role="alert" className="mx-auto grid max-w-lg gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{t.fetchFailed}</h1>
      <p className="text-muted-foreground">{t.unexpected}</p>
      <button type="button" onClick={onRetry} className="mx-auto text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t.retry}
      </button>
    </div>
  );
}
