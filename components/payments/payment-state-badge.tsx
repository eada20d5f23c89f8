import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { PaymentState } from "@/lib/domain/ledger";

const VARIANT = { fullyPaid: "default", partlyPaid: "secondary", unpaid: "secondary", nothingDue: "outline", channel: "outline", cancelled: "destructive" } as const;

/** The ledger rule's payment state in words ("Fully Paid", "Partly paid", …). */
export async function PaymentStateBadge({ state }: { state: PaymentState }) {
  const t = await getTranslations("ledger.states");
  return (
    <Badge variant={VARIANT[state]} data-testid="payment-state" data-state={state}>
      {t(state)}
    </Badge>
  );
}
