import type { Metadata } from "next";
import { Mail } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { OfficeContact } from "@/components/contact/office-contact";
import { Button } from "@/components/ui/button";
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

export default async function ContactPage({ params }: Props) {
  await resolveLocale(params);
  const t = await getTranslations("contact");
  const { OFFICE_EMAIL, OFFICE_PHONE } = env();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
      <PageHeader title={t("title")} lead={t("lead")} className="mb-10" />
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
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
          <Button asChild size="lg" className="mt-6 h-auto min-h-11 py-2.5 whitespace-normal">
            <a href={`mailto:${OFFICE_EMAIL}?subject=${encodeURIComponent(t("quoteSubject"))}`}>
              <Mail aria-hidden="true" />
              {t("quoteButton", { email: OFFICE_EMAIL })}
            </a>
          </Button>
        </section>
      </div>
    </div>
  );
}
