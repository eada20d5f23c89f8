import { getTranslations } from "next-intl/server";
import { formatInstant } from "@/components/my-bookings/format";
import { BalanceSummary } from "@/components/payments/balance-summary";
import { LedgerTable } from "@/components/payments/ledger-table";
import { PaymentStateBadge } from "@/components/payments/payment-state-badge";
import type { AdminBookingView } from "@/lib/data/admin-booking-view";
import type { LedgerLine } from "@/lib/data/ledger";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import { attentionText } from "@/lib/domain/attention";
import { knownProvider } from "@/lib/domain/payment-providers";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { BankTransferForm } from "./bank-transfer-form";
import { CollectionControl } from "./collection-control";
import { ViewSection } from "./fact-list";
import { LineExtra } from "./line-extra";

/**
 * The booking's money as the office sees it: the ledger rule's figures in detail, its state, and
 * every ledger row (also Smoobu's reports a guest does not see), each with the office's extras.
 * No 'Pay' here: paying is the guest's.
 */
export async function MoneySection({ booking, locale }: { booking: AdminBookingView; locale: Locale }) {
  const t = await getTranslations("adminBookingView");
  const tPayments = await getTranslations("adminPayments");
  const close = (await getTranslations("common"))("close");
  const live = booking.type !== "cancelled" && booking.type !== "deleted";

  const provider = (p: string) => {
    const known = knownProvider(p);
    return known ? tPayments(`providers.${known}`) : p;
  };

  const extra = (line: LedgerLine) => {
    const refundable = line.kind === "payment" ? (booking.balance.refundable[line.id] ?? 0) : 0;
    const chf = (r: number) => formatChf(r, locale);
    return (
      <LineExtra
        line={line}
        texts={{
          provider: t("provider"),
          providerName: provider(line.provider),
          providerRef: t("providerRef"),
          failureReason: t("failureReason"),
          note: t("note"),
          attentionNote: line.attention ? t("attentionNote", { note: attentionText(line.attention, (code) => tPayments(`notes.${code}`)) }) : null,
          refundable: t("refundable", { amount: chf(refundable) }),
        }}
        refund={refundable > 0 ? { refundable, canCancelStay: live, labels: { amount: chf(line.amount), date: formatInstant(line.occurredAt, locale), refundable: chf(refundable), close } } : null}
      />
    );
  };

  // Only a stay whose channel collects has a choice: a direct stay is always ours to collect.
  const c = booking.collection;
  const channel = booking.channelName ?? "";
  const collection = c.channelCollects ? (
    <CollectionControl
      bookingId={booking.id}
      throughUs={c.throughUs}
      texts={{
        status: c.throughUs ? t("collection.throughUs", { channel }) : t("collection.byChannel", { channel }),
        setBy: c.setBy && c.setAt ? t("collection.setBy", { who: c.setBy, date: formatInstant(c.setAt, locale) }) : null,
        button: c.throughUs ? t("collection.giveBack", { channel }) : t("collection.collectThroughUs"),
        saving: t("collection.saving"),
        saved: t("collection.saved"),
        failed: t("collection.failed"),
      }}
    />
  ) : null;

  return (
    <ViewSection id="money-title" title={t("moneyTitle")} aside={<PaymentStateBadge state={booking.balance.state} />}>
      <BalanceSummary balance={booking.balance} locale={locale} detailed />
      {collection}
      <div className="grid gap-2">
        <h3 className="font-semibold">{t("ledgerTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("ledgerLead")}</p>
      </div>
      <LedgerTable lines={booking.lines} locale={locale} channelName={booking.channelName} extra={extra} />
      <BankTransferForm
        bookingId={booking.id}
        today={todayIn(SITE_TIME_ZONE, new Date())}
        texts={{
          title: t("transfer.title"),
          lead: t("transfer.lead"),
          amount: t("transfer.amount"),
          receivedOn: t("transfer.receivedOn"),
          note: t("transfer.note"),
          submit: t("transfer.submit"),
          saving: t("transfer.saving"),
          failed: t("transfer.failed"),
          // Filled in the browser with the server's answer: the placeholder passes through as text.
          savedOpen: t("transfer.savedOpen", { amount: "{amount}" }),
          savedPaid: t("transfer.savedPaid"),
          savedCredit: t("transfer.savedCredit", { amount: "{amount}" }),
          errors: Object.fromEntries((["amountInvalid", "dateInvalid", "dateInFuture", "noteTooLong", "bookingNotFound"] as const).map((key) => [key, tPayments(`errors.${key}`)])),
        }}
      />
    </ViewSection>
  );
}
