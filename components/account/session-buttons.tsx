"use client";

import { Loader2, LogOut, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "sonner";
import { announceAuthChange } from "@/components/auth/auth-events";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { localizedPath } from "@/i18n/paths";
import { endAllSessionsAction } from "@/lib/actions/account/end-all-sessions";
import { endSessionAction } from "@/lib/actions/account/end-session";

/** After this browser's own session ended: signed-out state, home page. */
function useLeave() {
  const locale = useSiteLocale();
  const router = useRouter();
  return () => {
    announceAuthChange();
    router.replace(localizedPath(locale, "/"));
    router.refresh();
  };
}

export function EndSessionButton({ sessionId, device }: { sessionId: string; device: string }) {
  const t = useTranslations("account.sessions");
  const locale = useSiteLocale();
  const router = useRouter();
  const leave = useLeave();
  const [pending, startTransition] = useTransition();

  const end = () =>
    startTransition(async () => {
      const result = await endSessionAction(locale, { sessionId });
      if (!result?.data?.ok) {
        // An expected refusal (already ended) has its own message; the list is stale then.
        toast.error(result?.serverError?.message ?? t("failed"));
        router.refresh();
        return;
      }
      toast.success(t("ended"));
      if (result.data.endedCurrent) leave();
      else router.refresh();
    });

  return (
    <Button type="button" variant="outline" size="sm" onClick={end} disabled={pending} aria-label={t("endSessionLabel", { device })}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />}
      {pending ? t("ending") : t("endSession")}
    </Button>
  );
}

export function SignOutEverywhereButton() {
  const t = useTranslations("account.sessions");
  const locale = useSiteLocale();
  const leave = useLeave();
  const [pending, startTransition] = useTransition();

  const signOutEverywhere = () =>
    startTransition(async () => {
      const result = await endAllSessionsAction(locale);
      if (!result?.data?.ok) {
        toast.error(result?.serverError?.message ?? t("failedEverywhere"));
        return;
      }
      toast.success(t("signedOutEverywhere"));
      leave();
    });

  return (
    <Button type="button" variant="destructive" onClick={signOutEverywhere} disabled={pending}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
      {pending ? t("signingOutEverywhere") : t("signOutEverywhere")}
    </Button>
  );
}
