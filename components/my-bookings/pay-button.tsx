"use client";

import { CreditCard, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { payByLinkAction } from "@/lib/actions/payments/pay-by-link";
import { payOpenAmountAction } from "@/lib/actions/payments/pay-open-amount";

/**
 * 'Pay {amount}': asks the server for a checkout session and sends the browser there. The label
 * shows the amount, but only the booking id (signed in) or the pay link's token is sent: the
 * server charges what it computes.
 */
export function PayButton({ label, ...target }: { label: string } & ({ bookingId: string } | { token: string })) {
  const t = useTranslations("payment");
  const locale = useSiteLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay() {
    setBusy(true);
    setError(null);
    try {
      const result = "token" in target ? await payByLinkAction(locale, { token: target.token }) : await payOpenAmountAction(locale, { bookingId: target.bookingId });
      const url = result.data?.url;
      if (url) {
        window.location.assign(url);
        return;
      }
      const message = result.serverError?.message ?? (result.data ? t("errors.noCheckoutUrl") : t("errors.sessionFailed"));
      setError(message);
      toast.error(message);
    } catch (cause) {
      console.error("[pay open amount] failed", cause);
      setError(t("errors.sessionFailed"));
      toast.error(t("errors.sessionFailed"));
    }
    setBusy(false);
  }

  return (
    <div className="grid gap-2">
      <Button type="button" onClick={pay} disabled={busy} className="w-full sm:w-auto">
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
        {busy ? t("redirecting") : label}
      </Button>
      <p role="alert" aria-live="assertive" className="text-sm text-destructive empty:hidden">
        {error ?? ""}
      </p>
    </div>
  );
}
