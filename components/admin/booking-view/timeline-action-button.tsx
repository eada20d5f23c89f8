"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/domain/localized";

/** What every timeline action answers (next-safe-action's result, as far as this button reads it). */
type ActionResult = { data?: { ok: boolean }; serverError?: { message?: string }; validationErrors?: { formErrors?: string[]; fieldErrors?: Record<string, string[] | undefined> } };

function firstError(result: ActionResult): string | null {
  const v = result.validationErrors;
  return result.serverError?.message ?? v?.formErrors?.[0] ?? Object.values(v?.fieldErrors ?? {}).flat()[0] ?? null;
}

/**
 * One button of the office's timeline and schedule controls: runs its server action, says what
 * came of it (toast and an alert line) and reloads the view. `run` gets the page's locale.
 */
export function TimelineActionButton({ run, children, testId, variant = "outline" }: { run: (locale: Locale) => Promise<ActionResult>; children: ReactNode; testId?: string; variant?: "outline" | "secondary" | "destructive" }) {
  const t = useTranslations("adminTimeline");
  const locale = useSiteLocale();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function click() {
    setBusy(true);
    setError(null);
    try {
      const result = await run(locale);
      if (result.data?.ok) {
        toast.success(t("saved"));
        router.refresh();
      } else {
        const message = firstError(result) ?? t("failed");
        setError(message);
        toast.error(`${t("failed")}: ${message}`);
      }
    } catch (cause) {
      console.error("[timeline] action failed", cause);
      setError(t("failed"));
      toast.error(t("failed"));
    }
    setBusy(false);
  }

  return (
    <span className="grid justify-items-start gap-1">
      <Button type="button" variant={variant} size="sm" onClick={click} disabled={busy} data-testid={testId}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {busy ? t("working") : children}
      </Button>
      <span role="alert" aria-live="assertive" className="text-sm text-destructive empty:hidden">
        {error ?? ""}
      </span>
    </span>
  );
}
