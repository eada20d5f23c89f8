"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Save } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { toast } from "sonner";
import { AuthErrorBox } from "@/components/auth/auth-error-box";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { useRouter } from "@/i18n/client-navigation";
import { savePropertyAction } from "@/lib/actions/properties/save-property";
import type { PoiOption } from "@/lib/data/points-of-interest";
import { propertyFormSchema, type PropertyFormInput, type PropertyFormOutput } from "@/lib/schemas/property-editor";
import { AmenitiesSection } from "./amenities-section";
import { DescriptionSection } from "./description-section";
import { DetailsSection } from "./details-section";
import { GuestTextsSection } from "./guest-texts-section";
import { FaqSection } from "./faq-section";
import { GeneralSection } from "./general-section";
import { ImagesSection } from "./images-section";
import { PoiSection } from "./poi-section";
import { useEditorErrorFormat } from "./use-editor-errors";

/** Answers of the save action that belong to one field rather than to the whole form. */
const FIELD_OF_ERROR: Partial<Record<string, Path<PropertyFormInput>>> = { slugTaken: "slug", smoobuIdTaken: "smoobuPropertyId" };

/** The whole property editor: every field, texts in three languages, amenities, FAQ, photos, POIs. */
export function PropertyEditor({ initial, poiOptions, closeLabel }: { initial: PropertyFormInput; poiOptions: PoiOption[]; closeLabel: string }) {
  const t = useTranslations("propertyEditor");
  const locale = useSiteLocale();
  const router = useRouter();
  const format = useEditorErrorFormat();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<PropertyFormInput, unknown, PropertyFormOutput>({ resolver: zodResolver(propertyFormSchema), defaultValues: initial });

  const onSubmit = form.handleSubmit(async () => {
    setProblem(null);
    try {
      // The raw form values: the action parses them with the same schema.
      const values = form.getValues();
      const result = await savePropertyAction(locale, values);
      if (result.data?.ok) {
        toast.success(t("saved"));
        form.reset(values);
        if (!initial.id) router.replace(`/admin/property/${result.data.id}`);
        else router.refresh();
        return;
      }
      toast.error(t("saveFailed"));
      const fieldErrors = Object.entries(result.validationErrors?.fieldErrors ?? {});
      fieldErrors.forEach(([name, messages], i) => {
        if (messages?.[0]) form.setError(name as Path<PropertyFormInput>, { type: "server", message: messages[0] }, { shouldFocus: i === 0 });
      });
      const server = result.serverError;
      const field = server ? FIELD_OF_ERROR[server.code] : undefined;
      if (server && field) form.setError(field, { type: "server", message: server.message }, { shouldFocus: true });
      else if (server) setProblem(server.message);
      else if (fieldErrors.length === 0) setProblem(result.validationErrors?.formErrors[0] ?? null);
    } catch (cause) {
      console.error("[save property] failed", cause);
      setProblem(t("saveFailed"));
      toast.error(t("saveFailed"));
    }
  }, () => toast.error(t("saveFailed")));

  return (
    <Form {...form} formatError={(e) => format(e)}>
      <form onSubmit={onSubmit} noValidate aria-label={t("formLabel")} className="grid gap-6">
        <GeneralSection />
        <DetailsSection />
        <DescriptionSection />
        <GuestTextsSection />
        <AmenitiesSection />
        <ImagesSection propertyId={initial.id} />
        <PoiSection options={poiOptions} closeLabel={closeLabel} />
        <FaqSection />
        <AuthErrorBox title={t("saveFailed")} message={problem} />
        <div className="sticky bottom-0 flex justify-end gap-2 border-t bg-background/95 py-3 backdrop-blur">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {form.formState.isSubmitting ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </Form>
  );
}
