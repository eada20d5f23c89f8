"use client";

import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { formatChf, toRappen } from "@/lib/domain/money";
import { isLocale } from "@/lib/domain/localized";
import { useSearch } from "./search-context";

/**
 * The stay's total on a card, once a search with dates has found the property; until then (and
 * without dates) `fallback`, the card's "From … per night".
 */
export function SearchCardPrice({ slug, fallback = null }: { slug: string; fallback?: ReactNode }) {
  const t = useTranslations("search");
  const current = useLocale();
  const search = useSearch();
  if (search?.status.kind !== "done") return fallback;
  const hit = search.status.hits.get(slug);
  if (!hit || hit.nights === null) return fallback;
  const locale = isLocale(current) ? current : "de";
  return (
    <p className="rounded-md bg-accent px-3 py-2 text-sm font-semibold text-accent-foreground" data-testid="card-total">
      {hit.total === null ? t("priceOnRequest") : t("total", { total: formatChf(toRappen(hit.total), locale), nights: hit.nights })}
    </p>
  );
}
