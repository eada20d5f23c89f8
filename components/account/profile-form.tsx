"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type FieldError } from "react-hook-form";
import { toast } from "sonner";
import { applyActionErrors } from "@/components/forms/apply-action-result";
import { AuthErrorBox } from "@/components/auth/auth-error-box";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { updateProfileAction } from "@/lib/actions/account/update-profile";
import { PROFILE_FIELDS, profileSchema, type Profile, type ProfileInput } from "@/lib/schemas/profile";

const AUTOCOMPLETE: Record<(typeof PROFILE_FIELDS)[number], string> = {
  firstName: "given-name",
  lastName: "family-name",
  phone: "tel",
  address: "street-address",
  zip: "postal-code",
  city: "address-level2",
  country: "country-name",
  companyName: "organization",
};

/** Personal info of /profile, validated by the shared schema here and again in the action. */
export function ProfileForm({ initial }: { initial: ProfileInput }) {
  const t = useTranslations("account.profile");
  const tErrors = useTranslations("account.errors");
  const locale = useSiteLocale();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver<ProfileInput, unknown, Profile>(profileSchema),
    defaultValues: initial,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const formatError = (e: FieldError) => {
    if (e.type === "server") return e.message ?? tErrors("invalidRequest");
    return tErrors.has(e.message ?? "") ? tErrors(e.message ?? "") : tErrors("invalidRequest");
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await updateProfileAction(locale, values);
      if (result.data?.ok) {
        toast.success(t("saved"));
        form.reset(values);
        return;
      }
      const problem = applyActionErrors(form, result, PROFILE_FIELDS);
      if (problem) {
        setError(problem.message);
        toast.error(t("failed"));
      }
    } catch (cause) {
      console.error("[profile] saving failed", cause);
      setError(t("failed"));
      toast.error(t("failed"));
    }
  });

  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form} formatError={formatError}>
      <form onSubmit={onSubmit} noValidate aria-label={t("personalTitle")} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {PROFILE_FIELDS.map((name) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem className={name === "address" ? "sm:col-span-2" : undefined}>
                  <FormLabel>{t(name)}</FormLabel>
                  <FormControl>
                    <Input type={name === "phone" ? "tel" : "text"} autoComplete={AUTOCOMPLETE[name]} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
        </div>
        <AuthErrorBox title={t("failed")} message={error} />
        <Button type="submit" disabled={submitting} className="justify-self-start">
          {submitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {submitting ? t("saving") : t("save")}
        </Button>
      </form>
    </Form>
  );
}
