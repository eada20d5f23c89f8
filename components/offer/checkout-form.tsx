"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch, type FieldError, type Path } from "react-hook-form";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { applyActionErrors } from "@/components/forms/apply-action-result";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { Link } from "@/i18n/navigation";
import { startOfferCheckoutAction } from "@/lib/actions/checkout/start-offer-checkout";
import { CHECKOUT_COUNTRIES, guestDetailsSchema, type GuestDetails, type GuestDetailsInput } from "@/lib/schemas/checkout";

const FIELDS: readonly Path<GuestDetailsInput>[] = ["firstName", "lastName", "email", "phone", "street", "postalCode", "city", "country", "specialRequests", "agreeTerms"];
type TextField = "firstName" | "lastName" | "email" | "phone" | "street" | "postalCode" | "city";

/**
 * The checkout's guest details and 'Pay Now'. The same schema validates here and in the action;
 * the server then opens the payment and answers the URL the browser goes to.
 */
export function CheckoutForm({ token, defaults, termsHref }: { token: string; defaults: GuestDetailsInput; termsHref: string }) {
  const t = useTranslations("checkout");
  const tErrors = useTranslations("checkout.errors");
  const locale = useSiteLocale();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<GuestDetailsInput, unknown, GuestDetails>({ resolver: zodResolver(guestDetailsSchema), defaultValues: defaults, mode: "onTouched" });
  const agreed = useWatch({ control: form.control, name: "agreeTerms" });
  const busy = form.formState.isSubmitting || form.formState.isSubmitSuccessful;

  const format = (e: FieldError | undefined) => {
    if (!e) return "";
    if (e.type === "server") return e.message ?? tErrors("invalidRequest");
    const key = e.message ?? "";
    return tErrors.has(key) ? tErrors(key) : tErrors("invalidRequest");
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await startOfferCheckoutAction(locale, { token, ...values });
      if (result.data?.url) {
        window.location.assign(result.data.url);
        return;
      }
      const problem = applyActionErrors(form, result, FIELDS);
      setError(problem?.message ?? null);
    } catch (cause) {
      console.error("[checkout] failed", cause);
      setError(tErrors("unexpected"));
    }
    // Let the guest correct and try again (isSubmitSuccessful would keep the button disabled).
    form.reset(form.getValues(), { keepErrors: true, keepDirty: true, keepTouched: true });
  });

  const text = (name: TextField, type: string, autoComplete: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t(name)}</FormLabel>
          <FormControl>
            <Input type={type} autoComplete={autoComplete} aria-required="true" {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form} formatError={format}>
      <form onSubmit={onSubmit} noValidate aria-label={t("guestDetails")} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("firstName", "text", "given-name")}
          {text("lastName", "text", "family-name")}
          {text("email", "email", "email")}
          {text("phone", "tel", "tel")}
        </div>
        {text("street", "text", "street-address")}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("postalCode", "text", "postal-code")}
          {text("city", "text", "address-level2")}
        </div>
        <FormField
          control={form.control}
          name="country"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("country")}</FormLabel>
              <FormControl>
                <NativeSelect {...field}>
                  {CHECKOUT_COUNTRIES.map((c) => (
                    <NativeSelectOption key={c} value={c}>
                      {t(`countries.${c}`)}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="specialRequests"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("specialRequests")}</FormLabel>
              <FormControl>
                <Textarea rows={3} {...field} value={field.value ?? ""} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="agreeTerms"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-center gap-2">
                <FormControl>
                  <NativeCheckbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} name={field.name} ref={field.ref} />
                </FormControl>
                <FormLabel className="font-normal">
                  {t("agreeTerms")}{" "}
                  <Link href={termsHref} target="_blank" className="text-primary underline-offset-4 hover:underline">
                    {t("termsLink")}
                  </Link>
                </FormLabel>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
        {error ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={!agreed || busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {busy ? t("processing") : t("payNow")}
        </Button>
      </form>
    </Form>
  );
}
