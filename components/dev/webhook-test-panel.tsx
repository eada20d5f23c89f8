"use client";

import { Send, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { deleteTestBookingAction } from "@/lib/actions/dev/delete-test-booking";
import { sendTestWebhookAction } from "@/lib/actions/dev/send-test-webhook";
import type { TestWebhookAction } from "@/lib/domain/test-booking";

const ACTIONS: TestWebhookAction[] = ["newReservation", "updateReservation", "cancelReservation"];

/** 'Webhook Test': sends the test booking through our own webhook endpoint and shows each answer. */
export function WebhookTestPanel() {
  const t = useTranslations("dev");
  const locale = useSiteLocale();
  const [busy, setBusy] = useState(false);
  const [lines, setLines] = useState<{ ok: boolean; text: string }[]>([]);
  const add = (line: { ok: boolean; text: string }) => setLines((all) => [line, ...all].slice(0, 10));

  async function guarded(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (cause) {
      console.error("[dev] webhook test failed", cause);
      add({ ok: false, text: t("errors.unexpected") });
    } finally {
      setBusy(false);
    }
  }

  const send = (action: TestWebhookAction) =>
    guarded(async () => {
      const result = await sendTestWebhookAction(locale, { action });
      if (result.data) add({ ok: result.data.status === 200, text: t("webhookResult", { action, status: result.data.status, outcome: result.data.outcome || "-" }) });
      else add({ ok: false, text: result.serverError?.message ?? t("errors.unexpected") });
    });

  const remove = () =>
    guarded(async () => {
      const result = await deleteTestBookingAction(locale);
      if (result.data) add({ ok: true, text: result.data.deleted ? t("testBookingDeleted") : t("testBookingMissing") });
      else add({ ok: false, text: result.serverError?.message ?? t("errors.unexpected") });
    });

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{t("webhookIntro")}</p>
      <div className="flex flex-wrap gap-2">
        {ACTIONS.map((action) => (
          <Button key={action} variant="outline" disabled={busy} onClick={() => send(action)}>
            <Send aria-hidden="true" />
            {t("sendAction", { action })}
          </Button>
        ))}
        <Button variant="destructive" disabled={busy} onClick={remove}>
          <Trash2 aria-hidden="true" />
          {t("deleteTestBooking")}
        </Button>
      </div>
      <ul aria-live="polite" data-testid="webhook-test-result" className="space-y-1 text-sm">
        {lines.map((line, i) => (
          <li key={`${i}-${line.text}`} className={line.ok ? "text-green-700" : "text-destructive"}>
            {line.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
