import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { alternatesFor } from "@/components/seo/alternates";
import { TeamGrid } from "@/components/team/team-grid";
import { TeamGridSkeleton } from "@/components/team/team-grid-skeleton";
import { isLocale } from "@/lib/domain/localized";
import { resolveLocale, type LocaleParams } from "../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "team" });
  return { title: t("title"), description: t("metaDescription"), alternates: alternatesFor(locale, "/team") };
}

export default async function TeamPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations("team");

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
      <PageHeader title={t("title")} lead={t("lead")} className="mb-10" />
      {/* Streams behind skeleton cards when rendered on demand; the prerendered page has the list already. */}
      <Suspense fallback={<TeamGridSkeleton locale={locale} />}>
        <TeamGrid locale={locale} />
      </Suspense>
    </div>
  );
}
