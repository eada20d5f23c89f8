import { Badge } from "@/components/ui/badge";
import type { LineStatus } from "@/lib/domain/ledger-display";

const VARIANT: Record<LineStatus, "default" | "secondary" | "destructive" | "outline"> = {
  paid: "default",
  reported: "default",
  refunded: "outline",
  refundInProgress: "secondary",
  refundFailed: "destructive",
  refundCanceled: "outline",
  disputeOpen: "destructive",
  disputeWon: "outline",
  disputeLost: "destructive",
  disputeInquiry: "secondary",
  disputePrevented: "outline",
  disputeClosed: "outline",
  withdrawn: "outline",
};

/** A ledger row's status in words (the caller translates `ledger.statuses.*`), coloured by what it means. */
export function LineStatusBadge({ status, label }: { status: LineStatus; label: string }) {
  return (
    <Badge variant={VARIANT[status]}>
      {label}
    </Badge>
  );
}
