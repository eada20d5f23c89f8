import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { Toaster } from "@/components/layout/toaster";
import { env } from "@/lib/env";
import { LOCALES, isLocale } from "@/lib/domain/localized";
import { inter } from "../fonts";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Client components get only these namespaces; everything else is translated on the server.
const CLIENT_NAMESPACES = ["error", "image", "notFound"] as const;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "common" });
  const { SITE_NAME, SITE_URL } = env();
  return {
    metadataBase: new URL(SITE_URL),
    title: { template: `%s | ${SITE_NAME}`, default: SITE_NAME },
    description: t("siteDescription"),
    applicationName: SITE_NAME,
    icons: { icon: "/brand/icon.png", apple: "/brand/icon.png" },
    openGraph: { siteName: SITE_NAME, locale, type: "website", images: ["/brand/og-default.webp"] },
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);

  const messages = await getMessages();
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  const t = await getTranslations("common");
  const { SITE_NAME, OFFICE_EMAIL, OFFICE_PHONE } = env();

  return (
    <html lang={locale} className={inter.variable}>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider messages={clientMessages}>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {t("skipToContent")}
          </a>
          <Header siteName={SITE_NAME} />
          <main id="main" tabIndex={-1} className="flex-1">
            {children}
          </main>
          <Footer locale={locale} siteName={SITE_NAME} email={OFFICE_EMAIL} phone={OFFICE_PHONE} />
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
