"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { localizedPath } from "@/i18n/paths";
import { resetPasswordAction } from "@/lib/actions/auth/reset-password";
import { resetPasswordSchema, type ResetPasswordInput } from "@/lib/schemas/auth";
import { applyActionErrors } from "@/components/forms/apply-action-result";
import { AuthErrorBox } from "./auth-error-box";
import { PasswordInput } from "./password-input";
import { useAuthErrorFormat, useSiteLocale } from "./use-locale-strict";

/** The reset mail's page: a new password for the token in the link (read in the browser; the page is static). */
export function ResetPasswordForm() {
  const t = useTranslations("auth");
  const locale = useSiteLocale();
  const router = useRouter();
  const token = useSearchParams().get("token") ?? "";
  const formatError = useAuthErrorFormat();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput, unknown, ResetPasswordInput>({
    resolver: zodResolver<ResetPasswordInput, unknown, ResetPasswordInput>(resetPasswordSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const [password, confirmPassword] = useWatch({ control: form.control, name: ["password", "confirmPassword"] });
  const mismatch = confirmPassword !== "" && password !== confirmPassword;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await resetPasswordAction(locale, { ...values, token });
      if (result.data?.ok) {
        toast.success(t("passwordChanged"));
        router.replace(localizedPath(locale, "/auth"));
        return;
      }
      const problem = applyActionErrors(form, result, ["password", "confirmPassword"]);
      if (problem) setError(problem.message);
      else if (result.validationErrors?.fieldErrors.token) setError(t("errors.linkInvalid"));
    } catch (cause) {
      console.error("[reset password] failed", cause);
      setError(t("errors.unexpected"));
    }
  });

  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form} formatError={formatError}>
      <form onSubmit={onSubmit} noValidate aria-label={t("resetTitle")} className="grid gap-4">
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("newPassword")}</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" aria-required="true" {...field} />
              </FormControl>
              <p className="text-xs text-muted-foreground">{t("passwordHint")}</p>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="confirmPassword"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>{t("confirmPassword")}</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" aria-required="true" aria-invalid={mismatch || fieldState.invalid} {...field} />
              </FormControl>
              {mismatch && !fieldState.error ? (
                <p role="alert" className="text-sm text-destructive">
                  {t("errors.passwordsDoNotMatch")}
                </p>
              ) : (
                <FormMessage />
              )}
            </FormItem>
          )}
        />
        <AuthErrorBox title={t("errorTitle")} message={error} />
        <Button type="submit" size="lg" disabled={submitting || mismatch}>
          {submitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {submitting ? t("saving") : t("savePassword")}
        </Button>
      </form>
    </Form>
  );
}
