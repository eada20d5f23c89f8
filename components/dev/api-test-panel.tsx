"use client";

import { Loader2, PlugZap } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { testApiConnectionAction } from "@/lib/actions/dev/test-api-connection";

type Result = NonNullable<Awaited<ReturnType<typeof testApiConnectionAction>>["data"]>;
type Answer = Result | { ok: "error"; text: string };

/**
 * 'API Connection Test': who we are at Smoobu, its apartments and the channels its reservations
 * use (the direct-booking channel marked), the signed scheme every request uses, and a refusal of
 * our credentials (or a missing signing secret) explained in plain words.
 */
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
      setAnswer(result.data ?? { ok: "error", text: result.serverError?.message ?? t("errors.unexpected") });
    } catch (cause) {
      console.error("[dev] api test failed", cause);
      setAnswer({ ok: "error", text: t("errors.unexpected") });
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
      <div aria-live="polite" data-testid="api-test-result" className="space-y-3 break-words">
        {answer === null ? null : answer.ok === "error" ? (
          <p className="text-destructive">{answer.text}</p>
        ) : (
          <>
            <p className="text-sm">{t("authHmac")}</p>
            {answer.ok ? <Connected answer={answer} /> : <Refused answer={answer} />}
          </>
        )}
      </div>
    </div>
  );
}

function Refused({ answer }: { answer: Extract<Result, { ok: false }> }) {
  const t = useTranslations("dev");
  return (
    <div className="space-y-1">
      <p className="text-destructive">{t("apiError", { detail: answer.detail })}</p>
      {answer.kind === "auth" ? <p className="text-sm">{t("authRefusedHmac")}</p> : null}
    </div>
  );
}

function Connected({ answer }: { answer: Extract<Result, { ok: true }> }) {
  const t = useTranslations("dev");
  const direct = answer.directChannelId;
  const known = direct !== null && answer.channels.some((c) => c.id === direct);
  return (
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
      <h3 className="font-medium">{t("channels")}</h3>
      <p className="text-muted-foreground text-sm">{t("channelsHint")}</p>
      {answer.channels.length ? (
        <ul className="list-inside list-disc text-sm" data-testid="smoobu-channels">
          {answer.channels.map((c) => (
            <li key={c.id}>
              {c.name || "—"} ({c.id}){c.id === direct ? <strong> · {t("directChannel")}</strong> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{t("nothingYet")}</p>
      )}
      <p className={direct === null ? "text-destructive text-sm" : "text-sm"} data-testid="direct-channel">
        {direct === null ? t("directChannelMissing") : known ? t("directChannelSet", { id: direct }) : t("directChannelUnseen", { id: direct })}
      </p>
    </div>
  );
}
