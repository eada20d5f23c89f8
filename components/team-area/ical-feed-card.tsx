"use client";

import { Copy, RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { regenerateIcalSecretAction } from "@/lib/actions/team-area/regenerate-ical-secret";

/** The feed URL with 'Copy link' and 'Generate new link' (which retires the old URL). */
export function IcalFeedCard({ initialUrl, siteUrl }: { initialUrl: string; siteUrl: string }) {
  const t = useTranslations("teamArea.ical");
  const tErrors = useTranslations("teamArea.errors");
  const locale = useSiteLocale();
  const [url, setUrl] = useState(initialUrl);
  const [busy, setBusy] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("copied"));
    } catch {
      // Clipboard access is refused on plain http or by the browser; the field can still be copied by hand.
      toast.error(t("copyFailed"));
    }
  }

  async function regenerate() {
    setBusy(true);
    try {
      const result = await regenerateIcalSecretAction(locale);
      if (result.data) {
        setUrl(new URL(`/api/ical/${result.data.secret}.ics`, siteUrl).toString());
        toast.success(t("regenerated"));
      } else {
        toast.error(t("regenerateFailed", { message: result.serverError?.message ?? tErrors("unexpected") }));
      }
    } catch (cause) {
      console.error("[ical] regenerate failed", cause);
      toast.error(t("regenerateFailed", { message: tErrors("unexpected") }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <label htmlFor="ical-url" className="text-sm font-medium">{t("urlLabel")}</label>
        <Input id="ical-url" value={url} readOnly onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t("copy")}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={() => void regenerate()}>
          <RefreshCw aria-hidden="true" />
          {t("regenerate")}
        </Button>
      </div>
    </div>
  );
}
