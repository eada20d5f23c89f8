"use client";

import { useTranslations } from "next-intl";
import { useFormState } from "react-hook-form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LOCALES } from "@/lib/domain/localized";
import type { PropertyFormInput } from "@/lib/schemas/property-editor";
import { EditorSection, TextField, useLanguageLabel } from "./editor-fields";

type GuestText = "arrivalInfo" | "parkingInfo" | "keyInfo" | "accessDetails";
const TEXTS: readonly GuestText[] = ["arrivalInfo", "parkingInfo", "keyInfo", "accessDetails"];

/**
 * What the house's guest mails need: the balance's due days and the arrival texts (getting here,
 * parking, key, access codes) in German, English and French, one tab per language.
 */
export function GuestTextsSection() {
  const t = useTranslations("propertyEditor");
  const language = useLanguageLabel();
  const { errors } = useFormState<PropertyFormInput>({ name: TEXTS });
  return (
    <EditorSection title={t("sections.guestTexts")} description={t("hints.guestTexts")}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="balanceDueDays" label={t("fields.balanceDueDays")} inputMode="numeric" hint={t("hints.balanceDueDays")} />
      </div>
      <Tabs defaultValue="de">
        <TabsList>
          {LOCALES.map((lang) => (
            <TabsTrigger key={lang} value={lang} data-error={TEXTS.some((name) => errors[name]?.[lang]) ? true : undefined} className="data-[error=true]:text-destructive">
              {language(lang)}
            </TabsTrigger>
          ))}
        </TabsList>
        {LOCALES.map((lang) => (
          // forceMount keeps every language's fields registered, so validation can focus them.
          <TabsContent key={lang} value={lang} forceMount className="grid gap-4 data-[state=inactive]:hidden">
            {TEXTS.map((name) => (
              <TextField key={name} name={`${name}.${lang}`} label={t(`fields.${name}In`, { language: language(lang) })} hint={name === "accessDetails" ? t("hints.accessDetails") : undefined} multiline />
            ))}
          </TabsContent>
        ))}
      </Tabs>
    </EditorSection>
  );
}
