import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AssignmentsList } from "@/components/team-area/assignments-list";
import { requireRole } from "@/lib/auth/session";
import { listMyAssignments, type TeamBooking } from "@/lib/data/team-area";
import { TEAM_AREA } from "@/lib/domain/access";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { isLocale } from "@/lib/domain/localized";
import { resolveLocale, type LocaleParams } from "../../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "teamArea.assignments" });
  return { title: t("metaTitle") };
}

async function readAssignments(userId: string, today: string): Promise<{ rows: TeamBooking[] } | { error: string }> {
  try {
    return { rows: await listMyAssignments(userId, today) };
  } catch (error) {
    console.error("[team/assignments] could not list assignments", error);
    // The cause stays in the log; the visitor sees only that it failed.
    return { error: "unexpected" };
  }
}

export default async function MyAssignmentsPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const user = await requireRole(locale, "/team/assignments", TEAM_AREA);
  const t = await getTranslations("teamArea");
  const today = todayIn(SITE_TIME_ZONE, new Date());
  const result = await readAssignments(user.id, today);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t("assignments.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("assignments.lead")}</p>
      </div>
      {"error" in result ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive">
          {t("assignments.loadError", { error: t("errors.unexpected") })}
        </p>
      ) : result.rows.length === 0 ? (
        <p className="rounded-lg border bg-surface p-6 text-muted-foreground">{t("assignments.empty")}</p>
      ) : (
        <AssignmentsList rows={result.rows} today={today} />
      )}
    </div>
  );
}
