import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { CalendarLegend } from "@/components/team-area/calendar-legend";
import { CalendarPrintStyle } from "@/components/team-area/calendar-print-style";
import { PrintButton } from "@/components/team-area/print-button";
import { TeamCalendar } from "@/components/team-area/team-calendar";
import { enterDashboardPage } from "@/lib/auth/dashboard";
import { listTeamMembers, readCalendar } from "@/lib/data/team-area";
import { TEAM_AREA } from "@/lib/domain/access";
import { isLocale } from "@/lib/domain/localized";
import { calendarWindow, type CalendarWindow } from "@/lib/domain/team-calendar";
import { resolveLocale, type LocaleParams } from "../../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "teamArea.calendar" });
  return { title: t("metaTitle") };
}

async function readAll(calendar: CalendarWindow) {
  try {
    const [data, team] = await Promise.all([readCalendar(calendar), listTeamMembers()]);
    return { data, team };
  } catch (error) {
    console.error("[team/calendar] could not read the calendar", error);
    return null;
  }
}

export default async function TeamCalendarPage({ params }: Props) {
  const locale = await resolveLocale(params);
  await enterDashboardPage(locale, "/team/calendar", TEAM_AREA);
  const t = await getTranslations("teamArea.calendar");
  const calendar = calendarWindow(new Date());
  const result = await readAll(calendar);
  const { teamArea } = await getMessages();

  return (
    <div className="grid gap-6" data-print-calendar="">
      <CalendarPrintStyle />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
          <p className="mt-1 text-muted-foreground" data-print-hide="">{t("lead")}</p>
        </div>
        <PrintButton label={t("print")} />
      </div>
      <CalendarLegend />
      {result === null ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive">{t("loadError")}</p>
      ) : result.data.properties.length === 0 ? (
        <p className="rounded-lg border bg-surface p-6 text-muted-foreground">{t("noProperties")}</p>
      ) : (
        <NextIntlClientProvider messages={{ teamArea }}>
          <TeamCalendar calendar={calendar} data={result.data} team={result.team.map(({ id, name, initials, colour }) => ({ id, name, initials, colour }))} />
        </NextIntlClientProvider>
      )}
    </div>
  );
}
