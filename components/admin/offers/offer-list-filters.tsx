"use client";

import { Search } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { usePathname, useRouter } from "@/i18n/navigation";
import { OFFER_STATUSES, type OfferListQuery } from "@/lib/schemas/offers";

/** Typing pauses this long before the list follows: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;

/**
 * The offers list's search (guest name, e-mail, reference) and status filter. Both apply as they
 * change and live in the URL (?q=…&status=…), so a filtered list survives a reload and can be shared.
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
      <div className="grid w-48 gap-1.5">
        <Label htmlFor="offer-status-filter">{t("list.statusFilter")}</Label>
        <NativeSelect id="offer-status-filter" value={query.status ?? ""} onChange={(e) => apply({ status: e.target.value })}>
          <NativeSelectOption value="">{t("list.allStatuses")}</NativeSelectOption>
          {OFFER_STATUSES.map((s) => (
            <NativeSelectOption key={s} value={s}>
              {t(`status.${s}`)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
