"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { PROPERTY_LOCATIONS, type PropertyFormInput } from "@/lib/schemas/property-editor";
import { EditorSection, TextField } from "./editor-fields";

/** Name, address, map position and the outbound links. */
export function GeneralSection() {
  const t = useTranslations("propertyEditor");
  const { control } = useFormContext<PropertyFormInput>();
  return (
    <EditorSection title={t("sections.general")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t("fields.name")} />
        <TextField name="slug" label={t("fields.slug")} hint={t("hints.slug")} autoCapitalize="none" spellCheck={false} />
        <FormField
          control={control}
          name="location"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("fields.location")}</FormLabel>
              <FormControl>
                <NativeSelect {...field}>
                  {PROPERTY_LOCATIONS.map((location) => (
                    <NativeSelectOption key={location} value={location}>
                      {location}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <TextField name="address" label={t("fields.address")} />
        <TextField name="latitude" label={t("fields.latitude")} inputMode="decimal" placeholder="46.109" />
        <TextField name="longitude" label={t("fields.longitude")} inputMode="decimal" placeholder="7.929" />
        <TextField name="googlePlaceId" label={t("fields.googlePlaceId")} hint={t("hints.googlePlaceId")} />
        <TextField name="phone" label={t("fields.phone")} type="tel" />
        <TextField name="websiteUrl" label={t("fields.websiteUrl")} type="url" placeholder="https://" />
        <TextField name="airbnbUrl" label={t("fields.airbnbUrl")} type="url" placeholder="https://" />
        <TextField name="bookingUrl" label={t("fields.bookingUrl")} type="url" placeholder="https://" />
      </div>
    </EditorSection>
  );
}
