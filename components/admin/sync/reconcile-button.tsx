"use client";

import { GitCompareArrows, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { AlertDialogAction } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { getSyncProgressAction } from "@/lib/actions/sync/get-sync-progress";
import { startReconciliationAction } from "@/lib/actions/sync/start-reconciliation";
import type { SyncProgress } from "@/lib/schemas/sync";

const POLL_MS = 1_500;
const isActive = (run: SyncProgress | null) => run?.status === "queued" || run?.status === "running";

/** 'Reconcile with Smoobu' after a confirmation; follows the queued run to its outcome. */
export function ReconcileButton() {
  const t = useTranslations("sync");
  const locale = useSiteLocale();
  const [open, setOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const [run, setRun] = useState<SyncProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!run || !isActive(run)) return;
    const timer = setTimeout(async () => {
      try {
        const result = await getSyncProgressAction(locale, { runId: run.id });
        if (result.data?.run) setRun(result.data.run);
      } catch (cause) {
        // Asked again on the next tick: only the status line waits.
        console.error("[reconcile] progress read failed", cause);
        setRun({ ...run });
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [run, locale]);

  async function confirm() {
    setOpen(false);
    setStarting(true);
    setError(null);
    try {
      const result = await startReconciliationAction(locale);
      if (result.data) {
        setRun({ id: result.data.runId, status: "queued", total: 0, done: 0, failed: 0 });
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

  const busy = starting || isActive(run);
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
        {isActive(run) ? <span className="text-muted-foreground">{t("reconcileRunning")}</span> : null}
        {run?.status === "succeeded" ? t("reconcileDone", { total: run.total, done: run.done, failed: run.failed }) : null}
        {run?.status === "failed" ? <span className="text-destructive">{t("reconcileFailed")}</span> : null}
        {error ? <span className="text-destructive">{error}</span> : null}
      </p>
    </div>
  );
}
