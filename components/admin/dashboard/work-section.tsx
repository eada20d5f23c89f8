import { getTranslations } from "next-intl/server";
import { formatInstant } from "@/components/my-bookings/format";
import { Link } from "@/i18n/navigation";
import type { OfferFigures, OpenBalances, StayList as StayListData } from "@/lib/data/dashboard";
import { CLEANING_LOOKAHEAD_DAYS, GUEST_LIST_LOOKAHEAD_DAYS, type DashboardDays } from "@/lib/domain/dashboard";
import { bookingsHref, dashboardQueries, offerQueries, offersHref, PAYMENTS_ATTENTION_HREF } from "@/lib/domain/dashboard-links";
import type { Locale } from "@/lib/domain/localized";
import { formatChf, type Rappen } from "@/lib/domain/money";
import { DashboardCard, FigureLink } from "./dashboard-card";
import { StayList } from "./stay-list";

/** Cleanings nobody has taken in the next 7 days. */
export async function CleaningsCard({ data, days, locale }: { data: StayListData | null; days: DashboardDays; locale: Locale }) {
  const t = await getTranslations("adminDashboard");
  return (
    <DashboardCard id="cleanings" title={t("cleanings.title", { days: CLEANING_LOOKAHEAD_DAYS })} error={data ? null : t("sectionError")}>
      {data ? (
        <>
          <FigureLink href={bookingsHref(dashboardQueries(days).cleaningsWithoutCleaner)} value={data.total} label={t("cleanings.link", { count: data.total })} testId="figure-cleanings" />
          <StayList rows={data.rows} locale={locale} date="departure" empty={t("cleanings.none")} />
        </>
      ) : null}
    </DashboardCard>
  );
}

/** Arrivals of the next 14 days at houses that keep guest lists, with nobody registered. */
export async function GuestListsCard({ data, days, locale }: { data: StayListData | null; days: DashboardDays; locale: Locale }) {
  const t = await getTranslations("adminDashboard");
  return (
    <DashboardCard id="guest-lists" title={t("guestLists.title", { days: GUEST_LIST_LOOKAHEAD_DAYS })} error={data ? null : t("sectionError")}>
      {data ? (
        <>
          <FigureLink href={bookingsHref(dashboardQueries(days).guestListsMissing)} value={data.total} label={t("guestLists.link", { count: data.total })} testId="figure-guest-lists" />
          <StayList rows={data.rows} locale={locale} date="arrival" empty={t("guestLists.none")} />
        </>
      ) : null}
    </DashboardCard>
  );
}

/** What guests still owe on stays not over yet. */
export async function OpenBalancesCard({ data, days, locale }: { data: OpenBalances | null; days: DashboardDays; locale: Locale }) {
  const t = await getTranslations("adminDashboard");
  return (
    <DashboardCard id="open-balances" title={t("openBalances.title")} error={data ? null : t("sectionError")}>
      {data ? (
        <>
          <FigureLink
            href={bookingsHref(dashboardQueries(days).openBalances)}
            value={data.total}
            label={t("openBalances.link", { count: data.total, amount: formatChf(data.sum, locale) })}
            detail={t("openBalances.sum", { amount: formatChf(data.sum, locale) })}
            testId="figure-open-balances"
          />
          <StayList rows={data.rows} locale={locale} date="arrival" empty={t("openBalances.none")} />
        </>
      ) : null}
    </DashboardCard>
  );
}

/** Offers waiting for the guest (sent or viewed, not paid), and those whose link ends within 48 hours: each links to exactly that list. */
export async function OffersCard({ data, locale }: { data: OfferFigures | null; locale: Locale }) {
  const t = await getTranslations("adminDashboard");
  return (
    <DashboardCard id="offers" title={t("offers.title")} error={data ? null : t("sectionError")}>
      {data ? (
        <>
          <div className="flex flex-wrap gap-6">
            <FigureLink
              href={offersHref(offerQueries().waiting)}
              value={data.waiting.count}
              label={t("offers.waitingLink", { count: data.waiting.count })}
              detail={t("offers.waiting", { amount: formatChf(data.waiting.sum, locale) })}
              testId="figure-offers-waiting"
            />
            <FigureLink href={offersHref(offerQueries().expiring)} value={data.expiring.length} label={t("offers.expiringLink", { count: data.expiring.length })} detail={t("offers.expiring")} testId="figure-offers-expiring" />
          </div>
          {data.expiring.length > 0 ? (
            <ul className="grid gap-2 text-sm">
              {data.expiring.map((o) => (
                <li key={o.id} className="rounded-lg border p-2.5">
                  <Link href={`/admin/make-offer/${o.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {o.guestName || t("unnamedGuest")}
                  </Link>
                  <p className="text-muted-foreground">
                    {[o.propertyName, o.total === null ? null : formatChf(o.total, locale), o.expiresAt ? t("offers.until", { when: formatInstant(o.expiresAt, locale) }) : null].filter(Boolean).join(" · ")}
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </DashboardCard>
  );
}

/** Ledger rows and offers the office must look at. */
export async function PaymentAttentionCard({ data, locale }: { data: { count: number; sum: Rappen } | null; locale: Locale }) {
  const t = await getTranslations("adminDashboard");
  return (
    <DashboardCard id="payments-attention" title={t("payments.title")} error={data ? null : t("sectionError")}>
      {data ? (
        <FigureLink
          href={PAYMENTS_ATTENTION_HREF}
          value={data.count}
          label={t("payments.link", { count: data.count })}
          detail={data.count > 0 ? t("payments.sum", { amount: formatChf(data.sum, locale) }) : t("payments.none")}
          testId="figure-payments-attention"
        />
      ) : null}
    </DashboardCard>
  );
}
