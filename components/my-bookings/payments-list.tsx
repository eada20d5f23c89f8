import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { PaymentRow } from "@/lib/data/my-bookings";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import { formatInstant } from "./format";

const VARIANT = { succeeded: "default", pending: "secondary", failed: "destructive", refunded: "outline" } as const;

/** The booking's payments, newest first. */
export async function PaymentsList({ payments, locale }: { payments: PaymentRow[]; locale: Locale }) {
  const t = await getTranslations("myBookings");
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">{t("paymentsEmpty")}</p>;
  return (
    <table className="w-full text-sm" aria-label={t("paymentsTitle")}>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-2 font-medium">{t("paymentDate")}</th>
          <th scope="col" className="py-2 text-right font-medium">{t("paymentAmount")}</th>
          <th scope="col" className="py-2 text-right font-medium">{t("paymentStatus")}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr key={p.id} className="border-b last:border-b-0" data-testid="payment-row">
            <td className="py-2">{formatInstant(p.createdAt, locale)}</td>
            <td className="py-2 text-right tabular-nums">{formatChf(p.amount, locale)}</td>
            <td className="py-2 text-right">
              <Badge variant={VARIANT[p.status]}>{t(`statuses.${p.status}`)}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
