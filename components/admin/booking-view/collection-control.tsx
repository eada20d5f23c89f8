"use client";

import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { setCollectionAction } from "@/lib/actions/payments/set-collection";

export interface CollectionTexts {
  /** Who collects now, and (when the office decided) who decided and when. */
  status: string;
  setBy: string | null;
  button: string;
  saving: string;
  saved: string;
  failed: string;
}

/**
 * Who collects a channel stay's money, with the one switch the office has: 'Collect through us'
 * (the stay then owes its price here) or back to the channel. Texts come translated from the
 * server component.
 */
export function CollectionControl({ bookingId, throughUs, texts }: { bookingId: string; throughUs: boolean; texts: CollectionTexts }) {
  const locale = useSiteLocale();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      const result = await setCollectionAction(locale, { bookingId, throughUs: !throughUs });
      if (result.data?.ok) {
        toast.success(texts.saved);
        router.refresh();
      } else {
        const message = result.serverError?.message ?? texts.failed;
        setError(message);
        toast.error(`${texts.failed}: ${message}`);
      }
    } catch (cause) {
      console.error("[collection] switch failed", cause);
      setError(texts.failed);
      toast.error(texts.failed);
    }
    setBusy(false);
  }

  return (
    <div className="grid justify-items-start gap-2 rounded-lg border p-3 text-sm" data-testid="collection">
      <p>{texts.status}</p>
      {texts.setBy ? <p className="text-muted-foreground">{texts.setBy}</p> : null}
      <Button type="button" variant="outline" size="sm" onClick={toggle} disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {busy ? texts.saving : texts.button}
      </Button>
      <p role="alert" aria-live="assertive" className="text-destructive empty:hidden">
        {error ?? ""}
      </p>
    </div>
  );
}
