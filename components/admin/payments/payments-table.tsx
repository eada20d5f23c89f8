import { getTranslations } from "next-intl/server";
import { formatInstant } from "@/components/my-bookings/format";
import { LineStatusBadge } from "@/components/payments/line-status-badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { PaymentListRow } from "@/lib/data/admin-payments";
import type { Locale } from "@/lib/domain/localized";
import { knownProvider } from "@/lib/domain/payment-providers";
import { paymentRowView, type PaymentRowTexts } from "./payment-row-view";

/**
 * One page of payments, refunds and disputes: a table on wide screens, cards on phones and
 * narrow windows. Money going back has a minus and the red of a loss.
 */
export async function PaymentsTable({ rows, locale }: { rows: PaymentListRow[]; locale: Locale }) {
  const t = await getTranslations("adminPayments");
  const tLedger = await getTranslations("ledger");
  const texts: PaymentRowTexts = {
    kind: (label) => tLedger(`labels.${label}`, { channel: "" }),
    status: (status) => tLedger(`statuses.${status}`),
    provider: (p) => {
      const known = knownProvider(p);
      return known ? t(`providers.${known}`) : p;
    },
    offer: t("list.offer"),
  };
  const views = rows.map((row) => ({ row, view: paymentRowView(row, texts, locale) }));
  const amountClass = (out: boolean) => `text-right whitespace-nowrap tabular-nums ${out ? "text-destructive" : ""}`;

  return (
    <>
      <ul className="grid gap-2 xl:hidden" aria-labelledby="list-title">
        {views.map(({ row, view }) => (
          <li key={row.id} className="grid gap-1 rounded-lg border p-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span className="font-medium">{view.kind}</span>
              <span className={amountClass(view.out)}>{view.amount}</span>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-muted-foreground">
              <time dateTime={row.occurredAt}>{formatInstant(row.occurredAt, locale)}</time>
              <LineStatusBadge status={view.status} label={view.statusLabel} />
            </div>
            <p className="[overflow-wrap:anywhere]">{[row.guestName, row.propertyName].filter(Boolean).join(" · ") || "–"}</p>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-muted-foreground">
              {view.reference}
              <span>{view.provider}</span>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden xl:block">
        <Table aria-labelledby="list-title">
          <TableHeader>
            <TableRow>
              <TableHead>{t("list.columns.date")}</TableHead>
              <TableHead>{t("list.columns.kind")}</TableHead>
              <TableHead>
                {t("list.columns.guest")} · {t("list.columns.property")}
              </TableHead>
              <TableHead>{t("list.columns.reference")}</TableHead>
              <TableHead className="text-right">{t("list.columns.amount")}</TableHead>
              <TableHead>{t("list.columns.status")}</TableHead>
              <TableHead>{t("list.columns.provider")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {views.map(({ row, view }) => (
              <TableRow key={row.id} data-testid="payment-list-row" data-kind={row.kind}>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={row.occurredAt}>{formatInstant(row.occurredAt, locale)}</time>
                </TableCell>
                <TableCell>{view.kind}</TableCell>
                <TableCell>
                  <div>{row.guestName || "–"}</div>
                  <div className="text-xs text-muted-foreground">{row.propertyName ?? "–"}</div>
                </TableCell>
                <TableCell className="whitespace-nowrap">{view.reference}</TableCell>
                <TableCell className={amountClass(view.out)}>{view.amount}</TableCell>
                <TableCell>
                  <LineStatusBadge status={view.status} label={view.statusLabel} />
                </TableCell>
                <TableCell>{view.provider}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
