"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { getOfferRatesAction } from "@/lib/actions/offers/get-offer-rates";
import type { OfferPricingFacts } from "@/lib/data/offer-pricing";

/** The selected house's pricing facts and rates (null while none is selected or loading). */
export function useOfferRates(propertyId: string | null): OfferPricingFacts | null {
  const t = useTranslations("adminOffers.pricing");
  const locale = useSiteLocale();
  const [facts, setFacts] = useState<{ id: string; facts: OfferPricingFacts } | null>(null);

  useEffect(() => {
    if (!propertyId) return;
    let current = true;
    getOfferRatesAction(locale, { propertyId })
      .then((result) => {
        if (!current) return;
        if (result.data) setFacts({ id: propertyId, facts: result.data });
        else toast.error(t("ratesFailed"));
      })
      .catch((cause: unknown) => {
        console.error("[offer rates] failed", cause);
        if (current) toast.error(t("ratesFailed"));
      });
    return () => {
      current = false;
    };
  }, [propertyId, locale, t]);

  return facts && facts.id === propertyId ? facts.facts : null;
}
