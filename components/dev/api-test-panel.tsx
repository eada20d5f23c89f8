"use client";

import { Loader2, PlugZap } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { testApiConnectionAction } from "@/lib/actions/dev/test-api-connection";

type Answer = { ok: true; name: string; email: string; apartments: { id: number; name: string }[] } | { ok: false; text: string };

/** 'API Connection Test': Smoobu's /me and /apartments, or the error as Smoobu gave it. */
export function ApiTestPanel() {
  const t = useTranslations("dev");
  const locale = useSiteLocale();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  async function run() {
    setBusy(true);
    setAnswer(null);
    try {
      const result = await testApiConnectionAction(locale);
      const data = result.data;
      if (data?.ok) setAnswer(data);
      else setAnswer({ ok: false, text: data ? t("apiError", { detail: data.detail }) : (result.serverError?.message ?? t("errors.unexpected")) });
    } catch (cause) {
      console.error("[dev] api test failed", cause);
      setAnswer({ ok: false, text: t("errors.unexpected") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <Button onClick={run} disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <PlugZap aria-hidden="true" />}
        {t("runApiTest")}
      </Button>
      <div aria-live="polite" data-testid="api-test-result">
        {answer?.ok ? (
          <div className="space-y-2">
            <p className="text-green-700">{t("connectedAs", { name: answer.name, email: answer.email })}</p>
            <h3 className="font-medium">{t("apartments")}</h3>
            <ul className="list-inside list-disc text-sm">
              {answer.apartments.map((a) => (
                <li key={a.id}>
                  {a.name} ({a.id})
                </li>
              ))}
            </ul>
          </div>
        ) : answer ? (
          <p className="text-destructive">{answer.text}</p>
        ) : null}
      </div>
    </div>
  );
}
