"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext } from "react-hook-form";
import { AmenityIcon } from "@/components/property/amenity-icon";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { AMENITY_ICON_NAMES } from "@/lib/domain/amenity-icons";
import type { PropertyFormInput } from "@/lib/schemas/property-editor";
import { EditorSection, TextField } from "./editor-fields";

/** Amenities as label + optional icon (the icons the public page can draw). */
export function AmenitiesSection() {
  const t = useTranslations("propertyEditor");
  const { control, watch } = useFormContext<PropertyFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: "amenities" });
  return (
    <EditorSection title={t("sections.amenities")}>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{t("amenities.empty")}</p> : null}
      <ul className="grid gap-3">
        {fields.map((item, index) => (
          <li key={item.id} className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto]" data-testid="amenity-row">
            <TextField name={`amenities.${index}.label`} label={t("amenities.label", { n: index + 1 })} />
            <FormField
              control={control}
              name={`amenities.${index}.icon`}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    <AmenityIcon name={watch(`amenities.${index}.icon`) || null} className="size-4" />
                    {t("amenities.icon")}
                  </FormLabel>
                  <FormControl>
                    <NativeSelect {...field}>
                      <NativeSelectOption value="">{t("amenities.noIcon")}</NativeSelectOption>
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
            <Button type="button" variant="ghost" size="icon" onClick={() => remove(index)} aria-label={t("amenities.remove", { n: index + 1 })}>
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" className="w-fit" onClick={() => append({ label: "", icon: "" })}>
        <Plus aria-hidden="true" />
        {t("amenities.add")}
      </Button>
    </EditorSection>
  );
}
