import { getTranslations } from "next-intl/server";
import { BalanceSummary } from "@/components/payments/balance-summary";
import { LedgerTable } from "@/components/payments/ledger-table";
import { PaymentStateBadge } from "@/components/payments/payment-state-badge";
import type { LedgerLine } from "@/lib/data/ledger";
import { TWINT_MAX_RAPPEN } from "@/lib/domain/checkout";
import type { Balance } from "@/lib/domain/ledger";
import { guestVisibleRows } from "@/lib/domain/ledger-display";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import { PayButton } from "./pay-button";

interface Props {
  bookingId: string;
  /** Null when the ledger could not be read: the section says so instead of showing wrong money. */
  money: { balance: Balance; lines: LedgerLine[] } | null;
  channelName: string | null;
  locale: Locale;
}

/**
 * The guest's money for one booking, all from the one ledger rule (lib/domain/ledger.ts): the
 * state, the figures, the pay button only when the rule says the booking can be paid online, and
 * the ledger's rows a guest sees. Attempts that were cancelled or expired moved no money and are
 * not listed.
 */
export async function PaymentSection({ bookingId, money, channelName, locale }: Props) {
  const t = await getTranslations("myBookings");
  const tLedger = await getTranslations("ledger");
  const tPay = await getTranslations("payment");
  const balance = money?.balance ?? null;
  return (
    <section aria-labelledby="payment-title" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payment-title" className="text-xl font-semibold tracking-tight">
          {t("paymentTitle")}
        </h2>
        {balance ? <PaymentStateBadge state={balance.state} /> : null}
      </div>
      {money === null ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
          {tLedger("loadError")}
        </p>
      ) : (
        <>
          <BalanceSummary balance={money.balance} locale={locale} />
          {money.balance.payable ? (
            <div className="grid gap-1">
              <PayButton bookingId={bookingId} label={tPay("payOpenAmount", { amount: formatChf(money.balance.open, locale) })} />
              <p className="text-xs text-muted-foreground">{money.balance.open <= TWINT_MAX_RAPPEN ? tPay("methodsAll") : tPay("methodsNoTwint")}</p>
            </div>
          ) : money.balance.notPayable === "stayOver" || money.balance.notPayable === "belowMinimum" || money.balance.notPayable === "disputeOpen" ? (
            <p className="text-sm text-muted-foreground" data-testid="not-payable">
              {tLedger(`notPayable.${money.balance.notPayable}`, { amount: formatChf(money.balance.open, locale) })}
            </p>
          ) : null}
          <h3 className="mt-2 font-semibold">{tLedger("title")}</h3>
          <LedgerTable lines={guestVisibleRows(money.lines, money.balance)} locale={locale} channelName={channelName} />
        </>
      )}
    </section>
  );
}
