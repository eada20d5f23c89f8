import { getTranslations } from "next-intl/server";
import { PaymentStateBadge } from "@/components/payments/payment-state-badge";
import { Link } from "@/i18n/navigation";
import type { StayRow } from "@/lib/data/dashboard";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import { swissDate } from "@/lib/domain/swiss-date";

/** Stays as the dashboard lists them: guest (a link to the admin's booking view), house, party, date, payment state and what is open. */
export async function StayList({ rows, locale, date, empty }: { rows: StayRow[]; locale: Locale; date?: "arrival" | "departure"; empty: string }) {
  const t = await getTranslations("adminDashboard");
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-2">
      {rows.map((row) => (
        <li key={row.id} className="grid gap-1 rounded-lg border p-2.5 text-sm" data-testid="dashboard-stay">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link href={`/admin/bookings/${row.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
              {row.guestName || t("unnamedGuest")}
            </Link>
            <PaymentStateBadge state={row.paymentState} />
          </div>
          <p className="text-muted-foreground">
            {[
              row.propertyName,
              t("party", { adults: row.adults, children: row.children }),
              date ? swissDate(date === "arrival" ? row.arrival : row.departure) : null,
              row.open > 0 ? t("openAmount", { amount: formatChf(row.open, locale) }) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </li>
      ))}
    </ul>
  );
}
