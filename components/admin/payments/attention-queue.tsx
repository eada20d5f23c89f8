import { AlertTriangle } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { attentionText } from "@/lib/domain/attention";
import { formatInstant } from "@/components/my-bookings/format";
import { Link } from "@/i18n/navigation";
import type { AttentionItem } from "@/lib/data/admin-payments";
import { lineView } from "@/lib/domain/ledger-display";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import { ResolveAttentionButton } from "./resolve-attention-button";

const linkClass = "text-sm font-medium text-primary underline-offset-4 hover:underline";

/**
 * What needs a person, newest first: ledger rows with an attention note, paid offers without a
 * booking, cancelled stays still holding money. Each links to where it is handled; notes can be
 * marked as handled here.
 */
export async function AttentionQueue({ items, locale }: { items: AttentionItem[]; locale: Locale }) {
  const t = await getTranslations("adminPayments.attention");
  const tNotes = await getTranslations("adminPayments.notes");
  const tLedger = await getTranslations("ledger");

  const title = (item: AttentionItem) => {
    if (item.type === "offer") return t("offer");
    if (item.type === "credit") return t("credit");
    const view = lineView({ kind: item.kind, status: item.status, source: null });
    return `${tLedger(`labels.${view.label}`, { channel: "" })} · ${tLedger(`statuses.${view.status}`)}`;
  };
  const target = (item: AttentionItem) => {
    if (item.type === "offer") return { href: `/admin/make-offer/${item.offerId}`, label: t("openOffer") };
    if (item.type === "entry" && !item.bookingId) return item.offerId ? { href: `/admin/make-offer/${item.offerId}`, label: t("openOffer") } : null;
    return { href: `/admin/bookings/${item.bookingId}`, label: t("openBooking") };
  };

  return (
    <section aria-labelledby="attention-title" className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50/60 p-4 sm:p-6 dark:border-amber-800 dark:bg-amber-950/20">
      <div>
        <h2 id="attention-title" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          <AlertTriangle className="size-5 text-amber-600" aria-hidden="true" />
          {t("title")}
          <span className="text-base font-normal text-muted-foreground">({items.length})</span>
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("lead")}</p>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => {
            const link = target(item);
            const key = item.type === "entry" ? `e-${item.entryId}` : item.type === "offer" ? `o-${item.offerId}` : `c-${item.bookingId}`;
            return (
              <li key={key} className="grid gap-2 rounded-lg border bg-card p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start" data-testid="attention-item" data-type={item.type}>
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span className="font-semibold">{title(item)}</span>
                    <span className="tabular-nums">{formatChf(item.amount, locale)}</span>
                  </div>
                  {item.label ? <p className="text-muted-foreground [overflow-wrap:anywhere]">{item.label}</p> : null}
                  {item.type !== "credit" && item.text ? <p className="[overflow-wrap:anywhere]">{attentionText(item.text, (code) => tNotes(code))}</p> : null}
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={item.occurredAt}>{formatInstant(item.occurredAt, locale)}</time>
                  </p>
                </div>
                <div className="flex flex-wrap items-start gap-2 sm:justify-end">
                  {link ? (
                    <Link href={link.href} className={`${linkClass} inline-flex h-8 items-center`}>
                      {link.label}
                    </Link>
                  ) : null}
                  {item.type === "entry" ? <ResolveAttentionButton target={{ entryId: item.entryId }} /> : null}
                  {item.type === "offer" ? <ResolveAttentionButton target={{ offerId: item.offerId }} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
