"use client";

import { useTranslations } from "next-intl";
import { useFormState } from "react-hook-form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LOCALES } from "@/lib/domain/localized";
import type { PropertyFormInput } from "@/lib/schemas/property-editor";
import { EditorSection, TextField, useLanguageLabel } from "./editor-fields";

/** The description in German (required), English and French, one tab each. */
export function DescriptionSection() {
  const t = useTranslations("propertyEditor");
  const language = useLanguageLabel();
  const { errors } = useFormState<PropertyFormInput>({ name: "description" });
  return (
    <EditorSection title={t("sections.description")} description={t("hints.description")}>
      <Tabs defaultValue="de">
        <TabsList>
          {LOCALES.map((lang) => (
            <TabsTrigger key={lang} value={lang} data-error={errors.description?.[lang] ? true : undefined} className="data-[error=true]:text-destructive">
              {language(lang)}
            </TabsTrigger>
          ))}
        </TabsList>
        {LOCALES.map((lang) => (
          // forceMount keeps every language's textarea registered, so validation can focus it.
          <TabsContent key={lang} value={lang} forceMount className="data-[state=inactive]:hidden">
            <TextField name={`description.${lang}`} label={t("fields.descriptionIn", { language: language(lang) })} multiline />
          </TabsContent>
        ))}
      </Tabs>
    </EditorSection>
  );
}
