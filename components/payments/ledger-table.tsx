import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { formatInstant } from "@/components/my-bookings/format";
import type { LedgerLine } from "@/lib/data/ledger";
import { lineView } from "@/lib/domain/ledger-display";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import { isRefundReason } from "@/lib/domain/refunds";
import { LineStatusBadge } from "./line-status-badge";

interface Props {
  lines: readonly LedgerLine[];
  locale: Locale;
  /** The booking's channel, for "Paid via Booking.com"; null or Direct reads "Paid to our office". */
  channelName: string | null;
  /** Admin extras per row (provider reference, attention, the refund button). */
  extra?: (line: LedgerLine) => ReactNode;
}

/**
 * The ledger of a booking as a list: date, what, amount (money going back shown with a minus),
 * status in words. The guest's page passes only the rows a guest sees (guestVisibleRows).
 */
export async function LedgerTable({ lines, locale, channelName, extra }: Props) {
  const t = await getTranslations("ledger");
  const tReasons = await getTranslations("refunds.reasons");
  if (lines.length === 0) return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
  const viaChannel = channelName && channelName.toLowerCase() !== "direct" ? channelName : null;
  return (
    <ul className="grid divide-y rounded-lg border" aria-label={t("title")}>
      {lines.map((line) => {
        const view = lineView(line);
        const label =
          view.label === "externalPrice" ? (viaChannel ? t("labels.externalPrice", { channel: viaChannel }) : t("labels.externalPriceOffice")) : t(`labels.${view.label}`);
        const amount = formatChf(line.amount, locale);
        return (
          <li key={line.id} className="grid gap-1 p-3 text-sm" data-testid="ledger-row" data-kind={line.kind} data-status={line.status}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span className="font-medium">{label}</span>
              <span className={`tabular-nums ${view.tone === "out" ? "text-destructive" : ""}`}>{view.tone === "out" ? `−${amount}` : amount}</span>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-muted-foreground">
              <time dateTime={line.occurredAt}>{formatInstant(line.occurredAt, locale)}</time>
              <LineStatusBadge status={view.status} label={t(`statuses.${view.status}`)} />
            </div>
            {line.kind === "refund" && isRefundReason(line.reason) ? (
              <p className="text-muted-foreground">{t("refundReason", { reason: tReasons(line.reason) })}</p>
            ) : null}
            {extra?.(line)}
          </li>
        );
      })}
    </ul>
  );
}
