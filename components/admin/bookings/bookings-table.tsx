"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Link, useRouter } from "@/i18n/navigation";
import type { AdminBookingRow } from "@/lib/data/admin-bookings";
import { fromIsoDate } from "@/lib/domain/dates";
import { formatChf, toRappen } from "@/lib/domain/money";
import { BookingBadge } from "./booking-badge";

/**
 * The bookings of the current page. A click anywhere on a row opens the booking; the guest's
 * name is also a real link, so keyboard and screen-reader users reach the same page.
 */
export function BookingsTable({ rows }: { rows: AdminBookingRow[] }) {
  const t = useTranslations("adminBookings");
  const format = useFormatter();
  const locale = useSiteLocale();
  const router = useRouter();
  const day = (iso: string) => format.dateTime(fromIsoDate(iso), { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });

  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <thead className="bg-surface text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.guest")}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.property")}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.dates")}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.channel")}</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">{t("columns.price")}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.status")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const href = `/my-bookings/${row.id}`;
            return (
              <tr key={row.id} onClick={() => router.push(href)} className="cursor-pointer border-t hover:bg-accent/50" data-testid="booking-row">
                <td className="px-4 py-3">
                  <Link href={href} className="font-medium hover:underline" onClick={(e) => e.stopPropagation()}>
                    {row.guestName || t("unnamedGuest")}
                  </Link>
                  <div className="text-xs text-muted-foreground">{[row.email, row.referenceId].filter(Boolean).join(" · ")}</div>
                </td>
                <td className="px-4 py-3">{row.propertyName}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {day(row.arrival)} – {day(row.departure)}
                </td>
                <td className="px-4 py-3">{row.channel || "—"}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{row.price === null ? "—" : formatChf(toRappen(row.price), locale)}</td>
                <td className="px-4 py-3">
                  <BookingBadge badge={row.badge} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
