"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Link } from "@/i18n/navigation";
import { resendVerificationAction } from "@/lib/actions/auth/resend-verification";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { signInSchema, type SignInInput } from "@/lib/schemas/auth";
import { applyActionErrors } from "@/components/forms/apply-action-result";
import { AuthErrorBox } from "./auth-error-box";
import { PasswordInput } from "./password-input";
import { useAuthErrorFormat, useSiteLocale } from "./use-locale-strict";

const EMPTY: SignInInput = { email: "", password: "" };

/** E-mail and password; on success the parent decides where to go (onSignedIn). */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations("auth");
  const locale = useSiteLocale();
  const formatError = useAuthErrorFormat();
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const [resent, setResent] = useState(false);

  const form = useForm<SignInInput, unknown, SignInInput>({
    resolver: zodResolver<SignInInput, unknown, SignInInput>(signInSchema),
    defaultValues: EMPTY,
  });

  const fail = (message: string, code = "unexpected") => {
    setError({ code, message });
    toast.error(message || t("failedSignIn"));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setResent(false);
    try {
      const result = await signInAction(locale, values);
      if (result.data?.ok) {
        toast.success(t("signedIn"));
        onSignedIn();
        return;
      }
      const problem = applyActionErrors(form, result, ["email", "password"]);
      if (problem) fail(problem.message, problem.code);
    } catch (cause) {
      console.error("[sign-in] failed", cause);
      fail(t("failedSignIn"));
    }
  });

  const resend = async () => {
    const result = await resendVerificationAction(locale, { email: form.getValues("email") }).catch(() => null);
    if (result?.data?.ok) setResent(true);
    else toast.error(result?.serverError?.message ?? t("errors.unexpected"));
  };

  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form} formatError={formatError}>
      <form onSubmit={onSubmit} noValidate aria-label={t("signInTab")} className="grid gap-4 text-left">
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
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-baseline justify-between gap-4">
                <FormLabel>{t("password")}</FormLabel>
                <Link href="/auth/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
                  {t("forgotPassword")}
                </Link>
              </div>
              <FormControl>
                <PasswordInput autoComplete="current-password" aria-required="true" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <AuthErrorBox title={t("errorTitle")} message={error?.message ?? null}>
          {error?.code === "emailNotVerified" ? (
            resent ? (
              <p>{t("verificationSent")}</p>
            ) : (
              <button type="button" onClick={resend} className="font-medium underline underline-offset-4">
                {t("resendVerification")}
              </button>
            )
          ) : null}
        </AuthErrorBox>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {submitting ? t("signingIn") : t("signIn")}
        </Button>
      </form>
    </Form>
  );
}
