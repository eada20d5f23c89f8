import { getTranslations } from "next-intl/server";
import type { Movements } from "@/lib/data/dashboard";
import type { DashboardDays } from "@/lib/domain/dashboard";
import { bookingsHref, dashboardQueries } from "@/lib/domain/dashboard-links";
import type { Locale } from "@/lib/domain/localized";
import { swissDate } from "@/lib/domain/swiss-date";
import { DashboardCard, FigureLink } from "./dashboard-card";
import { StayList } from "./stay-list";

const COLUMNS = ["arrivalsToday", "arrivalsTomorrow", "departuresToday", "departuresTomorrow"] as const;

/** Today's and tomorrow's arrivals and departures, each with guest, party and payment state. */
export async function MovementsSection({ data, days, locale }: { data: Movements | null; days: DashboardDays; locale: Locale }) {
  const t = await getTranslations("adminDashboard");
  const queries = dashboardQueries(days);
  return (
    <DashboardCard id="movements" title={t("movements.title")} error={data ? null : t("sectionError")} className="lg:col-span-2">
      {data ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {COLUMNS.map((key) => {
            const list = data[key];
            const day = key.endsWith("Today") ? days.today : days.tomorrow;
            return (
              <div key={key} className="grid content-start gap-2" data-testid={`movements-${key}`}>
                <h3 className="text-sm font-semibold">
                  {t(`movements.${key}`)} <span className="font-normal text-muted-foreground">{swissDate(day)}</span>
                </h3>
                <FigureLink href={bookingsHref(queries[key])} value={list.total} label={t(`movements.${key}Link`, { count: list.total })} testId={`figure-${key}`} />
                <StayList rows={list.rows} locale={locale} empty={t("movements.none")} />
              </div>
            );
          })}
        </div>
      ) : null}
    </DashboardCard>
  );
}
