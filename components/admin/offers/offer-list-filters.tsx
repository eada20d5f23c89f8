"use client";

import { Search, X } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { usePathname, useRouter } from "@/i18n/client-navigation";
import { OFFER_STATUSES, type OfferListQuery } from "@/lib/schemas/offers";

/** Typing pauses this long before the list follows: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;

/**
 * The offers list's search (guest name, e-mail, reference), status filter and expiry window. All
 * apply as they change and live in the URL (?q=…&status=…&expiring=48h), so a filtered list
 * survives a reload and can be shared. "Waiting for the guest" (status=open: sent or viewed, not
 * paid, link valid) is a status choice; the expiry window comes from the dashboard's link and
 * shows as a chip that removes it.
 */
export function OfferListFilters({ query }: { query: OfferListQuery }) {
  const t = useTranslations("adminOffers");
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [q, setQ] = useState(query.q);
  // The search this component last put in the URL: a different one came from elsewhere ('Clear
  // filters', back and forward) and replaces what is in the box; its own never interrupts typing.
  const [applied, setApplied] = useState(query.q);
  if (query.q !== applied) {
    setApplied(query.q);
    setQ(query.q);
  }
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const apply = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    const search = next.toString();
    startTransition(() => router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false }));
  };

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const onSearch = (value: string) => {
    setQ(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setApplied(value.trim());
      apply({ q: value.trim() });
    }, SEARCH_DELAY_MS);
  };

  return (
    <div className="flex flex-wrap items-end gap-3" role="search" aria-busy={pending}>
      <div className="grid min-w-64 flex-1 gap-1.5">
        <Label htmlFor="offer-search">{t("list.search")}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id="offer-search" type="search" className="pl-8" value={q} placeholder={t("list.searchPlaceholder")} onChange={(e) => onSearch(e.target.value)} />
        </div>
      </div>
      <div className="grid w-60 gap-1.5">
        <Label htmlFor="offer-status-filter">{t("list.statusFilter")}</Label>
        <NativeSelect id="offer-status-filter" value={query.status ?? ""} onChange={(e) => apply({ status: e.target.value })}>
          <NativeSelectOption value="">{t("list.allStatuses")}</NativeSelectOption>
          <NativeSelectOption value="open">{t("list.statusOpen")}</NativeSelectOption>
          {OFFER_STATUSES.map((s) => (
            <NativeSelectOption key={s} value={s}>
              {t(`status.${s}`)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      {query.expiring ? (
        <ul className="flex w-full flex-wrap items-center gap-2 text-sm" aria-label={t("list.activeFilters")}>
          <li>
            <button
              type="button"
              onClick={() => apply({ expiring: "" })}
              className="inline-flex items-center gap-1 rounded-full border bg-accent px-3 py-1 font-medium hover:bg-accent/70"
              data-testid="offer-filter-expiring"
            >
              {t(`list.expiring.${query.expiring}`)}
              <X className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t("list.removeFilter")}</span>
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
