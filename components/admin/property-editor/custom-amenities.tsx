"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { AmenityIcon } from "@/components/property/amenity-icon";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { AMENITY_ICON_NAMES } from "@/lib/domain/amenity-icons";
import type { PropertyFormInput } from "@/lib/schemas/property-editor";
import { TextField, useLanguageLabel } from "./editor-fields";

/** Amenities the catalogue lacks, named in three languages (German required, the others fall back to it). */
export function CustomAmenities() {
  const t = useTranslations("propertyEditor.amenities");
  const { control } = useFormContext<PropertyFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: "amenities.custom" });
  return (
    <div className="grid gap-3">
      <div>
        <h3 className="font-medium">{t("customTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("customHint")}</p>
      </div>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{t("customEmpty")}</p> : null}
      <ol className="grid gap-3">
        {fields.map((item, index) => (
          <CustomAmenityRow key={item.id} index={index} onRemove={() => remove(index)} />
        ))}
      </ol>
      <Button type="button" variant="outline" className="w-fit max-w-full whitespace-normal" onClick={() => append({ label: { de: "", en: "", fr: "" }, icon: "" })}>
        <Plus aria-hidden="true" />
        {t("add")}
      </Button>
    </div>
  );
}

function CustomAmenityRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const t = useTranslations("propertyEditor.amenities");
  const language = useLanguageLabel();
  const { control } = useFormContext<PropertyFormInput>();
  const [label, icon] = useWatch({ control, name: [`amenities.custom.${index}.label`, `amenities.custom.${index}.icon`] });
  const german = label.de.trim();
  // What the page shows for a language left empty: said below the field and as its placeholder.
  const fallback = german ? t("fallsBack", { text: german }) : t("fallsBackEmpty");
  return (
    <li className="grid gap-3 rounded-lg border bg-surface p-4" data-testid="custom-amenity" aria-label={t("customEntry", { n: index + 1 })}>
      <div className="flex items-center justify-between gap-2">
        <h4 className="flex min-w-0 items-center gap-2 font-medium">
          <AmenityIcon name={icon || null} className="size-4 shrink-0 text-primary" />
          <span className="min-w-0 break-words">{german || t("customEntry", { n: index + 1 })}</span>
        </h4>
        <Button type="button" variant="ghost" size="icon" className="shrink-0" onClick={onRemove} aria-label={t("remove", { n: index + 1 })}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-3 lg:grid-cols-3">
        <TextField name={`amenities.custom.${index}.label.de`} label={t("nameIn", { language: language("de") })} maxLength={80} />
        {(["en", "fr"] as const).map((lang) => (
          <TextField
            key={lang}
            name={`amenities.custom.${index}.label.${lang}`}
            label={t("nameIn", { language: language(lang) })}
            placeholder={german}
            maxLength={80}
            hint={label[lang].trim() ? undefined : fallback}
          />
        ))}
      </div>
      <FormField
        control={control}
        name={`amenities.custom.${index}.icon`}
        render={({ field }) => (
          <FormItem className="sm:max-w-xs">
            <FormLabel>{t("icon")}</FormLabel>
            <FormControl>
              <NativeSelect {...field}>
                <NativeSelectOption value="">{t("noIcon")}</NativeSelectOption>
                {AMENITY_ICON_NAMES.map((name) => (
                  <NativeSelectOption key={name} value={name}>
                    {name}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </li>
  );
}
