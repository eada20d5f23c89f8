import { getTranslations } from "next-intl/server";
import { formatIsoDate } from "@/components/my-bookings/format";
import { Link } from "@/i18n/navigation";
import type { OverdueBalance } from "@/lib/data/overdue-balances";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import { DashboardCard } from "./dashboard-card";

/** Balances past their due date (payment schedule), each linking to its booking's admin view. */
export async function OverdueBalancesCard({ data, locale }: { data: OverdueBalance[] | null; locale: Locale }) {
  const t = await getTranslations("adminTimeline");
  const tDash = await getTranslations("adminDashboard");
  return (
    <DashboardCard id="overdue-balances" title={t("overdueTitle")} error={data ? null : tDash("sectionError")}>
      {data && data.length === 0 ? <p className="text-sm text-muted-foreground">{t("overdueEmpty")}</p> : null}
      {data && data.length > 0 ? (
        <ul className="grid gap-2 text-sm" data-testid="overdue-balances">
          {data.map((r) => (
            <li key={r.bookingId}>
              <Link href={`/admin/bookings/${r.bookingId}`} className="underline-offset-4 hover:underline [overflow-wrap:anywhere]">
                {t("overdueLine", { guest: r.guestName || "–", property: r.propertyName, open: formatChf(r.open, locale), date: formatIsoDate(r.dueDate, locale) })}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </DashboardCard>
  );
}
