import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { PaymentRow } from "@/lib/data/my-bookings";
import { TWINT_MAX_RAPPEN } from "@/lib/domain/checkout";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import { paymentState, type BookingKind } from "@/lib/domain/my-bookings";
import type { OpenAmount } from "@/lib/domain/open-amount";
import { PayButton } from "./pay-button";
import { PaymentsList } from "./payments-list";

interface Props {
  bookingId: string;
  bookingType: BookingKind;
  amounts: OpenAmount | null;
  payments: PaymentRow[] | null;
  locale: Locale;
}

/** Paid so far, the open amount (one rule: lib/domain/open-amount), 'Fully Paid'/'Pending', the pay button and the payments. */
export async function PaymentSection({ bookingId, bookingType, amounts, payments, locale }: Props) {
  const t = await getTranslations("myBookings");
  const tPay = await getTranslations("payment");
  const state = amounts ? paymentState(amounts.open) : null;
  const payable = amounts !== null && state === "pending" && bookingType !== "cancelled" && bookingType !== "deleted";
  return (
    <section aria-labelledby="payment-title" className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payment-title" className="text-xl font-semibold tracking-tight">
          {t("paymentTitle")}
        </h2>
        {state ? (
          <Badge variant={state === "fullyPaid" ? "default" : "secondary"} data-testid="payment-state">
            {t(state)}
          </Badge>
        ) : null}
      </div>
      {amounts ? (
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t("paid")}</dt>
            <dd className="tabular-nums">{formatChf(amounts.paid, locale)}</dd>
          </div>
          <div className="flex justify-between gap-4 text-base font-semibold">
            <dt>{t("openAmount")}</dt>
            <dd className="tabular-nums" data-testid="open-amount">
              {formatChf(Math.max(0, amounts.open), locale)}
            </dd>
          </div>
        </dl>
      ) : null}
      {payable ? (
        <div className="grid gap-1">
          <PayButton bookingId={bookingId} label={tPay("payOpenAmount", { amount: formatChf(amounts.open, locale) })} />
          <p className="text-xs text-muted-foreground">{amounts.open <= TWINT_MAX_RAPPEN ? tPay("methodsAll") : tPay("methodsNoTwint")}</p>
        </div>
      ) : null}
      <h3 className="mt-2 font-semibold">{t("paymentsTitle")}</h3>
      {payments === null ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
          {t("paymentsError")}
        </p>
      ) : (
        <PaymentsList payments={payments} locale={locale} />
      )}
    </section>
  );
}
