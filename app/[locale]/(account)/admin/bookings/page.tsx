import type { Metadata } from "next";
import { Download } from "lucide-react";
import { NextIntlClientProvider } from "next-intl";
import { BookingSyncPanel } from "@/components/admin/sync/booking-sync-panel";
import { getMessages, getTranslations } from "next-intl/server";
import { BookingFilters } from "@/components/admin/bookings/booking-filters";
import { ListPagination } from "@/components/admin/list-pagination";
import { BookingsTable } from "@/components/admin/bookings/bookings-table";
import { buttonVariants } from "@/components/ui/button-variants";
import { enterDashboardPage } from "@/lib/auth/dashboard";
import { listBookings, listPropertyOptions, type AdminBookingPage, type PropertyOption } from "@/lib/data/admin-bookings";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { bookingQueryParams } from "@/lib/domain/admin-bookings";
import { isLocale } from "@/lib/domain/localized";
import { parseBookingListQuery, type BookingListQuery } from "@/lib/schemas/admin-bookings";
import { resolveLocale, type LocaleParams } from "../../../resolve-locale";

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "adminBookings" });
  return { title: t("metaTitle") };
}

/** The list and the filter's properties, or null: the page then says 'Failed to fetch bookings'. */
async function readBookings(query: BookingListQuery): Promise<{ bookings: AdminBookingPage; properties: PropertyOption[] } | null> {
  try {
    const [bookings, properties] = await Promise.all([listBookings(query), listPropertyOptions()]);
    return { bookings, properties };
  } catch (error) {
    console.error("[admin/bookings] could not list bookings", error);
    return null;
  }
}

export default async function AdminBookingsPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  await enterDashboardPage(locale, "/admin/bookings", ADMIN_ONLY);
  const t = await getTranslations("adminBookings");
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const query = parseBookingListQuery((key) => first(raw[key]));
  const data = await readBookings(query);
  const { adminBookings, sync, ledger } = await getMessages();
  const filters = bookingQueryParams({ ...query, page: 1 });
  // The export takes exactly the list's filters, every page of them.
  const exportHref = `/api/admin/bookings?${new URLSearchParams({ ...filters, locale }).toString()}`;

  return (
    <div className="grid gap-6">
      <NextIntlClientProvider messages={{ adminBookings, sync, ledger }}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
            <p className="mt-1 text-muted-foreground">{t("lead")}</p>
          </div>
          <BookingSyncPanel />
        </div>
        {data === null ? (
          <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive">
            {t("loadError")}
          </p>
        ) : (
          <>
            <BookingFilters query={query} properties={data.properties} />
            {data.bookings.rows.length === 0 ? (
              <p className="rounded-lg border bg-surface p-6 text-muted-foreground">{t("empty")}</p>
            ) : (
              <>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="bookings-count">
                    {t("count", { count: data.bookings.total })}
                  </p>
                  <a href={exportHref} download className={buttonVariants({ variant: "outline", size: "sm" })}>
                    <Download aria-hidden="true" />
                    {t("exportCsv")}
                  </a>
                </div>
                <BookingsTable rows={data.bookings.rows} />
                <ListPagination messages="adminBookings" pathname="/admin/bookings" params={filters} page={data.bookings.page} pageCount={data.bookings.pageCount} />
              </>
            )}
          </>
        )}
      </NextIntlClientProvider>
    </div>
  );
}
