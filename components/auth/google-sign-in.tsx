"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { signInWithGoogleAction } from "@/lib/actions/auth/sign-in-with-google";
import { useSiteLocale } from "./use-locale-strict";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z" />
    </svg>
  );
}

/**
 * 'Continue with Google'. Without a configured Google client the button is disabled and says so,
 * instead of failing somewhere in a redirect.
 */
export function GoogleSignIn({ enabled, callbackUrl, onError }: { enabled: boolean; callbackUrl: string | null; onError: (message: string) => void }) {
  const t = useTranslations("auth");
  const locale = useSiteLocale();
  const [pending, startTransition] = useTransition();

  const start = () =>
    startTransition(async () => {
      try {
        const result = await signInWithGoogleAction(locale, { callbackUrl });
        // On success the browser is already on its way to Google.
        if (result?.serverError) {
          onError(result.serverError.message);
          toast.error(t("failedGoogle"));
        }
      } catch (cause) {
        console.error("[google sign-in] failed", cause);
        onError(t("failedGoogle"));
        toast.error(t("failedGoogle"));
      }
    });

  return (
    <div className="grid gap-2">
      <Button type="button" variant="outline" size="lg" onClick={start} disabled={!enabled || pending} aria-describedby={enabled ? undefined : "google-unavailable"}>
        <GoogleMark />
        {t("continueWithGoogle")}
      </Button>
      {enabled ? null : (
        <p id="google-unavailable" className="text-sm text-muted-foreground">
          {t("googleUnavailable")}
        </p>
      )}
    </div>
  );
}
