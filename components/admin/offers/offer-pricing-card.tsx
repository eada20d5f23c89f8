"use client";

import { useLocale, useTranslations } from "next-intl";
import type { OfferEditorData } from "@/lib/data/offers";
import { isLocale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import { pricingCardState } from "@/lib/domain/offers/pricing-card";

/**
 * The Pricing card. It shows the figures the server computed at the last save (the only figures
 * that are ever stored); the state messages come from the shared pure state function.
 */
export function OfferPricingCard({
  data,
  propertyId,
  checkIn,
  checkOut,
}: {
  data: OfferEditorData;
  propertyId: string | null;
  checkIn: string | null;
  checkOut: string | null;
}) {
  const t = useTranslations("adminOffers");
  const locale = useLocale();
  const house = data.houses.find((h) => h.id === propertyId) ?? null;
  const state = pricingCardState({ property: house, checkIn, checkOut, available: null, pricing: null });
  const f = data.figures;
  const chf = (r: number) => formatChf(r, isLocale(locale) ? locale : "de");
  const rows = [
    ["base", f.base],
    ["discount", f.discount],
    ["cleaningFee", f.cleaningFee],
    ["touristTax", f.touristTax],
    ["saastalCard", f.saastalCard],
    ["total", f.total],
    ["deposit", f.deposit],
  ] as const;

  return (
    <section className="grid gap-2 rounded-lg border bg-surface p-4" aria-labelledby="offer-pricing" data-testid="pricing-card">
      <h2 id="offer-pricing" className="font-semibold">
        {t("pricingCard.title")}
      </h2>
      {state.kind === "selectProperty" || state.kind === "selectDates" || state.kind === "noSmoobuId" || state.kind === "unavailable" ? (
        <p className="text-sm text-muted-foreground">{t(`pricing.${state.kind}`)}</p>
      ) : f.total === null ? (
        <p className="text-sm text-muted-foreground">{t("pricingCard.saveToPrice")}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-1 text-sm">
          {rows.map(([key, value]) => (
            <div key={key} className="contents">
              <dt>{t(`pricingCard.${key}`)}</dt>
              <dd className="text-right tabular-nums" data-testid={`price-${key}`}>
                {value === null ? "–" : chf(value)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
