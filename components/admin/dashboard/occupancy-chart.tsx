import { getTranslations } from "next-intl/server";
import { formatMonth } from "@/components/my-bookings/format";
import { Link } from "@/i18n/navigation";
import type { Occupancy } from "@/lib/data/dashboard";
import { occupancyPercent, type PropertyMonth } from "@/lib/domain/dashboard";
import { bookingsHref, monthStaysQuery } from "@/lib/domain/dashboard-links";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import { DashboardCard } from "./dashboard-card";

/**
 * Occupancy and revenue per house for this month and the next two, drawn as bars inside a real
 * table: screen readers read the table (house × month, with the figures in words), sighted users
 * see the bars. No chart library: a bar is a div as wide as its occupancy.
 */
export async function OccupancyChart({ data, locale }: { data: Occupancy | null; locale: Locale }) {
  const t = await getTranslations("adminDashboard");
  if (!data) return <DashboardCard id="occupancy" title={t("occupancy.title")} error={t("sectionError")} className="lg:col-span-2" />;

  const cell = (row: PropertyMonth, propertyId: string, index: number, name: string) => {
    const percent = occupancyPercent(row.occupancy);
    const month = data.months[index]!;
    const words = t("occupancy.cell", { house: name, month: formatMonth(month.month, locale), sold: row.sold, available: row.available, percent: percent ?? 0, revenue: formatChf(row.revenue, locale) });
    return (
      <td key={row.month} className="min-w-40 p-2 align-top">
        <Link href={bookingsHref(monthStaysQuery(propertyId, month))} aria-label={words} title={words} className="group grid gap-1 rounded-md">
          <span aria-hidden="true" className="block h-3 w-full overflow-hidden rounded-full bg-muted">
            <span className="block h-full rounded-full bg-primary" style={{ width: `${percent ?? 0}%` }} />
          </span>
          <span className="text-sm tabular-nums group-hover:underline">
            {percent === null ? t("occupancy.noneAvailable") : `${percent} %`} · {t("occupancy.nights", { sold: row.sold, available: row.available })}
          </span>
          <span className="text-sm font-medium tabular-nums">{formatChf(row.revenue, locale)}</span>
        </Link>
      </td>
    );
  };

  return (
    <DashboardCard id="occupancy" title={t("occupancy.title")} className="lg:col-span-2">
      <p className="text-sm text-muted-foreground">{t("occupancy.lead")}</p>
      <div className="relative overflow-x-auto">
        <table className="w-full border-collapse text-left" aria-labelledby="occupancy" data-testid="occupancy-table">
          <thead>
            <tr className="border-b">
              <th scope="col" className="p-2 text-sm font-medium text-muted-foreground">
                {t("occupancy.house")}
              </th>
              {data.months.map((m) => (
                <th key={m.month} scope="col" className="p-2 text-sm font-medium text-muted-foreground">
                  {formatMonth(m.month, locale)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.properties.map((p) => (
              <tr key={p.id} className="border-b" data-testid="occupancy-row">
                <th scope="row" className="p-2 text-sm font-medium">
                  {p.name}
                </th>
                {data.rows.filter((r) => r.propertyId === p.id).map((r, i) => cell(r, p.id, i, p.name))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="p-2 text-sm font-semibold">
                {t("occupancy.allHouses")}
              </th>
              {data.totals.map((r, i) => cell(r, "all", i, t("occupancy.allHouses")))}
            </tr>
          </tfoot>
        </table>
      </div>
    </DashboardCard>
  );
}
