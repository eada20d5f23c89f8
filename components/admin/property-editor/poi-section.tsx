"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import type { PoiOption } from "@/lib/data/points-of-interest";
import type { PropertyFormInput } from "@/lib/schemas/property-editor";
import { DeletePoiButton } from "./delete-poi-button";
import { EditorSection } from "./editor-fields";
import { PoiDialog } from "./poi-dialog";

const byName = (a: PoiOption, b: PoiOption) => a.name.localeCompare(b.name);

/**
 * Points of interest shown on the property's map: link existing ones, create, edit or delete one.
 * Creating only offers the new one for linking (saved with the property); editing and deleting
 * act on the shared point of interest at once.
 */
export function PoiSection({ options, closeLabel }: { options: PoiOption[]; closeLabel: string }) {
  const t = useTranslations("propertyEditor");
  const { watch, setValue } = useFormContext<PropertyFormInput>();
  const [all, setAll] = useState(options);
  const linked = watch("pointOfInterestIds");
  const link = (ids: string[]) => setValue("pointOfInterestIds", ids, { shouldDirty: true });
  const toggle = (id: string, on: boolean) => link(on ? [...linked, id] : linked.filter((x) => x !== id));

  return (
    <EditorSection title={t("sections.poi")} description={t("hints.poi")}>
      {all.length === 0 ? <p className="text-sm text-muted-foreground">{t("poi.empty")}</p> : null}
      <fieldset className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">{t("sections.poi")}</legend>
        {all.map((poi) => (
          <div key={poi.id} className="flex items-center gap-1">
            <label className="flex min-w-0 flex-1 items-center gap-2 text-sm">
              <NativeCheckbox checked={linked.includes(poi.id)} onChange={(e) => toggle(poi.id, e.target.checked)} />
              <span className="truncate">{poi.name}</span>
              <span className="text-xs text-muted-foreground">({t(`poi.categories.${poi.category}`)})</span>
            </label>
            <PoiDialog poi={poi} closeLabel={closeLabel} onSaved={(saved) => setAll((current) => current.map((p) => (p.id === saved.id ? saved : p)).sort(byName))} />
            <DeletePoiButton
              id={poi.id}
              name={poi.name}
              onDeleted={() => {
                setAll((current) => current.filter((p) => p.id !== poi.id));
                // Already unlinked on the server; the form must not send the id back on save.
                setValue("pointOfInterestIds", watch("pointOfInterestIds").filter((x) => x !== poi.id), { shouldDirty: false });
              }}
            />
          </div>
        ))}
      </fieldset>
      <PoiDialog
        closeLabel={closeLabel}
        onSaved={(poi) => {
          setAll((current) => [...current, poi].sort(byName));
          link([...watch("pointOfInterestIds"), poi.id]);
        }}
      />
    </EditorSection>
  );
}
