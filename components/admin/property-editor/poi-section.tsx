"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import type { PoiOption } from "@/lib/data/property-editor";
import type { PropertyFormInput } from "@/lib/schemas/property-editor";
import { EditorSection } from "./editor-fields";
import { NewPoiDialog } from "./new-poi-dialog";

/** Points of interest shown on the property's map: link existing ones or create a new one. */
export function PoiSection({ options, closeLabel }: { options: PoiOption[]; closeLabel: string }) {
  const t = useTranslations("propertyEditor");
  const { watch, setValue } = useFormContext<PropertyFormInput>();
  const [all, setAll] = useState(options);
  const linked = watch("pointOfInterestIds");
  const toggle = (id: string, on: boolean) =>
    setValue("pointOfInterestIds", on ? [...linked, id] : linked.filter((x) => x !== id), { shouldDirty: true });

  return (
    <EditorSection title={t("sections.poi")} description={t("hints.poi")}>
      {all.length === 0 ? <p className="text-sm text-muted-foreground">{t("poi.empty")}</p> : null}
      <fieldset className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">{t("sections.poi")}</legend>
        {all.map((poi) => (
          <label key={poi.id} className="flex items-center gap-2 text-sm">
            <NativeCheckbox checked={linked.includes(poi.id)} onChange={(e) => toggle(poi.id, e.target.checked)} />
            {poi.name}
            <span className="text-xs text-muted-foreground">({t(`poi.categories.${poi.category}`)})</span>
          </label>
        ))}
      </fieldset>
      <NewPoiDialog
        closeLabel={closeLabel}
        onCreated={(poi) => {
          setAll((current) => [...current, poi].sort((a, b) => a.name.localeCompare(b.name)));
          setValue("pointOfInterestIds", [...watch("pointOfInterestIds"), poi.id], { shouldDirty: true });
        }}
      />
    </EditorSection>
  );
}
