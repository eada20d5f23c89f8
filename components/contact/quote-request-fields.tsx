"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { Control, UseFormRegister } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { PROJECT_TYPES, type QuoteRequest, type QuoteRequestFormValues } from "@/lib/schemas/contact";

type FormControlOf = Control<QuoteRequestFormValues, unknown, QuoteRequest>;

/** Name, e-mail, phone, project type and message. */
export function QuoteRequestFields({ control }: { control: FormControlOf }) {
  const t = useTranslations("quoteForm");
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("name")}</FormLabel>
              <FormControl>
                <Input autoComplete="name" aria-required="true" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("email")}</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" inputMode="email" aria-required="true" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={control}
          name="phone"
          render={({ field }) => (
            <FormItem>
              <FormLabel>
                {t("phone")} <span className="font-normal text-muted-foreground">{t("optional")}</span>
              </FormLabel>
              <FormControl>
                <Input type="tel" autoComplete="tel" {...field} value={field.value ?? ""} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="projectType"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("projectType")}</FormLabel>
              <FormControl>
                <NativeSelect aria-required="true" {...field}>
                  <NativeSelectOption value="" disabled>
                    {t("projectTypePlaceholder")}
                  </NativeSelectOption>
                  {PROJECT_TYPES.map((type) => (
                    <NativeSelectOption key={type} value={type}>
                      {t(`projectTypes.${type}`)}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={control}
        name="message"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t("message")}</FormLabel>
            <FormControl>
              <Textarea rows={6} placeholder={t("messagePlaceholder")} aria-required="true" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}

/** The terms checkbox; the link opens in a new tab so the typed request is not lost. */
export function QuoteRequestTerms({ control, termsHref }: { control: FormControlOf; termsHref: string }) {
  const t = useTranslations("quoteForm");
  return (
    <FormField
      control={control}
      name="acceptTerms"
      render={({ field: { value, onChange, ...field } }) => (
        <FormItem>
          <div className="flex items-start gap-3">
            <FormControl>
              <NativeCheckbox
                aria-required="true"
                className="mt-0.5"
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
                {...field}
              />
            </FormControl>
            <FormLabel className="block leading-snug font-normal">
              {t.rich("acceptTerms", {
                terms: (chunks) => (
                  <a
                    href={termsHref}
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-primary underline underline-offset-4"
                  >
                    {chunks}
                    <span className="sr-only"> {t("opensInNewTab")}</span>
                  </a>
                ),
              })}
            </FormLabel>
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the
 * tab order) but form-filling bots do: the action drops requests that fill it.
 */
export function QuoteRequestHoneypot({ register }: { register: UseFormRegister<QuoteRequestFormValues> }) {
  const t = useTranslations("quoteForm");
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("honeypotLabel")}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
    </div>
  );
}
