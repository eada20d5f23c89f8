"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { completeTestPaymentAction } from "@/lib/actions/payments/complete-test-payment";

/** 'Pay' and 'Cancel' of the built-in test payment page; both go back to the booking afterwards. */
export function TestPaymentButtons({ sessionId }: { sessionId: string }) {
  const t = useTranslations("payment");
  const locale = useSiteLocale();
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(outcome: "pay" | "cancel") {
    setBusy(outcome);
    setError(null);
    try {
      const result = await completeTestPaymentAction(locale, { sessionId, outcome });
      if (result.data?.url) {
        window.location.assign(result.data.url);
        return;
      }
      setError(result.serverError?.message ?? t("errors.unexpected"));
    } catch (cause) {
      console.error("[test payment] failed", cause);
      setError(t("errors.unexpected"));
    }
    setBusy(null);
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => run("pay")} disabled={busy !== null}>
          {busy === "pay" ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {t("pay")}
        </Button>
        <Button type="button" variant="outline" onClick={() => run("cancel")} disabled={busy !== null}>
          {busy === "cancel" ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {t("cancel")}
        </Button>
      </div>
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {error ?? ""}
      </p>
    </div>
  );
}
