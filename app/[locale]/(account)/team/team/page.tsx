import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MembersTable } from "@/components/team-area/members-table";
import { requireRole } from "@/lib/auth/session";
import { listTeamMembers, type TeamMemberRow } from "@/lib/data/team-area";
import { TEAM_AREA } from "@/lib/domain/access";
import { isLocale } from "@/lib/domain/localized";
import { resolveLocale, type LocaleParams } from "../../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "teamArea.team" });
  return { title: t("metaTitle") };
}

async function readMembers(): Promise<TeamMemberRow[] | null> {
  try {
    return await listTeamMembers();
  } catch (error) {
    console.error("[team/team] could not list the team", error);
    return null;
  }
}

export default async function TeamMembersPage({ params }: Props) {
  const locale = await resolveLocale(params);
  await requireRole(locale, "/team/team", TEAM_AREA);
  const t = await getTranslations("teamArea.team");
  const rows = await readMembers();
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("lead")}</p>
      </div>
      {rows === null ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive">{t("loadError")}</p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border bg-surface p-6 text-muted-foreground">{t("empty")}</p>
      ) : (
        <MembersTable rows={rows} />
      )}
    </div>
  );
}
