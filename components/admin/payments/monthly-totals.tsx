import { getTranslations } from "next-intl/server";
import { formatMonth } from "@/components/my-bookings/format";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { MonthTotals } from "@/lib/data/admin-payments";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";

/**
 * Money in and out per month (Zurich time), newest first: received, refunded, charged back, the
 * dispute fees Stripe charged us, net.
 * A table on wide screens, a card per month on narrow ones.
 */
export async function MonthlyTotals({ months, locale }: { months: MonthTotals[]; locale: Locale }) {
  const t = await getTranslations("adminPayments.totals");
  const chf = (r: number) => formatChf(r, locale);
  const out = (r: number) => (r > 0 ? `−${chf(r)}` : chf(r));
  const net = (m: MonthTotals) => (m.net < 0 ? `−${chf(-m.net)}` : chf(m.net));
  const figures = (m: MonthTotals): [string, string][] => [
    [t("received"), chf(m.received)],
    [t("refunded"), out(m.refunded)],
    [t("chargedBack"), out(m.chargedBack)],
    [t("disputeFees"), out(m.disputeFees)],
  ];
  const number = "text-right whitespace-nowrap tabular-nums";

  return (
    <section aria-labelledby="totals-title" className="grid gap-3">
      <h2 id="totals-title" className="text-xl font-semibold tracking-tight">
        {t("title")}
      </h2>
      {months.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <>
          <ul className="grid gap-2 sm:grid-cols-2 lg:hidden" aria-labelledby="totals-title">
            {months.map((m) => (
              <li key={m.month} className="grid gap-1 rounded-lg border p-3 text-sm">
                <h3 className="font-semibold">{formatMonth(m.month, locale)}</h3>
                <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-0.5">
                  {figures(m).map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="text-muted-foreground">{label}</dt>
                      <dd className={number}>{value}</dd>
                    </div>
                  ))}
                  <dt className="font-semibold">{t("net")}</dt>
                  <dd className={`${number} font-semibold`}>{net(m)}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden lg:block">
            <Table aria-labelledby="totals-title">
              <TableHeader>
                <TableRow>
                  <TableHead>{t("month")}</TableHead>
                  {[t("received"), t("refunded"), t("chargedBack"), t("disputeFees")].map((label) => (
                    <TableHead key={label} className="text-right">
                      {label}
                    </TableHead>
                  ))}
                  <TableHead className="text-right">{t("net")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {months.map((m) => (
                  <TableRow key={m.month} data-testid="month-row">
                    <TableCell className="whitespace-nowrap">{formatMonth(m.month, locale)}</TableCell>
                    {figures(m).map(([label, value]) => (
                      <TableCell key={label} className={number}>
                        {value}
                      </TableCell>
                    ))}
                    <TableCell className={`${number} font-semibold`}>{net(m)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </section>
  );
}
