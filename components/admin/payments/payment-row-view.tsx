import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import type { PaymentListRow } from "@/lib/data/admin-payments";
import { lineView, type LineStatus } from "@/lib/domain/ledger-display";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

export interface PaymentRowView {
  kind: string;
  /** With a minus for money going back. */
  amount: string;
  out: boolean;
  status: LineStatus;
  statusLabel: string;
  /** The booking's reference linking to the admin's booking view, or the offer's editor. */
  reference: ReactNode;
  provider: string;
}

export interface PaymentRowTexts {
  kind: (label: ReturnType<typeof lineView>["label"]) => string;
  status: (status: LineStatus) => string;
  provider: (provider: string) => string;
  offer: string;
}

/** What the table and the phone cards show of one row, worked out once. */
export function paymentRowView(row: PaymentListRow, texts: PaymentRowTexts, locale: Locale): PaymentRowView {
  const view = lineView(row);
  const amount = formatChf(row.amount, locale);
  const reference = row.bookingId ? (
    <Link href={`/admin/bookings/${row.bookingId}`} className={linkClass}>
      {row.bookingReference ?? row.bookingId.slice(0, 8)}
    </Link>
  ) : row.offerId ? (
    <Link href={`/admin/make-offer/${row.offerId}`} className={linkClass}>
      {texts.offer}
    </Link>
  ) : (
    "–"
  );
  return {
    kind: texts.kind(view.label),
    amount: view.tone === "out" ? `−${amount}` : amount,
    out: view.tone === "out",
    status: view.status,
    statusLabel: texts.status(view.status),
    reference,
    provider: texts.provider(row.provider),
  };
}
