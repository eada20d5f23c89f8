import type { Metadata } from "next";
import { Suspense } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { Link } from "@/i18n/navigation";
import { isLocale } from "@/lib/domain/localized";
import { resolveLocale, type LocaleParams } from "../../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "auth" });
  return { title: t("forgotTitle"), robots: { index: false, follow: false } };
}

export default async function Page({ params }: Props) {
  await resolveLocale(params);
  const t = await getTranslations("auth");
  const { auth } = await getMessages();
  return (
    <div className="mx-auto max-w-md px-4 py-12 md:py-20">
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t("forgotTitle")}</h1>
        <p className="mt-3 text-muted-foreground">{t("forgotLead")}</p>
      </div>
      <div className="rounded-xl border bg-card p-6 shadow-sm md:p-8">
        <NextIntlClientProvider messages={{ auth }}>
          <Suspense fallback={<div className="h-48" aria-busy="true" />}>
            <ForgotPasswordForm />
          </Suspense>
        </NextIntlClientProvider>
      </div>
      <p className="mt-6 text-center">
        <Link href="/auth" className="text-sm text-primary underline-offset-4 hover:underline">
          {t("backToSignIn")}
        </Link>
      </p>
    </div>
  );
}
