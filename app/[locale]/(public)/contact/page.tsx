import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { OfficeContact } from "@/components/contact/office-contact";
import { QuoteRequestForm } from "@/components/contact/quote-request-form";
import { alternatesFor } from "@/components/seo/alternates";
import { isLocale } from "@/lib/domain/localized";
import { env } from "@/lib/env";
import { resolveLocale, type LocaleParams } from "../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "contact" });
  return { title: t("title"), description: t("metaDescription"), alternates: alternatesFor(locale, "/contact") };
}

// Static like every public page: the form is a client island that posts to a server action, so
// nothing here reads the request.
export default async function ContactPage({ params }: Props) {
  await resolveLocale(params);
  const t = await getTranslations("contact");
  const { quoteForm } = await getMessages();
  const { OFFICE_EMAIL, OFFICE_PHONE } = env();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
      <PageHeader title={t("title")} lead={t("lead")} className="mb-10" />
      <div className="grid items-start gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <section aria-labelledby="office-title" className="rounded-xl border bg-surface p-6 md:p-8">
          <h2 id="office-title" className="mb-5 text-xl font-semibold tracking-tight">
            {t("officeTitle")}
          </h2>
          <OfficeContact email={OFFICE_EMAIL} phone={OFFICE_PHONE} className="text-base" />
        </section>
        <section aria-labelledby="quote-title" className="rounded-xl border bg-card p-6 shadow-sm md:p-8">
          <h2 id="quote-title" className="text-xl font-semibold tracking-tight">
            {t("quoteTitle")}
          </h2>
          <p className="mt-3 leading-relaxed text-muted-foreground">{t("quoteText")}</p>
          <ul className="mt-5 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground marker:text-primary">
            <li>{t("quoteHintProperty")}</li>
            <li>{t("quoteHintAvailability")}</li>
            <li>{t("quoteHintServices")}</li>
          </ul>
          {/* Only the form's own texts go to the browser, not the whole catalogue. */}
          <NextIntlClientProvider messages={{ quoteForm }}>
            <QuoteRequestForm />
          </NextIntlClientProvider>
        </section>
      </div>
    </div>
  );
}
