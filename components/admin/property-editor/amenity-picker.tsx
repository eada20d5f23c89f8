"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useFormContext } from "react-hook-form";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { AmenityIcon } from "@/components/property/amenity-icon";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { catalogueAmenity } from "@/lib/domain/amenity-catalogue";
import { groupCatalogue, searchCatalogue } from "@/lib/domain/amenity-search";
import type { PropertyFormInput } from "@/lib/schemas/property-editor";

/**
 * The catalogue as a searchable, grouped checklist. Plain checkboxes rather than a combobox:
 * every entry is reachable with Tab and Space, screen readers announce them as they are, and the
 * list simply wraps at 320 px. The chosen ones are listed above it in the order picked (the
 * page's order), each removable.
 */
export function AmenityPicker() {
  const t = useTranslations("propertyEditor.amenities");
  const locale = useSiteLocale();
  const { control } = useFormContext<PropertyFormInput>();
  const [query, setQuery] = useState("");
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const matches = searchCatalogue(query);
  const groups = groupCatalogue(matches);

  // Enter would submit the whole form: here it moves to the first match instead.
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      listRef.current?.querySelector<HTMLInputElement>("input[type=checkbox]")?.focus();
    } else if (event.key === "Escape" && query) {
      event.preventDefault();
      setQuery("");
    }
  };

  return (
    <FormField
      control={control}
      name="amenities.keys"
      render={({ field }) => {
        const chosen = field.value;
        const toggle = (key: string, on: boolean) => field.onChange(on ? [...chosen.filter((k) => k !== key), key] : chosen.filter((k) => k !== key));
        const label = (key: string) => catalogueAmenity(key)?.label[locale] ?? key;
        return (
          <FormItem className="gap-3">
            <div>
              <h3 className="font-medium">{t("catalogueTitle")}</h3>
              <p className="text-sm text-muted-foreground">{t("catalogueHint")}</p>
            </div>
            <p className="text-sm font-medium" aria-live="polite" data-testid="amenity-chosen-count">
              {t("selected", { count: chosen.length })}
            </p>
            {chosen.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={t("catalogueTitle")} data-testid="amenity-chosen">
                {chosen.map((key) => (
                  <li key={key} className="flex max-w-full min-w-0 items-center gap-1 rounded-full border bg-surface py-0.5 ps-3 pe-0.5 text-sm">
                    <AmenityIcon name={catalogueAmenity(key)?.icon ?? null} className="size-4 shrink-0 text-primary" />
                    <span className="min-w-0 break-words">{label(key)}</span>
                    <Button type="button" variant="ghost" size="icon" className="size-8 shrink-0 rounded-full" onClick={() => toggle(key, false)} aria-label={t("removeNamed", { name: label(key) })}>
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="grid gap-2">
              <FormLabel>{t("search")}</FormLabel>
              <FormControl>
                <Input
                  ref={field.ref}
                  type="search"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  onKeyDown={onSearchKey}
                  onBlur={field.onBlur}
                  autoComplete="off"
                  aria-controls={listId}
                />
              </FormControl>
              <p className="text-xs text-muted-foreground">
                {t("searchHint")}
              </p>
            </div>
            <FormMessage />
            <div ref={listRef} id={listId} role="group" aria-label={t("catalogueLabel")} className="grid max-h-96 gap-4 overflow-y-auto rounded-lg border p-3" data-testid="amenity-catalogue">
              {groups.length === 0 ? <p className="text-sm text-muted-foreground">{t("noMatch", { query: query.trim() })}</p> : null}
              {groups.map(({ group, entries }) => (
                <fieldset key={group} className="grid min-w-0 gap-1">
                  <legend className="mb-1 text-sm font-semibold">{t(`groups.${group}`)}</legend>
                  <ul className="grid gap-x-4 sm:grid-cols-2">
                    {entries.map((a) => (
                      <li key={a.key} className="min-w-0">
                        <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-muted">
                          <NativeCheckbox value={a.key} checked={chosen.includes(a.key)} onChange={(e) => toggle(a.key, e.target.checked)} />
                          <AmenityIcon name={a.icon} className="size-4 shrink-0 text-primary" />
                          <span className="min-w-0 break-words">{a.label[locale]}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              ))}
            </div>
          </FormItem>
        );
      }}
    />
  );
}
