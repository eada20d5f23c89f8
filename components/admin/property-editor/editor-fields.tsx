"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps, ReactNode } from "react";
import { useFormContext, type FieldPathByValue } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { PropertyFormInput } from "@/lib/schemas/property-editor";

type TextPath = FieldPathByValue<PropertyFormInput, string>;
type BoolPath = FieldPathByValue<PropertyFormInput, boolean>;

/** A labelled text input of the editor's form, its message below it. */
export function TextField({ name, label, hint, multiline, ...input }: { name: TextPath; label: string; hint?: ReactNode; multiline?: boolean } & Omit<ComponentProps<"input">, "name">) {
  const { control } = useFormContext<PropertyFormInput>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>{multiline ? <Textarea {...field} /> : <Input {...input} {...field} />}</FormControl>
          {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled on/off switch of the editor's form. */
export function SwitchField({ name, label }: { name: BoolPath; label: string }) {
  const { control } = useFormContext<PropertyFormInput>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex flex-row items-center gap-3">
          <FormControl>
            <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          </FormControl>
          <FormLabel>{label}</FormLabel>
        </FormItem>
      )}
    />
  );
}

/** A titled block of the editor. */
export function EditorSection({ title, children, description }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 rounded-xl border p-5" aria-label={title}>
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The language names of the de/en/fr tabs and labels. */
export function useLanguageLabel(): (lang: "de" | "en" | "fr") => string {
  const t = useTranslations("propertyEditor.languages");
  return (lang) => t(lang);
}
