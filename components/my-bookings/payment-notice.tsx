import { CheckCircle2, Clock, RotateCcw, XCircle } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AutoRefresh } from "@/components/offer/auto-refresh";
import type { CheckoutOutcome } from "@/lib/data/checkout-outcome";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";

/**
 * The notice after returning from the payment page, read from the server (the redirect itself is
 * never proof of payment): received, being confirmed (the page refreshes itself), refunded with
 * the reason, or cancelled with nothing charged.
 */
export async function PaymentNotice({ outcome, locale }: { outcome: CheckoutOutcome | "cancelled"; locale: Locale }) {
  const t = await getTranslations("payment");
  const tReasons = await getTranslations("refunds.reasons");
  const chf = (r: number) => formatChf(r, locale);
  let tone = "border-primary/30 bg-primary/5";
  let Icon = CheckCircle2;
  let text: string;
  if (outcome === "cancelled" || outcome.kind === "notPaid") {
    tone = "border-amber-500/40 bg-amber-500/10";
    Icon = XCircle;
    text = t("noticeCancelled");
  } else if (outcome.kind === "processing" || outcome.kind === "attention") {
    Icon = Clock;
    text = t("noticeProcessing");
  } else if (outcome.kind === "refunded") {
    tone = "border-amber-500/40 bg-amber-500/10";
    Icon = RotateCcw;
    text = outcome.refund.state === "failed" ? t("noticeRefundFailed", { amount: chf(outcome.refund.amount) }) : `${t("noticeRefunded", { amount: chf(outcome.refund.amount) })} ${tReasons(outcome.refund.reason)}`;
  } else {
    text = t("noticeConfirmed", { amount: chf(outcome.amount) });
    if (outcome.refund) text += ` ${t("noticeRefunded", { amount: chf(outcome.refund.amount) })} ${tReasons(outcome.refund.reason)}`;
  }
  return (
    <p role="status" data-testid="payment-notice" data-outcome={outcome === "cancelled" ? "cancelled" : outcome.kind} className={`flex items-start gap-2 rounded-lg border p-4 ${tone}`}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span>{text}</span>
      {outcome !== "cancelled" && outcome.kind === "processing" ? <AutoRefresh /> : null}
    </p>
  );
}
