import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MovementsSection } from "@/components/admin/dashboard/movements-section";
import { OccupancyChart } from "@/components/admin/dashboard/occupancy-chart";
import { OverdueBalancesCard } from "@/components/admin/dashboard/overdue-card";
import { CleaningsCard, GuestListsCard, OffersCard, OpenBalancesCard, PaymentAttentionCard } from "@/components/admin/dashboard/work-section";
import { enterDashboardPage } from "@/lib/auth/dashboard";
import { readCleaningGaps, readGuestListGaps, readMovements, readOccupancy, readOfferFigures, readOpenBalances, readPaymentAttention } from "@/lib/data/dashboard";
import { readOverdueBalances } from "@/lib/data/overdue-balances";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { dashboardDays } from "@/lib/domain/dashboard";
import { isLocale } from "@/lib/domain/localized";
import { swissDate } from "@/lib/domain/swiss-date";
import { resolveLocale, type LocaleParams } from "../../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "adminDashboard" });
  return { title: t("metaTitle") };
}

/** A section's data, or null when its read failed (logged; the section then shows its own error). */
async function settle<T>(name: string, read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    console.error(`[admin/dashboard] could not read ${name}`, error);
    return null;
  }
}

/**
 * The office's morning: who comes and goes, what nobody has taken care of yet, the money waiting,
 * and how full the houses are. A list of independent sections: a new one (payment schedule, mail
 * timeline, guest registration, tourist tax) is one more read in lib/data/dashboard.ts and one
 * more entry here.
 */
export default async function AdminDashboardPage({ params }: Props) {
  const locale = await resolveLocale(params);
  await enterDashboardPage(locale, "/admin/dashboard", ADMIN_ONLY);
  const t = await getTranslations("adminDashboard");
  const now = new Date();
  const days = dashboardDays(now);

  const [movements, cleanings, guestLists, openBalances, offers, payments, occupancy, overdue] = await Promise.all([
    settle("movements", readMovements(days)),
    settle("cleanings", readCleaningGaps(days)),
    settle("guest lists", readGuestListGaps(days)),
    settle("open balances", readOpenBalances(days)),
    settle("offers", readOfferFigures(now)),
    settle("payment attention", readPaymentAttention()),
    settle("occupancy", readOccupancy(days.today)),
    settle("overdue balances", readOverdueBalances(now)),
  ]);

  return (
    <div className="grid min-w-0 gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("lead", { today: swissDate(days.today) })}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <MovementsSection data={movements} days={days} locale={locale} />
        <CleaningsCard data={cleanings} days={days} locale={locale} />
        <GuestListsCard data={guestLists} days={days} locale={locale} />
        <OpenBalancesCard data={openBalances} days={days} locale={locale} />
        <div className="grid content-start gap-6">
          <OverdueBalancesCard data={overdue} locale={locale} />
          <PaymentAttentionCard data={payments} locale={locale} />
          <OffersCard data={offers} locale={locale} />
        </div>
        <OccupancyChart data={occupancy} locale={locale} />
      </div>
    </div>
  );
}
