"use client";

import { useTranslations } from "next-intl";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Link } from "@/i18n/navigation";
import { useRouter } from "@/i18n/client-navigation";
import type { AdminBookingRow } from "@/lib/data/admin-bookings";
import { formatChf, toRappen } from "@/lib/domain/money";
import { swissDate } from "@/lib/domain/swiss-date";
import { BookingBadge } from "./booking-badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { displayReference } from "@/lib/domain/booking-reference";

/**
 * The bookings of the current page. A click anywhere on a row opens the admin's booking view
 * (/admin/bookings/{id}, never the guest's page); the guest's name is also a real link, so
 * keyboard and screen-reader users reach the same page.
 */
export function BookingsTable({ rows }: { rows: AdminBookingRow[] }) {
  const t = useTranslations("adminBookings");
  const locale = useSiteLocale();
  const router = useRouter();

  return (
    <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("columns.guest")}</TableHead>
            <TableHead>{t("columns.property")}</TableHead>
            <TableHead>{t("columns.dates")}</TableHead>
            <TableHead>{t("columns.channel")}</TableHead>
            <TableHead className="text-right">{t("columns.price")}</TableHead>
            <TableHead>{t("columns.status")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const href = `/admin/bookings/${row.id}`;
            return (
              <TableRow key={row.id} onClick={() => router.push(href)} className="cursor-pointer hover:bg-accent/50" data-testid="booking-row">
                <TableCell>
                  <Link href={href} className="font-medium hover:underline" onClick={(e) => e.stopPropagation()}>
                    {row.guestName || t("unnamedGuest")}
                  </Link>
                  <div className="text-xs text-muted-foreground">{[row.email, displayReference(row.referenceId)].filter(Boolean).join(" · ")}</div>
                </TableCell>
                <TableCell>{row.propertyName}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {/* dd.MM.yyyy in every language (the office's form; en's default is the US order). */}
                  {swissDate(row.arrival)} – {swissDate(row.departure)}
                </TableCell>
                <TableCell>{row.channel || "—"}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{row.price === null ? "—" : formatChf(toRappen(row.price), locale)}</TableCell>
                <TableCell>
                  <BookingBadge badge={row.badge} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
  );
}
