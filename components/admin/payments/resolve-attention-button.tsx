"use client";

import { Check, Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { resolveAttentionAction } from "@/lib/actions/payments/resolve-attention";
import type { ResolveAttentionInput } from "@/lib/schemas/refunds";

/** 'Mark as handled' on an attention note (a ledger row's or an offer's): it leaves the queue. */
export function ResolveAttentionButton({ target }: { target: ResolveAttentionInput }) {
  const t = useTranslations("adminPayments.attention");
  const locale = useSiteLocale();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function resolve() {
    setBusy(true);
    setError(null);
    try {
      const result = await resolveAttentionAction(locale, target);
      if (result.data?.ok) {
        toast.success(t("handled"));
        router.refresh();
        return;
      }
      const message = result.serverError?.message ?? t("failed");
      setError(message);
      toast.error(`${t("failed")}: ${message}`);
    } catch (cause) {
      console.error("[attention] resolve failed", cause);
      setError(t("failed"));
      toast.error(t("failed"));
    }
    setBusy(false);
  }

  return (
    <div className="grid justify-items-start gap-1">
      <Button type="button" variant="outline" size="sm" onClick={resolve} disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
        {busy ? t("marking") : t("markHandled")}
      </Button>
      <p role="alert" aria-live="assertive" className="text-sm text-destructive empty:hidden">
        {error ?? ""}
      </p>
    </div>
  );
}
