"use client";

import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { LOCALES } from "@/lib/domain/localized";
import type { PropertyFormInput } from "@/lib/schemas/property-editor";
import { EditorSection, TextField, useLanguageLabel } from "./editor-fields";

const EMPTY = { de: "", en: "", fr: "" };

/** FAQ entries with question and answer in each language, in the order shown on the page. */
export function FaqSection() {
  const t = useTranslations("propertyEditor");
  const language = useLanguageLabel();
  const { control } = useFormContext<PropertyFormInput>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "faqs" });
  return (
    <EditorSection title={t("sections.faq")} description={t("hints.faq")}>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{t("faq.empty")}</p> : null}
      <ol className="grid gap-4">
        {fields.map((item, index) => (
          <li key={item.id} className="grid gap-3 rounded-lg border bg-surface p-4" data-testid="faq-entry" aria-label={t("faq.entry", { n: index + 1 })}>
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-medium">{t("faq.entry", { n: index + 1 })}</h3>
              <span className="flex gap-1">
                <Button type="button" variant="ghost" size="icon" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t("faq.moveUp", { n: index + 1 })}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button type="button" variant="ghost" size="icon" disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} aria-label={t("faq.moveDown", { n: index + 1 })}>
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button type="button" variant="ghost" size="icon" onClick={() => remove(index)} aria-label={t("faq.remove", { n: index + 1 })}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </span>
            </div>
            <div className="grid gap-3 lg:grid-cols-3">
              {LOCALES.map((lang) => (
                <div key={lang} className="grid content-start gap-3">
                  <TextField name={`faqs.${index}.question.${lang}`} label={t("faq.question", { language: language(lang) })} />
                  <TextField name={`faqs.${index}.answer.${lang}`} label={t("faq.answer", { language: language(lang) })} multiline />
                </div>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" className="w-fit" onClick={() => append({ question: { ...EMPTY }, answer: { ...EMPTY } })}>
        <Plus aria-hidden="true" />
        {t("faq.add")}
      </Button>
    </EditorSection>
  );
}
