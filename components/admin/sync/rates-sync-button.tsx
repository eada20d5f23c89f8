"use client";

import { CalendarSync, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { AlertDialogAction } from "@/components/ui/alert-dialog";
import { syncRatesAction } from "@/lib/actions/sync/sync-rates";

/** 'Sync Rates (24 months)' after a confirmation; the outcome comes as a toast. */
export function RatesSyncButton() {
  const t = useTranslations("sync");
  const locale = useSiteLocale();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setOpen(false);
    setBusy(true);
    try {
      const result = await syncRatesAction(locale);
      if (result.data?.ok) toast.success(t("ratesSuccess"));
      else toast.error(result.serverError?.message ?? t("errors.ratesFailed"));
    } catch (cause) {
      console.error("[sync] rates failed", cause);
      toast.error(t("errors.ratesFailed"));
    } finally {
      setBusy(false);
    }
  }

  // An alert dialog: it confirms a change to every property's stored rates.
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CalendarSync aria-hidden="true" />}
          {busy ? t("working") : t("syncRates")}
        </Button>
      }
      title={t("ratesConfirmTitle")}
      description={t("ratesConfirmText")}
      cancelLabel={t("cancel")}
      confirm={<AlertDialogAction onClick={confirm}>{t("ratesConfirm")}</AlertDialogAction>}
    />
  );
}
