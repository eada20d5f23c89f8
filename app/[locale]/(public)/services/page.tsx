import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { ServiceGrid } from "@/components/services/service-grid";
import { alternatesFor } from "@/components/seo/alternates";
import { isLocale } from "@/lib/domain/localized";
import { resolveLocale, type LocaleParams } from "../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "services" });
  return { title: t("title"), description: t("metaDescription"), alternates: alternatesFor(locale, "/services") };
}

export default async function ServicesPage({ params }: Props) {
  await resolveLocale(params);
  const t = await getTranslations("services");
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
      <PageHeader title={t("title")} lead={t("lead")} className="mb-10" />
      <ServiceGrid />
    </div>
  );
}
