import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { alternatesFor } from "@/components/seo/alternates";
import { TeamMemberCard } from "@/components/team/team-member-card";
import { listTeamMembers } from "@/lib/data/content";
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
  const members = await listTeamMembers(locale);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
      <PageHeader title={t("title")} lead={t("lead")} className="mb-10" />
      {members.length === 0 ? (
        <p className="rounded-lg border bg-surface p-6 text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {members.map((member) => (
            <li key={member.id}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
