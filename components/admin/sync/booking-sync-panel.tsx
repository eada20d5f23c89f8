"use client";

import { Loader2, RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { startBookingsSyncAction } from "@/lib/actions/sync/start-bookings-sync";
import { ImportBookingForm } from "./import-booking-form";
import { ReconcileButton } from "./reconcile-button";
import { useSyncProgress } from "./use-sync-progress";

/** 'Sync from Smoobu' with its progress bar and end message, 'Reconcile with Smoobu', and 'Import Single Booking'. */
export function BookingSyncPanel() {
  const t = useTranslations("sync");
  const locale = useSiteLocale();
  const { run, active, follow } = useSyncProgress(locale);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setStarting(true);
    setError(null);
    try {
      const result = await startBookingsSyncAction(locale);
      if (result.data?.runId) {
        follow(result.data.runId);
        toast.success(t("syncStarted"));
      } else {
        const message = result.serverError?.message ?? t("errors.unexpected");
        setError(message);
        toast.error(message);
      }
    } catch (cause) {
      console.error("[sync] start failed", cause);
      setError(t("errors.unexpected"));
      toast.error(t("errors.unexpected"));
    } finally {
      setStarting(false);
    }
  }

  const processed = run ? run.done + run.failed : 0;
  const percent = run && run.total > 0 ? Math.min(100, Math.round((processed / run.total) * 100)) : 0;

  return (
    <section className="space-y-6 rounded-lg border p-4" aria-labelledby="booking-sync-title">
      <div className="space-y-3">
        <h2 id="booking-sync-title" className="sr-only">
          {t("syncFromSmoobu")}
        </h2>
        <Button onClick={start} disabled={starting || active}>
          {starting || active ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
          {t("syncFromSmoobu")}
        </Button>
        {run && active ? (
          <div className="space-y-1">
            <div
              role="progressbar"
              aria-label={t("progressLabel")}
              aria-valuemin={0}
              aria-valuemax={Math.max(run.total, 1)}
              aria-valuenow={processed}
              className="h-2 w-full overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-sm text-muted-foreground">{run.total > 0 ? t("progress", { done: processed, total: run.total }) : t("queued")}</p>
          </div>
        ) : null}
        <p aria-live="polite" className="text-sm" data-testid="sync-status">
          {run?.status === "succeeded" ? t("syncDone", { done: run.done, total: run.total, failed: run.failed }) : null}
          {run?.status === "failed" ? <span className="text-destructive">{t("syncFailed")}</span> : null}
          {error ? <span className="text-destructive">{error}</span> : null}
        </p>
      </div>
      <ReconcileButton />
      <ImportBookingForm />
    </section>
  );
}
