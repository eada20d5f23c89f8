"use client";

import { GitCompareArrows, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { AlertDialogAction } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { startReconciliationAction } from "@/lib/actions/sync/start-reconciliation";
import { useSyncProgress } from "./use-sync-progress";

/** 'Reconcile with Smoobu' after a confirmation; follows the queued run to its outcome. */
export function ReconcileButton() {
  const t = useTranslations("sync");
  const locale = useSiteLocale();
  const [open, setOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The active (or latest) reconciliation, followed like the historical sync, after a reload too.
  const { run, active, follow } = useSyncProgress(locale, "reconcile");

  async function confirm() {
    setOpen(false);
    setStarting(true);
    setError(null);
    try {
      const result = await startReconciliationAction(locale);
      if (result.data) {
        follow(result.data.runId);
        toast.success(result.data.alreadyRunning ? t("reconcileAlreadyRunning") : t("reconcileStarted"));
      } else {
        const message = result.serverError?.message ?? t("errors.unexpected");
        setError(message);
        toast.error(message);
      }
    } catch (cause) {
      console.error("[reconcile] start failed", cause);
      setError(t("errors.unexpected"));
      toast.error(t("errors.unexpected"));
    } finally {
      setStarting(false);
    }
  }

  const busy = starting || active;
  return (
    <div className="space-y-1">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <GitCompareArrows aria-hidden="true" />}
            {t("reconcile")}
          </Button>
        }
        title={t("reconcileConfirmTitle")}
        description={t("reconcileConfirmText")}
        cancelLabel={t("cancel")}
        confirm={<AlertDialogAction onClick={confirm}>{t("reconcileConfirm")}</AlertDialogAction>}
      />
      <p aria-live="polite" className="text-sm" data-testid="reconcile-status">
        {active ? <span className="text-muted-foreground">{t("reconcileRunning")}</span> : null}
        {run?.status === "succeeded" ? t("reconcileDone", { total: run.total, done: run.done, failed: run.failed }) : null}
        {run?.status === "failed" ? <span className="text-destructive">{t("reconcileFailed")}</span> : null}
        {error ? <span className="text-destructive">{error}</span> : null}
      </p>
    </div>
  );
}
