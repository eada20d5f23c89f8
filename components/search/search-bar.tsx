"use client";

import { Loader2, Search, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { VILLAGES } from "@/lib/domain/search";
import type { SearchErrorKey } from "@/lib/schemas/search";
import { useSearch, type SearchValues } from "./search-context";
import { SearchDatesField } from "./search-dates-field";

/**
 * The shared schema's verdict on the form, loaded on the first submit: zod (~30 KB gzip) stays
 * out of the listing's first load, and nobody who only browses downloads it. Null when valid.
 */
async function validateSearch(draft: SearchValues): Promise<Record<string, SearchErrorKey> | null> {
  const { searchFieldErrors, searchQuerySchema } = await import("@/lib/schemas/search");
  const parsed = searchQuerySchema.safeParse({ village: draft.village, checkIn: draft.checkIn || undefined, checkOut: draft.checkOut || undefined, guests: draft.guests || undefined });
  return parsed.success ? null : searchFieldErrors(parsed.error);
}

/** Village, dates and guests; validated here with the shared schema and again by /api/search. */
export function SearchBar() {
  const search = useSearch();
  if (!search) return null;
  // A new search in the address bar (reload, back button, 'clear') starts a fresh form.
  return <SearchForm key={JSON.stringify(search.values)} initial={search.values} />;
}

const noSubscription = () => () => undefined;

function SearchForm({ initial }: { initial: SearchValues }) {
  const t = useTranslations("search");
  const search = useSearch();
  const [draft, setDraft] = useState<SearchValues>(initial);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  // The page is prerendered: today's date is only known in the browser.
  const today = useSyncExternalStore(noSubscription, () => todayIn(SITE_TIME_ZONE, new Date()), () => null);
  if (!search) return null;
  const errors = search.status.kind === "invalid" && Object.keys(localErrors).length === 0 ? search.status.errors : localErrors;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = await validateSearch(draft);
    if (fields) {
      setLocalErrors(Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, t(`errors.${key}`)])));
      return;
    }
    setLocalErrors({});
    search.submit(draft);
  };
  const set = (field: keyof SearchValues) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const field = (name: keyof SearchValues, label: string, control: React.ReactNode) => (
    <div className="grid gap-1.5">
      <label htmlFor={`search-${name}`} className="text-sm font-medium">
        {label}
      </label>
      {control}
      {errors[name] ? (
        <p id={`search-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const invalid = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `search-${name}-error` } : {});
  const loading = search.status.kind === "loading";

  return (
    <form role="search" aria-label={t("label")} onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[1.2fr_2fr_0.7fr_auto] md:items-start md:p-5">
      {field(
        "village",
        t("village"),
        <NativeSelect id="search-village" name="village" value={draft.village} onChange={(e) => set("village")(e.target.value)} {...invalid("village")}>
          <NativeSelectOption value="all">{t("anyVillage")}</NativeSelectOption>
          {VILLAGES.map((v) => (
            <NativeSelectOption key={v} value={v}>
              {t(`villages.${v}`)}
            </NativeSelectOption>
          ))}
        </NativeSelect>,
      )}
      <SearchDatesField
        checkIn={draft.checkIn}
        checkOut={draft.checkOut}
        today={today}
        onChange={(dates) => setDraft((d) => ({ ...d, ...dates }))}
        error={errors.checkIn ?? errors.checkOut}
      />
      {field("guests", t("guests"), <Input id="search-guests" name="guests" type="number" inputMode="numeric" min={1} max={100} placeholder="1" value={draft.guests} onChange={(e) => set("guests")(e.target.value)} {...invalid("guests")} />)}
      <div className="flex gap-2 md:pt-[1.625rem]">
        <Button type="submit" disabled={loading} className="flex-1 md:flex-none">
          {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
          {loading ? t("searching") : t("submit")}
        </Button>
        {search.status.kind !== "idle" ? (
          <Button type="button" variant="ghost" size="icon" onClick={() => { setLocalErrors({}); search.clear(); }} aria-label={t("clear")}>
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </form>
  );
}
