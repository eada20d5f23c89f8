"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type FieldError } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { localizedPath } from "@/i18n/paths";
import { submitQuoteRequestAction } from "@/lib/actions/contact/submit-quote-request";
import { DEFAULT_LOCALE, isLocale } from "@/lib/domain/localized";
import { termsPagePath } from "@/lib/domain/terms-page";
import {
  emptyQuoteRequest,
  quoteRequestSchema,
  type QuoteRequest,
  type QuoteRequestFormValues,
} from "@/lib/schemas/contact";
import { QuoteRequestFields, QuoteRequestHoneypot, QuoteRequestTerms } from "./quote-request-fields";

function isFormField(name: string): name is keyof QuoteRequestFormValues {
  return Object.hasOwn(emptyQuoteRequest, name);
}

/**
 * The Request a Quote form: the contact page's only client island. Validates with the shared
 * schema in the browser (on submit, then on every change), then calls the server action, which
 * validates again and answers in the visitor's language.
 */
export function QuoteRequestForm() {
  const t = useTranslations("quoteForm");
  const tErrors = useTranslations("quoteForm.errors");
  const current = useLocale();
  const locale = isLocale(current) ? current : DEFAULT_LOCALE;
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm<QuoteRequestFormValues, unknown, QuoteRequest>({
    resolver: zodResolver<QuoteRequestFormValues, unknown, QuoteRequest>(quoteRequestSchema),
    defaultValues: emptyQuoteRequest,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  // Schema errors carry message keys; errors set from the server's answer are already translated.
  const formatError = (error: FieldError) => {
    if (error.type === "server") return error.message ?? tErrors("invalidRequest");
    const key = error.message ?? "";
    return tErrors.has(key) ? tErrors(key) : tErrors("invalidRequest");
  };

  const showServerError = (message: string) => {
    setServerError(message);
    toast.error(message);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    let result: Awaited<ReturnType<typeof submitQuoteRequestAction>>;
    try {
      result = await submitQuoteRequestAction(locale, values);
    } catch (error) {
      // The action itself never throws; this is the network or a new deployment in between.
      console.error("[quote form] submitting failed", error);
      showServerError(tErrors("unexpected"));
      return;
    }
    if (result.data?.ok) {
      toast.success(t("successTitle"), { description: t("successDescription") });
      // Safe inside the submit handler: react-hook-form skips its own "submitted" update after a
      // reset, so the fresh form validates on submit again, not on every keystroke.
      form.reset(emptyQuoteRequest);
      return;
    }
    const fieldErrors = Object.entries(result.validationErrors?.fieldErrors ?? {});
    if (fieldErrors.length > 0) {
      let first = true;
      for (const [name, messages] of fieldErrors) {
        const message = messages?.[0];
        if (!isFormField(name) || !message) continue;
        form.setError(name, { type: "server", message }, { shouldFocus: first });
        first = false;
      }
      return;
    }
    showServerError(result.serverError?.message ?? result.validationErrors?.formErrors[0] ?? tErrors("unexpected"));
  });

  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form} formatError={formatError}>
      <form onSubmit={onSubmit} noValidate aria-label={t("formLabel")} className="relative mt-6 grid gap-5">
        <QuoteRequestFields control={form.control} />
        <QuoteRequestTerms control={form.control} termsHref={localizedPath(locale, termsPagePath(locale))} />
        <QuoteRequestHoneypot register={form.register} />
        <div aria-live="assertive" aria-atomic="true">
          {serverError ? (
            <p className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
              {serverError}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" disabled={submitting} className="justify-self-start">
          {submitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {submitting ? t("submitting") : t("submit")}
        </Button>
      </form>
    </Form>
  );
}
