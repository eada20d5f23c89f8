"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { signUpAction } from "@/lib/actions/auth/sign-up";
import { signUpSchema, type SignUpInput } from "@/lib/schemas/auth";
import { applyActionErrors } from "@/components/forms/apply-action-result";
import { AuthErrorBox } from "./auth-error-box";
import { PasswordInput } from "./password-input";
import { useAuthErrorFormat, useSiteLocale } from "./use-locale-strict";

const EMPTY: SignUpInput = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };
const FIELDS: readonly Path<SignUpInput>[] = ["firstName", "lastName", "email", "password", "confirmPassword"];

/** Sign-up; the account must be verified by e-mail before it can sign in (onCreated switches to Sign In). */
export function SignUpForm({ onCreated }: { onCreated: () => void }) {
  const t = useTranslations("auth");
  const locale = useSiteLocale();
  const formatError = useAuthErrorFormat();
  const [error, setError] = useState<string | null>(null);

  const form = useForm<SignUpInput, unknown, SignUpInput>({
    resolver: zodResolver<SignUpInput, unknown, SignUpInput>(signUpSchema),
    defaultValues: EMPTY,
  });
  const [password, confirmPassword] = useWatch({ control: form.control, name: ["password", "confirmPassword"] });
  // Shown while typing, before any submit: the visitor sees at once that the two differ.
  const mismatch = confirmPassword !== "" && password !== confirmPassword;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await signUpAction(locale, values);
      if (result.data?.ok) {
        toast.success(t("accountCreated"));
        form.reset(EMPTY);
        onCreated();
        return;
      }
      const problem = applyActionErrors(form, result, FIELDS);
      if (problem) {
        setError(problem.message);
        toast.error(problem.message);
      }
    } catch (cause) {
      console.error("[sign-up] failed", cause);
      setError(t("failedSignUp"));
      toast.error(t("failedSignUp"));
    }
  });

  const submitting = form.formState.isSubmitting;
  const text = (name: "firstName" | "lastName" | "email", autoComplete: string, type = "text") => (
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
    <Form {...form} formatError={formatError}>
      <form onSubmit={onSubmit} noValidate aria-label={t("signUpTab")} className="grid gap-4 text-left">
        <div className="grid gap-4 sm:grid-cols-2">
          {text("firstName", "given-name")}
          {text("lastName", "family-name")}
        </div>
        {text("email", "email", "email")}
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("password")}</FormLabel>
              <FormControl>
                <PasswordInput autoComplete="new-password" aria-required="true" aria-describedby="password-hint" {...field} />
              </FormControl>
              <p id="password-hint" className="text-xs text-muted-foreground">
                {t("passwordHint")}
              </p>
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
          {submitting ? t("signingUp") : t("signUp")}
        </Button>
      </form>
    </Form>
  );
}
