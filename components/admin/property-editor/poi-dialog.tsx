"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import type { z } from "zod";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { createPointOfInterestAction } from "@/lib/actions/properties/create-point-of-interest";
import { updatePointOfInterestAction } from "@/lib/actions/properties/update-point-of-interest";
import type { PoiOption } from "@/lib/data/points-of-interest";
import { LOCALES } from "@/lib/domain/localized";
import { createPointOfInterestSchema, EMPTY_POI_FORM, POI_CATEGORIES, type CreatePointOfInterestInput } from "@/lib/schemas/point-of-interest";
import { useLanguageLabel } from "./editor-fields";
import { useEditorErrorFormat } from "./use-editor-errors";
import { DialogFormFooter } from "@/components/forms/dialog-form-footer";

type TextName = "name" | "address" | "latitude" | "longitude" | `description.${(typeof LOCALES)[number]}`;

/**
 * 'New point of interest' (without `poi`: created at once, then handed to the editor to be linked)
 * or 'Edit point of interest' (with `poi`: saved at once; it changes on every property's map).
 */
export function PoiDialog({ poi, onSaved, closeLabel }: { poi?: PoiOption; onSaved: (poi: PoiOption) => void; closeLabel: string }) {
  const t = useTranslations("propertyEditor");
  const language = useLanguageLabel();
  const locale = useSiteLocale();
  const format = useEditorErrorFormat();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CreatePointOfInterestInput, unknown, z.output<typeof createPointOfInterestSchema>>({
    resolver: zodResolver(createPointOfInterestSchema),
    defaultValues: poi?.form ?? EMPTY_POI_FORM,
  });
  const title = poi ? t("poi.editTitle", { name: poi.name }) : t("poi.new");

  const onSubmit = form.handleSubmit(async () => {
    setProblem(null);
    try {
      const result = poi ? await updatePointOfInterestAction(locale, { ...form.getValues(), id: poi.id }) : await createPointOfInterestAction(locale, form.getValues());
      if (result.data?.ok) {
        onSaved(result.data.poi);
        form.reset(poi ? result.data.poi.form : EMPTY_POI_FORM);
        setOpen(false);
        return;
      }
      for (const [name, messages] of Object.entries(result.validationErrors?.fieldErrors ?? {})) {
        if (messages?.[0]) form.setError(name as Path<CreatePointOfInterestInput>, { type: "server", message: messages[0] });
      }
      setProblem(result.serverError?.message ?? null);
    } catch (cause) {
      console.error("[poi dialog] failed", cause);
      setProblem(t(poi ? "poi.saveFailed" : "poi.createFailed"));
    }
  });

  const text = (name: TextName, label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {poi ? (
          <Button type="button" variant="ghost" size="icon" aria-label={t("poi.editLabel", { name: poi.name })}>
            <Pencil aria-hidden="true" />
          </Button>
        ) : (
          <Button type="button" variant="outline" className="w-fit">
            <Plus aria-hidden="true" />
            {t("poi.new")}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <Form {...form} formatError={(e) => format(e)}>
          {/* Its own form, outside the editor's <form> in the DOM (the dialog is portalled). */}
          <form onSubmit={(e) => { e.stopPropagation(); void onSubmit(e); }} noValidate aria-label={title} className="grid gap-4">
            {text("name", t("poi.name"))}
            <FormField
              control={form.control}
              name="category"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t("poi.category")}</FormLabel>
                  <FormControl>
                    <NativeSelect {...field}>
                      {POI_CATEGORIES.map((c) => (
                        <NativeSelectOption key={c} value={c}>
                          {t(`poi.categories.${c}`)}
                        </NativeSelectOption>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {text("address", t("fields.address"))}
            <div className="grid gap-4 sm:grid-cols-2">
              {text("latitude", t("fields.latitude"))}
              {text("longitude", t("fields.longitude"))}
            </div>
            {LOCALES.map((lang) => text(`description.${lang}`, t("poi.descriptionIn", { language: language(lang) })))}
            {problem ? <p role="alert" className="text-sm text-destructive">{problem}</p> : null}
            <DialogFormFooter cancelLabel={t("cancel")} onCancel={() => setOpen(false)} submitLabel={poi ? t("poi.save") : t("poi.create")} busy={form.formState.isSubmitting} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
