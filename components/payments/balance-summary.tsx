import { getTranslations } from "next-intl/server";
import type { Balance } from "@/lib/domain/ledger";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";

/**
 * The figures of the one ledger rule: total, what was paid (and, for admins, where), refunds in
 * progress, disputes, the open amount or the credit. Rows that are zero are left out, except
 * "paid so far" and the open amount, which a guest always looks for.
 */
export async function BalanceSummary({ balance, locale, detailed = false }: { balance: Balance; locale: Locale; detailed?: boolean }) {
  const t = await getTranslations("ledger.summary");
  const chf = (r: number) => formatChf(r, locale);
  const rows: [string, string, string?][] = [[t("total"), chf(balance.total), "total"]];
  if (balance.total - balance.due > 0 && balance.state !== "cancelled") rows.push([t("reductions"), `−${chf(balance.total - balance.due)}`]);
  rows.push([t("paid"), chf(balance.paid), "paid"]);
  if (detailed) {
    rows.push([t("paidThroughUs"), chf(balance.paidThroughUs)]);
    if (balance.paidElsewhere > 0) rows.push([t("paidElsewhere"), chf(balance.paidElsewhere)]);
  }
  if (balance.refundsInProgress > 0) rows.push([t("refundsInProgress"), chf(balance.refundsInProgress)]);
  if (balance.disputed > 0) rows.push([t("disputed"), chf(balance.disputed)]);
  // The fee is the office's cost, never the guest's: only the admin's view shows it.
  if (detailed && balance.disputeFees > 0) rows.push([t("disputeFees"), chf(balance.disputeFees), "dispute-fees"]);
  if (balance.securityDeposit > 0) rows.push([t("securityDeposit"), chf(balance.securityDeposit)]);
  if (balance.credit > 0) rows.push([t("credit"), chf(balance.credit), "credit"]);
  return (
    <dl className="grid gap-2 text-sm">
      {rows.map(([label, value, id]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="tabular-nums" {...(id ? { "data-testid": `balance-${id}` } : {})}>
            {value}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 text-base font-semibold">
        <dt>{t("open")}</dt>
        <dd className="tabular-nums" data-testid="open-amount">
          {chf(balance.open)}
        </dd>
      </div>
    </dl>
  );
}
