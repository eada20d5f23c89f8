"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition } from "react";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Link } from "@/i18n/navigation";
import { useRouter } from "@/i18n/client-navigation";
import type { PropertyOption } from "@/lib/data/admin-bookings";
import { BOOKING_DATE_FIELDS, BOOKING_STATUS_FILTERS, BOOKING_WHEN, type BookingListQuery } from "@/lib/schemas/admin-bookings";
import { cn } from "@/lib/utils";

const SEARCH_DELAY_MS = 350;

type Typed = { q: string; from: string; to: string };

/** A date field's value once it is a whole date ("" when emptied); null while the year is still being typed (0002, 0020, 0202…). */
function settledDate(value: string): string | null {
  if (value === "") return "";
  return /^[12]\d{3}-\d{2}-\d{2}$/.test(value) ? value : null;
}
/** The dashboard's filters: shown as chips that can be removed, not as fields. */
const WORK_FILTERS = [
  ["cleaner", "none"],
  ["guestList", "missing"],
  ["balance", "open"],
] as const;

/**
 * Search, the upcoming/past switch, a date range and the status and property filters of the
 * admin bookings list. Every change is applied at once (the search after a short pause) by
 * replacing the URL, which holds the whole state: a link or a reload shows the same list.
 */
export function BookingFilters({ query, properties }: { query: BookingListQuery; properties: PropertyOption[] }) {
  const t = useTranslations("adminBookings");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // Typed fields (the search, and dates typed digit by digit) wait for a pause before they apply.
  const fromUrl: Typed = { q: query.q, from: query.from ?? "", to: query.to ?? "" };
  const urlKey = JSON.stringify(fromUrl);
  const [draft, setDraft] = useState<Typed>(fromUrl);
  const [seenKey, setSeenKey] = useState(urlKey);
  const [appliedKey, setAppliedKey] = useState(urlKey);
  // The URL changed from elsewhere (a link, "Clear filters", back): the fields follow it. A change
  // we made ourselves does not reset them (the admin may have typed on meanwhile).
  if (seenKey !== urlKey) {
    setSeenKey(urlKey);
    if (urlKey !== appliedKey) setDraft(fromUrl);
  }

  function apply(changes: Record<string, string | undefined>) {
    // The address bar as it is now (not as it was when a paused search was typed): a filter chosen meanwhile stays.
    const params = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "") params.delete(key);
      else params.set(key, value);
    }
    // A new filter starts at its first page.
    params.delete("page");
    const search = params.toString();
    startTransition(() => router.replace(search ? `/admin/bookings?${search}` : "/admin/bookings", { scroll: false }));
  }

  useEffect(() => {
    const next: Record<keyof Typed, string | null> = { q: draft.q.trim(), from: settledDate(draft.from), to: settledDate(draft.to) };
    const changed = (Object.keys(next) as (keyof Typed)[]).filter((k) => next[k] !== null && next[k] !== fromUrl[k]);
    if (changed.length === 0) return;
    const timer = setTimeout(() => {
      const changes = Object.fromEntries(changed.map((k) => [k, next[k] ?? ""]));
      setAppliedKey(JSON.stringify({ ...fromUrl, ...changes }));
      apply(changes);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply and fromUrl are read when the pause ends; only the typed values trigger.
  }, [draft]);

  const ranged = Boolean(query.from || query.to);
  const active = WORK_FILTERS.filter(([key, value]) => query[key] === value);
  const label = "grid gap-1.5 text-sm font-medium";

  return (
    <div className="grid gap-3" aria-busy={pending}>
      <div role="group" aria-label={t("whenLabel")} className="inline-flex w-fit rounded-lg border p-0.5">
        {BOOKING_WHEN.map((when) => (
          <button
            key={when}
            type="button"
            aria-pressed={query.when === when}
            onClick={() => apply({ when: when === "upcoming" ? undefined : when })}
            className={cn("rounded-md px-3 py-1.5 text-sm font-medium", query.when === when ? "bg-primary text-primary-foreground" : "hover:bg-accent")}
          >
            {t(`when.${when}`)}
          </button>
        ))}
      </div>
      <form role="search" aria-label={t("searchLabel")} onSubmit={(e) => e.preventDefault()} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_9rem_9rem_9rem_9rem_12rem] lg:items-end">
        <label className={label}>
          {t("searchLabel")}
          <Input type="search" name="q" value={draft.q} onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))} placeholder={t("search")} />
        </label>
        <label className={label}>
          {t("dateField")}
          <NativeSelect name="field" value={query.field} onChange={(e) => apply({ field: e.target.value === "arrival" ? undefined : e.target.value })}>
            {BOOKING_DATE_FIELDS.map((f) => (
              <NativeSelectOption key={f} value={f}>
                {t(`dateFields.${f}`)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </label>
        <label className={label}>
          {t("from")}
          <Input type="date" name="from" value={draft.from} max={query.to} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
        </label>
        <label className={label}>
          {t("to")}
          <Input type="date" name="to" value={draft.to} min={query.from} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
        </label>
        <label className={label}>
          {t("status")}
          <NativeSelect name="status" value={query.status} onChange={(e) => apply({ status: e.target.value === "all" ? undefined : e.target.value })}>
            {BOOKING_STATUS_FILTERS.map((s) => (
              <NativeSelectOption key={s} value={s}>
                {t(`statuses.${s}`)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </label>
        <label className={label}>
          {t("property")}
          <NativeSelect name="property" value={query.property} onChange={(e) => apply({ property: e.target.value === "all" ? undefined : e.target.value })}>
            <NativeSelectOption value="all">{t("allProperties")}</NativeSelectOption>
            {properties.map((p) => (
              <NativeSelectOption key={p.id} value={p.id}>
                {p.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </label>
      </form>
      {ranged || active.length > 0 ? (
        <ul className="flex flex-wrap items-center gap-2 text-sm" aria-label={t("activeFilters")}>
          {ranged ? <li className="text-muted-foreground">{t("rangeReplacesSwitch")}</li> : null}
          {active.map(([key, value]) => (
            <li key={key}>
              <button type="button" onClick={() => apply({ [key]: undefined })} className="inline-flex items-center gap-1 rounded-full border bg-accent px-3 py-1 font-medium hover:bg-accent/70">
                {t(`work.${key}.${value}`)}
                <X className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t("removeFilter")}</span>
              </button>
            </li>
          ))}
          <li>
            <Link href="/admin/bookings" className="text-primary underline-offset-4 hover:underline">
              {t("clearFilters")}
            </Link>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
