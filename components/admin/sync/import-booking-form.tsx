"use client";

import { Download, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useRouter } from "@/i18n/client-navigation";
import { importBookingAction } from "@/lib/actions/sync/import-booking";
import { importBookingSchema } from "@/lib/schemas/sync";

/** 'Import Single Booking' by numeric Smoobu id; every answer is shown and announced. */
export function ImportBookingForm() {
  const t = useTranslations("sync");
  const locale = useSiteLocale();
  const inputId = useId();
  const router = useRouter();
  const [bookingId, setBookingId] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = importBookingSchema.safeParse({ bookingId });
    if (!checked.success) {
      const key = checked.error.issues[0]?.message ?? "invalidRequest";
      setResult({ ok: false, text: t.has(`errors.${key}`) ? t(`errors.${key}`) : t("errors.invalidRequest") });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const answer = await importBookingAction(locale, checked.data);
      if (answer.data?.ok) {
        setResult({ ok: true, text: t("importSuccess") });
        toast.success(t("importSuccess"));
        setBookingId("");
        // The imported booking appears in the list without a reload.
        router.refresh();
      } else {
        const text = answer.validationErrors?.fieldErrors.bookingId?.[0] ?? answer.serverError?.message ?? t("errors.importFailed");
        setResult({ ok: false, text });
        toast.error(text);
      }
    } catch (cause) {
      console.error("[sync] import failed", cause);
      setResult({ ok: false, text: t("errors.importFailed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label={t("importTitle")}>
      <h3 className="font-medium">{t("importTitle")}</h3>
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <Label htmlFor={inputId}>{t("bookingIdLabel")}</Label>
          <Input
            id={inputId}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={bookingId}
            onChange={(e) => setBookingId(e.target.value)}
            aria-invalid={result?.ok === false ? true : undefined}
            className="w-48"
          />
        </div>
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          {busy ? t("importing") : t("importButton")}
        </Button>
      </div>
      <p aria-live="polite" className={result?.ok ? "text-sm text-green-700" : "text-sm text-destructive"}>
        {result?.text}
      </p>
    </form>
  );
}
