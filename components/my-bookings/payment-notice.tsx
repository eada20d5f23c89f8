import { CheckCircle2, XCircle } from "lucide-react";
import { getTranslations } from "next-intl/server";

/**
 * The notice after returning from the payment page. The success redirect is never proof of
 * payment: the notice says the payment shows once confirmed (by the webhook), nothing more.
 */
export async function PaymentNotice({ outcome }: { outcome: "success" | "cancelled" }) {
  const t = await getTranslations("payment");
  const success = outcome === "success";
  const Icon = success ? CheckCircle2 : XCircle;
  return (
    <p role="status" data-testid="payment-notice" className={`flex items-start gap-2 rounded-lg border p-4 ${success ? "border-primary/30 bg-primary/5" : "border-amber-500/40 bg-amber-500/10"}`}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {success ? t("noticeSuccess") : t("noticeCancelled")}
    </p>
  );
}
