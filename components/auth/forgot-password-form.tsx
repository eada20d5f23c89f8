"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { requestPasswordResetAction } from "@/lib/actions/auth/request-password-reset";
import { requestPasswordResetSchema, type RequestPasswordResetInput } from "@/lib/schemas/auth";
import { applyActionErrors } from "@/components/forms/apply-action-result";
import { AuthErrorBox } from "./auth-error-box";
import { useAuthErrorFormat, useSiteLocale } from "./use-locale-strict";

/** 'Forgot password?': asks for the address; the answer is the same whether it has an account or not. */
export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const locale = useSiteLocale();
  const formatError = useAuthErrorFormat();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<RequestPasswordResetInput, unknown, RequestPasswordResetInput>({
    resolver: zodResolver<RequestPasswordResetInput, unknown, RequestPasswordResetInput>(requestPasswordResetSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await requestPasswordResetAction(locale, values);
      if (result.data?.ok) {
        setSent(true);
        return;
      }
      const problem = applyActionErrors(form, result, ["email"]);
      if (problem) setError(problem.message);
    } catch (cause) {
      console.error("[forgot password] failed", cause);
      setError(t("errors.unexpected"));
      toast.error(t("errors.unexpected"));
    }
  });

  if (sent) {
    return (
      <p role="status" className="flex gap-3 rounded-md border border-primary/30 bg-accent px-3 py-2.5 text-sm text-accent-foreground">
        <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t("resetSent")}
      </p>
    );
  }
  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form} formatError={formatError}>
      <form onSubmit={onSubmit} noValidate aria-label={t("forgotTitle")} className="grid gap-4">
        <FormField
          control={form.control}
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
        <AuthErrorBox title={t("errorTitle")} message={error} />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {submitting ? t("sending") : t("sendResetLink")}
        </Button>
      </form>
    </Form>
  );
}
