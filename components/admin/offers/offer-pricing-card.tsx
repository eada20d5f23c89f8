"use client";

import { useLocale, useTranslations } from "next-intl";
import { useWatch, type Control } from "react-hook-form";
import type { OfferEditorData } from "@/lib/data/offers";
import type { OfferPricingFacts } from "@/lib/data/offer-pricing";
import { isStayAvailable } from "@/lib/domain/availability";
import { isLocale } from "@/lib/domain/localized";
import { checkMinStay } from "@/lib/domain/min-stay";
import { formatChf, toRappen } from "@/lib/domain/money";
import { pricingCardState } from "@/lib/domain/offers/pricing-card";
import { priceStay, type PricingResult } from "@/lib/domain/pricing";
import type { OfferFormInput } from "./offer-fields";

const count = (v: unknown, fallback: number) => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : fallback);
const rappenOrNull = (v: unknown) => (typeof v === "string" && /^\d{1,7}(\.\d{1,2})?$/.test(v.trim()) ? toRappen(v.trim()) : null);

/**
 * The Pricing card: a live preview with the shared pricing module. Saving recomputes the same
 * figures on the server, which are the only ones stored.
 */
export function OfferPricingCard({ data, control, facts }: { data: OfferEditorData; control: Control<OfferFormInput>; facts: OfferPricingFacts | null }) {
  const t = useTranslations("adminOffers");
  const locale = useLocale();
  const v = useWatch({ control });
  const propertyId = v.propertyId ?? null;
  const house = data.houses.find((h) => h.id === propertyId) ?? null;
  const checkIn = v.checkIn ?? null;
  const checkOut = v.checkOut ?? null;

  let pricing: PricingResult | null = null;
  let available: boolean | null = null;
  let minNights: number | null = null;
  if (facts && checkIn && checkOut && checkOut > checkIn) {
    available = isStayAvailable(facts.rates, checkIn, checkOut);
    // Saving refuses a stay under its arrival night's minimum (priceOfferStay): say so before.
    const minStay = checkMinStay(facts.rates, checkIn, checkOut);
    minNights = minStay.ok ? null : minStay.minNights;
    pricing = priceStay({
      checkIn,
      checkOut,
      guests: { adults: count(v.adults, 1), children6To16: count(v.children6To16, 0), children3To5: count(v.children3To5, 0), babies: count(v.babies, 0) },
      rates: facts.rates,
      pricePerNight: facts.pricePerNight,
      cleaningFee: facts.cleaningFee,
      propertyDownpayment: facts.propertyDownpayment,
      offerDownpayment: rappenOrNull(v.downpaymentAmount),
      discount: rappenOrNull(v.discount) ?? 0,
    });
  }
  const chf = (r: number) => formatChf(r, isLocale(locale) ? locale : "de");
  // A sold offer's figures are what the guest accepted: the stored ones, never a fresh preview
  // (its nights are its own booking's now, and today's rates may differ).
  const stored = data.figures;
  const state =
    data.stayFixed && stored.base !== null && stored.cleaningFee !== null && stored.touristTax !== null && stored.saastalCard !== null && stored.total !== null && stored.deposit !== null
      ? ({ kind: "priced", breakdown: { ...stored, base: stored.base, cleaningFee: stored.cleaningFee, touristTax: stored.touristTax, saastalCard: stored.saastalCard, total: stored.total, deposit: stored.deposit } } as const)
      : pricingCardState({ property: house, checkIn, checkOut, available, minNights, pricing });

  return (
    <section className="grid gap-2 rounded-lg border bg-surface p-4" aria-labelledby="offer-pricing" data-testid="pricing-card">
      <h2 id="offer-pricing" className="font-semibold">
        {t("pricingCard.title")}
      </h2>
      {state.kind === "priced" ? (
        <dl className="grid grid-cols-2 gap-1 text-sm">
          {(["base", "discount", "cleaningFee", "touristTax", "saastalCard", "total", "deposit"] as const).map((key) => (
            <div key={key} className="contents">
              <dt>{t(`pricingCard.${key}`)}</dt>
              <dd className="text-right tabular-nums" data-testid={`price-${key}`}>
                {/* The discount is subtracted: shown as a negative amount, like on the guest's offer page. */}
                {chf(key === "discount" && state.breakdown.discount > 0 ? -state.breakdown.discount : state.breakdown[key])}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">
          {state.kind === "cannotPrice"
            ? facts
              ? t("errors.cannotPrice")
              : "…"
            : state.kind === "minStay"
              ? t("errors.minStay", { count: state.minNights })
              : state.kind === "discountTooHigh"
                ? t("errors.discountTooHigh")
                : t(`pricing.${state.kind}`)}
        </p>
      )}
    </section>
  );
}
