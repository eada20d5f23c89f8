import type { Metadata } from "next";
import { Suspense } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { AuthPanel } from "@/components/auth/auth-panel";
import { alternatesFor } from "@/components/seo/alternates";
import { googleSignInEnabled } from "@/lib/auth/config";
import { isLocale } from "@/lib/domain/localized";
import { env } from "@/lib/env";
import { resolveLocale, type LocaleParams } from "../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "auth" });
  return {
    title: t("metaTitle"),
    robots: { index: false, follow: false },
    alternates: alternatesFor(locale, "/auth"),
  };
}

// Static like every public page: the query string and the session are read by the client panel.
export default async function AuthPage({ params }: Props) {
  await resolveLocale(params);
  const t = await getTranslations("auth");
  const { auth } = await getMessages();
  const { SITE_NAME } = env();

  return (
    <div className="mx-auto max-w-md px-4 py-12 md:py-20">
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t("welcome", { site: SITE_NAME })}</h1>
        <p className="mt-3 text-muted-foreground">{t("lead")}</p>
      </div>
      <div className="rounded-xl border bg-card p-6 shadow-sm md:p-8">
        <NextIntlClientProvider messages={{ auth }}>
          <Suspense fallback={<div className="h-96" aria-busy="true" />}>
            <AuthPanel googleEnabled={googleSignInEnabled()} />
          </Suspense>
        </NextIntlClientProvider>
      </div>
    </div>
  );
}
