import { AlertTriangle } from "lucide-react";
import { RefundDialog } from "@/components/admin/payments/refund-dialog";
import { ResolveAttentionButton } from "@/components/admin/payments/resolve-attention-button";
import type { LedgerLine } from "@/lib/data/ledger";
import type { Rappen } from "@/lib/domain/money";

export interface LineExtraTexts {
  provider: string;
  providerName: string;
  providerRef: string;
  failureReason: string;
  note: string;
  /** The attention note in words, with its label ("Attention: …"); null without one. */
  attentionNote: string | null;
  refundable: string;
}

export interface LineExtraRefund {
  refundable: Rappen;
  labels: { amount: string; date: string; refundable: string; close: string };
  canCancelStay: boolean;
}

/**
 * What the office sees under a ledger row besides what the guest sees: the provider and its
 * reference, why it failed, the admin's note, an attention note with 'Mark as handled', and
 * 'Refund' while the payment has something left to give back.
 */
export function LineExtra({ line, texts, refund }: { line: LedgerLine; texts: LineExtraTexts; refund: LineExtraRefund | null }) {
  const facts: [string, string, string?][] = [[texts.provider, texts.providerName]];
  if (line.providerRef) facts.push([texts.providerRef, line.providerRef, "font-mono"]);
  if (line.failureReason) facts.push([texts.failureReason, line.failureReason, "text-destructive"]);
  if (line.note) facts.push([texts.note, line.note]);
  return (
    <div className="grid gap-2 pt-1 text-xs" data-testid="line-extra">
      <dl className="grid gap-x-3 gap-y-0.5 sm:grid-cols-[auto_minmax(0,1fr)]">
        {facts.map(([term, value, tone]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className={`min-w-0 [overflow-wrap:anywhere] ${tone ?? ""}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {texts.attentionNote ? (
        <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100" data-testid="attention-note">
          <p className="flex gap-1.5">
            <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            <span>{texts.attentionNote}</span>
          </p>
          <ResolveAttentionButton target={{ entryId: line.id }} />
        </div>
      ) : null}
      {refund ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-muted-foreground">{texts.refundable}</span>
          <RefundDialog paymentId={line.id} refundable={refund.refundable} labels={refund.labels} canCancelStay={refund.canCancelStay} />
        </div>
      ) : null}
    </div>
  );
}
