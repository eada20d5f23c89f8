import type { Metadata } from "next";
import { Download } from "lucide-react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { AttentionQueue } from "@/components/admin/payments/attention-queue";
import { MonthlyTotals } from "@/components/admin/payments/monthly-totals";
import { PaymentFilters } from "@/components/admin/payments/payment-filters";
import { ListPagination } from "@/components/admin/list-pagination";
import { PaymentsTable } from "@/components/admin/payments/payments-table";
import { paymentQueryParams } from "@/components/admin/payments/query-params";
import { buttonVariants } from "@/components/ui/button-variants";
import { localizedPath } from "@/i18n/paths";
import { enterDashboardPage } from "@/lib/auth/dashboard";
import { listPropertyOptions, type PropertyOption } from "@/lib/data/admin-bookings";
import { attentionQueue, listPayments, monthlyTotals, type AttentionItem, type MonthTotals, type PaymentListRow } from "@/lib/data/admin-payments";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { isLocale } from "@/lib/domain/localized";
import { paymentListQuerySchema, type PaymentListQuery } from "@/lib/schemas/refunds";
import { resolveLocale, type LocaleParams } from "../../../resolve-locale";

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "adminPayments" });
  return { title: t("metaTitle") };
}

interface PaymentsData {
  attention: AttentionItem[];
  months: MonthTotals[];
  list: { rows: PaymentListRow[]; total: number; page: number; pageCount: number };
  properties: PropertyOption[];
}

/** Everything the page shows, or null: the page then says 'Failed to fetch payments'. */
async function readPayments(query: PaymentListQuery): Promise<PaymentsData | null> {
  try {
    const [attention, months, list, properties] = await Promise.all([attentionQueue(), monthlyTotals(query), listPayments(query), listPropertyOptions()]);
    return { attention, months, list, properties };
  } catch (error) {
    console.error("[admin/payments] could not read the payments", error);
    return null;
  }
}

/** The office's money: what needs a person, totals per month, and every payment, refund and dispute. */
export default async function AdminPaymentsPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  await enterDashboardPage(locale, "/admin/payments", ADMIN_ONLY);
  const t = await getTranslations("adminPayments");
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const query = paymentListQuerySchema.parse({
    kind: first(raw.kind), status: first(raw.status), provider: first(raw.provider), property: first(raw.property), from: first(raw.from), to: first(raw.to), page: first(raw.page),
  });
  const data = await readPayments(query);
  const { adminPayments } = await getMessages();
  const exportHref = `/api/admin/payments?${new URLSearchParams({ ...paymentQueryParams(query), locale }).toString()}`;

  return (
    <NextIntlClientProvider messages={{ adminPayments }}>
      <div className="grid min-w-0 gap-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
            <p className="mt-1 text-muted-foreground">{t("lead")}</p>
          </div>
          <a href={exportHref} download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" />
            {t("exportCsv")}
          </a>
        </div>
        {data === null ? (
          <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive">
            {t("loadError")}
          </p>
        ) : (
          <>
            <AttentionQueue items={data.attention} locale={locale} />
            <PaymentFilters query={query} action={localizedPath(locale, "/admin/payments")} properties={data.properties} />
            <MonthlyTotals months={data.months} locale={locale} />
            <section aria-labelledby="list-title" className="grid gap-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="list-title" className="text-xl font-semibold tracking-tight">
                  {t("list.title")}
                </h2>
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {t("list.count", { count: data.list.total })}
                </p>
              </div>
              {data.list.rows.length === 0 ? (
                <p className="rounded-lg border bg-surface p-6 text-muted-foreground">{t("list.empty")}</p>
              ) : (
                <>
                  <PaymentsTable rows={data.list.rows} locale={locale} />
                  <ListPagination messages="adminPayments" pathname="/admin/payments" params={paymentQueryParams(query)} page={data.list.page} pageCount={data.list.pageCount} />
                </>
              )}
            </section>
          </>
        )}
      </div>
    </NextIntlClientProvider>
  );
}
